/** The shopping pages, relative to the sales base (spec 2.2 page names in the comments). */
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
} as const;

/** A product page's path for a device, relative to the sales base. */
export const productPath = (deviceId: string) => `/smartphones/${encodeURIComponent(deviceId)}.html`;
/** An accessory's page path, relative to the sales base. */
export const accessoryPath = (accessoryId: string) => `/shop/accessories/${encodeURIComponent(accessoryId)}.html`;
