// What an app's first script holds of the creditCard journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CREDIT_CARD_SUMMARY: JourneySummary = {
  key: { name: 'creditCard' },
  footer: [{ path: '/creditcard/splash.html', label: { en: 'Carrier Visa Card', es: 'Tarjeta Carrier Visa' } }],
  pages: [
    ['/creditcard/splash.html', 'creditcard/splash'],
    ['/creditcard/eligible.html', 'creditcard/eligible'],
    ['/creditcard/ineligible.html', 'creditcard/ineligible'],
    ['/creditcard/maine.html', 'creditcard/maine'],
    ['/creditcard/interstitial.html', 'creditcard/interstitial'],
  ],
};
