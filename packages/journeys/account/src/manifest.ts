import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { ACCOUNT_PATHS } from './paths.js';
import { ACCOUNT } from './key.js';

/**
 * The signed-in customer's account: the overview (greeting, wireless lines, home services, recent orders,
 * favorites, sign out) and the order history. Each page is declared once, here.
 */
export const accountJourney = defineJourney({
  key: ACCOUNT,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/account/src',
  paths: ACCOUNT_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => (world) => m.createAccountDeps(world))),
  pages: [
    {
      path: ACCOUNT_PATHS.account,
      pageName: 'account',
      noindex: true,
      entry: { visitor: 'postpay' },
      component: 'AccountPage',
    },
    {
      path: ACCOUNT_PATHS.orderHistory,
      pageName: 'orderHistory',
      noindex: true,
      entry: { visitor: 'postpay' },
      component: 'OrderHistoryPage',
    },
  ],
});
