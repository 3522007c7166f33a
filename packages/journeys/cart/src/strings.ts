import type { Language } from '@carrier/storefront/kit';

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
