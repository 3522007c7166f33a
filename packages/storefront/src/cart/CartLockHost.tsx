import { decideLockAction } from '@carrier/cart-lock';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useStorefront } from '../context.js';
import { FROM_CART_ICON } from './store-cart.js';

const CartLockOverlay = lazy(() => import('./CartLockOverlay.js').then((m) => ({ default: m.CartLockOverlay })));

/** True when the page was opened from the header's cart icon (`fromSource=cartIcon`). */
export function openedFromCartIcon(href: string): boolean {
  return new URL(href).searchParams.get('fromSource') === FROM_CART_ICON;
}

/**
 * Acts on a cart lock found by any cart call (spec 4.4): on a phone, or when the cart was opened from the
 * cart icon, the cartLocked page (chat-rep variant for an assisted channel) with the lock cleared; otherwise
 * the lock overlay over the page.
 */
export function CartLockHost() {
  const { cart, site, navigate, currentHref } = useStorefront();
  const { lock } = useSyncExternalStore(cart.lock.subscribe, cart.lock.getState);
  const action = lock
    ? decideLockAction(lock, { device: site.device, fromCartIcon: openedFromCartIcon(currentHref()) })
    : undefined;
  useEffect(() => {
    if (action?.type !== 'redirect') return;
    cart.lock.clear();
    navigate(`${site.base}${action.path}`);
  }, [action?.type, action, cart.lock, navigate, site.base]);
  return lock && action?.type === 'overlay' ? (
    <Suspense fallback={null}>
      <CartLockOverlay lock={lock} />
    </Suspense>
  ) : null;
}
