import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyError, isMoneyError, sumCents, toCents, toDollars } from '../money.js';

describe('money in whole cents', () => {
  it.each([
    [829.99, 82999],
    [19.42, 1942],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [0, 0],
    [-0, 0],
    [1e9, 100_000_000_000],
    // Read to fewer significant digits, the product by 100 (23881100306.45) came out as 23881100306.5.
    [238811003.0645, 23881100306],
  ])('dollars %s are %s cents, half a cent rounding away from zero', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%s dollars is not money', (value) => {
    expect(() => toCents(value)).toThrow(MoneyError);
    expect(isMoneyError(new MoneyError('x'))).toBe(true);
  });

  it('a fraction of a cent is not an amount', () => {
    expect(() => toDollars(1.5)).toThrow(MoneyError);
    expect(() => sumCents([1, 0.5])).toThrow('not a whole number of cents');
  });

  it('cents read back as dollars and to cents again are the same cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => toCents(toDollars(cents)) === cents));
  });

  it('any finite dollar amount becomes whole cents within half a cent of it', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (dollars) => {
        const cents = toCents(dollars);
        return Number.isSafeInteger(cents) && Math.abs(cents - dollars * 100) <= 0.5 + 1e-6;
      }),
    );
  });
});
