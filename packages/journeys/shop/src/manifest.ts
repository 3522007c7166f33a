import { defineJourney, type JourneyPage } from '@carrier/storefront/kit';
import { SHOP_PATHS, accessoryPath, productPath } from './paths.js';
import { redirect } from '@tanstack/react-router';
import { SHOP, createShopDeps, type ShopConfig, type ShopDeps } from './deps.js';
import {
  parseAccessoriesSearch,
  parseAccessoryPageSearch,
  parseGridwallSearch,
  parseInterstitialSearch,
  parseLineSearch,
  parseProductSearch,
} from './search.js';

/** `productType=accessory` on the gridwall asks for accessories (spec 2.6), for a device when one is named. */
function accessoriesInstead(raw: Readonly<Record<string, unknown>>): void {
  const search = parseGridwallSearch(raw);
  if (search.productType === 'accessory')
    throw redirect({
      to: SHOP_PATHS.accessories,
      search: search.compatibledevice ? { device: search.compatibledevice } : {},
      replace: true,
    });
}

/** The gridwall, at both its paths (`/smartphones` is where a cleared prospect session lands). */
const GRIDWALL: Omit<JourneyPage<ShopDeps>, 'path'> = {
  pageName: 'smartphones',
  appNav: 'browse',
  shared: true,
  component: 'GridwallPage',
  validateSearch: parseGridwallSearch,
  beforeLoad: accessoriesInstead,
  firstReads: (shop) => [shop.services.devices()],
};

/**
 * The shop (spec 2.2): landing, gridwall, product, accessories, favorites, plans and protection. Each page is
 * declared once, here; the store derives its route, preloads, first reads and header links from it.
 */
export function createShopJourney(config: Partial<ShopConfig> = {}) {
  return defineJourney({
    key: SHOP,
    modules: import.meta.glob('./*Page.tsx'),
    source: 'packages/journeys/shop/src',
    paths: SHOP_PATHS,
    preload: ['./services.ts'],
    deps: (world) => createShopDeps(world, config),
    sitemap: (shop) => import('./sitemap.js').then((m) => m.shopSitemap(shop)),
    search: {
      path: SHOP_PATHS.search,
      suggester: (shop, language) => import('./search-catalogue.js').then((m) => m.createSuggester(shop, language)),
    },
    nav: [
      { path: SHOP_PATHS.gridwall, match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } },
      {
        path: SHOP_PATHS.accessories,
        match: '/shop/accessories',
        label: { en: 'Accessories', es: 'Accesorios' },
      },
      { path: SHOP_PATHS.plans, match: '/plans', label: { en: 'Plans', es: 'Planes' } },
    ],
    pages: [
      {
        path: SHOP_PATHS.landing,
        pageName: 'shopLanding',
        shared: true,
        appNav: 'home',
        component: 'ShopLandingPage',
        firstReads: (shop) => [shop.services.devices(), shop.services.landingContent()],
      },
      {
        path: SHOP_PATHS.favorites,
        pageName: 'favorites',
        noindex: true,
        appNav: 'cart',
        component: 'FavoritesPage',
        firstReads: (shop) => [shop.services.devices(), shop.services.accessories()],
      },
      { path: SHOP_PATHS.gridwall, ...GRIDWALL },
      { path: SHOP_PATHS.gridwallBare, ...GRIDWALL },
      {
        path: SHOP_PATHS.product,
        pageName: 'productDetail',
        shared: true,
        entry: { example: productPath('google-pixel-10') },
        appNav: 'browse',
        component: 'ProductPage',
        validateSearch: parseProductSearch,
        firstReads: (shop) => [shop.services.devices(), shop.services.accessories()],
        // Add to cart, sent before the page's code runs or with scripts off.
        form: (submission) => import('./product/add-device-form.js').then((m) => m.addDeviceForm(submission)),
      },
      {
        path: SHOP_PATHS.search,
        pageName: 'searchResults',
        entry: { ledBy: 'shopLanding' },
        noindex: true,
        component: 'SearchResultsPage',
        validateSearch: parseGridwallSearch,
        firstReads: (shop) => [shop.services.devices(), shop.services.accessories(), shop.services.plans('postpaid')],
      },
      {
        path: SHOP_PATHS.accessories,
        pageName: 'accessoriesLanding',
        shared: true,
        appNav: 'browse',
        component: 'AccessoriesPage',
        validateSearch: parseAccessoriesSearch,
        firstReads: (shop) => [shop.services.accessories(), shop.services.devices()],
      },
      {
        path: SHOP_PATHS.accessory,
        pageName: 'accessoryDetail',
        shared: true,
        entry: { example: accessoryPath('apple-20w-usb-c-power-adapter') },
        appNav: 'browse',
        component: 'AccessoryPage',
        validateSearch: parseAccessoryPageSearch,
        firstReads: (shop) => [shop.services.accessories()],
        // Add to cart, sent before the page's code runs or with scripts off.
        form: (submission) => import('./accessories/add-accessory-form.js').then((m) => m.addAccessoryForm(submission)),
      },
      {
        path: SHOP_PATHS.interstitial,
        pageName: 'accessoryInterstitial',
        noindex: true,
        entry: { ledBy: 'productDetail', example: `${SHOP_PATHS.interstitial}?device=google-pixel-10` },
        appNav: 'flow',
        component: 'AccessoryInterstitialPage',
        validateSearch: parseInterstitialSearch,
        firstReads: (shop) => [shop.services.accessories()],
      },
      {
        path: SHOP_PATHS.plans,
        pageName: 'plans',
        shared: true,
        appNav: 'browse',
        component: 'PlansPage',
        validateSearch: parseLineSearch,
      },
      {
        path: SHOP_PATHS.planSelector,
        pageName: 'plans/selector',
        appNav: 'browse',
        component: 'PlanSelectorPage',
      },
      {
        path: SHOP_PATHS.planRecommended,
        pageName: 'plans/recommended',
        entry: { ledBy: 'plans/selector' },
        noindex: true,
        appNav: 'browse',
        component: 'PlanRecommendedPage',
      },
      {
        path: SHOP_PATHS.planRecommendation,
        pageName: 'plans/recommendation',
        entry: { example: `${SHOP_PATHS.planRecommendation}?device=google-pixel-10` },
        noindex: true,
        appNav: 'browse',
        component: 'PlanRecommendationPage',
        validateSearch: parseInterstitialSearch,
        firstReads: (shop) => [shop.services.devices(), shop.services.plans('postpaid')],
      },
      {
        path: SHOP_PATHS.protection,
        pageName: 'protection',
        appNav: 'flow',
        smartBanner: true,
        component: 'ProtectionPage',
        validateSearch: parseLineSearch,
      },
      {
        path: SHOP_PATHS.protectionNew,
        pageName: 'protectionNew',
        entry: { ledBy: 'plans' },
        noindex: true,
        appNav: 'flow',
        component: 'ProtectionPage',
        validateSearch: parseLineSearch,
      },
    ],
  });
}

/** The shop with the spec's default switches. */
export const shopJourney = createShopJourney();
