// What an app's first script holds of the cart journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CART_SUMMARY: JourneySummary = {
  key: { name: 'cart' },
  source: 'packages/journeys/cart/src',
  preload: ['./manifest.ts'],
  pages: [
    { path: '/cart.html', pageName: 'cart', appNav: 'cart', component: 'CartPage' },
    { path: '/expresscart.html', pageName: 'expresscart', appNav: 'cart', express: true, component: 'ExpressPage' },
    { path: '/emptycart.html', pageName: 'emptycart', appNav: 'cart', component: 'CartPage' },
    { path: '/expresshub.html', pageName: 'expresshub', appNav: 'cart', component: 'ExpressPage' },
    { path: '/expresshubv2.html', pageName: 'expresshubv2', appNav: 'cart', component: 'ExpressPage' },
  ],
};
