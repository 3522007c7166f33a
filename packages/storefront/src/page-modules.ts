/**
 * The lazy modules each page of the store needs to draw itself, relative to this folder. Read at build time
 * (`tools/vite-page-preloads.ts`) to list each page's chunks, so the server can preload them with the page
 * instead of after the entry has run. A test keeps it in step with the route tree.
 */
const SHOP = 'shop/services.ts';
const pages = (paths: readonly string[], modules: readonly string[]) => paths.map((path) => ({ path, modules }));

export const PAGE_MODULES: readonly { readonly path: string; readonly modules: readonly string[] }[] = [
  ...pages(['/shop.html', '/favorites.html'], ['shop/LandingPages.tsx', SHOP]),
  ...pages(['/smartphones.html', '/smartphones'], ['shop/GridwallPage.tsx', SHOP]),
  ...pages(['/smartphones/{$deviceId}.html'], ['shop/ProductPage.tsx', SHOP]),
  ...pages(
    ['/shop/accessories', '/shop/accessories/{$accessoryId}.html', '/accessoryInterstitial.html'],
    ['shop/AccessoryPages.tsx', SHOP],
  ),
  ...pages(
    [
      '/plans.html',
      '/plans/recommendation.html',
      '/plans/selector.html',
      '/plans/recommended.html',
      '/protection.html',
      '/protectionNew.html',
    ],
    ['shop/PlanPages.tsx', SHOP],
  ),
  ...pages(
    ['/cart.html', '/expresscart.html', '/emptycart.html', '/expresshub.html'],
    ['cart/CartPage.tsx', 'cart/cart-client.ts'],
  ),
  ...pages(['/cartLocked.html', '/cartLocked/chatRep.html'], ['cart/CartLockedPage.tsx']),
  ...pages(['/friendsandfamily.html'], ['fnf/PromoPage.tsx', 'services.ts']),
  ...pages(['/friendsandfamily/validpromo.html'], ['fnf/NumberPage.tsx', 'services.ts']),
  ...pages(['/friendsandfamily/landing.html'], ['fnf/LandingPage.tsx']),
  ...pages(['/error/genericError.html'], ['errors/GenericErrorPage.tsx']),
];
