import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { OFFERS } from './key.js';
import { parseCompareSearch, parseLeadSearch, parseLinkSearch, parsePromoSearch, parseScanSearch } from './search.js';

const P = OFFER_PATHS;

const reason = (search: Record<string, unknown>): { reason?: 'ended' | 'failed' } =>
  search['reason'] === 'failed' ? { reason: 'failed' } : search['reason'] === 'ended' ? { reason: 'ended' } : {};

/**
 * Offers and promotions (spec 2.2): offers for a lead, a customer (restricted offers accepted with the flags of
 * spec 2.6), the season (and its error page), a move to 5G and joint customers; the promotions hub and a promotion's
 * phones; the bundle builder; saved quotes and their comparison; a Specialist's link; scan and go (`scanngoACC`);
 * 5G Home Internet; the connected car; and the banking partner's offer. `partnerOrigins` are the origins of partners'
 * pages an offer may lead to, besides the store's own.
 */
export const createOffersJourney = (partnerOrigins: readonly string[] = []) =>
  defineJourney({
    key: OFFERS,
    modules: import.meta.glob('./*Page.tsx'),
    source: 'packages/journeys/offers/src',
    paths: OFFER_PATHS,
    deps: depsOnFirstUse(() => import('./deps.js').then((m) => (world) => m.createOffersDeps(world, partnerOrigins))),
    nav: [{ path: P.promoHub, match: '/promohub', label: { en: 'Deals', es: 'Ofertas' } }],
    footer: [{ path: P.promoHub, label: { en: 'Deals and promotions', es: 'Ofertas y promociones' } }],
    pages: [
      {
        path: P.leadOffers,
        pageName: 'leadOffers',
        component: 'LeadOffersPage',
        validateSearch: parseLeadSearch,
        entry: { fromOutside: 'a campaign email’s link, with the lead it was sent to (leadId)' },
      },
      {
        path: P.myOffersList,
        pageName: 'myOffersList',
        noindex: true,
        entry: { visitor: 'postpay' },
        component: 'MyOffersListPage',
      },
      { path: P.holidayOffers, pageName: 'holidayoffers', component: 'HolidayOffersPage' },
      {
        path: P.holidayOffersError,
        pageName: 'holidayoffers/error',
        entry: { ledBy: 'holidayoffers' },
        noindex: true,
        component: 'HolidayOffersErrorPage',
        validateSearch: reason,
      },
      { path: P.fiveGUpsell, pageName: 'fivegupsell', component: 'FiveGUpsellPage' },
      { path: P.promoHub, pageName: 'promohub', component: 'PromoHubPage' },
      { path: P.jtoOffers, pageName: 'jtooffers', component: 'JtoOffersPage' },
      { path: P.openBankMlp, pageName: 'openBankMLP', component: 'OpenBankPage' },
      { path: P.fiveGBolt, pageName: '5gbolt', component: 'FiveGBoltPage' },
      {
        path: P.promoHubCart,
        pageName: 'promohubcart',
        noindex: true,
        component: 'PromoHubCartPage',
        validateSearch: parsePromoSearch,
      },
      {
        path: P.promoBundleBuilder,
        pageName: 'promobundlebuilder',
        component: 'BundleBuilderPage',
      },
      {
        path: P.myLink,
        pageName: 'mylink',
        component: 'MyLinkPage',
        validateSearch: parseLinkSearch,
        entry: { fromOutside: 'a link a store Specialist sends the customer, with its code' },
      },
      { path: P.humConfig, pageName: 'humconfig', component: 'HumConfigPage' },
      {
        path: P.scanAndGoCart,
        pageName: 'scanAndGoCart',
        noindex: true,
        component: 'ScanAndGoPage',
        validateSearch: parseScanSearch,
        entry: { fromOutside: 'an accessory’s code scanned with a phone in a store (scanngoACC)' },
      },
      { path: P.quotes, pageName: 'quotes', noindex: true, component: 'QuotesPage' },
      {
        path: P.quotesComparison,
        pageName: 'quotesComparison',
        entry: { ledBy: 'quotes' },
        noindex: true,
        component: 'QuotesComparisonPage',
        validateSearch: parseCompareSearch,
      },
    ],
  });

/** The offers' journey, sending only to the store's own origin. */
export const offersJourney = createOffersJourney();
