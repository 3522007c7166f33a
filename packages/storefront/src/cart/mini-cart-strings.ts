import type { Language } from '../site.js';

/** The words of the cart that opens on the first add-to-cart (spec 4.3), with its own module. */
export const MINI_CART_STRINGS: Record<
  Language,
  { readonly title: string; readonly added: (name: string) => string; readonly view: string; readonly continue: string }
> = {
  en: {
    title: 'Your cart',
    added: (name) => `${name} was added to your cart.`,
    view: 'View cart',
    continue: 'Keep shopping',
  },
  es: {
    title: 'Tu carrito',
    added: (name) => `${name} se agregó a tu carrito.`,
    view: 'Ver carrito',
    continue: 'Seguir comprando',
  },
};
