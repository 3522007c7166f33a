import type { Language } from '../site.js';

/** The words of the cart lock's screens (spec 4.4), loaded with them. */
export interface CartLockStrings {
  /** Who holds the cart, by channel kind and channel id. */
  readonly title: { readonly assisted: string; readonly digital: string };
  readonly where: (channel: string | undefined) => string;
  readonly why: string;
  readonly assistedNext: string;
  readonly digitalNext: string;
  readonly callUs: string;
  readonly checkAgain: string;
  readonly checking: string;
  readonly stillLocked: string;
  readonly keepShopping: string;
}

export const CART_LOCK_STRINGS: Record<Language, CartLockStrings> = {
  en: {
    title: {
      assisted: 'A representative is working on your cart',
      digital: 'Your cart is open somewhere else',
    },
    where: (channel) => {
      switch (channel) {
        case 'VZW-CHAT':
          return 'A chat representative has your cart open right now.';
        case 'VZW-RPS':
          return 'Your cart is open in one of our stores right now.';
        case 'VZW-TELESALES':
          return 'A representative on the phone has your cart open right now.';
        case 'VZW-MFA-IOS':
        case 'VZW-MFA-ANDROID':
          return 'Your cart is open in the My Carrier app right now.';
        case 'VZW-DOTCOM':
        case 'VZW-DOTCOM-MOB':
        case 'VZW-DOTCOM-TAB':
          return 'Your cart is open on our website on another device right now.';
        default:
          return 'Your cart is open in another channel right now.';
      }
    },
    why: 'To keep your changes safe, it can’t be changed here until that’s done. Nothing in it is lost.',
    assistedNext:
      'Finish with your representative in your chat or at the store, or call us and we’ll pick it up with you.',
    digitalNext: 'Finish there, or wait a few minutes and check again.',
    callUs: 'Call 1-800-555-0199',
    checkAgain: 'Check again',
    checking: 'Checking your cart…',
    stillLocked: 'Your cart is still being worked on. Try again in a few minutes.',
    keepShopping: 'Keep shopping',
  },
  es: {
    title: {
      assisted: 'Un representante está trabajando en tu carrito',
      digital: 'Tu carrito está abierto en otro lugar',
    },
    where: (channel) => {
      switch (channel) {
        case 'VZW-CHAT':
          return 'Un representante del chat tiene tu carrito abierto ahora.';
        case 'VZW-RPS':
          return 'Tu carrito está abierto en una de nuestras tiendas ahora.';
        case 'VZW-TELESALES':
          return 'Un representante por teléfono tiene tu carrito abierto ahora.';
        case 'VZW-MFA-IOS':
        case 'VZW-MFA-ANDROID':
          return 'Tu carrito está abierto en la app My Carrier ahora.';
        case 'VZW-DOTCOM':
        case 'VZW-DOTCOM-MOB':
        case 'VZW-DOTCOM-TAB':
          return 'Tu carrito está abierto en nuestro sitio web en otro dispositivo ahora.';
        default:
          return 'Tu carrito está abierto en otro canal ahora.';
      }
    },
    why: 'Para proteger tus cambios, no se puede cambiar aquí hasta que terminen. No se pierde nada.',
    assistedNext: 'Termina con tu representante en el chat o en la tienda, o llámanos y lo seguimos contigo.',
    digitalNext: 'Termina allí, o espera unos minutos y vuelve a comprobar.',
    callUs: 'Llama al 1-800-555-0199',
    checkAgain: 'Comprobar de nuevo',
    checking: 'Comprobando tu carrito…',
    stillLocked: 'Todavía están trabajando en tu carrito. Inténtalo de nuevo en unos minutos.',
    keepShopping: 'Seguir comprando',
  },
};
