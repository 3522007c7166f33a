import { CartLockedError } from '@carrier/cart-lock';
import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { useState } from 'react';
import {
  signInHref,
  useCartAccess,
  useGo,
  useHydrated,
  usePageName,
  useStorefront,
  type StoreCart,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { useOffersDeps } from './deps.js';
import { useTexts } from './frame.js';

/** How a phone an offer adds opens its line: a new account for a prospect in the new-account flow (NAO). */
export type PhoneIntent = { readonly intendType?: 'NAO' };

/**
 * Puts what an offer page built into the cart, then opens the cart: one change at a time, a lock or a failure said
 * in words and nothing lost (the page keeps what was chosen). Whether the visitor may add at all is the store's rule
 * (spec 6.2, 6.4: a prospect by the throttle list), as on the shop's pages.
 */
export function useCartAction(options: { readonly forAccessories?: boolean } = {}) {
  const texts = useTexts();
  const { cart } = useStorefront();
  const { access, cartAccess } = useOffersDeps();
  const allowed = useCartAccess(access, cartAccess, options);
  const pageName = usePageName();
  const go = useGo();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const phone: PhoneIntent = allowed.newAccount ? { intendType: 'NAO' } : {};
  const run = async (change: (cart: StoreCart, pageName: string, phone: PhoneIntent) => Promise<unknown>) => {
    if (busy || !allowed.canAdd) return;
    setBusy(true);
    setError(undefined);
    try {
      await change(cart, pageName, phone);
      go(CART_PATHS.cart);
    } catch (failure) {
      setError(failure instanceof CartLockedError ? texts.cartLocked : texts.addFailed);
      setBusy(false);
    }
  };
  return { busy, error, run, canAdd: allowed.canAdd };
}

/** The button that puts an offer into the cart, or the way to sign in when this visitor may not add (spec 6.2). */
export function AddToCart({
  action,
  label,
  disabled = false,
  onAdd,
}: {
  readonly action: ReturnType<typeof useCartAction>;
  readonly label: string;
  readonly disabled?: boolean;
  readonly onAdd: () => void;
}) {
  const texts = useTexts();
  const hydrated = useHydrated();
  const { shell, currentHref } = useStorefront();
  if (action.canAdd === false)
    return (
      <Stack space="sm">
        <p>{texts.cannotShop}</p>
        <div>
          <Link variant="standalone" href={signInHref(shell.signInUrl, currentHref())}>
            {texts.signIn}
          </Link>
        </div>
      </Stack>
    );
  return (
    <Stack space="sm">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div>
        <Button loading={action.busy} disabled={!hydrated || disabled || action.canAdd === undefined} onClick={onAdd}>
          {action.busy ? texts.adding : label}
        </Button>
      </div>
    </Stack>
  );
}
