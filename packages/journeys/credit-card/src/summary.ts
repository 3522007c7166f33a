// What an app's first script holds of the creditCard journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CREDIT_CARD_SUMMARY: JourneySummary = {
  key: { name: 'creditCard' },
  source: 'packages/journeys/credit-card/src',
  preload: ['./manifest.ts'],
  footer: [{ path: '/creditcard/splash.html', label: { en: 'Carrier Visa Card', es: 'Tarjeta Carrier Visa' } }],
  pages: [
    { path: '/creditcard/splash.html', pageName: 'creditcard/splash', component: 'SplashPage' },
    { path: '/creditcard/eligible.html', pageName: 'creditcard/eligible', component: 'EligiblePage' },
    { path: '/creditcard/ineligible.html', pageName: 'creditcard/ineligible', component: 'IneligiblePage' },
    { path: '/creditcard/maine.html', pageName: 'creditcard/maine', component: 'MainePage' },
    { path: '/creditcard/interstitial.html', pageName: 'creditcard/interstitial', component: 'InterstitialPage' },
  ],
};
