import { Button, Link } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { AmountsBreakdown, actionLink, useStorefront, useVisitor } from '@carrier/storefront/kit';
import { checkoutPathFor, hasBlocker } from '../cart-rules.js';
import { CART_PATHS } from '../paths.js';
import { CART_STRINGS } from '../strings/index.js';
import * as styles from '../cart.css.js';

/**
 * The cart's summary beside its lines: the amounts as the services computed them, and the way to the checkout (the
 * visitor's own, and for a signed-in customer the express one too), held back while a blocker is on the cart; taxes are said to come once there is a delivery address.
 */
export function CartSummary({ cart }: { readonly cart: Cart }) {
  const { site } = useStorefront();
  const who = useVisitor();
  const texts = CART_STRINGS[site.language];
  return (
    <aside className={styles.summary} aria-label={texts.title}>
      <AmountsBreakdown amounts={cart.amounts} />
      {hasBlocker(cart) ? (
        <>
          <p className={styles.muted} id="checkout-blocked">
            {texts.checkoutBlocked}
          </p>
          <Button disabled aria-describedby="checkout-blocked" fullWidth>
            {texts.checkout}
          </Button>
        </>
      ) : (
        <>
          <a className={actionLink} href={`${site.base}${checkoutPathFor(who)}`}>
            {texts.checkout}
          </a>
          {/* A signed-in customer may take the express way: the hub, then the express checkout. */}
          {who.loggedIn ? <Link href={`${site.base}${CART_PATHS.expressHub}`}>{texts.expressOffer}</Link> : null}
        </>
      )}
      {cart.amounts.delivery ? null : <p className={styles.muted}>{texts.taxesNote}</p>}
    </aside>
  );
}
