import type { AnyJourney } from '@carrier/storefront/kit';
import type { BrowserStorefrontOptions } from '@carrier/storefront';

/** The web store's options as its server tests draw it: the sales base `/sales/digital` with `journeys`. */
export const serverOptions = (journeys: readonly AnyJourney[]): BrowserStorefrontOptions => ({
  bases: ['/sales/digital'],
  journeys,
  homePath: '/shop.html',
  shell: {
    production: true,
    signInUrl: '/signin',
    appLinks: {
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/android',
      web: 'https://apps.example/',
    },
  },
});
