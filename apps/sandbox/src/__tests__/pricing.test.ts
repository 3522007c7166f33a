import { monthlyShare, toCents, toDollars } from '@carrier/pricing';
import type { Cart } from '@carrier/service-contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION } from '../catalogue/catalogue.js';
import { addAccessories, addDevice, emptyCart, saveCart } from '../carts/model.js';
import { readCart } from '../carts/read.js';
import { type LineTradeIn, type StoredCart } from '../carts/stored.js';
import {
  acceptAgreement,
  acceptDownPayment,
  deliveryOptions,
  saveDelivery,
  saveE911,
  storesNear,
} from '../checkout/fulfilment.js';
import { assignNumber, creditCheck, internationalCreditCheck, numbersFor, saveCustomer } from '../checkout/model.js';
import { buildOrder } from '../checkout/orders.js';
import { splitPayment } from '../checkout/payment.js';

const CUSTOMER = {
  firstName: 'Paula',
  lastName: 'Prospect',
  email: 'paula@example.com',
  contactPhone: '2015550188',
  address: { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY' as const, zip: '10001' },
};

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

const sum = (values: readonly number[]) => toDollars(values.reduce((total, v) => total + toCents(v), 0));

/** The parts of a cart's or order's amounts add up to its totals, to the cent. */
function expectAddsUp(amounts: Cart['amounts']): void {
  const taxes = [...amounts.lines, ...amounts.accessories].map((item) => item.tax.amount);
  expect(amounts.tax.amount).toBe(sum(taxes));
  expect(amounts.dueToday).toBe(
    sum([
      ...amounts.lines.map((l) => l.dueToday),
      ...amounts.accessories.map((a) => a.amount),
      amounts.delivery?.amount ?? 0,
      amounts.deposit,
      amounts.tax.amount,
    ]),
  );
  for (const l of amounts.lines) {
    expect(l.dueToday).toBe(sum([l.deviceToday, l.payoff]));
    const credits = sum([l.promotionCreditMonthly, l.tradeInCreditMonthly]);
    const device = Math.max(0, toCents(l.deviceMonthly) - toCents(credits)) / 100;
    expect(l.dueMonthly).toBe(sum([device, l.plan?.monthly ?? 0, l.protection?.monthly ?? 0]));
  }
  expect(amounts.dueMonthly).toBe(sum(amounts.lines.map((l) => l.dueMonthly)));
  expect(sum([...amounts.giftCards.map((g) => g.amount), amounts.card.amount])).toBe(amounts.dueToday);
}

describe('one set of amounts (@carrier/pricing): what a cart comes to, part by part, computed once', () => {
  it('every item of any cart is in its amounts, the parts sum to the totals, and cartInfo says the same totals', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.array(accessory, { maxLength: 4 }), (lines, items) => {
        const answer = readCart(cartOf(lines, items), NOW);
        expect(answer.amounts.lines.map((l) => l.lineId)).toEqual(answer.lineDetails.lineInfo.map((l) => l.lineId));
        expect(answer.amounts.accessories.map((a) => [a.accessoryId, a.quantity])).toEqual(
          answer.accessories.map((a) => [a.accessoryId, a.quantity]),
        );
        expectAddsUp(answer.amounts);
        expect(answer.cartInfo).toMatchObject({
          dueToday: answer.amounts.dueToday,
          dueMonthly: answer.amounts.dueMonthly,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('an order keeps what the review showed: any cart taken through checkout has the same amounts as its order', () => {
    const checkout = fc.record({
      ssn: fc.constantFrom('123-45-1111', '123-45-2222', 'passport'),
      delivery: fc.constantFrom('STANDARD', 'OVERNIGHT', 'ISPU', 'SDD'),
      giftCards: fc.array(fc.integer({ min: 0, max: 150_000 }), { maxLength: 2 }),
    });
    const planned = line.map((l) => ({ ...l, plan: l.plan ?? 0 }));
    fc.assert(
      fc.property(
        fc.array(planned, { minLength: 1, maxLength: 3 }),
        fc.array(accessory, { maxLength: 3 }),
        checkout,
        (lines, items, steps) => {
          let cart = cartOf(lines, items);
          cart = saveCustomer(cart, CUSTOMER, NOW);
          cart = steps.ssn === 'passport' ? internationalCreditCheck(cart, NOW) : creditCheck(cart, steps.ssn, NOW);
          if (cart.checkout?.credit?.decision === 'APPROVED_WITH_DOWN_PAYMENT') cart = acceptDownPayment(cart);
          for (const l of cart.lines.filter((l) => l.purchaseType === 'devicePayment'))
            cart = acceptAgreement(cart, l.lineId, 'Paula Prospect', NOW);
          cart.lines.forEach((l, i) => {
            cart = assignNumber(cart, l.lineId, '10001', numbersFor('10001')[i]!, NOW);
          });
          cart = saveE911(cart, CUSTOMER.address);
          const sold = new Map<string, number>();
          const pickup = storesNear(cart, '10001', sold, NOW).find((store) => store.inStock);
          const sameDay = deliveryOptions(cart, '10001', sold, NOW).sameDay.available;
          const address = CUSTOMER.address;
          cart =
            steps.delivery === 'ISPU' && pickup
              ? saveDelivery(cart, { method: 'ISPU', storeId: pickup.storeId }, sold, NOW)
              : steps.delivery === 'SDD' && sameDay
                ? saveDelivery(cart, { method: 'SDD', address }, sold, NOW)
                : saveDelivery(
                    cart,
                    {
                      method: 'SHIPPING',
                      optionId: steps.delivery === 'OVERNIGHT' ? 'OVERNIGHT' : 'STANDARD',
                      address,
                    },
                    sold,
                    NOW,
                  );
          const due = toCents(readCart(cart, NOW).amounts.dueToday);
          const gifts = steps.giftCards.map((balanceCents, i) => ({
            kind: 'giftCard' as const,
            token: `gft_${i}`,
            last4: `000${i}`,
            balanceCents,
          }));
          const split = splitPayment(due, gifts);
          cart = {
            ...cart,
            checkout: {
              ...cart.checkout!,
              payment: {
                amountCents: due,
                cardToken: split.cardCents > 0 ? 'tok_1' : null,
                giftCardTokens: split.giftCards.map((g) => ({ token: g.record.token, cents: g.cents })),
                summary: {
                  card:
                    split.cardCents > 0 ? { brand: 'visa', last4: '1111', amount: toDollars(split.cardCents) } : null,
                  giftCards: split.giftCards.map((g) => ({ last4: g.record.last4, amount: toDollars(g.cents) })),
                  authorizationId: 'AUTH-1',
                },
              },
            },
          };
          const review = readCart(cart, NOW).amounts;
          expectAddsUp(review);
          expect(review.tax).toMatchObject({ estimated: false, region: 'NY' });
          const order = buildOrder(cart, NOW, 'MW00000001').order.order;
          expect(order.amounts).toEqual(review);
          expect(order.amounts.card.amount).toBe(order.payment.card?.amount ?? 0);
          expect(order.amounts.giftCards).toEqual(order.payment.giftCards);
        },
      ),
      { numRuns: 60 },
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
    expect(read.amounts.dueMonthly).toBe(read.cartInfo.dueMonthly);
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
      expectAddsUp(read.amounts);
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
