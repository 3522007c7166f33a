// What an app's first script holds of the tradeIn journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRADE_IN_SUMMARY: JourneySummary = {
  key: { name: 'tradeIn' },
  pages: [
    ['/tradein/validateDevice.html', 'validateDevice', { tradeIn: true }],
    ['/tradein/deviceDetails.html', 'deviceDetails', { tradeIn: true, visitState: true }],
    ['/tradein/deviceCondition.html', 'deviceCondition', { tradeIn: true, visitState: true }],
    ['/tradein/appraiseDevice.html', 'appraiseDevice', { tradeIn: true, visitState: true }],
    ['/tradein/paymentOptions.html', 'paymentOptions', { tradeIn: true, visitState: true }],
    ['/tradein/instantCredit.html', 'instantCredit', { tradeIn: true, visitState: true }],
    ['/tradein/shippingOptions.html', 'shippingOptions', { tradeIn: true, visitState: true }],
    ['/tradein/dropOffStores.html', 'dropOffStores', { tradeIn: true, visitState: true }],
    ['/tradein/reviewDocuments.html', 'reviewDocuments', { tradeIn: true, visitState: true }],
    ['/tradein/termsAndCondition.html', 'termsAndCondition', { tradeIn: true, visitState: true }],
    ['/tradein/completeTradein.html', 'completeTradein', { tradeIn: true, visitState: true }],
    ['/tradein/orderConfirmation.html', 'orderConfirmation', { tradeIn: true, visitState: true }],
  ],
};
