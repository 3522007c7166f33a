import { checkImei } from '@carrier/checkout-rules';
import { Alert, Button, Link, RadioGroup, Skeleton, Stack, Switch, TextField } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  AmountsBreakdown,
  actionRow,
  card,
  cardList,
  cardTitle,
  formWidth,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useHref,
  useLoad,
  useMoney,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { STORE_PATHS } from '@carrier/journey-stores/paths';
import { OrderRead, usePlaceOrder } from './CheckoutPages.js';
import { usePrepaidDeps, type RpsActivation } from './deps.js';
import { ActivationFields, PaymentFields, useCheckoutForm } from './form.js';
import { ImeiField, PrepaidPage, Retry, checkedPhoneName, useTexts } from './frame.js';

/** Why an activation stopped, as the RPS error page is told (`?reason=`). */
export const RPS_ERROR_REASONS = ['notCompatible', 'activationFailed', 'unknown'] as const;
export type RpsErrorReason = (typeof RPS_ERROR_REASONS)[number];

/** The RPS activation kept for the visit, when it is one (anything else kept reads as none). */
export function readRps(kept: unknown): RpsActivation | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const r = kept as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 80;
  if (!text(r['retailerCode']) || !text(r['retailerName']) || !text(r['phoneName'])) return undefined;
  if (typeof r['imei'] !== 'string' || !/^\d{15}$/.test(r['imei'])) return undefined;
  return {
    retailerCode: r['retailerCode'] as string,
    retailerName: r['retailerName'] as string,
    imei: r['imei'],
    phoneName: r['phoneName'] as string,
    ...(typeof r['planId'] === 'string' && /^PLAN-PP-[A-Z0-9-]+$/.test(r['planId']) ? { planId: r['planId'] } : {}),
    ...(typeof r['autopay'] === 'boolean' ? { autopay: r['autopay'] } : {}),
  };
}

function useRps() {
  const { rps } = usePrepaidDeps();
  const [activation] = useState(() => readRps(rps.read()));
  return { activation, keep: (next: RpsActivation | null) => rps.write(next) };
}

/** What every RPS page says when there is no activation in progress: start one. */
function NothingToActivate({ title }: { readonly title: string }) {
  const texts = useTexts();
  const href = useHref();
  return (
    <PrepaidPage title={title}>
      <Alert tone="info">{texts.rpsNothing}</Alert>
      <Link variant="standalone" href={href(PREPAID_PATHS.rpsPlans)}>
        {texts.rpsStart}
      </Link>
    </PrepaidPage>
  );
}

/**
 * rpsplans: a retail partner's customer (channel VZW-RPS) starts the activation of a phone bought at the partner:
 * the store code on the receipt and the phone's IMEI are checked, and the plans they can activate on are listed.
 */
export function RpsPlansPage() {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const { keep } = useRps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  const [code, setCode] = useState('');
  const [imei, setImei] = useState('');
  const [errors, setErrors] = useState<{ code?: string; imei?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const typed = checkImei(imei);
    const found = {
      ...(code.trim() === '' ? { code: texts.fieldErrors.required } : {}),
      ...(typed.ok ? {} : { imei: typed.error === 'checksum' ? texts.imeiInvalid : texts.imeiError }),
    };
    setErrors(found);
    if (!typed.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(false);
    try {
      const retailer = await services.retailer(code);
      const check = await services.checkPhone(typed.imei);
      if (check.verdict === 'INCOMPATIBLE' || check.verdict === 'LOCKED') {
        keep(null);
        go(PREPAID_PATHS.rpsError, { reason: 'notCompatible' });
        return;
      }
      keep({
        retailerCode: retailer.retailerCode,
        retailerName: `${retailer.name}, ${retailer.city}`,
        imei: typed.imei,
        phoneName: checkedPhoneName(check.device),
      });
      go(PREPAID_PATHS.rpsPlanChoice);
    } catch (error) {
      const id = serviceErrorId(error);
      if (id === 'RETAILER_NOT_FOUND') setErrors({ code: texts.retailerMissing });
      else if (id === 'IMEI_INVALID') setErrors({ imei: texts.imeiInvalid });
      else if (id === 'IMEI_NOT_RECOGNISED') setErrors({ imei: texts.notRecognised });
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <PrepaidPage title={texts.rpsTitle}>
      <p className={intro}>{texts.rpsIntro}</p>
      <form onSubmit={(e) => void start(e)} className={formWidth} noValidate>
        <Stack space="md">
          <TextField
            label={texts.retailerCode}
            helperText={texts.retailerCodeHelp}
            value={code}
            onChange={setCode}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            {...(errors.code ? { error: errors.code } : {})}
          />
          <ImeiField value={imei} onChange={setImei} error={errors.imei} />
          {failed ? <Alert tone="error">{texts.checkFailed}</Alert> : null}
          <div>
            <Button type="submit" loading={busy} disabled={busy}>
              {busy ? texts.checking : texts.start}
            </Button>
          </div>
        </Stack>
      </form>
      <section aria-labelledby="rps-plans">
        <Stack space="md">
          <h2 id="rps-plans" className={cardTitle}>
            {texts.rpsPlansList}
          </h2>
          {plans.status === 'loading' ? <Skeleton height="8rem" /> : null}
          {plans.status === 'failed' ? <Retry message={texts.plansFailed} retry={plans.reload} /> : null}
          {plans.status === 'ready' ? (
            <ul className={cardList}>
              {plans.value.plans.map((plan) => (
                <li key={plan.planId} className={card}>
                  <h3>{plan.name}</h3>
                  <p>{texts.withAutopay(money(plan.monthly - plan.autopayDiscount))}</p>
                  <p className={mutedText}>{plan.data}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </Stack>
      </section>
    </PrepaidPage>
  );
}

/** rps plans: the plan (and autopay) for the partner's phone. */
export function RpsPlanChoicePage() {
  const texts = useTexts();
  const money = useMoney();
  const go = useGo();
  const { services } = usePrepaidDeps();
  const { activation, keep } = useRps();
  const plans = useLoad(() => services.plans(), []);
  const [planId, setPlanId] = useState(activation?.planId ?? '');
  const [autopay, setAutopay] = useState(activation?.autopay ?? true);
  const [error, setError] = useState<string>();
  if (!activation) return <NothingToActivate title={texts.rpsChooseTitle} />;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!planId) {
      setError(texts.fieldErrors.required);
      return;
    }
    keep({ ...activation, planId, autopay });
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
              value={planId}
              onChange={(value) => {
                setPlanId(value);
                setError(undefined);
              }}
              options={plans.value.plans.map((plan) => ({
                value: plan.planId,
                label: plan.name,
                description: `${texts.withAutopay(money(plan.monthly - plan.autopayDiscount))} · ${plan.data}`,
              }))}
              {...(error ? { error } : {})}
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

/** rps checkout: the account PIN, the activation ZIP and the card; the activation sent on channel VZW-RPS. */
export function RpsCheckoutPage() {
  const texts = useTexts();
  const href = useHref();
  const go = useGo();
  const { services, newKey } = usePrepaidDeps();
  const { activation, keep } = useRps();
  const plans = useLoad(() => services.plans(), []);
  const form = useCheckoutForm();
  const autopay = activation?.autopay ?? true;
  const rpsQuote = () => services.rpsQuote(activation!.imei, activation!.planId!, autopay);
  const quote = useLoad(
    () => (activation?.planId ? rpsQuote() : Promise.reject(new Error('no plan chosen'))),
    [activation?.planId, autopay],
  );
  const order = usePlaceOrder(
    {
      // The phone was paid at the partner: what is due does not depend on the ZIP, which is checked first.
      quote: (input) => services.activationZip(input.activationZip).then(rpsQuote),
      place: (input, dueToday, key) =>
        services.rpsActivate(
          {
            imei: activation!.imei,
            retailerCode: activation!.retailerCode,
            planId: activation!.planId!,
            autopay,
            accountPin: input.accountPin,
            activationZip: input.activationZip,
            email: input.email,
            payment: input.payment,
            dueToday,
          },
          key,
        ),
    },
    newKey,
    quote.status === 'ready' ? quote.value : undefined,
  );
  if (!activation?.planId) return <NothingToActivate title={texts.rpsCheckoutTitle} />;
  const plan = plans.status === 'ready' ? plans.value.plans.find((p) => p.planId === activation.planId) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await order.submit(form, false);
    if (outcome?.kind === 'placed') {
      keep(null);
      go(PREPAID_PATHS.rpsConfirmation, { orderNumber: outcome.value.orderNumber });
    } else if (outcome?.kind === 'failed') {
      // The phone turned out not to work here, or the activation broke: the error page says which, and what next.
      if (outcome.id === 'DEVICE_INCOMPATIBLE') keep(null);
      go(PREPAID_PATHS.rpsError, {
        reason: outcome.id === 'DEVICE_INCOMPATIBLE' ? 'notCompatible' : 'activationFailed',
      });
    }
  };

  return (
    <PrepaidPage title={texts.rpsCheckoutTitle}>
      <p className={intro}>{texts.rpsFor(activation.phoneName, activation.retailerName)}</p>
      <form onSubmit={(e) => void submit(e)} className={formWidth} noValidate aria-label={texts.rpsCheckoutTitle}>
        <Stack space="lg">
          <ActivationFields form={form} />
          <PaymentFields form={form} />
          {plan && quote.status === 'ready' ? (
            <section className={card} aria-label={texts.summary}>
              <h2 className={cardTitle}>{plan.name}</h2>
              <AmountsBreakdown amounts={quote.value} headingLevel={3} />
              <p className={mutedText}>{texts.noCreditCheck}</p>
              <Link variant="standalone" href={href(PREPAID_PATHS.rpsPlanChoice)}>
                {texts.changePlanLink}
              </Link>
            </section>
          ) : quote.status === 'failed' ? (
            <Retry message={texts.quoteFailed} retry={quote.reload} />
          ) : null}
          {order.invalid ? <Alert tone="error">{texts.fixFields}</Alert> : null}
          {order.problem ? <Alert tone="error">{order.problem}</Alert> : null}
          <div>
            <Button type="submit" loading={order.busy} disabled={order.busy}>
              {order.busy ? texts.rpsActivating : texts.rpsActivate}
            </Button>
          </div>
        </Stack>
      </form>
    </PrepaidPage>
  );
}

/** rps confirmation: the activated line, read back by its order number. */
export function RpsConfirmationPage() {
  return <OrderRead title={useTexts().rpsConfirmationTitle} />;
}

/** rps error: why the activation stopped (`?reason=`), and the ways on. */
export function RpsErrorPage() {
  const texts = useTexts();
  const href = useHref();
  const { reason } = useSearch({ strict: false }) as { reason?: RpsErrorReason };
  return (
    <PrepaidPage title={texts.rpsErrorTitle}>
      <Alert tone="warning">
        {RPS_ERROR_REASONS.includes(reason as RpsErrorReason) ? texts.rpsErrors[reason!] : texts.rpsErrors.unknown}
      </Alert>
      <div className={actionRow}>
        <Link variant="standalone" href={href(PREPAID_PATHS.rpsPlans)}>
          {texts.tryAgain}
        </Link>
        <Link variant="standalone" href={href(STORE_PATHS.finder)}>
          {texts.getHelp}
        </Link>
      </div>
    </PrepaidPage>
  );
}
