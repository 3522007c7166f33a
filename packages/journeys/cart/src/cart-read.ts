import { CartLockedError } from '@carrier/cart-lock';
import { cartItems } from '@carrier/analytics-tagger';
import type { Cart } from '@carrier/service-contracts';
import { useEffect } from 'react';
import { pageFlow, useLoad, usePageTraits, useStorefront, type Loaded } from '@carrier/storefront/kit';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { backFromExpressCartGoesToSmartphones, cartAnalyticsPageName, type CartPageName } from './cart-rules.js';

/** What a cart-type page shows of the cart's read: a lock error is the locked state, not a failure. */
export type CartView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'locked' }
  | { readonly status: 'ready'; readonly cart: Cart | undefined };

/** The cart read, when it has something in it. */
export const filledCart = (view: CartView): Cart | undefined =>
  view.status === 'ready' && view.cart && view.cart.cartInfo.itemCount > 0 ? view.cart : undefined;

function cartView(loaded: Loaded<Cart | undefined>): CartView {
  if (loaded.status === 'ready') return { status: 'ready', cart: loaded.value };
  if (loaded.status === 'failed') return { status: loaded.error instanceof CartLockedError ? 'locked' : 'failed' };
  return { status: 'loading' };
}

/**
 * The cart as a cart-type page reads it (cart, expresscart, emptycart, expresshub, expresshubv2): through the
 * cart lock, with the page view named by whether the cart has a Blocker (spec 2.7) and its items for analytics
 * (spec 3.1), read again when the page is restored from the back-forward cache or the lock is released, and, on
 * expresscart, the back navigation of spec 2.7.
 */
export function useCartRead(pageName: CartPageName) {
  const { cart, site, analytics, shell, visitor, navigate } = useStorefront();
  const express = usePageTraits().express === true;
  // A locked cart is the lock's to show (overlay or cartLocked page), not a failure to report.
  const loaded = useLoad(() => cart.read(pageName), [pageName], {
    report: (error) => !(error instanceof CartLockedError),
  });
  const view = cartView(loaded);
  const { reload } = loaded;

  // The page view, named by whether the cart has a Blocker (spec 2.7), once the cart is read.
  const readCart = view.status === 'ready' ? view.cart : undefined;
  const ready = view.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const { flow, subFlow } = pageFlow({ visitor: visitor(), express, cart: readCart });
    analytics.pageView({
      name: cartAnalyticsPageName(pageName, readCart),
      flow,
      ...(subFlow ? { subFlow } : {}),
      channelSession: site.channelId,
      language: site.language,
    });
    // The cart's items in the fields of spec 3.1, for the tag manager and the chat hand-off.
    if (readCart) analytics.cart(cartItems(readCart, 'view', `${site.base}/${pageName}.html`));
  }, [ready, readCart, pageName, express, analytics, site, visitor]);

  // A page restored from the back-forward cache is drawn afresh by the store's frame: the cart is read again (2.7).

  // Back from expresscart: some visitors go to the smartphones page instead (spec 2.7).
  const empty = ready && (!readCart || readCart.cartInfo.itemCount === 0);
  const tradeIn = (readCart?.lineDetails.tradeInDetail.tradeInItems.length ?? 0) > 0;
  useEffect(() => {
    if (pageName !== 'expresscart' || !ready || !shell.guardBack) return;
    const who = visitor();
    if (
      !backFromExpressCartGoesToSmartphones({
        prepay: who.prepay,
        loggedIn: who.loggedIn,
        tradeIn,
        prospectCartEmpty: empty,
      })
    )
      return;
    return shell.guardBack(() => navigate(`${site.base}${SHOP_PATHS.gridwallBare}`));
  }, [pageName, ready, empty, tradeIn, shell, visitor, navigate, site.base]);

  // While the page shows a lock, a check that finds the cart released reads it again.
  useEffect(() => {
    if (view.status !== 'locked') return;
    return cart.lock.subscribe((state) => {
      if (!state.lock) reload();
    });
  }, [view.status, cart.lock, reload]);

  return { loaded, view, readCart, ready, reload };
}
