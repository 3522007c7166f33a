// What an app's first script holds of the cart journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CART_SUMMARY: JourneySummary = {
  key: { name: 'cart' },
  pages: [
    ['/cart.html', 'cart', { appNav: 'cart' }],
    ['/expresscart.html', 'expresscart', { appNav: 'cart', express: true }],
    ['/emptycart.html', 'emptycart', { appNav: 'cart' }],
    ['/expresshub.html', 'expresshub', { appNav: 'cart' }],
    ['/expresshubv2.html', 'expresshubv2', { appNav: 'cart' }],
  ],
};
