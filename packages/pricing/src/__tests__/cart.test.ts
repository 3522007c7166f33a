import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartAnswerTotals, cartTotals } from '../cart.js';
import { financing } from '../financing.js';

describe('cart totals', () => {
  it('devices by their financing, plans and protection monthly, accessories today', () => {
    const totals = cartTotals({
      lines: [
        { device: { price: 69900, purchaseType: 'devicePayment' }, planMonthly: 6500, protectionMonthly: 1700 },
        { device: { price: 42999, purchaseType: 'fullRetail' }, planMonthly: 6500 },
      ],
      accessories: [{ price: 2499, quantity: 2 }],
    });
    expect(totals.dueToday).toBe(42999 + 4998);
    expect(totals.dueMonthly).toBe(1942 + 6500 + 1700 + 6500);
  });

  it('reads a cart answer in dollars and gives its totals in dollars', () => {
    expect(
      cartAnswerTotals({
        lineDetails: {
          lineInfo: [
            {
              device: { purchaseType: 'devicePayment', price: 829.99 },
              serviceInfo: { planMonthly: 80 },
              protection: { monthlyPrice: 17 },
            },
          ],
        },
        accessories: [{ price: 49.99, quantity: 1 }],
      }),
    ).toEqual({ dueToday: 49.99, dueMonthly: 120.06 });
  });

  it('an early upgrade pays off the balance of the phone it replaces today, and nothing more each month', () => {
    const upgrade = { device: { price: 69900, purchaseType: 'devicePayment' as const }, planMonthly: 6500 };
    const totals = cartTotals({ lines: [{ ...upgrade, payoff: 41250 }] });
    expect(totals.dueToday).toBe(41250);
    expect(totals.dueMonthly).toBe(cartTotals({ lines: [upgrade] }).dueMonthly);
    expect(() => cartTotals({ lines: [{ ...upgrade, payoff: 12.5 }] })).toThrow(/payoff/);
    expect(
      cartAnswerTotals({
        lineDetails: {
          lineInfo: [
            {
              device: { purchaseType: 'devicePayment', price: 699 },
              serviceInfo: { planMonthly: 65 },
              protection: null,
              upgrade: { payoff: 412.5 },
            },
          ],
        },
        accessories: [],
      }).dueToday,
    ).toBe(412.5);
  });

  it("a trade-in's credit on a line: a promotion credit comes off each month, an instant credit off what is financed", () => {
    const answer = (tradeIn: { tradeInCredit?: number; tradeInCreditKind?: 'monthly' | 'instant' }) =>
      cartAnswerTotals({
        lineDetails: {
          lineInfo: [
            {
              device: { purchaseType: 'devicePayment', price: 829.99, ...tradeIn },
              serviceInfo: { planMonthly: 80 },
              protection: null,
            },
          ],
        },
        accessories: [],
      });
    const none = answer({});
    expect(none).toEqual({ dueToday: 0, dueMonthly: 103.06 });
    // $350 over 36 months is $9.72 a month off the bill's $23.06 device payment.
    expect(answer({ tradeInCredit: 350, tradeInCreditKind: 'monthly' })).toEqual({ dueToday: 0, dueMonthly: 93.34 });
    // $350 at once: $479.99 is financed, $13.33 a month.
    expect(answer({ tradeInCredit: 350, tradeInCreditKind: 'instant' })).toEqual({ dueToday: 0, dueMonthly: 93.33 });
    // A credit with no kind is a promotion credit, over the months.
    expect(answer({ tradeInCredit: 350 })).toEqual(answer({ tradeInCredit: 350, tradeInCreditKind: 'monthly' }));
  });

  it('is the sum of its parts, in whole cents, whatever the cart', () => {
    const line = fc.record({
      device: fc.record({
        price: fc.integer({ min: 0, max: 300_000 }),
        purchaseType: fc.constantFrom('devicePayment' as const, 'fullRetail' as const),
      }),
      planMonthly: fc.integer({ min: 0, max: 20_000 }),
      protectionMonthly: fc.integer({ min: 0, max: 5_000 }),
    });
    const accessory = fc.record({
      price: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 0, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.array(accessory, { maxLength: 10 }), (lines, accessories) => {
        const totals = cartTotals({ lines, accessories });
        const today =
          lines.reduce((sum, l) => sum + financing(l.device).dueToday, 0) +
          accessories.reduce((sum, a) => sum + a.price * a.quantity, 0);
        const monthly = lines.reduce(
          (sum, l) => sum + financing(l.device).dueMonthly + l.planMonthly + l.protectionMonthly,
          0,
        );
        return totals.dueToday === today && totals.dueMonthly === monthly && Number.isSafeInteger(totals.dueMonthly);
      }),
    );
  });
});
