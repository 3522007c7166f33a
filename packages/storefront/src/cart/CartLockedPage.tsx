import { useStorefront } from '../context.js';
import { usePageView } from '../page-view.js';
import { pagePath } from '../journey.js';
import { CART_LOCK_STRINGS } from './lock-strings.js';
import { lockedChannelFrom } from './CartLockHost.js';
import { CartLockPanel } from './CartLockPanel.js';
import * as styles from './lock.css.js';

/**
 * The cartLocked pages (spec 4.4): `cartLocked.html` for a cart open in a digital channel and
 * `cartLocked/chatRep.html` for one a representative is working on. The lock was cleared on the way here;
 * the page says where the cart is and what to do next.
 */
function CartLockedPanelPage({ kind }: { readonly kind: 'digital' | 'assisted' }) {
  const { site, currentHref, homePath, journeys } = useStorefront();
  const title = CART_LOCK_STRINGS[site.language].title[kind];
  // Counted as a page view like every page of the store (its title is the page's).
  usePageView(title);
  return (
    <section className={styles.lockedPage} aria-labelledby="cart-locked-title">
      <h1 id="cart-locked-title">{title}</h1>
      <CartLockPanel
        lock={{ kind, lockedChannelID: lockedChannelFrom(currentHref()) }}
        checkAgainHref={`${site.base}${pagePath(journeys, 'cart') ?? homePath}`}
        keepShoppingHref={`${site.base}${homePath}`}
      />
    </section>
  );
}

/** `cartLocked.html`: the cart is open in another digital channel. */
export const CartLockedPage = () => <CartLockedPanelPage kind="digital" />;

/** `cartLocked/chatRep.html`: a representative is working on the cart. */
export const ChatRepPage = () => <CartLockedPanelPage kind="assisted" />;
