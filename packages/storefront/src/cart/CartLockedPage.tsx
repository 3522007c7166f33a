import { createLazyRoute } from '@tanstack/react-router';
import { usePageTitle, useStorefront } from '../context.js';
import { CART_LOCK_STRINGS } from './strings.js';
import { FNF_PATHS } from '../fnf/constants.js';
import { lockedChannelFrom } from './CartLockHost.js';
import { CartLockPanel } from './CartLockPanel.js';
import { CART_PAGE_PATH } from './store-cart.js';
import * as styles from './cart.css.js';

/**
 * The cartLocked pages (spec 4.4): `cartLocked.html` for a cart open in a digital channel and
 * `cartLocked/chatRep.html` for one a representative is working on. The lock was cleared on the way here;
 * the page says where the cart is and what to do next.
 */
export function CartLockedPage({ kind }: { readonly kind: 'digital' | 'assisted' }) {
  const { site, currentHref } = useStorefront();
  const title = CART_LOCK_STRINGS[site.language].title[kind];
  usePageTitle(title);
  return (
    <section className={styles.lockedPage} aria-labelledby="cart-locked-title">
      <h1 id="cart-locked-title">{title}</h1>
      <CartLockPanel
        lock={{ kind, lockedChannelID: lockedChannelFrom(currentHref()) }}
        checkAgainHref={`${site.base}${CART_PAGE_PATH}`}
        keepShoppingHref={`${site.base}${FNF_PATHS.promo}`}
      />
    </section>
  );
}

export const cartLockedLazyRoute = createLazyRoute('/cartLocked.html')({
  component: () => <CartLockedPage kind="digital" />,
});

export const chatRepLazyRoute = createLazyRoute('/cartLocked/chatRep.html')({
  component: () => <CartLockedPage kind="assisted" />,
});
