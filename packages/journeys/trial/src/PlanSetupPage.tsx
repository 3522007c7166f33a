import { Alert, Skeleton } from '@carrier/design-system';
import { intro, LoadFailed, mutedText, useLoad } from '@carrier/storefront/kit';
import { useTrialDeps } from './deps.js';
import { TrialPage, useStepGuard, useTexts } from './frame.js';
import * as styles from './trial.css.js';
import { useChoosePlan, PlanCard } from './onboarding.js';

/** trial/plansetup: the plan to try, from the service's plans. */
export function PlanSetupPage() {
  const texts = useTexts();
  const { services } = useTrialDeps();
  const { state, choose, busy, failed } = useChoosePlan();
  useStepGuard(state, 'plan');
  const plans = useLoad(() => services.plans(), []);
  return (
    <TrialPage title={texts.planTitle} state={state}>
      <p className={intro}>{texts.planIntro}</p>
      {state.device ? <p className={mutedText}>{texts.phoneOk(state.device)}</p> : null}
      {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      {plans.status === 'loading' ? <Skeleton height="12rem" /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={plans.retry} /> : null}
      {plans.status === 'ready' ? (
        <ul className={styles.plans}>
          {plans.value.map((plan) => (
            <PlanCard key={plan.id} plan={plan} details busy={busy === plan.id} onChoose={() => void choose(plan.id)} />
          ))}
        </ul>
      ) : null}
    </TrialPage>
  );
}
