import { CartLockedError } from '@carrier/cart-lock';
import { useState } from 'react';
import { CART_PATHS, useGo, usePageName, useStorefront, type StoreCart } from '@carrier/storefront/kit';
import { useTexts } from './frame.js';

/**
 * Puts what an offer page built into the cart, then opens the cart: one change at a time, a lock or a failure said
 * in words and nothing lost (the page keeps what was chosen).
 */
export function useCartAction() {
  const texts = useTexts();
  const { cart } = useStorefront();
  const pageName = usePageName();
  const go = useGo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (change: (cart: StoreCart, pageName: string) => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await change(cart, pageName);
      go(CART_PATHS.cart);
    } catch (failure) {
      setError(failure instanceof CartLockedError ? texts.cartLocked : texts.addFailed);
      setBusy(false);
    }
  };
  return { busy, error, run };
}
