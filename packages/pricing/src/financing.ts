import { assertCents, atLeastZero, MoneyError, type Cents } from './money.js';

/** A device payment agreement runs 36 months (the store's retail-versus-monthly price). */
export const DEVICE_PAYMENT_MONTHS = 36;

/** How a device is bought: spread over the agreement, or paid in full today. */
export const PURCHASE_TYPES = ['devicePayment', 'fullRetail'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/**
 * The one rounding rule: an amount spread over months is charged or credited in equal monthly shares, each the
 * exact share rounded to the nearest cent (half a cent up). The months together come within half a cent a month
 * of the amount; the carrier's final bill settles the difference.
 * @example monthlyShare(82999) // 2306: $829.99 over 36 months is $23.06 a month
 */
export function monthlyShare(total: Cents, months: number = DEVICE_PAYMENT_MONTHS): Cents {
  assertCents(total, 'amount to spread');
  if (!Number.isInteger(months) || months < 1) throw new MoneyError(`${months} is not a number of months.`);
  return total <= 0 ? 0 : Math.floor((2 * total + months) / (2 * months));
}

/** What one device costs and how it is paid. */
export interface DevicePriceInput {
  /** The price the customer pays for the device, promotions at the register already taken off. */
  readonly price: Cents;
  readonly purchaseType: PurchaseType;
  /** Months of the agreement; 36 when left out. */
  readonly months?: number;
  /** Paid today on a device payment agreement; what is financed is the rest. */
  readonly downPayment?: Cents;
  /** A promotion credited over the agreement's months (device payment), or taken off today (full retail). */
  readonly promotionCredit?: Cents;
  /** A trade-in's value: credited over the months (`monthly`, device payment only) or taken off today. */
  readonly tradeInCredit?: Cents;
  readonly tradeInCreditKind?: 'monthly' | 'instant';
}

/** A device's price as the customer meets it: every part of financing, in cents. */
export interface Financing {
  readonly purchaseType: PurchaseType;
  readonly price: Cents;
  readonly months: number;
  readonly downPayment: Cents;
  /** What the agreement spreads over its months. */
  readonly financed: Cents;
  /** The device payment each month, before credits. */
  readonly deviceMonthly: Cents;
  /** The promotion's credit each month: its share of the months, at most the device payment. */
  readonly promotionCreditMonthly: Cents;
  /** A monthly trade-in's credit each month: its share of the months, at most what the promotion leaves. */
  readonly tradeInCreditMonthly: Cents;
  /** Credits taken off today's price. */
  readonly instantCredit: Cents;
  readonly dueToday: Cents;
  /** The device's part of the monthly bill, credits taken off; never below zero. */
  readonly dueMonthly: Cents;
}

/** Every part of one device's price: what is due today, what each month, and each credit. */
export function financing(input: DevicePriceInput): Financing {
  const { price, purchaseType, months = DEVICE_PAYMENT_MONTHS } = input;
  const downPayment = input.downPayment ?? 0;
  const promotionCredit = input.promotionCredit ?? 0;
  const tradeInCredit = input.tradeInCredit ?? 0;
  assertCents(price, 'price');
  assertCents(downPayment, 'down payment');
  assertCents(promotionCredit, 'promotion credit');
  assertCents(tradeInCredit, 'trade-in credit');
  if ([price, downPayment, promotionCredit, tradeInCredit].some((amount) => amount < 0))
    throw new MoneyError('A price, payment or credit cannot be negative.');
  if (purchaseType === 'fullRetail') {
    const instantCredit = Math.min(price, promotionCredit + tradeInCredit);
    return {
      purchaseType,
      price,
      months,
      downPayment: 0,
      financed: 0,
      deviceMonthly: 0,
      promotionCreditMonthly: 0,
      tradeInCreditMonthly: 0,
      instantCredit,
      dueToday: price - instantCredit,
      dueMonthly: 0,
    };
  }
  if (downPayment > price) throw new MoneyError('The down payment cannot be more than the price.');
  const monthlyTradeIn = (input.tradeInCreditKind ?? 'monthly') === 'monthly';
  // A trade-in taken at once pays the down payment first; the rest of it lowers what is financed.
  const instantCredit = monthlyTradeIn ? 0 : Math.min(downPayment, tradeInCredit);
  const financed = atLeastZero(price - downPayment - (monthlyTradeIn ? 0 : tradeInCredit - instantCredit));
  const deviceMonthly = monthlyShare(financed, months);
  // A credit comes off the device payment it is given against, never more: the month's credits are what they take off.
  const promotionCreditMonthly = Math.min(deviceMonthly, monthlyShare(promotionCredit, months));
  const tradeInCreditMonthly = monthlyTradeIn
    ? Math.min(deviceMonthly - promotionCreditMonthly, monthlyShare(tradeInCredit, months))
    : 0;
  return {
    purchaseType,
    price,
    months,
    downPayment,
    financed,
    deviceMonthly,
    promotionCreditMonthly,
    tradeInCreditMonthly,
    instantCredit,
    dueToday: downPayment - instantCredit,
    dueMonthly: deviceMonthly - promotionCreditMonthly - tradeInCreditMonthly,
  };
}
