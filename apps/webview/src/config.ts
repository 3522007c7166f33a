import type { WebViewStorefrontOptions } from '@carrier/storefront';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { storeTagManager } from '@carrier/storefront';
import { JOURNEYS } from './journeys.js';

/** The environment the web view is built for; the debug button never shows in the app (spec 6.5). */
const ENVIRONMENT: string = import.meta.env['VITE_CARRIER_ENV'] ?? 'sandbox';

/**
 * The web view: the dotcom bases (spec 2.1) shown inside the app. An app that hosts the store in a frame
 * talks postMessage with exactly this origin: the store's own, where the native-app simulator is served,
 * unless the build names the app's (the module is read on the store server too: it touches no browser global).
 */
export const WEBVIEW: WebViewStorefrontOptions = {
  bases: ['/sales/digital', '/sales/nse', '/sales/next'],
  journeys: JOURNEYS,
  homePath: SHOP_PATHS.landing,
  appOrigin: import.meta.env['VITE_BRIDGE_APP_ORIGIN'],
  // The shop variant flag (spec 6.2): apps of version 20 and up draw the shop's categories in their own shop tab.
  shopVariant: true,
  // The analytics events go to the tag manager: the sandbox's stand-in unless the build names the carrier's.
  tagManager: storeTagManager(import.meta.env['VITE_TAG_MANAGER_SRC']),
  shell: {
    production: ENVIRONMENT === 'production',
    // Inside the app, sign in goes through the app (launchapp/oauthSignIn); this is the web's fallback.
    signInUrl: import.meta.env['VITE_SIGN_IN_URL'] ?? '/sandbox/signin',
    appLinks: {
      ios: 'https://apps.apple.com/app/my-carrier/id1000000001',
      android: 'https://play.google.com/store/apps/details?id=example.carrier.app',
      web: 'https://www.carrier.example/',
    },
  },
};
