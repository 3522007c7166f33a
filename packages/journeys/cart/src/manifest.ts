import { CART_PATHS, defineJourney, journeyKey, parseRedirectSearch } from '@carrier/storefront/kit';

/**
 * The cart (spec 2.2, 3.2, 4.3): the cart page and its express, empty and hub variants, each the same page
 * under its own page name. The cart itself (calls, lock, count) is the store's, shared by every journey.
 */
export const cartJourney = defineJourney({
  key: journeyKey<undefined>('cart'),
  modules: import.meta.glob('./CartPage.tsx'),
  source: 'packages/journeys/cart/src',
  deps: () => undefined,
  pages: [
    {
      path: CART_PATHS.cart,
      pageName: 'cart',
      module: './CartPage.tsx',
      component: 'CartPage',
      validateSearch: parseRedirectSearch,
    },
    {
      path: CART_PATHS.expressCart,
      pageName: 'expresscart',
      module: './CartPage.tsx',
      component: 'CartPage',
      validateSearch: parseRedirectSearch,
    },
    { path: CART_PATHS.emptyCart, pageName: 'emptycart', module: './CartPage.tsx', component: 'CartPage' },
    { path: CART_PATHS.expressHub, pageName: 'expresshub', module: './CartPage.tsx', component: 'CartPage' },
  ],
});
