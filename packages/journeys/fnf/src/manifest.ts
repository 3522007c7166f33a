import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { FNF_PATHS } from './paths.js';
import { FNF_PAGE_NAME } from './constants.js';
import { FNF } from './key.js';
import { parsePromoSearch } from './PromoPage.search.js';

/**
 * Friends and Family (spec 2.5): the promo code, the referring number and the landing page with the savings,
 * all under one page name.
 */
export const fnfJourney = defineJourney({
  key: FNF,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/fnf/src',
  paths: FNF_PATHS,
  preload: ['./services.ts'],
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createFnfDeps)),
  nav: [
    { path: FNF_PATHS.promo, match: '/friendsandfamily', label: { en: 'Friends and Family', es: 'Amigos y Familia' } },
  ],
  footer: [{ path: FNF_PATHS.promo, label: { en: 'Friends and Family savings', es: 'Ahorros de Amigos y Familia' } }],
  pages: [
    {
      path: FNF_PATHS.promo,
      pageName: FNF_PAGE_NAME,
      appNav: 'promo',
      component: 'PromoPage',
      validateSearch: parsePromoSearch,
    },
    {
      path: FNF_PATHS.number,
      pageName: FNF_PAGE_NAME,
      entry: { sendsBackTo: FNF_PAGE_NAME },
      appNav: 'promo',
      component: 'NumberPage',
    },
    {
      path: FNF_PATHS.landing,
      pageName: FNF_PAGE_NAME,
      entry: { sendsBackTo: FNF_PAGE_NAME },
      appNav: 'promo',
      component: 'LandingPage',
    },
  ],
});
