import type { BrowserStorefrontOptions } from '@carrier/storefront';
import { PREPAID_PATHS } from '@carrier/journey-prepaid/paths';
import { storeTagManager } from '@carrier/storefront';
import { JOURNEYS } from './journeys.js';

/** The environment the store is built for; anything but `production` shows the debug button (spec 6.5). */
const ENVIRONMENT: string = import.meta.env['VITE_CARRIER_ENV'] ?? 'sandbox';

/**
 * The prepaid app: its one sales base (spec 2.1 `/sales/prepaid/`, drawn in the prepaid brand), the journeys it
 * serves, its home page (the prepaid landing), and the shell's environment.
 */
export const PREPAID: BrowserStorefrontOptions = {
  bases: ['/sales/prepaid'],
  journeys: JOURNEYS,
  homePath: PREPAID_PATHS.landing,
  // The analytics events go to the tag manager: the sandbox's stand-in unless the build names the carrier's.
  tagManager: storeTagManager(import.meta.env['VITE_TAG_MANAGER_SRC']),
  shell: {
    production: ENVIRONMENT === 'production',
    signInUrl: import.meta.env['VITE_SIGN_IN_URL'] ?? '/sandbox/signin',
    appLinks: {
      ios: 'https://apps.apple.com/app/my-carrier/id1000000001',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.app',
      web: 'https://www.carrier.example/',
    },
  },
};
