export { MoneyError, assertCents, atLeastZero, isCents, isMoneyError, sumCents, toCents, toDollars } from './money.js';
export type { Cents } from './money.js';
export { DEVICE_PAYMENT_MONTHS, PURCHASE_TYPES, financing, monthlyShare } from './financing.js';
export type { DevicePriceInput, Financing, PurchaseType } from './financing.js';
export { giftCardSplit, orderAmounts, taxOn } from './amounts.js';
export { PLAN_MAX_LINES, planPerLine } from './plans.js';
export type { PlanPricing, PlanTerms } from './plans.js';
export type {
  AccessoryAmounts,
  Amounts,
  AmountsAccessoryInput,
  AmountsInput,
  AmountsLineInput,
  LineAmounts,
  PricedLine,
  TaxOn,
  TaxRule,
} from './amounts.js';
