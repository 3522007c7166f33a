import { Alert } from '@carrier/design-system';
import { CheckoutFrame } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';

/** credithold: the order cannot be approved online; what to do instead. */
export function CreditHoldPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  return (
    <CheckoutFrame page={page} step="credit" title={texts.creditHoldTitle}>
      <Alert tone="warning">
        {texts.creditHoldText} {page.details?.credit ? texts.reference(page.details.credit.reference) : ''}
      </Alert>
    </CheckoutFrame>
  );
}
