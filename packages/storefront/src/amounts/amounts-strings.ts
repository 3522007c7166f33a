import type { Language } from '../site.js';

/** The words of an order's amounts, as the cart, the checkout, the confirmation and the order pages show them. */
export interface AmountsStrings {
  /** What a screen reader hears for the whole breakdown. */
  readonly label: string;
  readonly dueToday: string;
  /** What a placed order's "due today" became. */
  readonly paidToday: string;
  readonly dueMonthly: string;
  readonly perMonth: string;
  readonly fullPrice: (device: string) => string;
  readonly downPayment: (device: string) => string;
  readonly instantCredit: (device: string) => string;
  readonly payoff: (device: string) => string;
  /** A prepaid plan's first month, paid today because prepaid is paid in advance. */
  readonly planInAdvance: (device: string, plan: string) => string;
  readonly accessory: (name: string, quantity: number, unitPrice: string) => string;
  readonly shipping: (option: string) => string;
  readonly sameDay: string;
  readonly pickup: (store: string) => string;
  readonly free: string;
  readonly deposit: string;
  readonly tax: (region: string, rate: string, base: string) => string;
  readonly estimatedTax: (rate: string, base: string) => string;
  readonly taxOnDevice: (device: string, base: string) => string;
  readonly taxOnAccessory: (name: string, base: string) => string;
  /** Why a phone paid monthly is taxed today, on its full price. */
  readonly taxExplained: string;
  readonly estimatedNote: string;
  readonly giftCard: (last4: string) => string;
  readonly card: (brand: string, last4: string) => string;
  readonly cardToPay: string;
  readonly devicePayment: (device: string, financed: string, months: number) => string;
  readonly promotionCredit: (device: string) => string;
  readonly tradeInCredit: (device: string) => string;
  readonly plan: (device: string, plan: string) => string;
  /** A promotion's saving on a line's plan each month (Friends and Family). */
  readonly planCredit: (device: string, promotion: string) => string;
  readonly protection: (device: string, protection: string) => string;
  /** The summary of what is bought beside a checkout's step, on the review and on an order's pages. */
  readonly summary: string;
  /** What a line of the summary has with its phone: its plan, its protection. */
  readonly withPlan: (plan: string) => string;
  readonly withProtection: (protection: string) => string;
  readonly noPlan: string;
  readonly accessories: string;
  readonly quantity: (count: number) => string;
  /** The summary folded on a phone: what it says closed. */
  readonly showSummary: (today: string) => string;
  /** The summary of a placed order folded on a phone. */
  readonly showPaidSummary: (today: string) => string;
}

export const AMOUNTS_STRINGS: Record<Language, AmountsStrings> = {
  en: {
    label: 'What you pay',
    dueToday: 'Due today',
    paidToday: 'Paid today',
    dueMonthly: 'Due monthly',
    perMonth: '/mo',
    fullPrice: (device) => `${device}, full price`,
    downPayment: (device) => `${device}, down payment`,
    instantCredit: (device) => `${device}, instant trade-in credit`,
    payoff: (device) => `${device}, payoff of the phone it replaces`,
    planInAdvance: (device, plan) => `${device}, first month of ${plan} (paid in advance)`,
    accessory: (name, quantity, unitPrice) => (quantity > 1 ? `${name} × ${quantity} (${unitPrice} each)` : name),
    shipping: (option) => option,
    sameDay: 'Same-day delivery',
    pickup: (store) => `Pickup at ${store}`,
    free: 'Free',
    deposit: 'Security deposit',
    tax: (region, rate, base) => `Sales tax (${region}, ${rate}) on ${base}`,
    estimatedTax: (rate, base) => `Estimated sales tax (${rate}) on ${base}`,
    taxOnDevice: (device, base) => `${device}: on its full price of ${base}`,
    taxOnAccessory: (name, base) => `${name}: on ${base}`,
    taxExplained: 'Sales tax on a phone is due today on its full price, even when you pay for the phone monthly.',
    estimatedNote: 'The tax is an estimate until we know where your order goes.',
    giftCard: (last4) => `Gift card ending in ${last4}`,
    card: (brand, last4) => `${brand} ending in ${last4}`,
    cardToPay: 'Left to pay by card',
    devicePayment: (device, financed, months) => `${device}, device payment (${financed} over ${months} months)`,
    promotionCredit: (device) => `${device}, promotion credit`,
    tradeInCredit: (device) => `${device}, trade-in credit`,
    plan: (device, plan) => `${device}, plan: ${plan}`,
    planCredit: (device, promotion) => `${device}, ${promotion} savings on the plan`,
    protection: (device, protection) => `${device}, protection: ${protection}`,
    summary: 'Order summary',
    withPlan: (plan) => `Plan: ${plan}`,
    withProtection: (protection) => `Protection: ${protection}`,
    noPlan: 'No plan chosen yet',
    accessories: 'Accessories',
    quantity: (count) => `Quantity ${count}`,
    showSummary: (today) => `Order summary: ${today} due today`,
    showPaidSummary: (today) => `Order summary: ${today} paid today`,
  },
  es: {
    label: 'Lo que pagas',
    dueToday: 'A pagar hoy',
    paidToday: 'Pagado hoy',
    dueMonthly: 'A pagar cada mes',
    perMonth: '/mes',
    fullPrice: (device) => `${device}, precio completo`,
    downPayment: (device) => `${device}, pago inicial`,
    instantCredit: (device) => `${device}, crédito inmediato por intercambio`,
    payoff: (device) => `${device}, saldo del teléfono que reemplaza`,
    planInAdvance: (device, plan) => `${device}, primer mes de ${plan} (por adelantado)`,
    accessory: (name, quantity, unitPrice) => (quantity > 1 ? `${name} × ${quantity} (${unitPrice} c/u)` : name),
    shipping: (option) => option,
    sameDay: 'Entrega el mismo día',
    pickup: (store) => `Recogida en ${store}`,
    free: 'Gratis',
    deposit: 'Depósito de seguridad',
    tax: (region, rate, base) => `Impuesto sobre las ventas (${region}, ${rate}) sobre ${base}`,
    estimatedTax: (rate, base) => `Impuesto sobre las ventas estimado (${rate}) sobre ${base}`,
    taxOnDevice: (device, base) => `${device}: sobre su precio completo de ${base}`,
    taxOnAccessory: (name, base) => `${name}: sobre ${base}`,
    taxExplained:
      'El impuesto sobre las ventas de un teléfono se paga hoy sobre su precio completo, aunque pagues el teléfono cada mes.',
    estimatedNote: 'El impuesto es un estimado hasta que sepamos adónde va tu pedido.',
    giftCard: (last4) => `Tarjeta de regalo que termina en ${last4}`,
    card: (brand, last4) => `${brand} que termina en ${last4}`,
    cardToPay: 'Resto a pagar con tarjeta',
    devicePayment: (device, financed, months) => `${device}, pago del equipo (${financed} en ${months} meses)`,
    promotionCredit: (device) => `${device}, crédito de la promoción`,
    tradeInCredit: (device) => `${device}, crédito por intercambio`,
    plan: (device, plan) => `${device}, plan: ${plan}`,
    planCredit: (device, promotion) => `${device}, ahorro de ${promotion} en el plan`,
    protection: (device, protection) => `${device}, protección: ${protection}`,
    summary: 'Resumen del pedido',
    withPlan: (plan) => `Plan: ${plan}`,
    withProtection: (protection) => `Protección: ${protection}`,
    noPlan: 'Aún no elegiste un plan',
    accessories: 'Accesorios',
    quantity: (count) => `Cantidad ${count}`,
    showSummary: (today) => `Resumen del pedido: ${today} a pagar hoy`,
    showPaidSummary: (today) => `Resumen del pedido: ${today} pagado hoy`,
  },
};
