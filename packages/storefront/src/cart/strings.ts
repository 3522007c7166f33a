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
  readonly callNumber: string;
  readonly checkAgain: string;
  readonly checking: string;
  readonly stillLocked: string;
  readonly keepShopping: string;
}

/** The words of the cart page, loaded with it. */
export interface CartStrings {
  readonly title: string;
  readonly empty: string;
  readonly emptyAction: string;
  readonly line: (n: number) => string;
  readonly plan: string;
  readonly noPlan: string;
  readonly protection: string;
  readonly tradeIn: string;
  readonly accessories: string;
  readonly quantity: string;
  readonly remove: string;
  readonly removing: string;
  readonly dueToday: string;
  readonly dueMonthly: string;
  readonly perMonth: string;
  readonly readFailed: string;
  readonly changeFailed: string;
  readonly lockedNotice: string;
  readonly choosePlan: string;
  readonly changePlan: string;
  readonly noProtection: string;
  readonly changeProtection: string;
  readonly checkout: string;
  readonly checkoutBlocked: string;
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
    callNumber: '+18005550199',
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
    callNumber: '+18005550199',
    checkAgain: 'Comprobar de nuevo',
    checking: 'Comprobando tu carrito…',
    stillLocked: 'Todavía están trabajando en tu carrito. Inténtalo de nuevo en unos minutos.',
    keepShopping: 'Seguir comprando',
  },
};

export const CART_STRINGS: Record<Language, CartStrings> = {
  en: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    emptyAction: 'Shop phones',
    line: (n) => `Line ${n}`,
    plan: 'Plan',
    noPlan: 'No plan chosen yet',
    protection: 'Protection',
    tradeIn: 'Trade-in',
    accessories: 'Accessories',
    quantity: 'Quantity',
    remove: 'Remove',
    removing: 'Removing…',
    dueToday: 'Due today',
    dueMonthly: 'Due monthly',
    perMonth: '/mo',
    readFailed: 'We couldn’t load your cart. Check your connection and try again.',
    changeFailed: 'We couldn’t change your cart. Nothing was lost; please try again.',
    lockedNotice: 'Your cart can’t be changed right now.',
    choosePlan: 'Choose a plan',
    changePlan: 'Change',
    noProtection: 'None',
    changeProtection: 'Change',
    checkout: 'Continue to checkout',
    checkoutBlocked: 'Fix what is marked above to continue to checkout.',
  },
  es: {
    title: 'Tu carrito',
    empty: 'Tu carrito está vacío.',
    emptyAction: 'Ver teléfonos',
    line: (n) => `Línea ${n}`,
    plan: 'Plan',
    noPlan: 'Aún no elegiste un plan',
    protection: 'Protección',
    tradeIn: 'Entrega de equipo',
    accessories: 'Accesorios',
    quantity: 'Cantidad',
    remove: 'Quitar',
    removing: 'Quitando…',
    dueToday: 'A pagar hoy',
    dueMonthly: 'A pagar por mes',
    perMonth: '/mes',
    readFailed: 'No pudimos cargar tu carrito. Revisa tu conexión e inténtalo de nuevo.',
    changeFailed: 'No pudimos cambiar tu carrito. No se perdió nada; inténtalo de nuevo.',
    lockedNotice: 'Tu carrito no se puede cambiar ahora.',
    choosePlan: 'Elegir un plan',
    changePlan: 'Cambiar',
    noProtection: 'Ninguna',
    changeProtection: 'Cambiar',
    checkout: 'Continuar al pago',
    checkoutBlocked: 'Corrige lo señalado arriba para continuar al pago.',
  },
};
