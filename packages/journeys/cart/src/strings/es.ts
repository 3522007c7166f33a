import type { CartStrings } from './en.js';

/** The cart page's words in Spanish. */
export const es: CartStrings = {
  title: 'Tu carrito',
  empty: 'Tu carrito está vacío.',
  emptyAction: 'Ver teléfonos',
  line: (n) => `Línea ${n}`,
  sameDayNote: (code) =>
    code === '10023'
      ? 'La entrega el mismo día no está disponible en esta zona.'
      : code === '10027'
        ? 'Este artículo no está disponible para entrega el mismo día.'
        : 'La entrega el mismo día no está disponible para esta línea.',
  plan: 'Plan',
  noPlan: 'Aún no elegiste un plan',
  protection: 'Protección',
  upgradeFor: 'Cambia el teléfono de la línea',
  payoff: 'Teléfono pagado antes',
  detailsNotFound:
    'No encontramos los datos de tu compra, así que empieza de nuevo desde tu carrito. Todo lo de tu carrito sigue aquí.',
  expressTitle: 'Tu pedido',
  hubTitle: 'Antes de pagar',
  summary: 'Resumen del pedido',
  expressCheckout: 'Compra rápida',
  editCart: 'Editar tu carrito',
  completeTitle: 'Completa tu pedido',
  protect: (phone) => `Protege tu ${phone}`,
  accessoriesFor: (phone) => `Fundas, cargadores y más para tu ${phone}`,
  accessoryCount: (count) => (count === 1 ? 'Y 1 accesorio.' : `Y ${count} accesorios.`),
  tradeIn: 'Entrega de equipo',
  tradeInCredit: {
    instant: (total) => `−${total} de crédito instantáneo`,
    promo: (monthly, months) => `−${monthly}/mes durante ${months} meses`,
    prepaidCard: (total) => `Tarjeta prepagada de ${total}, enviada por correo`,
  },
  promoNeedsMonthly:
    'Los créditos de promoción son solo con pagos mensuales: quita este teléfono y agrégalo de nuevo con pagos mensuales para recibirlos.',
  removeTradeIn: 'Quitar entrega de equipo',
  removeTradeInFor: (phone) => `Quitar la entrega de equipo de tu ${phone}`,
  addTradeIn: 'Agregar una entrega de equipo',
  addTradeInFor: (phone) => `Agregar una entrega de equipo para tu ${phone}`,
  accessories: 'Accesorios',
  bundlePrice: (price, list) => `${price} con tu paquete (antes ${list})`,
  quantity: 'Cantidad',
  remove: 'Quitar',
  removing: 'Quitando…',
  confirmRemove: (line) => `¿Quitar ${line} de tu carrito? Su plan y su protección también se quitan.`,
  confirmRemoveAction: 'Quitar línea',
  keepLine: 'Conservarla',
  removedLine: (line) => `Se quitó ${line} de tu carrito.`,
  undo: 'Deshacer',
  perMonth: '/mes',
  readFailed: 'No pudimos cargar tu carrito. Revisa tu conexión e inténtalo de nuevo.',
  changeFailed: 'No pudimos cambiar tu carrito. No se perdió nada; inténtalo de nuevo.',
  lockedNotice: 'Tu carrito no se puede cambiar ahora.',
  choosePlan: 'Elegir un plan',
  changePlan: 'Cambiar',
  noProtection: 'Ninguna',
  changeProtection: 'Cambiar',
  device: 'Teléfono',
  devicePayment: (monthly, months) => `${monthly}/mes por ${months} meses`,
  paidToday: (price) => `${price} hoy`,
  offerCredit: 'Crédito de la oferta',
  lineSubtotal: 'Total de la línea',
  taxesNote: 'La entrega se suma al pagar, cuando la eliges, antes de confirmar.',
  checkout: 'Pagar',
  checkoutBlocked: 'Corrige lo señalado arriba para continuar al pago.',
};
