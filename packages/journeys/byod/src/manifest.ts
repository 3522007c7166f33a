import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import { BYOD } from './key.js';

/** An order's eSIM pages' query: the order number and the line, when they are ones. */
export function parseEsimSearch(search: Record<string, unknown>): { orderNumber?: string; line?: string } {
  const orderNumber = search['orderNumber'];
  const line = search['line'];
  return {
    ...(typeof orderNumber === 'string' && /^MW\d{8}$/.test(orderNumber) ? { orderNumber } : {}),
    ...(typeof line === 'string' && /^L\d{1,3}$/.test(line) ? { line } : {}),
  };
}

const P = BYOD_PATHS;

/**
 * Bringing your own phone (spec 2.2 `selectMakeAndModel`, `buysim`; 2.4 dvm, eSIM activation, `nfcqr`): check that
 * the phone works on the network (by IMEI, which also says whether it is locked, or by make and model), get a free
 * SIM card or eSIM for it on a plan, and activate an eSIM by scanning its QR code once the order is placed.
 */
export const byodJourney = defineJourney({
  key: BYOD,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/byod/src',
  paths: BYOD_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createByodDeps)),
  pages: [
    { path: P.eligibility, pageName: 'dvm/eligibility', component: 'EligibilityPage' },
    {
      path: P.deviceEligibility,
      pageName: 'dvm/deviceEligibility',
      entry: { ledBy: 'dvm/eligibility' },
      visitState: true,
      component: 'DeviceEligibilityPage',
    },
    {
      path: P.selectMakeAndModel,
      pageName: 'selectMakeAndModel',
      component: 'SelectMakeAndModelPage',
    },
    {
      path: P.buySim,
      pageName: 'buysim',
      entry: { ledBy: 'dvm/deviceEligibility' },
      visitState: true,
      component: 'BuySimPage',
    },
    {
      path: P.esimActivation,
      pageName: 'esimActivation',
      entry: { ledBy: 'orderconfirmation' },
      noindex: true,
      component: 'EsimActivationPage',
      validateSearch: parseEsimSearch,
    },
    {
      path: P.nfcqr,
      pageName: 'nfcqr',
      entry: { ledBy: 'esimActivation' },
      noindex: true,
      component: 'NfcQrPage',
      validateSearch: parseEsimSearch,
    },
  ],
});
