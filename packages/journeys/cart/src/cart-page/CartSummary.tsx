import { Button } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { AmountsBreakdown, actionLink, useStorefront, useVisitor } from '@carrier/storefront/kit';
import { checkoutPathFor, hasBlocker } from '../cart-rules.js';
import { CART_STRINGS } from '../strings/index.js';
import * as styles from '../cart.css.js';

/**
 * The cart's summary beside its lines: the amounts as the services computed them, and the way to the checkout (the
 * visitor's own), held back while a blocker is on the cart; taxes are said to come once there is a delivery address.
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
        <a className={actionLink} href={`${site.base}${checkoutPathFor(who)}`}>
          {texts.checkout}
        </a>
      )}
      {cart.amounts.delivery ? null : <p className={styles.muted}>{texts.taxesNote}</p>}
    </aside>
  );
}
