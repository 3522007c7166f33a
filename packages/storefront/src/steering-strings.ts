import type { Language } from './site.js';
import type { SteerKind } from './steering.js';

/** The words of a steering banner: what is waiting, and the link there. */
export interface SteerWords {
  readonly title: string;
  readonly text: string;
  readonly action: string;
}

/**
 * The banners that lead a signed-in customer back to where they left off (spec 3.7), by where that is; loaded with
 * the page that asks (the shop's landing), not with the first page's code.
 */
export const STEER_STRINGS: Readonly<Record<Language, Readonly<Record<SteerKind, SteerWords>>>> = {
  en: {
    cart: {
      title: 'Your cart is waiting',
      text: 'Pick up where you left off: what you chose is still in your cart.',
      action: 'Go to your cart',
    },
    checkout: {
      title: 'Your order is almost done',
      text: 'You started checking out. Finish your order where you left it.',
      action: 'Finish checking out',
    },
    tradeIn: {
      title: 'Your trade-in is not finished',
      text: 'You started trading in a phone for a line in your cart. Finish it to get its credit.',
      action: 'Finish your trade-in',
    },
  },
  es: {
    cart: {
      title: 'Tu carrito te espera',
      text: 'Sigue donde lo dejaste: lo que elegiste sigue en tu carrito.',
      action: 'Ir a tu carrito',
    },
    checkout: {
      title: 'Tu pedido está casi listo',
      text: 'Empezaste a pagar. Termina tu pedido donde lo dejaste.',
      action: 'Terminar el pago',
    },
    tradeIn: {
      title: 'Tu intercambio no está terminado',
      text: 'Empezaste a intercambiar un teléfono para una línea de tu carrito. Termínalo para recibir su crédito.',
      action: 'Terminar tu intercambio',
    },
  },
};
