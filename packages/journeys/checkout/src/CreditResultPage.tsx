import { Alert, Link, Stack, formatMoney } from '@carrier/design-system';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';

/** creditresult: the decision, and the way on: to the down payment it asks for (downpay), or back to the checkout. */
export function CreditResultPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const credit = page.details?.credit;
  const text = !credit
    ? undefined
    : credit.decision === 'APPROVED_WITH_DOWN_PAYMENT'
      ? texts.creditDownPayment(credit.downPaymentPercent ?? 0)
      : credit.decision === 'APPROVED_NO_DEVICE_PAYMENT'
        ? texts.creditNoDevicePayment
        : credit.decision === 'APPROVED_WITH_DEPOSIT'
          ? texts.creditDeposit(formatMoney((credit.depositCents ?? 0) / 100, site.language))
          : texts.creditApprovedText;
  return (
    <CheckoutFrame page={page} step="credit" title={texts.creditTitle}>
      {credit && (
        <Stack space="md">
          <Alert tone="success" title={texts.creditApproved}>
            {text} {texts.reference(credit.reference)}
          </Alert>
          {credit.decision === 'APPROVED_WITH_DOWN_PAYMENT' ? (
            // The decision asks for a down payment: the way on is to it (downpay).
            <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.downPay}`}>
              {texts.seeDownPayment}
            </Link>
          ) : (
            <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.checkout}`}>
              {texts.continue}
            </Link>
          )}
        </Stack>
      )}
    </CheckoutFrame>
  );
}
