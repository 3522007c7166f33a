import { Button, Stack } from '@carrier/design-system';
import { ProblemNotice } from '@carrier/storefront/kit';
import { CheckoutFrame } from './CheckoutFrame.js';
import { problemMessage } from './problems.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';

/** dppineligible: no device payments for this customer; buy outright instead. */
export function DppIneligiblePage() {
  const page = useCheckoutPage('deviceAgreement');
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  return (
    <CheckoutFrame page={page} step="deviceAgreement" title={texts.ineligibleTitle}>
      <Stack space="md">
        <p>{texts.ineligibleText}</p>
        <ProblemNotice message={problemMessage(page.problem, texts)} />
        <Button loading={page.busy} onClick={() => void page.apply((cartId) => services.buyOutright(cartId))}>
          {texts.buyOutright}
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}
