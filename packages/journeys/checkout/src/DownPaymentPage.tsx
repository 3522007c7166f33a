import { Button, Stack, formatMoney } from '@carrier/design-system';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import { CheckoutFrame } from './CheckoutFrame.js';
import { problemMessage } from './problems.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';

/** downpayment, downpay: the down payment the credit decision asked for, agreed to. */
export function DownPaymentPage() {
  const page = useCheckoutPage('downPayment');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const amount = page.details?.downPayment?.amount ?? 0;
  return (
    <CheckoutFrame page={page} step="downPayment" title={texts.downPaymentTitle}>
      <Stack space="md">
        <p>{texts.downPaymentText(formatMoney(amount, site.language))}</p>
        <ProblemNotice message={problemMessage(page.problem, texts)} />
        <Button loading={page.busy} onClick={() => void page.apply((cartId) => services.acceptDownPayment(cartId))}>
          {texts.agreeDownPayment}
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}
