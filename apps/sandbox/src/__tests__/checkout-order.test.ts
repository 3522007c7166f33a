import {
  CheckoutDetailsResponse,
  DeliveryOptionsResponse,
  DppAgreementResponse,
  OrderHistoryResponse,
  OrderResponse,
  TokenizeCardResponse,
  check,
  type CheckoutDetails,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTradeIn, readCart, serviceCaller, signIn, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';
import { expectNoSecret } from './secrets';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
const NOW = new Date('2026-11-24T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => NOW.getTime() });
});
afterAll(() => store.close());

const call = (...args: Parameters<ReturnType<typeof serviceCaller>>) => serviceCaller(app)(...args);

const pixel = DEVICES.find((d) => d.id === 'google-pixel-10')!;
const ADDRESS = { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' };
const CUSTOMER = {
  firstName: 'Paula',
  lastName: 'Prospect',
  email: 'paula@example.com',
  contactPhone: '2015550188',
  address: ADDRESS,
};
const SSN_APPROVED = '123-45-1111';

const details = async (cartId: string): Promise<CheckoutDetails> =>
  (await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId })).json.data;

/** A cart of one Pixel with a plan, its checkout started. */
async function cart(sku = pixel.skus[0]!.sku) {
  const added = await call('cartservice/cart/add-device', { deviceId: pixel.id, sku });
  const cartId: string = added.json.data.cartId;
  const planned = await call('cartservice/cart/save-cart', {
    cartId,
    lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }],
  });
  expect(planned.status).toBe(200);
  await details(cartId);
  return cartId;
}

/** A checkout taken up to payment: number, details, credit, agreement, e911, shipping. */
async function readyToPay(ssn = SSN_APPROVED, existing?: string) {
  const cartId = existing ?? (await cart());
  const { json: numbers } = await call('assignmtnservice/nse/retreive-npanxx', { zip: '10001' });
  await call('assignmtnservice/nse/assign-mtn', {
    cartId,
    lineId: 'L1',
    zip: '10001',
    mdn: numbers.data.numbers[0].mdn,
  });
  await call('orderprocessservice/checkoutapi/customer-info', { cartId, customer: CUSTOMER });
  await call('fraudservice/credit/nse/check', { cartId, ssn, dateOfBirth: '04/12/1988' });
  await call('orderprocessservice/checkoutapi/dpp-agreement', { cartId, lineId: 'L1', acceptedName: 'Paula Prospect' });
  await call('orderprocessservice/checkoutapi/e911', { cartId, address: ADDRESS });
  const shipped = await call('orderprocessservice/checkoutapi/save-delivery', {
    cartId,
    method: 'SHIPPING',
    optionId: 'STANDARD',
    address: ADDRESS,
  });
  expect(shipped.status).toBe(200);
  return cartId;
}

async function pay(cartId: string, cardNumber = '4111111111111111', giftCardTokens: string[] = []) {
  const token = await call('paymentservice/tokenize', {
    cardNumber,
    expiry: '08/29',
    cvv: cardNumber.startsWith('3') ? '1234' : '123',
    nameOnCard: 'Paula Prospect',
    billingZip: '10001',
  });
  expect(check(TokenizeCardResponse, token.json).ok).toBe(true);
  return call('paymentservice/authorize', { cartId, cardToken: token.json.data.token, giftCardTokens });
}

const submit = (cartId: string, key: string) =>
  call('orderprocessservice/checkoutapi/submit-order', { cartId }, { 'Idempotency-Key': key });

describe('the bot check (cartInfo.gRecaptchaResponse, spec 3.2)', () => {
  it('a cart started through the services carries its token; an order sent with another token is refused, with its own placed', async () => {
    const cartId = await readyToPay();
    await pay(cartId);
    const read = await readCart(app, cartId);
    const token = read.json.data.cartInfo.gRecaptchaResponse as string;
    expect(token).toMatch(/^rc_[0-9a-f]{48}$/);
    const send = (gRecaptchaResponse: string, key: string) =>
      call('orderprocessservice/checkoutapi/submit-order', { cartId, gRecaptchaResponse }, { 'Idempotency-Key': key });
    const refused = await send(`rc_${'0'.repeat(48)}`, 'order-key-bot-1');
    expect([refused.status, refused.json.errors[0].id]).toEqual([400, 'BOT_CHECK_FAILED']);
    expect((await send(token, 'order-key-bot-2')).status).toBe(201);
  });
});

describe('delivery by ZIP (spec 3.2, 8.6)', () => {
  it('10001 and 94105 have stores with stock and hours, and same-day delivery', async () => {
    const cartId = await cart();
    for (const zip of ['10001', '94105']) {
      const { json } = await call('orderprocessservice/checkoutapi/delivery-options', { cartId, zip });
      expect(check(DeliveryOptionsResponse, json).ok).toBe(true);
      expect(json.data.stores.length).toBeGreaterThan(0);
      expect(json.data.stores[0].hours).toHaveLength(7);
      expect(json.data.sameDay).toMatchObject({ available: true, sddErrorCode: null });
      expect(json.data.shipping.map((o: Json) => o.optionId)).toEqual(['STANDARD', 'TWO_DAY', 'OVERNIGHT']);
    }
  });

  it('59001 has no same-day delivery: code 10023', async () => {
    const { json } = await call('orderprocessservice/checkoutapi/delivery-options', {
      cartId: await cart(),
      zip: '59001',
    });
    expect(json.data.sameDay).toMatchObject({ available: false, sddErrorCode: '10023' });
    expect(json.data.stores).toEqual([]);
  });

  it('an item the same-day store does not stock answers 10027', async () => {
    const device = DEVICES.find((d) => d.skus.some((s) => !s.stock['ST-NYC-HSQ'] && !s.stock['ST-NYC-5AV']))!;
    const sku = device.skus.find((s) => !s.stock['ST-NYC-HSQ'] && !s.stock['ST-NYC-5AV'])!;
    const added = await call('cartservice/cart/add-device', { deviceId: device.id, sku: sku.sku });
    const cartId = added.json.data.cartId;
    const { json } = await call('orderprocessservice/checkoutapi/delivery-options', { cartId, zip: '10001' });
    expect(json.data.sameDay).toMatchObject({ available: false, sddErrorCode: '10027' });
  });
});

describe('e911: a real-looking address check', () => {
  it('an address whose city is not its ZIP’s answers a suggestion', async () => {
    const cartId = await readyToPay();
    const { status, json } = await call('orderprocessservice/checkoutapi/e911', {
      cartId,
      address: { ...ADDRESS, city: 'Albany' },
    });
    expect(status).toBe(400);
    expect(json.errors[0].id).toBe('ADDRESS_NOT_FOUND');
    expect(json.data.suggestions).toEqual([{ ...ADDRESS, city: 'New York' }]);
  });
  it('a post-office box is not a place a 911 call can be sent to', async () => {
    const { status, json } = await call('orderprocessservice/checkoutapi/e911', {
      cartId: await cart(),
      address: { ...ADDRESS, line1: 'PO Box 12' },
    });
    expect(status).toBe(400);
    expect(json.errors[0].name).toBe('address.line1');
  });
});

describe('the device payment agreement', () => {
  it('is read with its terms, and signed with the customer’s typed name only', async () => {
    const cartId = await cart();
    await call('orderprocessservice/checkoutapi/customer-info', { cartId, customer: CUSTOMER });
    await call('fraudservice/credit/nse/check', { cartId, ssn: '123-45-2222', dateOfBirth: '04/12/1988' });
    const read = await call('orderprocessservice/checkoutapi/dpp-agreement', { cartId, lineId: 'L1' });
    expect(check(DppAgreementResponse, read.json).ok).toBe(true);
    expect(read.json.data.downPayment).toBeCloseTo(pixel.skus[0]!.salePrice * 0.3, 2);
    const wrong = await call('orderprocessservice/checkoutapi/dpp-agreement', {
      cartId,
      lineId: 'L1',
      acceptedName: 'Someone Else',
    });
    expect(wrong.json.errors[0].id).toBe('SIGNATURE_MISMATCH');
    const signed = await call('orderprocessservice/checkoutapi/dpp-agreement', {
      cartId,
      lineId: 'L1',
      acceptedName: ' paula  prospect ',
    });
    expect(signed.json.data.agreements).toEqual([{ lineId: 'L1', deviceName: 'Google Pixel 10', accepted: true }]);
    expect(signed.json.data.pendingSteps['DOWN_PAYMENT']).toBeDefined();
  });
  it('a customer not eligible for device payment (5555) buys outright, and has no agreement to sign', async () => {
    const cartId = await cart();
    await call('orderprocessservice/checkoutapi/customer-info', { cartId, customer: CUSTOMER });
    const credit = await call('fraudservice/credit/nse/check', {
      cartId,
      ssn: '123-45-5555',
      dateOfBirth: '04/12/1988',
    });
    expect(credit.json.data.pendingSteps['DPP_AGREEMENT']).toEqual({ items: [{ id: 'L1' }] });
    const outright = await call('orderprocessservice/checkoutapi/full-retail', { cartId });
    expect(outright.json.data.pendingSteps['DPP_AGREEMENT']).toBeUndefined();
    expect(outright.json.data.amounts.lines[0]).toMatchObject({
      purchaseType: 'fullRetail',
      deviceToday: pixel.skus[0]!.salePrice,
    });
    expect(outright.json.data.amounts.dueToday).toBeGreaterThan(pixel.skus[0]!.salePrice);
  });
});

describe('payment: tokens only after the card is typed once', () => {
  it.each([
    ['4000000000000002', 402, 'CARD_DECLINED'],
    ['4000000000009995', 402, 'INSUFFICIENT_FUNDS'],
    ['4000000000000127', 402, 'CVV_MISMATCH'],
    ['4000000000000069', 402, 'CARD_EXPIRED'],
  ])('card %s is refused: %i %s', async (card, status, id) => {
    const paid = await pay(await readyToPay(), card);
    expect(paid.status).toBe(status);
    expect(paid.json.errors[0].id).toBe(id);
  });

  it.each(['4111111111111111', '5555555555554444', '378282246310005'])('card %s approves', async (card) => {
    const paid = await pay(await readyToPay(), card);
    expect(paid.status).toBe(200);
    expect(paid.json.data.payment.card.last4).toBe(card.slice(-4));
    expect(paid.json.data.pendingSteps['PAYMENT']).toBeUndefined();
  });

  it('4000000000000119 answers HTTP 500 once, then approves', async () => {
    const cartId = await readyToPay();
    const token = await call('paymentservice/tokenize', {
      cardNumber: '4000 0000 0000 0119',
      expiry: '08/29',
      cvv: '123',
      nameOnCard: 'Paula Prospect',
      billingZip: '10001',
    });
    const body = { cartId, cardToken: token.json.data.token, giftCardTokens: [] };
    expect((await call('paymentservice/authorize', body)).status).toBe(500);
    expect((await call('paymentservice/authorize', body)).status).toBe(200);
  });

  it('4000000000000341 cannot be encrypted: HTTP 500 PIE_ENCRYPTION, and no token is kept', async () => {
    const { status, json } = await call('paymentservice/tokenize', {
      cardNumber: '4000 0000 0000 0341',
      expiry: '08/29',
      cvv: '123',
      nameOnCard: 'Paula Prospect',
      billingZip: '10001',
    });
    expect(status).toBe(500);
    expect(json.errors.map((e: Json) => e.id)).toEqual(['PIE_ENCRYPTION']);
    expect(json.data).toBeUndefined();
  });

  it('a wrong card is named field by field, and never tokenized', async () => {
    const { status, json } = await call('paymentservice/tokenize', {
      cardNumber: '4111111111111112',
      expiry: '01/20',
      cvv: '12',
      nameOnCard: 'Paula Prospect',
      billingZip: '1000',
    });
    expect(status).toBe(400);
    expect(json.errors.map((e: Json) => e.name)).toEqual(['cardNumber', 'expiry', 'cvv', 'billingZip']);
  });

  it('gift card 6006491234567890 (PIN 1234) pays $100 first, the card the rest; 6006490000000000 holds nothing', async () => {
    const empty = await call('paymentservice/giftcard/balance', { number: '6006490000000000', pin: '0000' });
    expect(empty.json.data.balance).toBe(0);
    const wrongPin = await call('paymentservice/giftcard/balance', { number: '6006491234567890', pin: '9999' });
    expect(wrongPin.json.errors[0].id).toBe('GIFT_CARD_PIN_MISMATCH');
    const gift = await call('paymentservice/giftcard/balance', { number: '6006 4912 3456 7890', pin: '1234' });
    expect(gift.json.data).toMatchObject({ last4: '7890' });
    const cartId = await readyToPay();
    const paid = await pay(cartId, '4111111111111111', [gift.json.data.token]);
    expect(paid.json.data.payment.giftCards).toEqual([
      { last4: '7890', amount: Math.min(100, paid.json.data.amounts.dueToday) },
    ]);
    // The amounts say what was taken from the gift card, and what the card pays of the rest.
    expect(paid.json.data.amounts.giftCards).toEqual(paid.json.data.payment.giftCards);
    const card = paid.json.data.payment.card;
    expect(paid.json.data.amounts.card).toEqual(
      card ? { amount: card.amount, brand: card.brand, last4: card.last4 } : { amount: 0, brand: null, last4: null },
    );
  });
});

describe('order submit: one order per idempotency key', () => {
  it('a cart that needs a change (a line with no plan) is not ordered', async () => {
    const added = await call('cartservice/cart/add-device', { deviceId: pixel.id, sku: pixel.skus[0]!.sku });
    const early = await submit(added.json.data.cartId, 'key-blocked-1');
    expect(early.json.errors[0].id).toBe('CHECKOUT_NOT_STARTED');
    const cartId = await readyToPay();
    await pay(cartId);
    await call('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: null }] });
    expect((await submit(cartId, 'key-blocked-2')).json.errors[0].id).toBe('CART_HAS_BLOCKERS');
  });

  it('needs an Idempotency-Key, and a complete checkout', async () => {
    const cartId = await readyToPay();
    expect((await call('orderprocessservice/checkoutapi/submit-order', { cartId })).json.errors[0].id).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const early = await submit(cartId, 'key-incomplete-1');
    expect(early.json.errors[0]).toMatchObject({ id: 'CHECKOUT_INCOMPLETE' });
  });

  it('the same key always answers the same order, even submitted at once; stock goes down, the cart closes', async () => {
    const cartId = await readyToPay();
    await pay(cartId);
    const before = (await store.stockSold()).get(`${pixel.skus[0]!.sku}@WAREHOUSE`) ?? 0;
    const answers = await Promise.all([submit(cartId, 'key-same-order-1'), submit(cartId, 'key-same-order-1')]);
    const again = await submit(cartId, 'key-same-order-1');
    const numbers = new Set([...answers, again].map((a) => a.json.data.orderNumber));
    expect(numbers.size).toBe(1);
    expect([...answers, again].map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(check(OrderResponse, again.json).ok).toBe(true);
    expect((await store.listOrders()).filter((o) => o.cartId === cartId)).toHaveLength(1);
    expect((await store.stockSold()).get(`${pixel.skus[0]!.sku}@WAREHOUSE`)).toBe(before + 1);
    const closed = await call('cartservice/cart/save-cart', {
      cartId,
      lines: [{ lineId: 'L1', planId: 'unlimited-plus' }],
    });
    expect(closed.json.errors[0].id).toBe('CART_CLOSED');
    const other = await submit(cartId, 'key-other-order-2');
    expect(other.json.errors[0].id).toBe('ORDER_ALREADY_PLACED');
  });

  it('an order is read back by number with the email or ZIP it was placed with, and not otherwise', async () => {
    const cartId = await readyToPay();
    await pay(cartId);
    const { json } = await submit(cartId, 'key-read-back-1');
    const orderNumber = json.data.orderNumber;
    const byEmail = await call('orderprocessservice/checkoutapi/order-details', {
      orderNumber,
      email: 'PAULA@example.com',
    });
    expect(byEmail.json.data.orderNumber).toBe(orderNumber);
    const byZip = await call('orderprocessservice/checkoutapi/order-details', { orderNumber, zip: '10001' });
    expect(byZip.status).toBe(200);
    const wrong = await call('orderprocessservice/checkoutapi/order-details', {
      orderNumber,
      email: 'someone@example.com',
    });
    expect(wrong.status).toBe(404);
  });

  it('the browser that placed an order reads it back with no proof, but a wrong email or ZIP is refused there too', async () => {
    const cartId = await readyToPay();
    await pay(cartId);
    const placed = await call(
      'orderprocessservice/checkoutapi/submit-order',
      { cartId },
      { 'Idempotency-Key': 'key-own-1' },
    );
    const orderNumber = placed.json.data.orderNumber;
    const own = { Cookie: `lastOrderCart=${cartId}` };
    expect((await call('orderprocessservice/checkoutapi/order-details', { orderNumber }, own)).status).toBe(200);
    for (const proof of [{ zip: '99999' }, { email: 'someone@example.com' }])
      expect((await call('orderprocessservice/checkoutapi/order-details', { orderNumber, ...proof }, own)).status).toBe(
        404,
      );
  });

  it('the browser whose order answer was lost still holds the cart: it reads the order back by its cart; another cart is refused', async () => {
    const cartId = await readyToPay();
    await pay(cartId);
    const placed = await call(
      'orderprocessservice/checkoutapi/submit-order',
      { cartId },
      { 'Idempotency-Key': 'key-lost-answer-1' },
    );
    const orderNumber = placed.json.data.orderNumber;
    const holdingTheCart = { Cookie: `cartId=${cartId}` };
    expect((await call('orderprocessservice/checkoutapi/order-details', { orderNumber }, holdingTheCart)).status).toBe(
      200,
    );
    const otherCart = { Cookie: 'cartId=CART-NOT-THIS-ONE' };
    expect((await call('orderprocessservice/checkoutapi/order-details', { orderNumber }, otherCart)).status).toBe(404);
    expect((await call('orderprocessservice/checkoutapi/order-details', { orderNumber })).status).toBe(404);
  });

  it('an order keeps the trade-in that came with its phone, and its totals take the credit', async () => {
    const { tradeIn, cookie } = await completeTradeIn(app, 'instant');
    const cartId = await cart();
    const before = await details(cartId);
    const saved = await call(
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', tradeIn: { tradeInNumber: tradeIn.tradeInNumber } }] },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(200);
    await readyToPay(SSN_APPROVED, cartId);
    await pay(cartId);
    const { json } = await submit(cartId, 'key-trade-in-1');
    expect(check(OrderResponse, json).ok).toBe(true);
    expect(json.data.lines[0].tradeIn).toEqual({
      tradeInNumber: tradeIn.tradeInNumber,
      make: 'Apple',
      model: 'iPhone 13',
      credit: tradeIn.credit,
    });
    // An instant credit lowers what is financed: the monthly total is lower by the credit over 36 months.
    expect(json.data.amounts.dueMonthly).toBeCloseTo(before.amounts.dueMonthly - tradeIn.credit.total / 36, 1);
    expect((await store.getOrder(json.data.orderNumber))!.order.lines[0]!.tradeIn?.tradeInNumber).toBe(
      tradeIn.tradeInNumber,
    );
    // The trade-in went with this order: the browser's next cart is not offered it.
    const next = await call(
      'cartservice/cart/add-device',
      { deviceId: pixel.id, sku: pixel.skus[0]!.sku },
      { Cookie: cookie },
    );
    expect(next.json.data.lineDetails.tradeInDetail.available).toBeUndefined();
  });

  it('nothing private is stored: no card number, CVV, SSN or date of birth in the order, cart or tokens', async () => {
    const cartId = await readyToPay('123-45-6789');
    await pay(cartId, '5555555555554444');
    const { json } = await submit(cartId, 'key-private-1');
    const stored = JSON.stringify([await store.getOrder(json.data.orderNumber), await store.getCart(cartId)]);
    const tokens = JSON.stringify(
      await Promise.all((await store.getOrder(json.data.orderNumber))!.paymentTokens.map((t) => store.getToken(t))),
    );
    expectNoSecret(stored + tokens, [
      '5555555555554444',
      '555555555555',
      '123456789',
      '123-45-6789',
      '04/12/1988',
      '"123"',
    ]);
  });
});

describe('the checkout answer', () => {
  it('carries what each step recorded and the totals, by its contract', async () => {
    const cartId = await readyToPay();
    const { json } = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(check(CheckoutDetailsResponse, json).ok).toBe(true);
    expect(Object.keys(json.data.pendingSteps)).toEqual(['PAYMENT']);
    expect(json.data.delivery).toMatchObject({ method: 'SHIPPING', optionId: 'STANDARD' });
    expect(json.data.amounts.tax).toMatchObject({ region: 'NY', estimated: false });
    expect(json.data.amounts.tax.amount).toBeGreaterThan(0);
  });
});

describe('who checks out: a signed-in customer upgrading (EUP) or adding a line (AAL)', () => {
  async function customerCart(intendType: 'EUP' | 'AAL') {
    const Cookie = await signIn(app, 'postpay');
    const added = await call(
      'cartservice/cart/add-device',
      {
        deviceId: pixel.id,
        sku: pixel.skus[0]!.sku,
        intendType,
        ...(intendType === 'EUP' ? { upgradeMtn: '2015550111' } : {}),
      },
      { Cookie },
    );
    const cartId: string = added.json.data.cartId;
    await call(
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] },
      { Cookie },
    );
    return (await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId }, { Cookie })).json.data;
  }

  it('an upgrade keeps its number and the account’s credit: the agreement, delivery and payment are left', async () => {
    const details = await customerCart('EUP');
    expect(details.intendType).toBe('EUP');
    expect(details.customer).toMatchObject({ firstName: 'Paula', lastName: 'Postpay', contactPhone: '2015550111' });
    expect(Object.keys(details.pendingSteps)).toEqual(['DPP_AGREEMENT', 'SHIPPING', 'PAYMENT']);
  });

  it('an upgrade keeps the number of the line it upgrades, in the checkout and in the order', async () => {
    const details = await customerCart('EUP');
    expect(details.lines).toEqual([
      expect.objectContaining({ lineId: 'L1', number: { kind: 'upgrade', mdn: '2015550111' } }),
    ]);
  });

  it('an added line takes a number, a credit check and an e911 address, with the account holder’s details', async () => {
    const details = await customerCart('AAL');
    expect(details.customer?.email).toBe('paula.postpay@example.com');
    expect(Object.keys(details.pendingSteps)).toEqual([
      'NUMBER_SELECTION',
      'CREDIT_CHECK',
      'E911',
      'SHIPPING',
      'PAYMENT',
    ]);
  });
});

describe('order history: the signed-in customer’s orders', () => {
  /** An upgrade by a signed-in customer, taken to its order: agreement, shipping, payment, submit. */
  async function upgradeOrder(Cookie: string, key: string) {
    const added = await call(
      'cartservice/cart/add-device',
      { deviceId: pixel.id, sku: pixel.skus[0]!.sku, intendType: 'EUP', upgradeMtn: '2015550111' },
      { Cookie },
    );
    const placed = await placeUpgrade(Cookie, added.json.data.cartId, key);
    expect(placed.status).toBe(201);
    return placed.json.data.orderNumber as string;
  }
  /** An upgrade's cart taken to its order: agreement, shipping, payment, submit. */
  async function placeUpgrade(Cookie: string, cartId: string, key: string) {
    await call(
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] },
      { Cookie },
    );
    await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId }, { Cookie });
    await call(
      'orderprocessservice/checkoutapi/dpp-agreement',
      { cartId, lineId: 'L1', acceptedName: 'Paula Postpay' },
      { Cookie },
    );
    await call(
      'orderprocessservice/checkoutapi/save-delivery',
      { cartId, method: 'SHIPPING', optionId: 'STANDARD', address: ADDRESS },
      { Cookie },
    );
    const token = await call('paymentservice/tokenize', {
      cardNumber: '4111111111111111',
      expiry: '08/29',
      cvv: '123',
      nameOnCard: 'Paula Postpay',
      billingZip: '10001',
    });
    await call(
      'paymentservice/authorize',
      { cartId, cardToken: token.json.data.token, giftCardTokens: [] },
      { Cookie },
    );
    return call('orderprocessservice/checkoutapi/submit-order', { cartId }, { Cookie, 'Idempotency-Key': key });
  }
  const history = async (Cookie?: string) => {
    const res = await app.request('/soe/digital/orderprocessservice/checkoutapi/order-history', {
      headers: Cookie ? { Cookie } : {},
    });
    return { status: res.status, json: (await res.json()) as Json };
  };

  it('lists the orders the customer placed signed in, and not a prospect’s', async () => {
    const Cookie = await signIn(app, 'postpay');
    const orderNumber = await upgradeOrder(Cookie, 'history-upgrade-0001');
    const prospectCart = await readyToPay();
    await pay(prospectCart);
    const prospectOrder = (await submit(prospectCart, 'history-prospect-0001')).json.data.orderNumber as string;
    const { status, json } = await history(Cookie);
    expect(status).toBe(200);
    expect(check(OrderHistoryResponse, json).ok).toBe(true);
    const numbers = json.data.orders.map((o: Json) => o.orderNumber);
    expect(numbers).toContain(orderNumber);
    expect(numbers).not.toContain(prospectOrder);
    expect(json.data.orders[0]).toMatchObject({ intendType: 'EUP', lines: [{ deviceName: 'Google Pixel 10' }] });
    // Another customer sees none of them.
    expect((await history(await signIn(app, 'joint'))).json.data.orders).toEqual([]);
  });

  it('"an early upgrade once paid off and ordered is not offered again, and the service refuses a second payoff of the same line"', async () => {
    const Cookie = await signIn(app, 'postpay');
    const landing = async () =>
      (await call('accountlandingservice/landing', {}, { Cookie })).json.data.customer.lines.find(
        (l: Json) => l.mtn === '2015550121',
      );
    expect(await landing()).toMatchObject({ upgradeEligible: false, deviceBalance: 412.5 });
    const early = () =>
      call(
        'cartservice/cart/add-device',
        { deviceId: pixel.id, sku: pixel.skus[0]!.sku, intendType: 'EUP', upgradeMtn: '2015550121', payOff: true },
        { Cookie },
      );
    const first = await early();
    // A second cart with the same payoff, made before the first is ordered.
    const second = await early();
    expect(second.status).toBe(200);
    const placed = await placeUpgrade(Cookie, first.json.data.cartId, 'early-upgrade-0001');
    expect(placed.status).toBe(201);

    const line = await landing();
    expect(line).toMatchObject({
      device: 'Google Pixel 10',
      upgradeEligible: false,
      upgradeOrdered: { orderNumber: placed.json.data.orderNumber },
    });
    // The line's new phone and its payments are the line's now, not the balance that was paid off.
    expect(line.deviceBalance).not.toBe(412.5);
    const again = await early();
    expect([again.status, again.json.errors[0].id]).toEqual([400, 'UPGRADE_ALREADY_ORDERED']);
    const late = await placeUpgrade(Cookie, second.json.data.cartId, 'early-upgrade-0002');
    expect([late.status, late.json.errors[0].id]).toEqual([400, 'UPGRADE_ALREADY_ORDERED']);
    // The same key answers the order it placed, as ever.
    expect((await submit(first.json.data.cartId, 'early-upgrade-0001')).json.data.orderNumber).toBe(
      placed.json.data.orderNumber,
    );
  });

  it('"DELETE /__sandbox/early-upgrades/{customerId} forgets the customer\'s early upgrades: their lines are as described again"', async () => {
    const Cookie = await signIn(app, 'postpay');
    const landing = async () =>
      (await call('accountlandingservice/landing', {}, { Cookie })).json.data.customer.lines.find(
        (l: Json) => l.mtn === '2015550121',
      );
    const forget = () => app.request('/__sandbox/early-upgrades/C-100001', { method: 'DELETE' });
    await forget();
    const added = await call(
      'cartservice/cart/add-device',
      { deviceId: pixel.id, sku: pixel.skus[0]!.sku, intendType: 'EUP', upgradeMtn: '2015550121', payOff: true },
      { Cookie },
    );
    expect((await placeUpgrade(Cookie, added.json.data.cartId, 'forget-upgrade-0001')).status).toBe(201);
    expect(await landing()).toMatchObject({ upgradeOrdered: expect.anything() });
    expect((await forget()).status).toBe(204);
    const line = await landing();
    expect(line).toMatchObject({ device: 'Samsung Galaxy S23', deviceBalance: 412.5 });
    expect(line.upgradeOrdered).toBeUndefined();
  });

  it('refuses a visitor who is not signed in, and a guest', async () => {
    expect((await history()).status).toBe(401);
    expect((await history(await signIn(app, 'guest'))).status).toBe(401);
  });
});

describe('checkoutapi/logDetails: what happened at checkout, for the order service’s log', () => {
  it('keeps each event, and nothing it was not meant to carry', async () => {
    const cartId = await cart();
    const logged = await call('orderprocessservice/checkoutapi/logDetails', {
      cartId,
      event: 'stepFailed',
      pageName: 'payment',
      flowName: 'nse',
      step: 'payment',
      errorId: 'CARD_DECLINED',
      cardNumber: '4000000000000002',
    });
    expect(logged.status).toBe(200);
    const events = JSON.stringify(await store.listCheckoutEvents());
    expect(events).toContain('CARD_DECLINED');
    expect(events).not.toContain('4000000000000002');
    const wrong = await call('orderprocessservice/checkoutapi/logDetails', {
      cartId,
      event: 'stepFailed',
      pageName: 'payment',
      flowName: 'nse',
      errorId: 'Your card 4000 was declined',
    });
    expect(wrong.status).toBe(400);
  });
});
