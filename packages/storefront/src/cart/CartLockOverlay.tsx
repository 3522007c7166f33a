import type { CartLock } from '@carrier/cart-lock';
import { Dialog } from '@carrier/design-system';
import { useState } from 'react';
import { useStorefront } from '../context.js';
import { CART_LOCK_STRINGS } from './lock-strings.js';
import { CartLockPanel } from './CartLockPanel.js';

/**
 * The lock overlay (spec 4.4): over the page, it says who has the cart and what to do. Closing it keeps the
 * lock, so the cart still cannot be changed until a check finds it released.
 */
export function CartLockOverlay({ lock }: { readonly lock: CartLock }) {
  const { cart, site } = useStorefront();
  const [open, setOpen] = useState(true);
  // A new lock (another call, another channel) opens the overlay again.
  const [shown, setShown] = useState(lock);
  if (shown !== lock) {
    setShown(lock);
    setOpen(true);
  }
  const checkAgain = async () => {
    cart.lock.markStale();
    try {
      await cart.lock.guard(async () => undefined, { call: 'read' });
      setOpen(false);
      return false;
    } catch {
      return true;
    }
  };
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={CART_LOCK_STRINGS[site.language].title[lock.kind]}
      role="alertdialog"
    >
      <CartLockPanel lock={lock} onCheckAgain={checkAgain} onKeepShopping={() => setOpen(false)} />
    </Dialog>
  );
}
