import { describe, expect, it } from 'vitest';
import { orderAmounts, type AmountsLineInput } from '../amounts.js';

// Where no sales tax applies, what a cart comes to is its devices, plans, protection, accessories and payoffs alone.
const UNTAXED = { rate: 0, region: 'MT', estimated: false } as const;
const totals = (
  lines: readonly AmountsLineInput[],
  accessories: { id: string; price: number; quantity: number }[] = [],
) => {
  const { dueToday, dueMonthly } = orderAmounts({ lines, accessories, tax: UNTAXED });
  return { dueToday, dueMonthly };
};

describe('what a cart comes to', () => {
  it('devices by their financing, plans and protection monthly, accessories today', () => {
    expect(
      totals(
        [
          {
            id: 'L1',
            device: { price: 69900, purchaseType: 'devicePayment' },
            planMonthly: 6500,
            protectionMonthly: 1700,
          },
          { id: 'L2', device: { price: 42999, purchaseType: 'fullRetail' }, planMonthly: 6500 },
        ],
        [{ id: 'case', price: 2499, quantity: 2 }],
      ),
    ).toEqual({ dueToday: 42999 + 4998, dueMonthly: 1942 + 6500 + 1700 + 6500 });
  });

  it('an early upgrade pays off the balance of the phone it replaces today, and nothing more each month', () => {
    const upgrade = { id: 'L1', device: { price: 69900, purchaseType: 'devicePayment' as const }, planMonthly: 6500 };
    const paidOff = totals([{ ...upgrade, payoff: 41250 }]);
    expect(paidOff.dueToday).toBe(41250);
    expect(paidOff.dueMonthly).toBe(totals([upgrade]).dueMonthly);
    expect(() => totals([{ ...upgrade, payoff: 12.5 }])).toThrow(/payoff/);
  });

  it("a trade-in's credit on a line: a promotion credit comes off each month, an instant credit off what is financed", () => {
    const line = (tradeIn: { tradeInCredit?: number; tradeInCreditKind?: 'monthly' | 'instant' }) =>
      totals([{ id: 'L1', device: { price: 82999, purchaseType: 'devicePayment', ...tradeIn }, planMonthly: 8000 }]);
    expect(line({})).toEqual({ dueToday: 0, dueMonthly: 10306 });
    // $350 over 36 months is $9.72 a month off the bill's $23.06 device payment.
    expect(line({ tradeInCredit: 35000, tradeInCreditKind: 'monthly' })).toEqual({ dueToday: 0, dueMonthly: 9334 });
    // $350 at once: $479.99 is financed, $13.33 a month.
    expect(line({ tradeInCredit: 35000, tradeInCreditKind: 'instant' })).toEqual({ dueToday: 0, dueMonthly: 9333 });
    // A credit with no kind is a promotion credit, over the months.
    expect(line({ tradeInCredit: 35000 })).toEqual(line({ tradeInCredit: 35000, tradeInCreditKind: 'monthly' }));
  });
});
