// What tests of the store and of its journeys draw pages with: the store's world with fakes, and the router.
export { fakeWorld } from './fake-world.js';
export { renderStore } from './render-store.js';
export { PROSPECT, TEST_SITE, memoryStorage, testDeps, testShell, withJourney } from './test-deps.js';
export {
  detachedAssist,
  detachedCart,
  detachedCartOpener,
  detachedFavorites,
  detachedJourneyWorld,
  detachedSessionTimer,
  detachedStore,
  detachedStoreServices,
  allJourneyDepsReady,
  journeyDepsOf,
} from './world.js';
export { CART, NO_AMOUNTS, cartWith, chatLock, storeCart } from './cart.js';
export { renderPage } from './render-page.js';
export { StorefrontProvider } from '../context.js';
export { createErrorReporting } from '../platform/error-reporting.js';
export { createPageAnalytics } from '../analytics.js';
export { STORE_RETRY_URLS } from '../platform/browser.js';
export { PAGE_ANNOUNCER_DELAY_MS } from '../shell/PageAnnouncer.js';
export { createWebViewApp } from '../webview/app.js';
export { memoryIntentStore } from '../intent.js';
export { deadEnds, routes, storeLinkTargets, storeNamedPages } from './dead-ends.js';
export { undrawnPages } from './page-modules.js';
export type { LinkTarget, NamedPage } from './dead-ends.js';
export { journeySummarySource } from './journey-summary.js';
export { CART_ADDED_COOKIE, parseCartAdded } from '../cart/cart-added.js';
export { browserDeps } from './story-deps.js';
export { SAMPLE_AMOUNTS, SAMPLE_ORDER, storyPicture } from './story-samples.js';
