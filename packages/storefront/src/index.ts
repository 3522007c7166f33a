// The store's entry for the apps: how they render it first, then the parts they configure it with.
export { renderStorefront } from './render.js';
export { createPageAnalytics } from './analytics.js';
export type {
  DataLayer,
  DataLayerEvent,
  DataLayerHost,
  ErrorEventLevel,
  PageAnalytics,
  PageData,
} from './analytics.js';
export { StorefrontProvider, usePageTitle, useStorefront } from './context.js';
export type { PageDocument, ShellDeps, StorefrontDeps } from './context.js';
export { FNF_FLOW_NAME, FNF_PAGE_NAME, FNF_PAGE_TITLE, FNF_PATHS } from './fnf/constants.js';
export { FNF_STORAGE_KEYS, createFnfSession } from './fnf/session.js';
export type { FnfSession, KeyValueStorage, StoredPromoError, StoredPromotion } from './fnf/session.js';
export { otherLanguageHref, stringsFor } from './i18n/index.js';
export type { Strings } from './i18n/index.js';
export { createStorefrontRouteTree, createStorefrontRouter } from './router.js';
export type { StorefrontRouterOptions } from './router.js';
export { MalformedContentError, MalformedResponseError, createFnfServices } from './services.js';
export type { FnfContent, FnfServices, FnfServicesOptions } from './services.js';
export {
  DEFAULT_SALES_BASE,
  SALES_BASES,
  channelIdForUserAgent,
  detectSite,
  deviceKind,
  isSpanishSite,
  salesBaseOf,
} from './site.js';
export type { DeviceKind, Language, SalesBase, Site } from './site.js';
export { RESUME_CART_KEY } from './cart/resumed-cart.js';
export {
  STORE_RETRY_URLS,
  browserCarrierContext,
  browserVisitor,
  cartCount,
  createBrowserStorefront,
} from './platform/browser.js';
export type { BrowserStorefrontOptions } from './platform/browser.js';
export { createWebViewStorefront } from './platform/webview.js';
export type { WebViewStorefrontOptions } from './platform/webview.js';
export { createWebViewApp } from './webview/app.js';
export type { AppPropertiesStatus, WebViewApp, WebViewAppOptions, WebViewAppState } from './webview/app.js';
export { FLOW_PAGES, WEB_VIEW_TEXTS, pagePattern } from './webview/pages.js';
export { COOKIE_EXPIRY_OFFSET_MS, CSRF_COOKIE, STORE_COOKIES, expiredCookieAssignments } from './platform/cookies.js';
export { createErrorReporting, runErrorAction } from './platform/errors.js';
export type { ErrorActionWorld, ErrorReporting } from './platform/errors.js';
export { AppErrorBoundary } from './shell/AppErrorBoundary.js';
export {
  FOCUSED_PAGES,
  SMART_BANNER_DEFAULT_PAGES,
  SMART_BANNER_EXITED_KEY,
  appPlatform,
  isProspectPage,
  shellChrome,
  showDebugButton,
  showSmartBanner,
  smartBannerTarget,
} from './shell/rules.js';
export type { AppLinks, AppPlatform, HeaderMode, ShellChrome } from './shell/rules.js';
export { SmartBannerHost } from './shell/SmartBannerHost.js';
export { GENERIC_ERROR_PATH } from './errors/GenericErrorPage.search.js';
export { ErrorNotice } from './errors/ErrorNotice.js';
export type { ErrorNoticeProps } from './errors/ErrorNotice.js';
export { MAX_CART_REPLAYS, createCartClient } from './cart/cart-client.js';
export type { CartClient } from './cart/cart-client.js';
export { FROM_CART_ICON, STORE_CART_LOCK_CONFIG, createStoreCart } from './cart/store-cart.js';
export type { StoreCart, StoreCartOptions } from './cart/store-cart.js';
export { CART_PATHS } from './router.js';
export { CartLockHost, openedFromCartIcon } from './cart/CartLockHost.js';
export { SessionHost } from './session/SessionHost.js';
export { SHOP_PATHS, accessoryPath, productPath } from './shop/paths.js';
export { DEFAULT_SHOP_CONFIG, SUGGESTION_INACTIVITY_MS, deferredShopServices } from './shop/deps.js';
export type { ShopConfig, ShopDeps } from './shop/deps.js';
export { createShopServices } from './shop/services.js';
export type { Plan, ShopServices, TradeInEstimate, TradeInQuestion } from './shop/services.js';
export { FAVORITES_STORAGE_KEY, MAX_FAVORITES, createFavorites, mergeFavorites } from './shop/favorites.js';
export type { Favorite, FavoritesRemote, FavoritesState, FavoritesStore } from './shop/favorites.js';
export { CART_UPDATED_FLAG, createCartOpener } from './shop/cart-opener.js';
export type { CartOpener, CartOpenerState } from './shop/cart-opener.js';
export {
  PROSPECT_FLOW_THROTTLE,
  canAddToCart,
  customerTag,
  isLoggedIn,
  lineOfBusiness,
  parseThrottleList,
  prospectFlow,
} from './shop/visitor.js';
export type { LineOfBusiness, ProspectFlowInput } from './shop/visitor.js';
export { DEFAULT_CATEGORY, MAX_COMPARE, parseGridwallSearch, parseProductSearch, readCategory } from './shop/search.js';
export type { GridwallSearch, ProductSearch } from './shop/search.js';
