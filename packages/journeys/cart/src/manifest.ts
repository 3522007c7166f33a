import { defineJourney, journeyKey, parseRedirectSearch } from '@carrier/storefront/kit';
import { CART_PATHS } from './paths.js';

/**
 * The cart (spec 2.2, 3.2, 4.3): the cart page (and the empty cart), and the express pages: the express cart and
 * the hub before the express checkout, in its two designs. The cart itself (calls, lock, count) is the store's,
 * shared by every journey.
 */
export const cartJourney = defineJourney({
  key: journeyKey<undefined>('cart'),
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/cart/src',
  paths: CART_PATHS,
  deps: () => undefined,
  // A signed-in customer's header leads to the express hub: their account fills in the checkout.
  nav: [
    {
      path: CART_PATHS.expressHub,
      match: '/expresshub',
      label: { en: 'Express order', es: 'Pedido exprés' },
      signedIn: true,
    },
  ],
  pages: [
    {
      path: CART_PATHS.cart,
      pageName: 'cart',
      noindex: true,
      appNav: 'cart',
      component: 'CartPage',
      validateSearch: parseRedirectSearch,
    },
    {
      path: CART_PATHS.expressCart,
      pageName: 'expresscart',
      entry: { ledBy: 'checkout' },
      noindex: true,
      appNav: 'cart',
      express: true,
      component: 'ExpressPage',
      validateSearch: parseRedirectSearch,
    },
    {
      path: CART_PATHS.emptyCart,
      pageName: 'emptycart',
      noindex: true,
      appNav: 'cart',
      component: 'EmptyCartPage',
    },
    {
      path: CART_PATHS.expressHub,
      pageName: 'expresshub',
      noindex: true,
      appNav: 'cart',
      component: 'ExpressPage',
    },
    {
      path: CART_PATHS.expressHubV2,
      pageName: 'expresshubv2',
      noindex: true,
      appNav: 'cart',
      component: 'ExpressPage',
    },
  ],
});
