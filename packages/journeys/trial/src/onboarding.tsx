import { Button, Link, formatMoney } from '@carrier/design-system';
import type { TestDrivePlan } from '@carrier/service-contracts';
import { useState } from 'react';
import { actionRow, card, cardTitle, mutedText, useGo, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { useTexts, useTrial } from './frame.js';

export type PersonField = 'firstName' | 'lastName' | 'email';

/** Chooses a plan to try, and goes on to the checkout. */
export function useChoosePlan() {
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  const go = useGo();
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState(false);
  const choose = async (planId: string) => {
    if (!state.applicationId) return;
    setBusy(planId);
    setFailed(false);
    try {
      await services.choosePlan(state.applicationId, planId);
      dispatch({ type: 'planChosen', planId });
      go(TRIAL_PATHS.checkout);
    } catch {
      setFailed(true);
      setBusy(undefined);
    }
  };
  return { state, choose, busy, failed };
}

/** A plan to try: its name, summary, price after the test drive, and the ways on. */
export function PlanCard({
  plan,
  onChoose,
  busy,
  details,
}: {
  readonly plan: TestDrivePlan;
  readonly onChoose: () => void;
  readonly busy: boolean;
  readonly details: boolean;
}) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <li className={card}>
      <h2 className={cardTitle}>{plan.name}</h2>
      <p>{plan.summary}</p>
      <p className={mutedText}>{texts.perMonthAfter(formatMoney(plan.monthly, site.language))}</p>
      <div className={actionRow}>
        <Button onClick={onChoose} loading={busy} aria-label={`${texts.choosePlan}: ${plan.name}`}>
          {texts.choosePlan}
        </Button>
        {details ? (
          <Link href={`${site.base}${TRIAL_PATHS.planDetails}?plan=${plan.id}`}>{texts.planDetails(plan.name)}</Link>
        ) : null}
      </div>
    </li>
  );
}
