import { defineJourney, journeyKey, serves, type AnyJourney } from './journey.js';
import { CART_LOCKED_PAGES } from '@carrier/cart-lock';
import { CONTENT_PATHS, GENERIC_ERROR_PATH } from './paths.js';
import { parseGenericErrorSearch } from './errors/GenericErrorPage.search.js';

/**
 * The pages every store has, whatever journeys its app serves: the error page (spec 2.4, 8.4), the
 * cartLocked pages the cart lock sends the customer to (spec 4.4), and the help, company and legal pages the
 * footer links to, drawn from the content service.
 */
export const storeJourney = defineJourney({
  key: journeyKey<undefined>('store'),
  modules: import.meta.glob([
    './errors/GenericErrorPage.tsx',
    './cart/CartLockedPage.tsx',
    './content/ContentPage.tsx',
  ]),
  source: 'packages/storefront/src',
  deps: () => undefined,
  pages: [
    {
      path: GENERIC_ERROR_PATH,
      pageName: 'genericError',
      appNav: 'error',
      module: './errors/GenericErrorPage.tsx',
      component: 'GenericErrorPage',
      validateSearch: parseGenericErrorSearch,
    },
    {
      path: CART_LOCKED_PAGES.digital,
      pageName: 'cartLocked',
      entry: { ledBy: 'cart' },
      module: './cart/CartLockedPage.tsx',
      component: 'CartLockedPage',
    },
    {
      path: CART_LOCKED_PAGES.assisted,
      pageName: 'cartLocked',
      module: './cart/CartLockedPage.tsx',
      component: 'ChatRepPage',
    },
    ...Object.entries(CONTENT_PATHS).map(([name, path]) => ({
      path,
      pageName: name,
      module: './content/ContentPage.tsx',
      component: 'ContentPage',
    })),
  ],
});

/** Whether the store has a page at `path` (relative to the sales base): one of its own, or of an app's journeys. */
export const storeServes = (journeys: readonly AnyJourney[], path: string): boolean =>
  serves([storeJourney, ...journeys], path.split('?')[0] ?? path);
