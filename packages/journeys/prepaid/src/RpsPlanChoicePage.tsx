import { Button, RadioGroup, Skeleton, Stack, Switch } from '@carrier/design-system';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, useFormState, useGo, useLoad, useMoney } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import { useRps, NothingToActivate } from './rps.js';

/** rps plans: the plan (and autopay) for the partner's phone. */
export function RpsPlanChoicePage() {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const { activation, keep } = useRps();
  const plans = useLoad(() => services.plans(), []);
  const form = useFormState({ planId: activation?.planId ?? '' }, { clearOnChange: true });
  const [autopay, setAutopay] = useState(activation?.autopay ?? true);
  if (!activation) return <NothingToActivate title={texts.rpsChooseTitle} />;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!form.required({ planId: texts.fieldErrors.required })) return;
    keep({ ...activation, planId: form.values.planId, autopay });
    go(PREPAID_PATHS.rpsCheckout);
  };

  return (
    <PrepaidPage title={texts.rpsChooseTitle}>
      <p className={intro}>{texts.rpsFor(activation.phoneName, activation.retailerName)}</p>
      {plans.status === 'loading' ? <Skeleton height="16rem" /> : null}
      {plans.status === 'failed' ? <Retry message={texts.plansFailed} retry={plans.reload} /> : null}
      {plans.status === 'ready' ? (
        <form onSubmit={next} className={formWidth} noValidate>
          <Stack space="md">
            <RadioGroup
              legend={texts.rpsPlanChoice}
              {...form.field('planId')}
              options={plans.value.plans.map((plan) => ({
                value: plan.planId,
                label: plan.name,
                description: `${texts.withAutopay(money(plan.monthly - plan.autopayDiscount))} · ${plan.data}`,
              }))}
            />
            <Switch label={texts.autopay} checked={autopay} onChange={setAutopay} />
            <div>
              <Button type="submit">{texts.start}</Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </PrepaidPage>
  );
}
