import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { type FormEvent } from 'react';
import {
  AmountsBreakdown,
  card,
  cardTitle,
  formWidth,
  intro,
  mutedText,
  useGo,
  useHref,
  useLoad,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePlaceOrder } from './checkout.js';
import { usePrepaidDeps } from './deps.js';
import { ActivationFields, PaymentFields, useCheckoutForm } from './form.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import { useRps, NothingToActivate } from './rps.js';

/** rps checkout: the account PIN, the activation ZIP and the card; the activation sent on channel VZW-RPS. */
export function RpsCheckoutPage() {
  const texts = useTexts();
  const href = useHref();
  const go = useGo();
  const { services, newKey } = usePrepaidDeps();
  const { activation } = useRps();
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
      go(PREPAID_PATHS.rpsConfirmation, { orderNumber: outcome.value.orderNumber });
    } else if (outcome?.kind === 'failed') {
      // The phone turned out not to work here (which ends the activation), or the activation broke: the error page
      // says which, and what next.
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
