import { Alert, Button, Checkbox, Link, Stack } from '@carrier/design-system';
import { TRIAL_DAYS, problemOf } from '@carrier/trial-rules';
import { useState } from 'react';
import {
  factList,
  formWidth,
  mutedText,
  serviceErrorId,
  useAgreeToContinue,
  useGo,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useStepGuard, useTexts, useTrial } from './frame.js';

/** trial/checkout: the test drive in full, nothing to pay, the terms, and the start (one idempotency key). */
export function CheckoutPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const { state, dispatch } = useTrial();
  useStepGuard(state, 'checkout');
  const go = useGo();
  const plans = useLoad(() => services.plans(), []);
  const agreement = useAgreeToContinue(texts.termsError);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const plan = plans.status === 'ready' ? plans.value.find((p) => p.id === state.planId) : undefined;
  const start = async () => {
    if (!agreement.confirm()) return;
    // One key per start, kept across a retry, a double click or a reload (the reducer keeps the first).
    const starting = dispatch({ type: 'start', key: crypto.randomUUID() });
    if (!starting.startKey || !starting.applicationId) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await services.start(starting.applicationId, starting.startKey);
      dispatch({ type: 'started' });
      go(TRIAL_PATHS.nextSteps);
    } catch (error) {
      const id = serviceErrorId(error);
      if (problemOf(id) === 'trialUsed') {
        dispatch({ type: 'refused', problem: 'trialUsed' });
        go(TRIAL_PATHS.usedError);
        return;
      }
      setProblem(id ? texts.serviceDown : texts.startUnknown);
      setBusy(false);
    }
  };
  const row = (label: string, value: string, change?: string) => (
    <>
      <dt>{label}</dt>
      <dd>
        {value}
        {change ? (
          <>
            {' '}
            <Link href={`${site.base}${change}`} aria-label={`${texts.change}: ${label}`}>
              {texts.change}
            </Link>
          </>
        ) : null}
      </dd>
    </>
  );
  return (
    <TrialPage title={texts.checkoutTitle} state={state}>
      <section aria-labelledby="trial-summary" className={formWidth}>
        <Stack space="md">
          <h2 id="trial-summary">{texts.summary}</h2>
          <dl className={factList}>
            {row(texts.where, state.zip ?? '', TRIAL_PATHS.zipCheck)}
            {row(texts.phone, state.device ?? '', TRIAL_PATHS.verifyImei)}
            {row(texts.plan, plan?.name ?? '…', TRIAL_PATHS.planSetup)}
            {row(texts.lasts, texts.days(TRIAL_DAYS))}
            {row(texts.dueToday, texts.free)}
          </dl>
          <p className={mutedText}>{texts.noCharge}</p>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Checkbox label={texts.terms} {...agreement.checkbox} />
          <div>
            <Button onClick={() => void start()} loading={busy}>
              {busy ? texts.starting : texts.startTrial}
            </Button>
          </div>
        </Stack>
      </section>
    </TrialPage>
  );
}
