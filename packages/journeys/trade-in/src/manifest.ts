import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TRADE_IN } from './key.js';
import { parseConfirmationSearch, parseForSearch } from './search.js';

const P = TRADE_IN_PATHS;
/**
 * A step after the phone's validation, entered by the form of the step before it (`ledBy`, its page name): opened
 * before the validation, it sends the customer to validate a phone first.
 */
const after = (ledBy: string) => ({ sendsBackTo: 'validateDevice', ledBy }) as const;
/** Every page of the trade-in: analytics counts a customer's view of it in the trade-in flow (spec 4.9). */
const TRADE_IN_PAGE = { tradeIn: true } as const;

/**
 * Trading in a phone (spec 2.3), a spoke journey entered from the product page (`?device=`, the phone bought, for a
 * promotion credit) and the cart (`?line=`, the line it goes with): the phone by IMEI or model (validateDevice), its
 * details and condition, its appraisal (appraiseDevice), the credit (paymentOptions, and the instant credit's page),
 * shipping or drop-off (shippingOptions, dropOffStores), the documents and terms (reviewDocuments,
 * termsAndCondition), the completion (completeTradein) and the trade-in's own orderConfirmation.
 */
export const tradeInJourney = defineJourney({
  key: TRADE_IN,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/trade-in/src',
  paths: TRADE_IN_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createTradeInDeps)),
  pages: [
    {
      path: P.validateDevice,
      pageName: 'validateDevice',
      ...TRADE_IN_PAGE,
      component: 'ValidateDevicePage',
      validateSearch: parseForSearch,
    },
    {
      path: P.deviceDetails,
      pageName: 'deviceDetails',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('validateDevice'),
      visitState: true,
      component: 'DeviceDetailsPage',
    },
    {
      path: P.deviceCondition,
      pageName: 'deviceCondition',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('deviceDetails'),
      visitState: true,
      component: 'DeviceConditionPage',
    },
    {
      path: P.appraiseDevice,
      pageName: 'appraiseDevice',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('deviceCondition'),
      visitState: true,
      component: 'AppraiseDevicePage',
    },
    {
      path: P.paymentOptions,
      pageName: 'paymentOptions',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('appraiseDevice'),
      visitState: true,
      component: 'PaymentOptionsPage',
    },
    {
      path: P.instantCredit,
      pageName: 'instantCredit',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('paymentOptions'),
      visitState: true,
      component: 'InstantCreditPage',
    },
    {
      path: P.shippingOptions,
      pageName: 'shippingOptions',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('paymentOptions'),
      visitState: true,
      component: 'ShippingOptionsPage',
    },
    {
      path: P.dropOffStores,
      pageName: 'dropOffStores',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('shippingOptions'),
      visitState: true,
      component: 'DropOffStoresPage',
    },
    {
      path: P.reviewDocuments,
      pageName: 'reviewDocuments',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('shippingOptions'),
      visitState: true,
      component: 'ReviewDocumentsPage',
    },
    {
      path: P.termsAndCondition,
      pageName: 'termsAndCondition',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('reviewDocuments'),
      visitState: true,
      component: 'TermsPage',
    },
    {
      path: P.completeTradein,
      pageName: 'completeTradein',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: after('termsAndCondition'),
      visitState: true,
      component: 'CompleteTradeInPage',
    },
    {
      path: P.orderConfirmation,
      pageName: 'orderConfirmation',
      noindex: true,
      ...TRADE_IN_PAGE,
      entry: { ledBy: 'completeTradein' },
      visitState: true,
      component: 'TradeInConfirmationPage',
      validateSearch: parseConfirmationSearch,
    },
  ],
});
