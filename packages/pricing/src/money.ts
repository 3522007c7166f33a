/** An amount of money in whole cents (an integer): prices are added and spread in cents, never in dollars. */
export type Cents = number;

/** An amount that is not money: not a finite number, or not a whole number of cents. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** True for a `MoneyError`. */
export const isMoneyError = (error: unknown): error is MoneyError => error instanceof MoneyError;

/**
 * Dollars as the services send them (`829.99`) to whole cents, half a cent rounding away from zero. The product
 * by 100 is read to 15 significant digits first (what a double holds for sure), so `1.005` is 101 cents, not the
 * 100 its binary form gives, and an amount of hundreds of millions keeps its last cent.
 * @example toCents(829.99) // 82999
 */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new MoneyError(`${dollars} is not an amount of dollars.`);
  const hundredths = Number.parseFloat((Math.abs(dollars) * 100).toPrecision(15));
  const cents = Math.sign(dollars) * Math.round(hundredths);
  return cents === 0 ? 0 : cents;
}

/** Cents to dollars, as the services and the pages write them. */
export function toDollars(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/** True for a whole number of cents. */
export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

/** Throws a `MoneyError` unless `value` is a whole number of cents. */
export function assertCents(value: number, what = 'amount'): asserts value is Cents {
  if (!isCents(value)) throw new MoneyError(`The ${what} ${value} is not a whole number of cents.`);
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  return total;
}

/** An amount never below zero: a credit never makes a price negative. */
export const atLeastZero = (cents: Cents): Cents => Math.max(0, cents);
