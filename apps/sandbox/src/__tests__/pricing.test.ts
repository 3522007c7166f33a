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
