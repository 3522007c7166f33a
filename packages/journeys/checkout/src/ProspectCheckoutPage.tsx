import { Alert, Link, Stack } from '@carrier/design-system';
import { useEffect } from 'react';
import {
  LoadFailed,
  actionLink,
  pageTitle,
  useLoad,
  usePageName,
  usePageTitle,
  useStorefront,
  useVisitor,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { CHECKOUT_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { useCheckoutPageView } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { checkoutQuery, isGuest } from './flow.js';
import * as styles from './checkout.css.js';
import { guestLoginHref, Choice } from './guest.js';

/**
 * prospectCheckout: a prospect's way into checkout, from the cart. A new customer opens an account (the
 * checkout itself), a customer signs in, or checks out as a guest (level L1).
 */
export function ProspectCheckoutPage() {
  const texts = useCheckoutStrings();
  const { site, cart, navigate, shell, currentHref } = useStorefront();
  const pageName = usePageName();
  usePageTitle(texts.prospectTitle);
  const who = useVisitor();
  const guest = isGuest(who);
  // Whoever is no prospect has one checkout already; guestCheckout=true (spec 2.6) asks for the guest login.
  const askedGuest = checkoutQuery(new URL(currentHref()).search).guest === true;
  useEffect(() => {
    if (who.loggedIn) navigate(`${site.base}${CHECKOUT_PATHS.checkout}`);
    else if (guest) navigate(`${site.base}${CHECKOUT_PATHS.guestCheckout}`);
    else if (askedGuest) navigate(guestLoginHref(site.base));
  }, [who.loggedIn, guest, askedGuest, navigate, site.base]);
  const loaded = useLoad(() => cart.read(pageName), [pageName]);
  const read = loaded.status === 'ready' ? loaded.value : undefined;
  useCheckoutPageView(loaded.status === 'ready', read ?? undefined);
  const count = read?.cartInfo.itemCount ?? 0;
  const checkout = `${site.base}${CHECKOUT_PATHS.checkout}`;
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.prospectTitle}</h1>
      {loaded.status === 'failed' && <LoadFailed message={texts.readFailed} retry={loaded.retry} />}
      {loaded.status === 'ready' && count === 0 && (
        <Alert tone="info">
          {texts.emptyCart} <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shop}</Link>
        </Alert>
      )}
      {loaded.status === 'ready' && count > 0 && (
        <Stack space="md">
          <p>
            {texts.yourCart(count)} <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.goToCart}</Link>
          </p>
          <ul className={styles.choices}>
            <Choice title={texts.prospectNew} hint={texts.prospectNewHint}>
              <a className={actionLink} href={checkout}>
                {texts.prospectNewAction}
              </a>
            </Choice>
            <Choice title={texts.prospectCustomer} hint={texts.prospectCustomerHint}>
              <a className={actionLink} href={`${shell.signInUrl}?goto=${encodeURIComponent(checkout)}`}>
                {texts.prospectSignIn}
              </a>
            </Choice>
            <Choice title={texts.prospectGuest} hint={texts.prospectGuestHint}>
              <a className={actionLink} href={guestLoginHref(site.base)}>
                {texts.prospectGuestAction}
              </a>
            </Choice>
          </ul>
        </Stack>
      )}
    </Stack>
  );
}
