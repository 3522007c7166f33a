// What an app's first script holds of the prepaid journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const PREPAID_SUMMARY: JourneySummary = {
  key: { name: 'prepaid' },
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
    ['/shop.html', 'shop'],
    ['/smartphones.html', 'smartphones'],
    ['/smartphones', 'smartphones'],
    ['/smartphones/{$deviceId}.html', 'productDetail'],
    ['/plans.html', 'plans'],
    ['/buysim.html', 'buysim'],
    ['/byod.html', 'prepaid/byod'],
    ['/prospectbyodoptions.html', 'prospectbyodoptions'],
    ['/mdnselection.html', 'prepaid/mdnselection'],
    ['/cart.html', 'cart'],
    ['/expresscart.html', 'expresscart', { express: true }],
    ['/checkout.html', 'checkout', { chrome: 'focused', privateData: true }],
    ['/orderconfirmation.html', 'orderconfirmation'],
    ['/rpsplans.html', 'rpsplans', { visitState: true }],
    ['/rps/plans.html', 'rps/plans', { visitState: true }],
    ['/rps/checkout.html', 'rps/checkout', { visitState: true, chrome: 'focused', privateData: true }],
    ['/rps/confirmation.html', 'rps/confirmation'],
    ['/rps/error.html', 'rps/error'],
  ],
};
