import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_PAYMENT_MONTHS, financing, monthlyShare } from '../financing.js';
import { MoneyError } from '../money.js';

const cents = fc.integer({ min: 0, max: 500_000 });
const months = fc.integer({ min: 1, max: 60 });

describe('the one rounding rule: a monthly share is the exact share to the nearest cent, half a cent up', () => {
  it('a device payment runs 36 months', () => {
    expect(DEVICE_PAYMENT_MONTHS).toBe(36);
  });

  it.each([
    [82999, 36, 2306],
    [72000, 36, 2000],
    [69900, 36, 1942],
    [10000, 24, 417],
    [3618, 36, 101],
    [54, 36, 2],
    [0, 36, 0],
  ])('%s cents over %s months is %s a month', (total, term, share) => {
    expect(monthlyShare(total, term)).toBe(share);
  });

  it('a term that is not a whole number of months is refused', () => {
    expect(() => monthlyShare(100, 0)).toThrow(MoneyError);
    expect(() => monthlyShare(100, 1.5)).toThrow(MoneyError);
  });

  it('each share is within half a cent of the exact share, so the months come within half a cent each of the amount', () => {
    fc.assert(
      fc.property(cents, months, (total, term) => {
        const share = monthlyShare(total, term);
        return Number.isSafeInteger(share) && Math.abs(share - total / term) <= 0.5;
      }),
    );
  });
});

describe('financing, a price type of its own', () => {
  it('full retail is due today, less the promotion and an instant trade-in, and nothing monthly', () => {
    expect(financing({ price: 82999, purchaseType: 'fullRetail', promotionCredit: 10000 })).toMatchObject({
      dueToday: 72999,
      dueMonthly: 0,
      instantCredit: 10000,
      financed: 0,
    });
    expect(financing({ price: 5000, purchaseType: 'fullRetail', tradeInCredit: 9000 }).dueToday).toBe(0);
  });

  it('device payment: the down payment today, the rest over 36 months, credits off each month', () => {
    expect(
      financing({
        price: 82999,
        purchaseType: 'devicePayment',
        downPayment: 10000,
        promotionCredit: 20000,
        tradeInCredit: 18000,
      }),
    ).toEqual({
      purchaseType: 'devicePayment',
      price: 82999,
      months: 36,
      downPayment: 10000,
      financed: 72999,
      deviceMonthly: 2028,
      promotionCreditMonthly: 556,
      tradeInCreditMonthly: 500,
      instantCredit: 0,
      dueToday: 10000,
      dueMonthly: 972,
    });
  });

  it('an instant trade-in on device payment pays the down payment first, then lowers what is financed', () => {
    const financed = financing({
      price: 60000,
      purchaseType: 'devicePayment',
      downPayment: 5000,
      tradeInCredit: 12000,
      tradeInCreditKind: 'instant',
    });
    expect(financed).toMatchObject({ dueToday: 0, instantCredit: 5000, financed: 48000, deviceMonthly: 1333 });
  });

  it('credits never make a month or today negative', () => {
    expect(financing({ price: 3600, purchaseType: 'devicePayment', promotionCredit: 72000 }).dueMonthly).toBe(0);
  });

  it('a credit comes off the device payment it is given against, never more, so the month is its parts', () => {
    // $499 "on us" with a 30 % down payment: $349.30 financed is $9.70 a month, and the credit takes that, not $13.86.
    const terms = financing({
      price: 49900,
      purchaseType: 'devicePayment',
      downPayment: 14970,
      promotionCredit: 49900,
    });
    expect(terms).toMatchObject({ deviceMonthly: 970, promotionCreditMonthly: 970, dueMonthly: 0 });
    const both = financing({
      price: 49900,
      purchaseType: 'devicePayment',
      promotionCredit: 30000,
      tradeInCredit: 30000,
      tradeInCreditKind: 'monthly',
    });
    expect(both).toMatchObject({ deviceMonthly: 1386, promotionCreditMonthly: 833, tradeInCreditMonthly: 553 });
    expect(both.deviceMonthly - both.promotionCreditMonthly - both.tradeInCreditMonthly).toBe(both.dueMonthly);
  });

  it.each([
    [{ price: -1, purchaseType: 'fullRetail' }],
    [{ price: 1.5, purchaseType: 'fullRetail' }],
    [{ price: 100, purchaseType: 'devicePayment', downPayment: 200 }],
  ] as const)('refuses what is not a price: %j', (input) => {
    expect(() => financing(input)).toThrow(MoneyError);
  });

  it('over the term, the device payments come to what is financed; today and each month are whole, non-negative cents', () => {
    fc.assert(
      fc.property(
        cents,
        fc.nat({ max: 100 }),
        cents,
        cents,
        fc.constantFrom('monthly' as const, 'instant' as const),
        fc.constantFrom('devicePayment' as const, 'fullRetail' as const),
        (price, downShare, promotionCredit, tradeInCredit, tradeInCreditKind, purchaseType) => {
          const downPayment = Math.floor((price * downShare) / 100);
          const f = financing({ price, purchaseType, downPayment, promotionCredit, tradeInCredit, tradeInCreditKind });
          const whole = [f.dueToday, f.dueMonthly, f.financed, f.deviceMonthly].every(
            (v) => Number.isSafeInteger(v) && v >= 0,
          );
          return whole && Math.abs(f.deviceMonthly * f.months - f.financed) <= f.months / 2 && f.dueToday <= price;
        },
      ),
    );
  });
});
