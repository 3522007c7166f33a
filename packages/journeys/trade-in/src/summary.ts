// What an app's first script holds of the tradeIn journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRADE_IN_SUMMARY: JourneySummary = {
  key: { name: 'tradeIn' },
  source: 'packages/journeys/trade-in/src',
  preload: ['./manifest.ts'],
  pages: [
    {
      path: '/tradein/validateDevice.html',
      pageName: 'validateDevice',
      tradeIn: true,
      component: 'ValidateDevicePage',
    },
    {
      path: '/tradein/deviceDetails.html',
      pageName: 'deviceDetails',
      tradeIn: true,
      visitState: true,
      component: 'DeviceDetailsPage',
    },
    {
      path: '/tradein/deviceCondition.html',
      pageName: 'deviceCondition',
      tradeIn: true,
      visitState: true,
      component: 'DeviceConditionPage',
    },
    {
      path: '/tradein/appraiseDevice.html',
      pageName: 'appraiseDevice',
      tradeIn: true,
      visitState: true,
      component: 'AppraiseDevicePage',
    },
    {
      path: '/tradein/paymentOptions.html',
      pageName: 'paymentOptions',
      tradeIn: true,
      visitState: true,
      component: 'PaymentOptionsPage',
    },
    {
      path: '/tradein/instantCredit.html',
      pageName: 'instantCredit',
      tradeIn: true,
      visitState: true,
      component: 'InstantCreditPage',
    },
    {
      path: '/tradein/shippingOptions.html',
      pageName: 'shippingOptions',
      tradeIn: true,
      visitState: true,
      component: 'ShippingOptionsPage',
    },
    {
      path: '/tradein/dropOffStores.html',
      pageName: 'dropOffStores',
      tradeIn: true,
      visitState: true,
      component: 'DropOffStoresPage',
    },
    {
      path: '/tradein/reviewDocuments.html',
      pageName: 'reviewDocuments',
      tradeIn: true,
      visitState: true,
      component: 'ReviewDocumentsPage',
    },
    {
      path: '/tradein/termsAndCondition.html',
      pageName: 'termsAndCondition',
      tradeIn: true,
      visitState: true,
      component: 'TermsPage',
    },
    {
      path: '/tradein/completeTradein.html',
      pageName: 'completeTradein',
      tradeIn: true,
      visitState: true,
      component: 'CompleteTradeInPage',
    },
    {
      path: '/tradein/orderConfirmation.html',
      pageName: 'orderConfirmation',
      tradeIn: true,
      visitState: true,
      component: 'TradeInConfirmationPage',
    },
  ],
};
