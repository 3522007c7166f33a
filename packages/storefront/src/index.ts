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
export type { PageDocument, StorefrontDeps } from './context.js';
export { FNF_FLOW_NAME, FNF_PAGE_NAME, FNF_PAGE_TITLE, FNF_PATHS } from './fnf/constants.js';
export { FNF_STORAGE_KEYS, createFnfSession } from './fnf/session.js';
export type { FnfSession, KeyValueStorage, StoredPromoError, StoredPromotion } from './fnf/session.js';
export { otherLanguageHref, stringsFor } from './i18n/index.js';
export type { Strings } from './i18n/index.js';
export { CHUNK_TIMEOUT_MS, createStorefrontRouteTree, createStorefrontRouter } from './router.js';
export type { StorefrontRouterOptions } from './router.js';
export { ServiceUnavailableError, createFnfServices } from './services.js';
export type { FnfContent, FnfServices, FnfServicesOptions } from './services.js';
export {
  DEFAULT_SALES_BASE,
  SALES_BASES,
  channelIdForUserAgent,
  detectSite,
  isSpanishSite,
  salesBaseOf,
} from './site.js';
export type { Language, SalesBase, Site } from './site.js';
export { createBrowserStorefront } from './browser.js';
