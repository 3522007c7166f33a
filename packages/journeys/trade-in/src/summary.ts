// What an app's first script holds of the tradeIn journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRADE_IN_SUMMARY: JourneySummary = {
  key: { name: 'tradeIn' },
  traits: { tradeIn: true, visitState: true },
  pages: [
    ['/tradein/validateDevice.html', 'validateDevice', { tradeIn: true }],
    ['/tradein/deviceDetails.html', 'deviceDetails'],
    ['/tradein/deviceCondition.html', 'deviceCondition'],
    ['/tradein/appraiseDevice.html', 'appraiseDevice'],
    ['/tradein/paymentOptions.html', 'paymentOptions'],
    ['/tradein/instantCredit.html', 'instantCredit'],
    ['/tradein/shippingOptions.html', 'shippingOptions'],
    ['/tradein/dropOffStores.html', 'dropOffStores'],
    ['/tradein/reviewDocuments.html', 'reviewDocuments'],
    ['/tradein/termsAndCondition.html', 'termsAndCondition'],
    ['/tradein/completeTradein.html', 'completeTradein'],
    ['/tradein/orderConfirmation.html', 'orderConfirmation'],
  ],
};
