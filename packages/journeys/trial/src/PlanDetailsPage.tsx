import { Alert, Button, Link, Skeleton, Stack, formatMoney } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { intro, LoadFailed, mutedText, useLoad, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useTexts } from './frame.js';
import { useChoosePlan } from './onboarding.js';

/** trial/plandetails: everything a plan includes during the test drive. */
export function PlanDetailsPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const { state, choose, busy, failed } = useChoosePlan();
  const { plan: planId } = useSearch({ strict: false }) as { plan?: string };
  const plans = useLoad(() => services.plans(), []);
  const plan = plans.status === 'ready' ? plans.value.find((p) => p.id === (planId ?? state.planId)) : undefined;
  return (
    <TrialPage title={plan ? texts.planDetails(plan.name) : texts.detailsTitle} state={state}>
      <p className={intro}>{texts.detailsIntro}</p>
      {failed ? <Alert tone="error">{texts.serviceDown}</Alert> : null}
      {plans.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.serviceDown} retry={plans.retry} /> : null}
      {plans.status === 'ready' && !plan ? <Alert tone="info">{texts.detailsMissing}</Alert> : null}
      {plan ? (
        <Stack space="md">
          <p>{plan.summary}</p>
          <ul>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className={mutedText}>{texts.perMonthAfter(formatMoney(plan.monthly, site.language))}</p>
          {state.applicationId && state.device && state.status === 'onboarding' ? (
            <div>
              <Button onClick={() => void choose(plan.id)} loading={busy === plan.id}>
                {texts.choosePlan}
              </Button>
            </div>
          ) : null}
        </Stack>
      ) : null}
      <Link href={`${site.base}${TRIAL_PATHS.planSetup}`}>{texts.backToPlans}</Link>
    </TrialPage>
  );
}
