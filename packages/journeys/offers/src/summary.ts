// What an app's first script holds of the offers journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const OFFERS_SUMMARY: JourneySummary = {
  key: { name: 'offers' },
  nav: [{ path: '/promohub.html', match: '/promohub', label: { en: 'Deals', es: 'Ofertas' } }],
  footer: [{ path: '/promohub.html', label: { en: 'Deals and promotions', es: 'Ofertas y promociones' } }],
  pages: [
    ['/leadOffers.html', 'leadOffers'],
    ['/myOffersList.html', 'myOffersList'],
    ['/holidayoffers.html', 'holidayoffers'],
    ['/holidayoffers/error.html', 'holidayoffers/error'],
    ['/fivegupsell.html', 'fivegupsell'],
    ['/promohub.html', 'promohub'],
    ['/jtooffers.html', 'jtooffers'],
    ['/openBankMLP.html', 'openBankMLP'],
    ['/5gbolt.html', '5gbolt'],
    ['/promohubcart.html', 'promohubcart'],
    ['/promobundlebuilder.html', 'promobundlebuilder'],
    ['/mylink.html', 'mylink'],
    ['/humconfig.html', 'humconfig'],
    ['/scanAndGoCart.html', 'scanAndGoCart'],
    ['/quotes.html', 'quotes'],
    ['/quotesComparison.html', 'quotesComparison'],
  ],
};
