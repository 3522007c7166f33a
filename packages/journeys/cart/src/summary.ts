// What an app's first script holds of the cart journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CART_SUMMARY: JourneySummary = {
  key: { name: 'cart' },
  nav: [
    {
      path: '/expresshub.html',
      match: '/expresshub',
      label: { en: 'Express order', es: 'Pedido exprés' },
      signedIn: true,
    },
  ],
  traits: { appNav: 'cart' },
  pages: [
    ['/cart.html', 'cart'],
    ['/expresscart.html', 'expresscart', { appNav: 'cart', express: true }],
    ['/emptycart.html', 'emptycart'],
    ['/expresshub.html', 'expresshub'],
    ['/expresshubv2.html', 'expresshubv2'],
  ],
};
