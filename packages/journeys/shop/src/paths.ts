// The journey's page paths, relative to the sales base: its manifest declares its pages at these paths, and another
// journey links here through this module (`@carrier/journey-shop/paths`), the one entry of a journey that another may
// import. It imports nothing but other journeys' paths, so it carries no code of the journey with it.

/** The shopping pages (spec 2.2 page names in the comments). */
export const SHOP_PATHS = {
  /** shop, shopLanding */
  landing: '/shop.html',
  /** smartphones (gridwall); `/smartphones` is where a cleared prospect session lands. */
  gridwall: '/smartphones.html',
  gridwallBare: '/smartphones',
  /** productDetail (pdp) */
  product: '/smartphones/{$deviceId}.html',
  /** accessoriesLanding */
  accessories: '/shop/accessories',
  accessory: '/shop/accessories/{$accessoryId}.html',
  interstitial: '/accessoryInterstitial.html',
  favorites: '/favorites.html',
  plans: '/plans.html',
  planRecommendation: '/plans/recommendation.html',
  planSelector: '/plans/selector.html',
  planRecommended: '/plans/recommended.html',
  protection: '/protection.html',
  protectionNew: '/protectionNew.html',
  /** The search results (not a page name of spec 2.2: the store's own). */
  search: '/search.html',
} as const;

/** The longest query the search reads; the rest is dropped. */
export const SEARCH_QUERY_MAX = 80;

/** A product page's path for a device. */
export const productPath = (deviceId: string) => `/smartphones/${encodeURIComponent(deviceId)}.html`;

/** An accessory's page path. */
export const accessoryPath = (accessoryId: string) => `/shop/accessories/${encodeURIComponent(accessoryId)}.html`;
