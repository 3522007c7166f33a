import { checkImei } from '@carrier/checkout-rules';
import { Alert, Button, Link, RadioGroup, Skeleton, Stack } from '@carrier/design-system';
import type { ByodCheck, PrepaidSimType } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import { formWidth, intro, serviceErrorId, useGo, useHref, useLoad, useMoney } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { ImeiField, PrepaidPage, Retry, checkedPhoneName, useTexts } from './frame.js';

/**
 * The SIM for the customer's own phone (the buySim flow): a SIM kit or an eSIM, as far as the phone takes them when it
 * was checked; into the cart, then on to the plans.
 */
function SimChooser({ check, imei }: { readonly check?: ByodCheck; readonly imei?: string }) {
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

/** buysim: a SIM kit or an eSIM for the customer's own phone, without checking it first. */
export function BuySimPage() {
  const texts = useTexts();
  const href = useHref();
  return (
    <PrepaidPage title={texts.buySimTitle}>
      <p className={intro}>{texts.buySimIntro}</p>
      <Link variant="standalone" href={href(PREPAID_PATHS.byod)}>
        {texts.checkFirst}
      </Link>
      <SimChooser />
    </PrepaidPage>
  );
}

/** prepaid/byod: the customer's phone checked by its IMEI, then the SIM it takes. */
export function ByodPage() {
  const texts = useTexts();
  const href = useHref();
  const { services } = usePrepaidDeps();
  const [imei, setImei] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ check: ByodCheck; imei: string } | 'notRecognised' | 'failed'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = checkImei(imei);
    if (!typed.ok) {
      setFieldError(typed.error === 'checksum' ? texts.imeiInvalid : texts.imeiError);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    setResult(undefined);
    try {
      setResult({ check: await services.checkPhone(typed.imei), imei: typed.imei });
    } catch (error) {
      const id = serviceErrorId(error);
      if (id === 'IMEI_INVALID') setFieldError(texts.imeiInvalid);
      else setResult(id === 'IMEI_NOT_RECOGNISED' ? 'notRecognised' : 'failed');
    }
    setBusy(false);
  };

  const phone = typeof result === 'object' ? checkedPhoneName(result.check.device) : '';
  const works = typeof result === 'object' && ['COMPATIBLE', 'ESIM_ONLY'].includes(result.check.verdict);
  return (
    <PrepaidPage title={texts.byodTitle}>
      <p className={intro}>{texts.byodIntro}</p>
      <form onSubmit={(e) => void submit(e)} className={formWidth} noValidate>
        <Stack space="md">
          <ImeiField value={imei} onChange={setImei} error={fieldError} />
          <div>
            <Button type="submit" loading={busy} disabled={busy}>
              {busy ? texts.checking : texts.check}
            </Button>
          </div>
        </Stack>
      </form>
      {result === 'failed' ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
      {result === 'notRecognised' ? (
        <Stack space="sm">
          <Alert tone="info">{texts.notRecognised}</Alert>
          <Link variant="standalone" href={href(PREPAID_PATHS.buySim)}>
            {texts.chooseSim}
          </Link>
        </Stack>
      ) : null}
      {typeof result === 'object' && works ? (
        <Stack space="md">
          <Alert tone="success">{texts.works(phone)}</Alert>
          <SimChooser check={result.check} imei={result.imei} />
        </Stack>
      ) : null}
      {typeof result === 'object' && !works ? (
        <Stack space="sm">
          <Alert tone="warning">
            {result.check.verdict === 'LOCKED' ? texts.locked(phone) : texts.incompatible(phone)}
          </Alert>
          <Link variant="standalone" href={href(PREPAID_PATHS.gridwall)}>
            {texts.shopPhones}
          </Link>
        </Stack>
      ) : null}
    </PrepaidPage>
  );
}
