import { Alert, Button, formatMoney, Inline, Link, RadioGroup, Select, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { LoadFailed, ProblemNotice, useLoad, usePageName, useStorefront, usePageView } from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from './paths.js';
import { useCartChange } from './useCartChange.js';
import { parseLineSearch } from './search.js';
import { nextLineNeeding, parsePlanAnswers, recommendPlan, type PlanAnswers } from './plans.js';
import { PlanPrice } from './PlanPrice.js';
import { PLAN_MAX_LINES } from '@carrier/pricing';
import type { Plan } from './services.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { useShopStrings } from './hooks.js';

function usePlanStrings() {
  return useShopStrings().plans;
}

/** The customer's cart for the plan and protection pages (none when they have no cart). */
function useCart(pageName: string) {
  const { cart } = useStorefront();
  return useLoad(() => cart.read(pageName).then((c) => c ?? null), [pageName]);
}

/** Which plans the site sells: prepaid under the prepaid base, postpaid elsewhere. */
function usePlanType(): 'prepaid' | 'postpaid' {
  return useStorefront().site.base === '/sales/prepaid' ? 'prepaid' : 'postpaid';
}

/** A plan's card: name, price per line for the cart's lines, data, hotspot and features. */
function PlanCard({
  plan,
  lines,
  action,
  highlighted = false,
}: {
  readonly plan: Plan;
  readonly lines: number;
  readonly action?: React.ReactNode;
  readonly highlighted?: boolean;
}) {
  const texts = usePlanStrings();
  return (
    <Stack
      as="article"
      space="sm"
      padding="md"
      border="standard"
      borderRadius="md"
      aria-labelledby={`plan-${plan.id}`}
      data-highlighted={highlighted || undefined}
    >
      <h2 id={`plan-${plan.id}`} className={styles.sectionTitle}>
        {plan.name}
      </h2>
      <PlanPrice plan={plan} lines={lines} />
      <Stack as="ul" space="xs">
        <li>{plan.data}</li>
        <li>{texts.hotspot(plan.hotspot)}</li>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Stack>
      {action}
    </Stack>
  );
}

/** `plans`: the plans for sale; with a cart, a plan is chosen for one line at a time. */
export function PlansPage() {
  const { site, cart: storeCart } = useStorefront();
  const shop = useShop();
  const texts = usePlanStrings();
  usePageView(texts.plansTitle);
  const type = usePlanType();
  const search = parseLineSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const plans = useLoad(() => shop.services.plans(type), [type]);
  const pageName = usePageName();
  const cart = useCart(pageName);
  const [chosenLine, setChosenLine] = useState<string | undefined>(search.line);
  // How many lines the prices are for: the cart's, until the customer picks another count.
  const [pickedCount, setPickedCount] = useState<number>();
  const { run, busy, problem, problemError } = useCartChange();
  const cartValue = cart.status === 'ready' ? cart.value : null;
  const lines = cartValue?.lineDetails.lineInfo ?? [];
  const line =
    lines.find((l) => l.lineId === chosenLine) ??
    lines.find((l) => l.lineId === (cartValue ? nextLineNeeding(cartValue, 'plan') : undefined)) ??
    lines[0];
  const lineCount = pickedCount ?? Math.min(PLAN_MAX_LINES, Math.max(1, lines.length));
  const choose = async (plan: Plan) => {
    if (!line) return;
    const updated = await run(
      plan.id,
      () => storeCart.saveLine({ lineId: line.lineId, planId: plan.id }, pageName),
      texts.saveFailed,
    );
    if (!updated) return;
    const nextPlan = nextLineNeeding(updated, 'plan');
    if (nextPlan) {
      setChosenLine(nextPlan);
      return;
    }
    await navigate({ to: SHOP_PATHS.protection, search: { line: line.lineId } });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="plans-title">
      <h1 id="plans-title" className={styles.heading}>
        {texts.plansTitle}
      </h1>
      <p className={styles.muted}>
        {texts.plansIntro} <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.quizLink}</Link>
      </p>
      <Select
        label={texts.linesLabel}
        helperText={texts.linesHint}
        value={String(lineCount)}
        options={Array.from({ length: PLAN_MAX_LINES }, (_, i) => ({
          value: String(i + 1),
          label: texts.linesOption(i + 1),
        }))}
        onChange={(value) => setPickedCount(Number(value))}
      />
      {lines.length > 1 && line ? (
        <Select
          label={texts.forLine}
          value={line.lineId}
          options={lines.map((l, i) => ({ value: l.lineId, label: `${texts.line(i + 1)}: ${l.device.name}` }))}
          onChange={setChosenLine}
        />
      ) : null}
      {line ? (
        <p>
          {texts.choosingFor(line.device.name)}
          {line.serviceInfo.planName ? ` ${texts.current(line.serviceInfo.planName)}` : ''}
        </p>
      ) : cart.status === 'ready' ? (
        <Alert tone="info">{texts.noLines}</Alert>
      ) : null}
      <ProblemNotice message={problem} error={problemError} />
      {plans.status === 'loading' ? <Skeleton lines={6} /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={plans.retry} /> : null}
      {plans.status === 'ready' ? (
        <ul className={styles.grid}>
          {plans.value.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                lines={lineCount}
                highlighted={line?.serviceInfo.planId === plan.id}
                action={
                  line ? (
                    <Button
                      onClick={() => void choose(plan)}
                      loading={busy === plan.id}
                      disabled={busy !== undefined}
                      variant={line.serviceInfo.planId === plan.id ? 'secondary' : 'primary'}
                      aria-label={texts.chooseFor(plan.name, line.device.name)}
                    >
                      {line.serviceInfo.planId === plan.id ? texts.chosen : texts.choose}
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/** `plans/selector`: three questions, then the recommended plan. */
export function PlanSelectorPage() {
  const texts = usePlanStrings();
  usePageView(texts.quizTitle);
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<PlanAnswers>({ usage: 'light', hotspot: 'none', travel: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: SHOP_PATHS.planRecommended, search: { ...answers, travel: answers.travel ? 'yes' : 'no' } });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="quiz-title">
      <h1 id="quiz-title" className={styles.heading}>
        {texts.quizTitle}
      </h1>
      <p className={styles.muted}>{texts.quizIntro}</p>
      <Stack as="form" space="lg" onSubmit={submit}>
        <RadioGroup
          legend={texts.usageQuestion}
          value={answers.usage}
          options={[
            { value: 'light', label: texts.usageLight },
            { value: 'heavy', label: texts.usageHeavy },
          ]}
          onChange={(usage) => setAnswers({ ...answers, usage: usage as PlanAnswers['usage'] })}
        />
        <RadioGroup
          legend={texts.hotspotQuestion}
          value={answers.hotspot}
          options={[
            { value: 'none', label: texts.hotspotNone },
            { value: 'some', label: texts.hotspotSome },
            { value: 'lots', label: texts.hotspotLots },
          ]}
          onChange={(hotspot) => setAnswers({ ...answers, hotspot: hotspot as PlanAnswers['hotspot'] })}
        />
        <RadioGroup
          legend={texts.travelQuestion}
          value={answers.travel ? 'yes' : 'no'}
          options={[
            { value: 'no', label: texts.no },
            { value: 'yes', label: texts.yes },
          ]}
          onChange={(travel) => setAnswers({ ...answers, travel: travel === 'yes' })}
        />
        <div>
          <Button type="submit">{texts.quizSubmit}</Button>
        </div>
      </Stack>
    </Stack>
  );
}

/** `plans/recommended` (and `plans/recommendation`): the plan the quiz's answers point to. */
export function PlanRecommendedPage() {
  const { site } = useStorefront();
  const shop = useShop();
  const texts = usePlanStrings();
  usePageView(texts.recommendedTitle);
  const type = usePlanType();
  const answers = parsePlanAnswers(useSearch({ strict: false }));
  const plans = useLoad(() => shop.services.plans(type), [type]);
  const valid = answers !== undefined;
  const plan = plans.status === 'ready' && answers ? recommendPlan(plans.value, answers) : undefined;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="recommended-title">
      <h1 id="recommended-title" className={styles.heading}>
        {texts.recommendedTitle}
      </h1>
      {!valid ? (
        <Alert tone="info">
          {texts.noAnswers} <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.quizLink}</Link>
        </Alert>
      ) : null}
      {plans.status === 'loading' && valid ? <Skeleton lines={5} /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={plans.retry} /> : null}
      {plan ? (
        <>
          <p>{texts.recommendedBecause}</p>
          <PlanCard
            plan={plan}
            lines={1}
            highlighted
            action={
              <Link variant="standalone" href={`${site.base}${SHOP_PATHS.plans}`}>
                {texts.seeAllPlans}
              </Link>
            }
          />
          <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.retake}</Link>
        </>
      ) : null}
    </Stack>
  );
}

/** `protection` and `protectionNew`: device protection for each line, or none. */
export function ProtectionPage() {
  const pageName = usePageName();
  const { site, cart: storeCart } = useStorefront();
  const shop = useShop();
  const texts = usePlanStrings();
  usePageView(texts.protectionTitle);
  const search = parseLineSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const cart = useCart(pageName);
  const cartValue = cart.status === 'ready' ? cart.value : null;
  const lines = cartValue?.lineDetails.lineInfo ?? [];
  const line = lines.find((l) => l.lineId === search.line) ?? lines[0];
  const options = useLoad(
    () => (line ? shop.services.protection(line.device.deviceId) : Promise.resolve([])),
    [line?.device.deviceId],
  );
  const [choice, setChoice] = useState<string | undefined>();
  const { run, busy, problem, problemError } = useCartChange();
  const current = choice ?? line?.protection?.id ?? 'none';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    const updated = await run(
      'protection',
      () => storeCart.saveLine({ lineId: line.lineId, protectionId: current === 'none' ? null : current }, pageName),
      texts.saveFailed,
    );
    if (!updated) return;
    const next =
      updated.lineDetails.lineInfo[updated.lineDetails.lineInfo.findIndex((l) => l.lineId === line.lineId) + 1];
    setChoice(undefined);
    if (next) await navigate({ to: '.', search: { line: next.lineId }, replace: true });
    else await navigate({ to: CART_PATHS.cart });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="protection-title">
      <h1 id="protection-title" className={styles.heading}>
        {texts.protectionTitle}
      </h1>
      {cart.status === 'loading' ? <Skeleton lines={5} /> : null}
      {cart.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={cart.retry} /> : null}
      {cart.status === 'ready' && !line ? (
        <Alert tone="info">
          {texts.noLines} <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
        </Alert>
      ) : null}
      <ProblemNotice message={problem} error={problemError} />
      {line && options.status === 'ready' ? (
        <Stack as="form" space="lg" onSubmit={(event) => void submit(event)}>
          <RadioGroup
            legend={texts.protectionFor(line.device.name)}
            value={current}
            options={[
              ...options.value.map((o) => ({
                value: o.id,
                label: `${o.name}: ${formatMoney(o.monthlyPrice, site.language)}${texts.perMonth}`,
                description: `${o.features.join(', ')}. ${texts.deductible(formatMoney(o.deductible, site.language))}`,
              })),
              { value: 'none', label: texts.noProtection, description: texts.noProtectionHint },
            ]}
            onChange={setChoice}
          />
          <Inline space="sm">
            <Button type="submit" loading={busy === 'protection'}>
              {texts.protectionSave}
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {line && options.status === 'loading' ? <Skeleton lines={4} /> : null}
      {line && options.status === 'failed' ? (
        <LoadFailed message={texts.protectionFailed} retry={options.retry} />
      ) : null}
    </Stack>
  );
}
