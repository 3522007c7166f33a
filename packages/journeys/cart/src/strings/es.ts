import type { CartStrings } from './en.js';

/** The cart page's words in Spanish. */
export const es: CartStrings = {
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
};
