// The store's entry for the apps: how they make its world and draw it. Journeys use `@carrier/storefront/kit`,
// tests `@carrier/storefront/testing`, the build `@carrier/storefront/prerender`.
export { renderStorefront } from './render.js';
export { createBrowserStorefront } from './platform/browser.js';
export type { BrowserStorefrontOptions } from './platform/browser.js';
export { createWebViewStorefront } from './platform/webview.js';
export type { WebViewStorefrontOptions } from './platform/webview.js';
export type { StorefrontDeps } from './context.js';
export type { AnyJourney, Journey } from './journey.js';
export { CART_PATHS, FNF_PATHS, GENERIC_ERROR_PATH, SHOP_PATHS } from './paths.js';
