// What an app's first script holds of the prepaid journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const PREPAID_SUMMARY: JourneySummary = {
  key: { name: 'prepaid' },
  source: 'packages/journeys/prepaid/src',
  preload: ['./manifest.ts'],
  nav: [
    { path: '/smartphones.html', match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } },
    { path: '/plans.html', match: '/plans', label: { en: 'Plans', es: 'Planes' } },
    { path: '/byod.html', match: '/byod', label: { en: 'Bring your phone', es: 'Trae tu teléfono' } },
  ],
  footer: [
    { path: '/buysim.html', label: { en: 'Buy a SIM', es: 'Compra una SIM' } },
    { path: '/mdnselection.html', label: { en: 'My prepaid lines', es: 'Mis líneas prepagadas' } },
    {
      path: '/rpsplans.html',
      label: { en: 'Activate a partner phone', es: 'Activa un teléfono de una tienda asociada' },
    },
  ],
  pages: [
    { path: '/shop.html', pageName: 'shop', component: 'LandingPage' },
    { path: '/smartphones.html', pageName: 'smartphones', component: 'GridwallPage' },
    { path: '/smartphones', pageName: 'smartphones', component: 'GridwallPage' },
    { path: '/smartphones/{$deviceId}.html', pageName: 'productDetail', component: 'ProductPage' },
    { path: '/plans.html', pageName: 'plans', component: 'PlansPage' },
    { path: '/buysim.html', pageName: 'buysim', component: 'BuySimPage' },
    { path: '/byod.html', pageName: 'prepaid/byod', component: 'ByodPage' },
    { path: '/prospectbyodoptions.html', pageName: 'prospectbyodoptions', component: 'ByodPage' },
    { path: '/mdnselection.html', pageName: 'prepaid/mdnselection', component: 'MdnSelectionPage' },
    { path: '/cart.html', pageName: 'cart', component: 'CartPage' },
    { path: '/expresscart.html', pageName: 'expresscart', express: true, component: 'CartPage' },
    { path: '/checkout.html', pageName: 'checkout', component: 'CheckoutPage', chrome: 'focused', privateData: true },
    { path: '/orderconfirmation.html', pageName: 'orderconfirmation', component: 'ConfirmationPage' },
    { path: '/rpsplans.html', pageName: 'rpsplans', visitState: true, component: 'RpsPlansPage' },
    { path: '/rps/plans.html', pageName: 'rps/plans', visitState: true, component: 'RpsPlanChoicePage' },
    {
      path: '/rps/checkout.html',
      pageName: 'rps/checkout',
      visitState: true,
      component: 'RpsCheckoutPage',
      chrome: 'focused',
      privateData: true,
    },
    { path: '/rps/confirmation.html', pageName: 'rps/confirmation', component: 'RpsConfirmationPage' },
    { path: '/rps/error.html', pageName: 'rps/error', component: 'RpsErrorPage' },
  ],
};
