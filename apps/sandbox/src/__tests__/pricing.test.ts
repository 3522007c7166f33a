import { cartAnswerTotals, monthlyShare, toCents } from '@carrier/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION } from '../catalogue/catalogue.js';
import { addAccessories, addDevice, emptyCart, readCart, saveCart, type StoredCart } from '../carts/model.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const postpaid = PLANS.filter((plan) => plan.type === 'postpaid');

/** A line to add: a variant of a catalogue phone, how it is paid, and maybe a plan and protection. */
const line = fc.record({
  device: fc.integer({ min: 0, max: DEVICES.length - 1 }),
  sku: fc.nat(),
  purchaseType: fc.constantFrom('devicePayment' as const, 'fullRetail' as const),
  plan: fc.option(fc.integer({ min: 0, max: postpaid.length - 1 }), { nil: undefined }),
  protection: fc.option(fc.nat(), { nil: undefined }),
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
    cart = saveCart(
      cart,
      {
        cartId: cart.id,
        lines: [
          {
            lineId: added.lineId,
            ...(spec.plan === undefined ? {} : { planId: postpaid[spec.plan]!.id }),
            ...(spec.protection === undefined ? {} : { protectionId: options[spec.protection % options.length]!.id }),
          },
        ],
      },
      NOW,
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
});
