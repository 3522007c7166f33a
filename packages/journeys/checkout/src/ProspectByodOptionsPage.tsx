import { Button, Stack } from '@carrier/design-system';
import { useState } from 'react';
import { actionLink, pageTitle, serves, usePageTitle, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { useCheckoutPageView } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import * as styles from './checkout.css.js';
import { Choice } from './guest.js';

/**
 * prospectbyodoptions (spec 4.1): where a visitor who is not signed in lands when the session times out. The cart is
 * kept: go back to it, bring their own phone (check it works and get a SIM), or start again (the prospect's session
 * is cleared and the gridwall opens).
 */
export function ProspectByodOptionsPage() {
  const texts = useCheckoutStrings();
  const { site, sessionTimer, journeys } = useStorefront();
  usePageTitle(texts.byodTitle);
  useCheckoutPageView(true);
  const [restarting, setRestarting] = useState(false);
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.byodTitle}</h1>
      <p>{texts.byodIntro}</p>
      <ul className={styles.choices}>
        <Choice title={texts.byodKeep} hint={texts.byodKeepHint}>
          <a className={actionLink} href={`${site.base}${CART_PATHS.cart}`}>
            {texts.goToCart}
          </a>
        </Choice>
        {serves(journeys, BYOD_PATHS.eligibility) ? (
          <Choice title={texts.byodBring} hint={texts.byodBringHint}>
            <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
              {texts.byodCheckPhone}
            </a>
          </Choice>
        ) : null}
        <Choice title={texts.byodRestart} hint={texts.byodRestartHint}>
          <Button
            variant="secondary"
            loading={restarting}
            onClick={() => {
              setRestarting(true);
              void sessionTimer.clearSession();
            }}
          >
            {restarting ? texts.byodRestarting : texts.byodRestart}
          </Button>
        </Choice>
      </ul>
    </Stack>
  );
}
