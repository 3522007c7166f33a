import { useEffect } from 'react';
import { useStorefront, useVisitor } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { HubPage } from './HubPage.js';
import { isGuest } from './flow.js';
import { guestLoginHref } from './guest.js';

/**
 * guestcheckout (spec 2.2, 4.2): the checkout hub of a guest. A prospect is asked to log in as a guest first and
 * comes back here; a signed-in customer has the checkout itself.
 */
export function GuestCheckoutPage() {
  const { site, navigate, shell } = useStorefront();
  const who = useVisitor();
  const guest = isGuest(who);
  // In the app, the app authenticates its guests: the web view sends a guest who has not been to its guest
  // authentication (spec 6.5), and this page waits for the app to say who the visitor is.
  const inApp = shell.inApp;
  useEffect(() => {
    if (who.loggedIn) navigate(`${site.base}${CHECKOUT_PATHS.checkout}`);
    else if (!guest && !inApp) navigate(guestLoginHref(site.base));
  }, [who.loggedIn, guest, inApp, navigate, site.base]);
  return guest || inApp ? <HubPage /> : null;
}
