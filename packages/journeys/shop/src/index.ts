// The shop journey: its manifest for the apps (with the spec's switches, or an app's own), and its rules.
export { createShopJourney, shopJourney } from './manifest.js';
export { DEFAULT_SHOP_CONFIG, SUGGESTION_INACTIVITY_MS } from './deps.js';
export type { ShopConfig, ShopDeps } from './deps.js';
export { DEFAULT_CATEGORY, MAX_COMPARE, parseGridwallSearch, parseProductSearch, readCategory } from './search.js';
export type { GridwallSearch, ProductSearch } from './search.js';
