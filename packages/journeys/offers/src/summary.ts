// What an app's first script holds of the offers journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const OFFERS_SUMMARY: JourneySummary = {
  key: { name: 'offers' },
  source: 'packages/journeys/offers/src',
  preload: ['./manifest.ts'],
  footer: [{ path: '/promohub.html', label: { en: 'Deals and promotions', es: 'Ofertas y promociones' } }],
  pages: [
    { path: '/leadOffers.html', pageName: 'leadOffers', component: 'LeadOffersPage' },
    { path: '/myOffersList.html', pageName: 'myOffersList', component: 'MyOffersListPage' },
    { path: '/holidayoffers.html', pageName: 'holidayoffers', component: 'HolidayOffersPage' },
    { path: '/holidayoffers/error.html', pageName: 'holidayoffers/error', component: 'HolidayOffersErrorPage' },
    { path: '/fivegupsell.html', pageName: 'fivegupsell', component: 'FiveGUpsellPage' },
    { path: '/promohub.html', pageName: 'promohub', component: 'PromoHubPage' },
    { path: '/jtooffers.html', pageName: 'jtooffers', component: 'JtoOffersPage' },
    { path: '/openBankMLP.html', pageName: 'openBankMLP', component: 'OpenBankPage' },
    { path: '/5gbolt.html', pageName: '5gbolt', component: 'FiveGBoltPage' },
    { path: '/promohubcart.html', pageName: 'promohubcart', component: 'PromoHubCartPage' },
    { path: '/promobundlebuilder.html', pageName: 'promobundlebuilder', component: 'BundleBuilderPage' },
    { path: '/mylink.html', pageName: 'mylink', component: 'MyLinkPage' },
    { path: '/humconfig.html', pageName: 'humconfig', component: 'HumConfigPage' },
    { path: '/scanAndGoCart.html', pageName: 'scanAndGoCart', component: 'ScanAndGoPage' },
    { path: '/quotes.html', pageName: 'quotes', component: 'QuotesPage' },
    { path: '/quotesComparison.html', pageName: 'quotesComparison', component: 'QuotesComparisonPage' },
  ],
};
