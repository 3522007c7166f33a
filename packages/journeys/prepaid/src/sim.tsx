import { Alert, Button, RadioGroup, Skeleton, Stack } from '@carrier/design-system';
import type { ByodCheck, PrepaidSimType } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { formWidth, serviceErrorId, useGo, useLoad, useMoney } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { Retry, useTexts } from './frame.js';

/**
 * The SIM for the customer's own phone (the buySim flow): a SIM kit or an eSIM, as far as the phone takes them when it
 * was checked; into the cart, then on to the plans.
 */
export function SimChooser({ check, imei }: { readonly check?: ByodCheck; readonly imei?: string }) {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  const takes = (sim: 'PSIM' | 'ESIM') => !check || check.device.sims.includes(sim);
  const [sim, setSim] = useState<PrepaidSimType>(takes('ESIM') ? 'esim' : 'kit');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const cart = await services.addSim(sim, imei);
      go(cart.plan ? PREPAID_PATHS.cart : PREPAID_PATHS.plans);
    } catch (error) {
      setProblem(serviceErrorId(error) === 'SIM_NOT_SUPPORTED' ? texts.simNotTaken : texts.addFailed);
      setBusy(false);
    }
  };

  if (plans.status === 'loading') return <Skeleton height="10rem" />;
  // The kit's price comes with the plans: without it the choice is not offered, rather than a price guessed.
  if (plans.status === 'failed') return <Retry message={texts.plansFailed} retry={plans.reload} />;
  return (
    <form onSubmit={(e) => void add(e)} className={formWidth} noValidate>
      <Stack space="md">
        <RadioGroup
          legend={texts.simChoice}
          value={sim}
          onChange={(value) => setSim(value as PrepaidSimType)}
          options={[
            {
              value: 'esim',
              label: texts.esimOption,
              description: texts.esimDescription,
              disabled: !takes('ESIM'),
            },
            {
              value: 'kit',
              label: texts.simKitOption(money(plans.value.simKitPrice)),
              description: texts.simKitDescription,
              disabled: !takes('PSIM'),
            },
          ]}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div>
          <Button type="submit" loading={busy} disabled={busy}>
            {busy ? texts.adding : texts.continueToPlans}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
