// The store's entry for the apps: how they make its world and draw it, over the journeys they list. Journeys use
// `@carrier/storefront/kit`, tests `@carrier/storefront/testing`, the build `@carrier/storefront/prerender`.
export { renderStorefront } from './render.js';
export { createBrowserStorefront, storeTagManager } from './platform/browser.js';
export type { BrowserStorefrontOptions } from './platform/browser.js';
export { createWebViewStorefront } from './platform/webview.js';
export type { WebViewStorefrontOptions } from './platform/webview.js';
export { pageNamesWith, pagePath } from './journey.js';
export type { AnyJourney, PageTraits } from './journey.js';
