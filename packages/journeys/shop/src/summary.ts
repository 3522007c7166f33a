// What an app's first script holds of the shop journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const SHOP_SUMMARY: JourneySummary = {
  key: { name: 'shop' },
  source: 'packages/journeys/shop/src',
  preload: ['./services.ts', './manifest.ts'],
  nav: [
    { path: '/smartphones.html', match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } },
    { path: '/shop/accessories', match: '/shop/accessories', label: { en: 'Accessories', es: 'Accesorios' } },
    { path: '/plans.html', match: '/plans', label: { en: 'Plans', es: 'Planes' } },
  ],
  search: { path: '/search.html' },
  pages: [
    { path: '/shop.html', pageName: 'shopLanding', shared: true, appNav: 'home', component: 'ShopLandingPage' },
    { path: '/favorites.html', pageName: 'favorites', appNav: 'cart', component: 'FavoritesPage' },
    { path: '/smartphones.html', pageName: 'smartphones', appNav: 'browse', shared: true, component: 'GridwallPage' },
    { path: '/smartphones', pageName: 'smartphones', appNav: 'browse', shared: true, component: 'GridwallPage' },
    {
      path: '/smartphones/{$deviceId}.html',
      pageName: 'productDetail',
      shared: true,
      appNav: 'browse',
      component: 'ProductPage',
    },
    { path: '/search.html', pageName: 'searchResults', component: 'SearchResultsPage' },
    {
      path: '/shop/accessories',
      pageName: 'accessoriesLanding',
      shared: true,
      appNav: 'browse',
      component: 'AccessoriesPage',
    },
    {
      path: '/shop/accessories/{$accessoryId}.html',
      pageName: 'accessoryDetail',
      shared: true,
      appNav: 'browse',
      component: 'AccessoryPage',
    },
    {
      path: '/accessoryInterstitial.html',
      pageName: 'accessoryInterstitial',
      appNav: 'flow',
      component: 'AccessoryInterstitialPage',
    },
    { path: '/plans.html', pageName: 'plans', shared: true, appNav: 'browse', component: 'PlansPage' },
    { path: '/plans/selector.html', pageName: 'plans/selector', appNav: 'browse', component: 'PlanSelectorPage' },
    {
      path: '/plans/recommended.html',
      pageName: 'plans/recommended',
      appNav: 'browse',
      component: 'PlanRecommendedPage',
    },
    {
      path: '/plans/recommendation.html',
      pageName: 'plans/recommendation',
      appNav: 'browse',
      component: 'PlanRecommendedPage',
    },
    {
      path: '/protection.html',
      pageName: 'protection',
      appNav: 'flow',
      smartBanner: true,
      component: 'ProtectionPage',
    },
    { path: '/protectionNew.html', pageName: 'protectionNew', appNav: 'flow', component: 'ProtectionPage' },
  ],
};
