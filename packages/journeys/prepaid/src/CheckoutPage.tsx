import { Alert, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import type { PrepaidCart } from '@carrier/service-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { formWidth, intro, mutedText, useGo, useHref, useLoad } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { ActivationFields, PaymentFields, ShippingFields, useCheckoutForm } from './form.js';
import { PrepaidPage, Retry, useTexts } from './frame.js';
import { shipsFor, usePlaceOrder, CartSummary } from './checkout.js';

/** checkout: no credit check. The account PIN, the activation ZIP, shipping when something ships, and the card. */
export function CheckoutPage() {
  const texts = useTexts();
  const href = useHref();
  const go = useGo();
  const { services, newKey } = usePrepaidDeps();
  const cart = useLoad(() => services.cart(), []);
  const form = useCheckoutForm();
  // The cart as last answered: with the activation ZIP typed, it comes to that state's sales tax.
  const [quoted, setQuoted] = useState<PrepaidCart>();
  const shown = quoted ?? (cart.status === 'ready' ? cart.value : undefined);
  const activateIn = (zip: string) =>
    services.activateIn(zip).then((answer) => {
      setQuoted(answer);
      return answer;
    });
  const order = usePlaceOrder(
    {
      quote: (input) => activateIn(input.activationZip).then((answer) => answer.amounts),
      place: (input, dueToday, key) => services.submit({ ...input, dueToday }, key),
    },
    newKey,
    shown?.amounts,
  );
  const zip = form.values.activationZip.trim();
  const zipShown = shown?.activationZip;
  useEffect(() => {
    // A whole ZIP typed: the summary shows the sales tax there before the customer places the order. A ZIP refused
    // here is said on its field when the order is placed.
    if (/^\d{5}$/.test(zip) && zipShown !== undefined && zip !== zipShown) activateIn(zip).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- activateIn only reads services, which do not change
  }, [zip, zipShown]);

  if (cart.status === 'loading')
    return (
      <PrepaidPage title={texts.checkoutTitle}>
        <Skeleton height="24rem" />
      </PrepaidPage>
    );
  if (cart.status === 'failed')
    return (
      <PrepaidPage title={texts.checkoutTitle}>
        <Retry message={texts.cartFailed} retry={cart.reload} />
      </PrepaidPage>
    );
  if (!shown?.ready)
    return (
      <PrepaidPage title={texts.checkoutTitle}>
        <Alert tone="info">{texts.notReady}</Alert>
        <Link variant="standalone" href={href(PREPAID_PATHS.cart)}>
          {texts.backToCart}
        </Link>
      </PrepaidPage>
    );
  const ships = shipsFor(shown.item);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await order.submit(form, ships);
    if (outcome?.kind === 'placed') go(PREPAID_PATHS.confirmation, { orderNumber: outcome.value.orderNumber });
  };

  return (
    <PrepaidPage title={texts.checkoutTitle}>
      <p className={intro}>{texts.checkoutIntro}</p>
      <form onSubmit={(e) => void submit(e)} className={formWidth} noValidate aria-label={texts.checkoutTitle}>
        <Stack space="lg">
          <ActivationFields form={form} />
          {ships ? <ShippingFields form={form} /> : null}
          <PaymentFields form={form} />
          {shown.autopay ? <p className={mutedText}>{texts.autopayCard}</p> : null}
          <CartSummary cart={shown} />
          {order.invalid ? <Alert tone="error">{texts.fixFields}</Alert> : null}
          {order.problem ? <Alert tone="error">{order.problem}</Alert> : null}
          <div>
            <Button type="submit" loading={order.busy} disabled={order.busy}>
              {order.busy ? texts.placing : texts.placeOrder}
            </Button>
          </div>
        </Stack>
      </form>
    </PrepaidPage>
  );
}
