import { Alert, Badge, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import type { PrepaidLine, PrepaidPlan } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  actionRow,
  card,
  cardList,
  cardTitle,
  factList,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useHref,
  useLoad,
  useMoney,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, lineName, useTexts } from './frame.js';
import * as styles from './prepaid.css.js';

/** A prepaid plan: its price with and without autopay, its data and hotspot, what else it has. */
export function PlanFacts({ plan }: { readonly plan: PrepaidPlan }) {
  const texts = useTexts();
  const money = useMoney();
  return (
    <>
      <p className={styles.bigPrice}>{texts.withAutopay(money(plan.monthly - plan.autopayDiscount))}</p>
      <p className={mutedText}>{texts.withoutAutopay(money(plan.monthly))}</p>
      <dl className={factList}>
        <dt>{texts.data}</dt>
        <dd>{plan.data}</dd>
        <dt>{texts.hotspot}</dt>
        <dd>{plan.hotspot}</dd>
      </dl>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * plans: the prepaid plans, chosen for the cart's line; with `?mdn=`, a signed-in prepaid customer's plan change for
 * that line (from today, once per key).
 */
export function PlansPage() {
  const { mdn } = useSearch({ strict: false }) as { mdn?: string | number };
  return mdn ? <ChangePlan mdn={String(mdn)} /> : <ChoosePlan />;
}

function ChoosePlan() {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), []);
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState(false);

  const choose = async (plan: PrepaidPlan) => {
    setBusy(plan.planId);
    setFailed(false);
    try {
      const cart = await services.choosePlan(plan.planId);
      go(cart.item ? PREPAID_PATHS.cart : PREPAID_PATHS.gridwall);
    } catch {
      setFailed(true);
      setBusy(undefined);
    }
  };

  return (
    <PrepaidPage title={texts.plansTitle}>
      <p className={intro}>{texts.plansIntro}</p>
      {failed ? <Alert tone="error">{texts.addFailed}</Alert> : null}
      {plans.status === 'loading' ? <Skeleton height="24rem" /> : null}
      {plans.status === 'failed' ? <Retry message={texts.plansFailed} retry={plans.reload} /> : null}
      {plans.status === 'ready' ? (
        <>
          <ul className={cardList}>
            {plans.value.plans.map((plan) => (
              <li key={plan.planId} className={card}>
                <h2 className={cardTitle}>{plan.name}</h2>
                <PlanFacts plan={plan} />
                <div>
                  <Button
                    onClick={() => void choose(plan)}
                    loading={busy === plan.planId}
                    disabled={busy !== undefined}
                  >
                    {busy === plan.planId ? texts.choosing : texts.choosePlan(plan.name)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p className={mutedText}>{texts.simKit(money(plans.value.simKitPrice))}</p>
        </>
      ) : null}
    </PrepaidPage>
  );
}

function ChangePlan({ mdn }: { readonly mdn: string }) {
  const texts = useTexts();
  const href = useHref();
  const { services, newKey } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), []);
  const lines = useLoad(() => services.lines(), [], {
    report: (e) => serviceErrorId(e) !== 'PREPAID_SIGN_IN_REQUIRED',
  });
  const [picked, setPicked] = useState<PrepaidPlan>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const key = useRef<string | undefined>(undefined);

  if (plans.status === 'loading' || lines.status === 'loading')
    return (
      <PrepaidPage title={texts.changeTitle}>
        <Skeleton height="24rem" />
      </PrepaidPage>
    );
  if (plans.status === 'failed') return <ChangeFailed retry={plans.reload} />;
  if (lines.status === 'failed')
    return (
      <PrepaidPage title={texts.changeTitle}>
        <Alert tone="info">{texts.signInForLines}</Alert>
        <Link variant="standalone" href={href(PREPAID_PATHS.mdnSelection)}>
          {texts.seeLines}
        </Link>
      </PrepaidPage>
    );
  const line: PrepaidLine | undefined = lines.value.find((l) => l.mdn === mdn);
  if (!line)
    return (
      <PrepaidPage title={texts.changeTitle}>
        <Alert tone="warning">{texts.lineMissing}</Alert>
        <Link variant="standalone" href={href(PREPAID_PATHS.mdnSelection)}>
          {texts.seeLines}
        </Link>
      </PrepaidPage>
    );
  const name = lineName(line.mdn);

  const change = async (plan: PrepaidPlan) => {
    setBusy(true);
    setOutcome(undefined);
    key.current ??= newKey();
    try {
      const done = await services.changePlan(line.mdn, plan.planId, key.current);
      key.current = undefined;
      setPicked(undefined);
      lines.replace(lines.value.map((l) => (l.mdn === done.line.mdn ? done.line : l)));
      setOutcome({ tone: 'success', text: texts.changed(done.line.plan.name, name) });
    } catch (error) {
      const id = serviceErrorId(error);
      // A refusal is final for this choice: the next one gets a new key.
      if (id === 'SAME_PLAN' || id === 'LINE_NOT_FOUND') key.current = undefined;
      setOutcome({
        tone: 'error',
        text: id === 'SAME_PLAN' ? texts.samePlan : id === 'LINE_NOT_FOUND' ? texts.lineMissing : texts.changeFailed,
      });
    }
    setBusy(false);
  };

  return (
    <PrepaidPage title={texts.changeTitle}>
      <p className={intro}>{texts.changeIntro(name)}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {picked ? (
        <Stack as="section" space="md" aria-label={texts.confirmChange(picked.name, name)} className={card}>
          <p>{texts.confirmChange(picked.name, name)}</p>
          <div className={actionRow}>
            <Button onClick={() => void change(picked)} loading={busy} disabled={busy}>
              {texts.confirm}
            </Button>
            <Button variant="secondary" onClick={() => setPicked(undefined)} disabled={busy}>
              {texts.cancel}
            </Button>
          </div>
        </Stack>
      ) : null}
      <ul className={cardList}>
        {plans.value.plans.map((plan) => {
          const current = plan.planId === line.plan.planId;
          return (
            <li key={plan.planId} className={card}>
              {current ? (
                <div>
                  <Badge tone="success">{texts.currentPlan}</Badge>
                </div>
              ) : null}
              <h2 className={cardTitle}>{plan.name}</h2>
              <PlanFacts plan={plan} />
              {current ? null : (
                <div>
                  <Button variant="secondary" onClick={() => setPicked(plan)} disabled={busy}>
                    {texts.changeTo(plan.name)}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </PrepaidPage>
  );
}

function ChangeFailed({ retry }: { readonly retry: () => void }) {
  const texts = useTexts();
  return (
    <PrepaidPage title={texts.changeTitle}>
      <Retry message={texts.plansFailed} retry={retry} />
    </PrepaidPage>
  );
}
