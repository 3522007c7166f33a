import type { BrowserStorefrontOptions } from '@carrier/storefront';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { storeTagManager } from '@carrier/storefront';
import { JOURNEYS } from './journeys.js';

/** The environment the store is built for; anything but `production` shows the debug button (spec 6.5). */
const ENVIRONMENT: string = import.meta.env['VITE_CARRIER_ENV'] ?? 'sandbox';

/**
 * The dotcom app: its sales bases (spec 2.1), the journeys it serves, its home page (the shop's landing: where
 * the logo, "keep shopping", the error pages and a logout lead), and the shell's environment.
 */
export const DOTCOM: BrowserStorefrontOptions = {
  bases: ['/sales/digital', '/sales/nse', '/sales/next'],
  journeys: JOURNEYS,
  homePath: SHOP_PATHS.landing,
  // The analytics events go to the tag manager: the sandbox's stand-in unless the build names the carrier's.
  tagManager: storeTagManager(import.meta.env['VITE_TAG_MANAGER_SRC']),
  shell: {
    production: ENVIRONMENT === 'production',
    // The sandbox's sign-in page outside production; the carrier's own in production.
    signInUrl: import.meta.env['VITE_SIGN_IN_URL'] ?? '/sandbox/signin',
    appLinks: {
      ios: 'https://apps.apple.com/app/my-carrier/id1000000001',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.app',
      web: 'https://www.carrier.example/',
    },
  },
};
