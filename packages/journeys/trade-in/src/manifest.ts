import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TRADE_IN } from './key.js';
import { parseConfirmationSearch, parseForSearch } from './search.js';

const P = TRADE_IN_PATHS;
const device = './DevicePages.tsx';
const complete = './CompletePages.tsx';
/** A step after the phone's validation: opened before it, it sends the customer to validate a phone first. */
const AFTER_VALIDATION = { sendsBackTo: 'validateDevice' } as const;

/**
 * Trading in a phone (spec 2.3), a spoke journey entered from the product page (`?device=`, the phone bought, for a
 * promotion credit) and the cart (`?line=`, the line it goes with): the phone by IMEI or model (validateDevice), its
 * details and condition, its appraisal (appraiseDevice), the credit (paymentOptions, and the instant credit's page),
 * shipping or drop-off (shippingOptions, dropOffStores), the documents and terms (reviewDocuments,
 * termsAndCondition), the completion (completeTradein) and the trade-in's own orderConfirmation.
 */
export const tradeInJourney = defineJourney({
  key: TRADE_IN,
  modules: import.meta.glob('./*Pages.tsx'),
  source: 'packages/journeys/trade-in/src',
  paths: TRADE_IN_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createTradeInDeps)),
  pages: [
    {
      path: P.validateDevice,
      pageName: 'validateDevice',
      module: device,
      component: 'ValidateDevicePage',
      validateSearch: parseForSearch,
    },
    {
      path: P.deviceDetails,
      pageName: 'deviceDetails',
      entry: AFTER_VALIDATION,
      module: device,
      component: 'DeviceDetailsPage',
    },
    {
      path: P.deviceCondition,
      pageName: 'deviceCondition',
      entry: AFTER_VALIDATION,
      module: device,
      component: 'DeviceConditionPage',
    },
    {
      path: P.appraiseDevice,
      pageName: 'appraiseDevice',
      entry: AFTER_VALIDATION,
      module: device,
      component: 'AppraiseDevicePage',
    },
    {
      path: P.paymentOptions,
      pageName: 'paymentOptions',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'PaymentOptionsPage',
    },
    {
      path: P.instantCredit,
      pageName: 'instantCredit',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'InstantCreditPage',
    },
    {
      path: P.shippingOptions,
      pageName: 'shippingOptions',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'ShippingOptionsPage',
    },
    {
      path: P.dropOffStores,
      pageName: 'dropOffStores',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'DropOffStoresPage',
    },
    {
      path: P.reviewDocuments,
      pageName: 'reviewDocuments',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'ReviewDocumentsPage',
    },
    {
      path: P.termsAndCondition,
      pageName: 'termsAndCondition',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'TermsPage',
    },
    {
      path: P.completeTradein,
      pageName: 'completeTradein',
      entry: AFTER_VALIDATION,
      module: complete,
      component: 'CompleteTradeInPage',
    },
    {
      path: P.orderConfirmation,
      pageName: 'orderConfirmation',
      module: complete,
      component: 'TradeInConfirmationPage',
      validateSearch: parseConfirmationSearch,
    },
  ],
});
