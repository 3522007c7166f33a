import { useEffect } from 'react';
import { useStorefront, useVisitor } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { HubPage } from './HubPage.js';

/**
 * expresscheckout: a signed-in customer's checkout with what the account knows filled in (the hub does it); a prospect
 * chooses how to check out, and a guest has the guest checkout. The store's fallback for a signed-in customer whose
 * checkout details were lost (spec 8.4) lands here.
 */
export function ExpressCheckoutPage() {
  const { site, navigate, shell, currentHref } = useStorefront();
  const who = useVisitor();
  const inApp = shell.inApp;
  useEffect(() => {
    if (who.loggedIn || inApp) return;
    // The query (the lost details) goes with the visitor to their checkout.
    const query = new URL(currentHref()).search;
    navigate(`${site.base}${who.prospect ? CHECKOUT_PATHS.prospectCheckout : CHECKOUT_PATHS.guestCheckout}${query}`);
  }, [who.loggedIn, who.prospect, inApp, navigate, site.base, currentHref]);
  return who.loggedIn || inApp ? <HubPage /> : null;
}
