import { Alert, Button, Link, Select, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  LoadFailed,
  ProblemNotice,
  pagePath,
  useLoad,
  useMoney,
  usePageName,
  useStorefront,
  usePageView,
} from '@carrier/storefront/kit';
import { plansHead } from './plans/plans-head.js';
import { SHOP_PATHS } from './paths.js';
import { useCartChange } from './useCartChange.js';
import { parseLineSearch } from './search.js';
import { nextLineNeeding } from './plans.js';
import { PLAN_MAX_LINES } from '@carrier/pricing';
import type { Plan } from './services.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { usePlanStrings, useCart, usePlanType, PlanCard, LineCountPicker } from './plans/parts.js';

/** `plans`: the plans for sale; with a cart, a plan is chosen for one line at a time. */
export function PlansPage() {
  const { site, cart: storeCart, journeys } = useStorefront();
  // The test drive, where the app serves it (the web store; the prepaid store has none).
  const trialPath = pagePath(journeys, 'trial');
  const shop = useShop();
  const texts = usePlanStrings();
  const type = usePlanType();
  const search = parseLineSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const plans = useLoad(() => shop.services.plans(type), [type]);
  const money = useMoney();
  usePageView(plansHead(texts.plansTitle, plans.status === 'ready' ? plans.value : undefined, texts, money));
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
    await navigate({ to: SHOP_PATHS.protectionNew, search: { line: line.lineId } });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="plans-title">
      <h1 id="plans-title" className={styles.heading}>
        {texts.plansTitle}
      </h1>
      <p className={styles.muted}>
        {texts.plansIntro} <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.quizLink}</Link>
      </p>
      <LineCountPicker lines={lineCount} onChange={setPickedCount} />
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
      {trialPath ? (
        <p className={styles.muted}>
          {texts.trialPrompt} <Link href={`${site.base}${trialPath}`}>{texts.trialLink}</Link>
        </p>
      ) : null}
    </Stack>
  );
}
