import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAmounts, taxOn, type AmountsInput } from '../amounts.js';
import { financing } from '../financing.js';

const NY = { rate: 0.08875, region: 'NY', estimated: false } as const;

describe('order amounts', () => {
  it("a device's full price is taxed today, even when the device is paid monthly", () => {
    const amounts = orderAmounts({
      lines: [{ id: 'L1', device: { price: 129999, purchaseType: 'devicePayment' }, planMonthly: 8000 }],
      tax: NY,
    });
    // $1,299.99 at 8.875 % is $115.37: due today though nothing of the phone is.
    expect(amounts.lines[0]!.tax).toEqual({ base: 129999, amount: 11537 });
    expect(amounts.dueToday).toBe(11537);
    expect(amounts.dueMonthly).toBe(3611 + 8000);
  });

  it('every item of the order is in its amounts: lines, accessories, delivery, deposit and tax today', () => {
    const amounts = orderAmounts({
      lines: [
        {
          id: 'L1',
          device: { price: 109999, purchaseType: 'devicePayment', downPayment: 33000 },
          planMonthly: 7500,
          protectionMonthly: 1800,
          payoff: 41250,
        },
      ],
      accessories: [{ id: 'case', price: 2999, quantity: 1 }],
      tax: NY,
      delivery: 999,
      deposit: 25000,
    });
    expect(amounts.accessories).toEqual([
      { id: 'case', unitPrice: 2999, quantity: 1, amount: 2999, tax: { base: 2999, amount: 266 } },
    ]);
    expect(amounts.lines[0]!.dueToday).toBe(33000 + 41250);
    expect(amounts.tax).toEqual({ ...NY, base: 109999 + 2999, amount: 9762 + 266 });
    expect(amounts.dueToday).toBe(33000 + 41250 + 2999 + 999 + 25000 + 9762 + 266);
    expect(amounts.card).toBe(amounts.dueToday);
  });

  it("a promotion's credit on the plan (Friends and Family) comes off the plan each month, never below nothing", () => {
    const amounts = orderAmounts({
      lines: [
        { id: 'L1', device: { price: 0, purchaseType: 'fullRetail' }, planMonthly: 7500, planCreditMonthly: 1000 },
        { id: 'L2', device: { price: 0, purchaseType: 'fullRetail' }, planMonthly: 500, planCreditMonthly: 1000 },
      ],
      tax: NY,
    });
    expect(amounts.lines.map((l) => [l.planCreditMonthly, l.dueMonthly])).toEqual([
      [1000, 6500],
      [500, 0],
    ]);
    expect(amounts.dueMonthly).toBe(6500);
    expect(amounts.dueToday).toBe(0);
  });

  it('"prepaid is paid in advance": a prepaid plan\'s first month is due today as well as each month, and is not taxed', () => {
    const amounts = orderAmounts({
      lines: [
        { id: 'L1', device: { price: 19999, purchaseType: 'fullRetail' }, planMonthly: 4000, planInAdvance: true },
      ],
      tax: NY,
    });
    expect(amounts.lines[0]!.planToday).toBe(4000);
    expect(amounts.lines[0]!.dueToday).toBe(19999 + 4000);
    expect(amounts.tax).toEqual({ ...NY, base: 19999, amount: 1775 });
    expect(amounts.dueToday).toBe(19999 + 4000 + 1775);
    expect(amounts.dueMonthly).toBe(4000);
    const monthly = orderAmounts({
      lines: [{ id: 'L1', device: { price: 0, purchaseType: 'fullRetail' }, planMonthly: 4000 }],
      tax: NY,
    });
    expect(monthly.lines[0]!.planToday).toBe(0);
    expect(monthly.dueToday).toBe(0);
  });

  it('gift cards are taken first, in order, never more than they hold or than is due; the card pays the rest', () => {
    const input: AmountsInput = {
      lines: [],
      accessories: [{ id: 'charger', price: 4999, quantity: 3 }],
      tax: { rate: 0, region: 'MT', estimated: false },
    };
    const amounts = orderAmounts({
      ...input,
      giftCards: [
        { id: '7890', balance: 10000 },
        { id: '0000', balance: 0 },
        { id: '4321', balance: 10000 },
      ],
    });
    expect(amounts.giftCards).toEqual([
      { id: '7890', amount: 10000 },
      { id: '4321', amount: 4997 },
    ]);
    expect(amounts.card).toBe(0);
    expect(orderAmounts({ ...input, giftCards: [{ id: '7890', balance: 10000 }] }).card).toBe(4997);
  });

  it('tax is rounded to the nearest cent, half a cent up, item by item', () => {
    expect(taxOn(10000, 0.08875)).toEqual({ base: 10000, amount: 888 });
    expect(taxOn(200, 0.0625)).toEqual({ base: 200, amount: 13 });
    expect(taxOn(0, 0.07).amount).toBe(0);
    expect(() => taxOn(100, 1.5)).toThrow(/tax rate/);
    expect(() => taxOn(10.5, 0.07)).toThrow(/whole number of cents/);
  });

  it('refuses amounts that are not money', () => {
    expect(() => orderAmounts({ lines: [], tax: NY, delivery: -1 })).toThrow(/negative/);
    expect(() => orderAmounts({ lines: [], tax: NY, accessories: [{ id: 'a', price: 100, quantity: 1.5 }] })).toThrow(
      /quantity/,
    );
  });

  it('the parts always sum to the totals, whatever the order', () => {
    const line = fc.record({
      id: fc.string({ maxLength: 4 }),
      device: fc.record({
        price: fc.integer({ min: 0, max: 300_000 }),
        purchaseType: fc.constantFrom('devicePayment' as const, 'fullRetail' as const),
        promotionCredit: fc.integer({ min: 0, max: 100_000 }),
        tradeInCredit: fc.integer({ min: 0, max: 100_000 }),
        tradeInCreditKind: fc.constantFrom('monthly' as const, 'instant' as const),
      }),
      planMonthly: fc.integer({ min: 0, max: 20_000 }),
      planCreditMonthly: fc.integer({ min: 0, max: 3_000 }),
      protectionMonthly: fc.integer({ min: 0, max: 5_000 }),
      payoff: fc.integer({ min: 0, max: 100_000 }),
      planInAdvance: fc.boolean(),
    });
    const accessory = fc.record({
      id: fc.string({ maxLength: 4 }),
      price: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 0, max: 10 }),
    });
    const input = fc.record({
      lines: fc.array(line, { maxLength: 8 }),
      accessories: fc.array(accessory, { maxLength: 8 }),
      tax: fc.record({
        rate: fc.constantFrom(0, 0.0625, 0.07, 0.08875, 0.1035),
        region: fc.constant('X'),
        estimated: fc.boolean(),
      }),
      delivery: fc.integer({ min: 0, max: 2_500 }),
      deposit: fc.integer({ min: 0, max: 100_000 }),
      giftCards: fc
        .array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 3 })
        .map((balances) => balances.map((balance, i) => ({ id: `G${i}`, balance }))),
    });
    fc.assert(
      fc.property(input, (order) => {
        const amounts = orderAmounts(order);
        const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
        const taxes = [...amounts.lines, ...amounts.accessories].map((item) => item.tax.amount);
        expect(amounts.tax.amount).toBe(sum(taxes));
        expect(amounts.dueToday).toBe(
          sum(amounts.lines.map((l) => l.dueToday)) +
            sum(amounts.accessories.map((a) => a.amount)) +
            amounts.delivery +
            amounts.deposit +
            amounts.tax.amount,
        );
        expect(amounts.dueMonthly).toBe(sum(amounts.lines.map((l) => l.dueMonthly)));
        for (const [i, l] of amounts.lines.entries()) {
          const terms = financing(order.lines[i]!.device);
          expect(l.dueToday).toBe(terms.dueToday + order.lines[i]!.payoff + l.planToday);
          expect(l.planCreditMonthly).toBe(Math.min(order.lines[i]!.planCreditMonthly, l.planMonthly));
          expect(l.planToday).toBe(order.lines[i]!.planInAdvance ? l.planMonthly - l.planCreditMonthly : 0);
          // The month's rows add up: the device payment less the credits it gives.
          const f = l.financing;
          expect(f.deviceMonthly - f.promotionCreditMonthly - f.tradeInCreditMonthly).toBe(f.dueMonthly);
          expect(l.dueMonthly).toBe(terms.dueMonthly + l.planMonthly - l.planCreditMonthly + l.protectionMonthly);
        }
        expect(sum(amounts.giftCards.map((g) => g.amount)) + amounts.card).toBe(amounts.dueToday);
        expect(amounts.card).toBeGreaterThanOrEqual(0);
        for (const taken of amounts.giftCards)
          expect(taken.amount).toBeLessThanOrEqual(order.giftCards.find((g) => g.id === taken.id)!.balance);
      }),
    );
  });
});
