import { cartAnswerTotals, monthlyShare, toCents } from '@carrier/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION } from '../catalogue/catalogue.js';
import {
  addAccessories,
  addDevice,
  emptyCart,
  readCart,
  saveCart,
  type LineTradeIn,
  type StoredCart,
} from '../carts/model.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const postpaid = PLANS.filter((plan) => plan.type === 'postpaid');

/** A line to add: a variant of a catalogue phone, how it is paid, and maybe a plan and protection. */
const line = fc.record({
  device: fc.integer({ min: 0, max: DEVICES.length - 1 }),
  sku: fc.nat(),
  purchaseType: fc.constantFrom('devicePayment' as const, 'fullRetail' as const),
  plan: fc.option(fc.integer({ min: 0, max: postpaid.length - 1 }), { nil: undefined }),
  protection: fc.option(fc.nat(), { nil: undefined }),
  tradeIn: fc.option(
    fc.record({
      kind: fc.constantFrom('instant' as const, 'promo' as const, 'prepaidCard' as const),
      total: fc.integer({ min: 1, max: 120_000 }).map((cents) => cents / 100),
    }),
    { nil: undefined },
  ),
});
const accessory = fc.record({
  index: fc.integer({ min: 0, max: ACCESSORIES.length - 1 }),
  quantity: fc.integer({ min: 1, max: 3 }),
});

/** A cart the sandbox keeps, made by the same changes the store sends. */
type Value<A> = A extends fc.Arbitrary<infer T> ? T : never;

function cartOf(lines: readonly Value<typeof line>[], items: readonly Value<typeof accessory>[]): StoredCart {
  let cart = emptyCart('CART-PROPERTY', true);
  for (const spec of lines) {
    const device = DEVICES[spec.device]!;
    const sku = device.skus[spec.sku % device.skus.length]!;
    cart = addDevice(cart, { deviceId: device.id, sku: sku.sku, purchaseType: spec.purchaseType });
    const added = cart.lines.at(-1)!;
    const options = PROTECTION[device.tier];
    // A trade-in the service completed, with the credit its customer chose.
    const number = `TR${String(cart.nextLine).padStart(8, '0')}`;
    const tradeIns = new Map<string, LineTradeIn>(
      spec.tradeIn
        ? [
            [
              number,
              {
                make: 'Apple',
                model: 'iPhone 13',
                storageGb: 128,
                condition: 'good',
                tradeInNumber: number,
                credit: spec.tradeIn.kind === 'promo' ? { ...spec.tradeIn, months: 36 } : spec.tradeIn,
              },
            ],
          ]
        : [],
    );
    cart = saveCart(
      cart,
      {
        cartId: cart.id,
        lines: [
          {
            lineId: added.lineId,
            ...(spec.plan === undefined ? {} : { planId: postpaid[spec.plan]!.id }),
            ...(spec.protection === undefined ? {} : { protectionId: options[spec.protection % options.length]!.id }),
            ...(spec.tradeIn === undefined ? {} : { tradeIn: { tradeInNumber: number } }),
          },
        ],
      },
      tradeIns,
    );
  }
  if (items.length > 0)
    cart = addAccessories(
      cart,
      items.map(({ index, quantity }) => ({ accessoryId: ACCESSORIES[index]!.id, quantity })),
    );
  return cart;
}

describe('cart totals (@carrier/pricing): the store and the sandbox agree', () => {
  it('the totals the store works out from a cart answer equal the totals the sandbox sends with it, for any cart', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.array(accessory, { maxLength: 4 }), (lines, items) => {
        const answer = readCart(cartOf(lines, items), NOW);
        expect(cartAnswerTotals(answer)).toEqual({
          dueToday: answer.cartInfo.dueToday,
          dueMonthly: answer.cartInfo.dueMonthly,
        });
      }),
      { numRuns: 200 },
    );
  });

  it("a device's monthly price is its sale price over 36 months to the nearest cent (pricing's one rule)", () => {
    for (const device of DEVICES)
      for (const sku of device.skus) expect(toCents(sku.monthlyPrice)).toBe(monthlyShare(toCents(sku.salePrice), 36));
  });
});

describe('honest prices: a conditional offer is an offer with its condition, never the price', () => {
  const pixel9a = DEVICES.find((d) => d.id === 'google-pixel-9a')!;
  const iphone = DEVICES.find((d) => d.id === 'apple-iphone-17-pro-max')!;

  it('a conditional offer ("on us with a new line", trade-in required) never lowers the sale price', () => {
    for (const device of [pixel9a, iphone]) {
      expect(device.promotions[0]?.condition).toBeDefined();
      for (const sku of device.skus) expect(sku.salePrice).toBe(sku.retailPrice);
    }
  });

  it('a new line gets the offer as monthly credits: the device comes to $0.00 a month, its price stays', () => {
    const sku = pixel9a.skus[0]!;
    const cart = addDevice(emptyCart('CART-NEW-LINE', true), {
      deviceId: pixel9a.id,
      sku: sku.sku,
      purchaseType: 'devicePayment',
    });
    const read = readCart(cart, NOW);
    const device = read.lineDetails.lineInfo[0]!.device;
    expect(device.price).toBe(sku.retailPrice);
    expect(device.promotionCredit).toBe(499);
    expect(read.cartInfo.dueMonthly).toBe(0);
    expect(cartAnswerTotals(read).dueMonthly).toBe(read.cartInfo.dueMonthly);
  });

  it('an upgrade is not a new line: no credit, the full monthly price', () => {
    const sku = pixel9a.skus[0]!;
    const cart = {
      ...addDevice(emptyCart('CART-UPGRADE', false), {
        deviceId: pixel9a.id,
        sku: sku.sku,
        purchaseType: 'devicePayment',
      }),
      intendType: 'EUP' as const,
    };
    const read = readCart(cart, NOW);
    expect(read.lineDetails.lineInfo[0]!.device.promotionCredit).toBeUndefined();
    expect(read.cartInfo.dueMonthly).toBe(sku.monthlyPrice);
  });

  it('a trade-in offer applies only to a line with a trade-in', () => {
    const sku = iphone.skus[0]!;
    const read = readCart(
      addDevice(emptyCart('CART-NO-TRADE', true), { deviceId: iphone.id, sku: sku.sku, purchaseType: 'devicePayment' }),
      NOW,
    );
    expect(read.lineDetails.lineInfo[0]!.device.promotionCredit).toBeUndefined();
    expect(read.cartValidationErrors.map((e) => e.code)).not.toContain('PROMO_APPLIED');
  });

  describe("a completed trade-in's credit (spec 2.3, 3.2): the cart prices the credit the customer chose", () => {
    const sku = iphone.skus[0]!;
    const number = 'TR12345678';
    const withTradeIn = (credit: NonNullable<LineTradeIn['credit']>) => {
      const cart = addDevice(
        emptyCart('CART-TRADE', true),
        { deviceId: iphone.id, sku: sku.sku, purchaseType: 'devicePayment', tradeInNumber: number },
        undefined,
        new Map([
          [
            number,
            { make: 'Apple', model: 'iPhone 13', storageGb: 128, condition: 'good', tradeInNumber: number, credit },
          ],
        ]),
      );
      return { cart, read: readCart(cart, NOW) };
    };
    const without = readCart(
      addDevice(emptyCart('CART-NONE', true), { deviceId: iphone.id, sku: sku.sku, purchaseType: 'devicePayment' }),
      NOW,
    );

    it("a promotion credit stands in for the phone's trade-in promotion: credited over 36 months, counted once", () => {
      const { read } = withTradeIn({ kind: 'promo', total: 830, monthly: 23.06, months: 36 });
      const device = read.lineDetails.lineInfo[0]!.device;
      expect(device.promotionCredit).toBeUndefined();
      expect(device).toMatchObject({ tradeInCredit: 830, tradeInCreditKind: 'monthly' });
      expect(read.cartInfo.dueMonthly).toBe(Math.round((without.cartInfo.dueMonthly - 23.06) * 100) / 100);
      expect(read.cartValidationErrors.map((e) => e.code)).toEqual(
        expect.arrayContaining(['PROMO_APPLIED', 'TRADE_IN_ADDED']),
      );
      expect(read.lineDetails.tradeInDetail.tradeInItems[0]).toMatchObject({ tradeInNumber: number, value: 830 });
      expect(cartAnswerTotals(read)).toEqual({
        dueToday: read.cartInfo.dueToday,
        dueMonthly: read.cartInfo.dueMonthly,
      });
    });

    it('an instant credit comes off what is financed, and the trade-in promotion does not apply as well', () => {
      const { read } = withTradeIn({ kind: 'instant', total: 360 });
      expect(read.lineDetails.lineInfo[0]!.device).toMatchObject({ tradeInCredit: 360, tradeInCreditKind: 'instant' });
      expect(read.cartInfo.dueMonthly).toBe(monthlyShare(toCents(sku.salePrice) - 36000) / 100);
      expect(read.cartValidationErrors.map((e) => e.code)).not.toContain('PROMO_APPLIED');
    });

    it('a prepaid card is mailed: no total changes', () => {
      const { read } = withTradeIn({ kind: 'prepaidCard', total: 360 });
      expect(read.lineDetails.lineInfo[0]!.device.tradeInCredit).toBeUndefined();
      expect(read.cartInfo).toMatchObject({
        dueToday: without.cartInfo.dueToday,
        dueMonthly: without.cartInfo.dueMonthly,
      });
      expect(read.lineDetails.tradeInDetail.tradeInItems).toHaveLength(1);
    });

    it('taking the trade-in off the line, or removing the phone, updates every total', () => {
      const { cart } = withTradeIn({ kind: 'instant', total: 360 });
      const off = readCart(saveCart(cart, { cartId: cart.id, lines: [{ lineId: 'L1', tradeIn: null }] }), NOW);
      expect(off.cartInfo).toMatchObject({
        dueToday: without.cartInfo.dueToday,
        dueMonthly: without.cartInfo.dueMonthly,
      });
      expect(off.lineDetails.tradeInDetail.tradeInItems).toEqual([]);
      const gone = readCart(saveCart(cart, { cartId: cart.id, lines: [{ lineId: 'L1', remove: true }] }), NOW);
      expect(gone.cartInfo).toMatchObject({ dueToday: 0, dueMonthly: 0 });
      expect(gone.lineDetails.tradeInDetail.tradeInItems).toEqual([]);
    });

    it('a trade-in this browser did not complete, or one on another line already, is refused', () => {
      expect(() =>
        addDevice(
          emptyCart('CART-OTHER', true),
          { deviceId: iphone.id, sku: sku.sku, tradeInNumber: 'TR99999999' },
          undefined,
          new Map(),
        ),
      ).toThrow(/could not find trade-in TR99999999/);
      const { cart } = withTradeIn({ kind: 'instant', total: 360 });
      const two = addDevice(cart, { deviceId: iphone.id, sku: sku.sku });
      expect(() =>
        saveCart(
          two,
          { cartId: two.id, lines: [{ lineId: 'L2', tradeIn: { tradeInNumber: number } }] },
          new Map([[number, cart.lines[0]!.tradeIn!]]),
        ),
      ).toThrow(/on another line/);
    });
  });
});
