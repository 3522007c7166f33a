import { Inline, Link, Stack } from '@carrier/design-system';
import { useEffect } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { checkoutQuery } from './flow.js';

/** portInPrompt: keep the number from another carrier, or get a new one. */
export function PortInPromptPage() {
  const page = useCheckoutPage('numbers');
  const texts = useCheckoutStrings();
  const { site, currentHref } = useStorefront();
  // mtnFlow=G (spec 2.6): the customer asked for a new number already; the prompt is skipped.
  const newNumber = checkoutQuery(new URL(currentHref()).search).newNumber === true;
  const { go } = page;
  useEffect(() => {
    if (newNumber) go(CHECKOUT_PATHS.newNumber);
  }, [newNumber, go]);
  return (
    <CheckoutFrame page={page} step="numbers" title={texts.portPromptTitle}>
      <Stack space="md">
        <p>{texts.portPromptIntro}</p>
        <p>{texts.portPromptNeeds}</p>
        <ul>
          {texts.portPromptItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Inline space="md">
          <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.portIn}`}>
            {texts.keepNumber}
          </Link>
          <Link variant="standalone" href={`${site.base}${CHECKOUT_PATHS.newNumber}`}>
            {texts.newNumber}
          </Link>
        </Inline>
      </Stack>
    </CheckoutFrame>
  );
}
