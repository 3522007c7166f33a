// What an app's first script holds of the shop journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const SHOP_SUMMARY: JourneySummary = {
  key: { name: 'shop' },
  nav: [
    { path: '/smartphones.html', match: '/smartphones', label: { en: 'Phones', es: 'Teléfonos' } },
    { path: '/shop/accessories', match: '/shop/accessories', label: { en: 'Accessories', es: 'Accesorios' } },
    { path: '/plans.html', match: '/plans', label: { en: 'Plans', es: 'Planes' } },
  ],
  search: { path: '/search.html' },
  traits: { shared: true, appNav: 'browse' },
  pages: [
    ['/shop.html', 'shopLanding', { shared: true, appNav: 'home' }],
    ['/favorites.html', 'favorites', { appNav: 'cart' }],
    ['/smartphones.html', 'smartphones', { appNav: 'browse', shared: true }],
    ['/smartphones', 'smartphones', { appNav: 'browse', shared: true }],
    ['/smartphones/{$deviceId}.html', 'productDetail'],
    ['/search.html', 'searchResults', {}],
    ['/shop/accessories', 'accessoriesLanding'],
    ['/shop/accessories/{$accessoryId}.html', 'accessoryDetail'],
    ['/accessoryInterstitial.html', 'accessoryInterstitial', { appNav: 'flow' }],
    ['/plans.html', 'plans'],
    ['/plans/selector.html', 'plans/selector', { appNav: 'browse' }],
    ['/plans/recommended.html', 'plans/recommended', { appNav: 'browse' }],
    ['/plans/recommendation.html', 'plans/recommendation', { appNav: 'browse' }],
    ['/protection.html', 'protection', { appNav: 'flow', smartBanner: true }],
    ['/protectionNew.html', 'protectionNew', { appNav: 'flow' }],
  ],
};
