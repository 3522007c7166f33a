export { MoneyError, assertCents, atLeastZero, isCents, isMoneyError, sumCents, toCents, toDollars } from './money.js';
export type { Cents } from './money.js';
export { DEVICE_PAYMENT_MONTHS, PURCHASE_TYPES, financing, monthlyShare } from './financing.js';
export type { DevicePriceInput, Financing, PurchaseType } from './financing.js';
export { cartAnswerTotals, cartTotals, pricedCart } from './cart.js';
export type { CartAnswer, CartTotals, PricedAccessory, PricedLine } from './cart.js';
