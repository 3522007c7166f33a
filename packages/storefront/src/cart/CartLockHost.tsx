import { decideLockAction } from '@carrier/cart-lock';
import { Suspense, lazy, useEffect } from 'react';
import { useStorefront } from '../context.js';
import { FROM_CART_ICON } from './store-cart.js';
import { useValueOf } from '../atoms.js';

const CartLockOverlay = lazy(() => import('./CartLockOverlay.js').then((m) => ({ default: m.CartLockOverlay })));

/** The query parameter that carries the locked channel to the cartLocked pages. */
export const LOCKED_CHANNEL_PARAM = 'channel';

/** A channel id as the services write them; anything else in the URL is ignored. */
const CHANNEL_ID = /^[A-Z0-9-]{1,40}$/;

/** The locked channel a cartLocked page was opened with, when it looks like a channel id. */
export function lockedChannelFrom(href: string): string | undefined {
  const channel = new URL(href).searchParams.get(LOCKED_CHANNEL_PARAM) ?? '';
  return CHANNEL_ID.test(channel) ? channel : undefined;
}

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
  const { lock } = useValueOf(cart.lock);
  const action = lock
    ? decideLockAction(lock, { device: site.device, fromCartIcon: openedFromCartIcon(currentHref()) })
    : undefined;
  // The page says where the cart is: the channel goes along (the page only ever picks a known text by it).
  const channel = lock?.lockedChannelID ? `?${LOCKED_CHANNEL_PARAM}=${encodeURIComponent(lock.lockedChannelID)}` : '';
  const redirectTo = action?.type === 'redirect' ? `${site.base}${action.path}${channel}` : undefined;
  useEffect(() => {
    if (!redirectTo) return;
    cart.lock.clear();
    navigate(redirectTo);
  }, [redirectTo, cart.lock, navigate]);
  return lock && action?.type === 'overlay' ? (
    <Suspense fallback={null}>
      <CartLockOverlay lock={lock} />
    </Suspense>
  ) : null;
}
