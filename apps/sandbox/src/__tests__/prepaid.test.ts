import {
  PrepaidCartResponse,
  PrepaidLinesResponse,
  PrepaidOrderResponse,
  PrepaidPhonesResponse,
  PrepaidPlansResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller, signIn, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { PREPAID_DEVICES, RETAILERS } from '../catalogue/prepaid.js';
import { PREPAID_SIGN_IN_LANDING, signInReturnPath } from '../services/session.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';
import { expectNoSecret } from './secrets';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
const now = Date.parse('2026-11-26T15:00:00Z');
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => now });
});
afterAll(() => store.close());

const BASE = '/soe/digital/prepaid';
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  serviceCaller(app, BASE)(path, body, headers);
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`${BASE}/${path}`, { headers });
  return { status: res.status, json: (await res.json()) as Json };
};
/** The cookies a browser keeps from answers, as the next call sends them. */
function browser() {
  const jar = new Map<string, string>();
  return {
    keep(cookies: readonly string[]) {
      for (const cookie of cookies) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value === '' || /Max-Age=0/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
    },
    get cookie() {
      return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    },
    has: (name: string) => jar.has(name),
    value: (name: string) => jar.get(name),
  };
}

const CARD = {
  nameOnCard: 'Pat Prepaid',
  cardNumber: '4111111111111111',
  expiry: '12/29',
  cvv: '123',
  billingZip: '10001',
};
const SHIPPING = {
  firstName: 'Pat',
  lastName: 'Prepaid',
  line1: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10001',
};
const phoneSku = () => PREPAID_DEVICES[4]!.skus[0]!.sku;

/** A browser's cart with a phone and a plan. */
async function readyCart() {
  const b = browser();
  const phone = await post('prepayservice/cart/phone', { sku: phoneSku() });
  b.keep(phone.cookies);
  const plan = await post('prepayservice/cart/plan', { planId: 'PLAN-PP-UNL' }, { Cookie: b.cookie });
  b.keep(plan.cookies);
  return { b, cart: plan.json.data.cart };
}

describe('the prepaid catalogue (spec 1, the prepaid brand)', () => {
  it('sells its phones at their full price only: no device payment', async () => {
    const { status, json } = await get('prepayservice/nse/devices');
    expect(status).toBe(200);
    expect(check(PrepaidPhonesResponse, json).ok).toBe(true);
    expect(json.data.phones).toHaveLength(PREPAID_DEVICES.length);
    for (const phone of json.data.phones) {
      const device = DEVICES.find((d) => d.id === phone.deviceId)!;
      for (const sku of phone.skus) expect(sku.price).toBe(device.skus.find((s) => s.sku === sku.sku)!.salePrice);
      expect(JSON.stringify(phone)).not.toMatch(/monthly|months/);
    }
  });

  it('answers a phone it does not sell with 404', async () => {
    expect((await get('prepayservice/nse/devices/apple-iphone-17-pro-max')).status).toBe(404);
  });

  it('prices prepaid plans by the month with their autopay discount, in Spanish on the Spanish site', async () => {
    const { json } = await get('prepayservice/nse/plans');
    expect(check(PrepaidPlansResponse, json).ok).toBe(true);
    const unlimited = json.data.plans.find((p: Json) => p.planId === 'PLAN-PP-UNL');
    expect(unlimited).toMatchObject({ monthly: 50, autopayDiscount: 5 });
    const es = await get('prepayservice/nse/plans?lang=es');
    expect(es.json.data.plans[0].features[0]).toBe('Llamadas y mensajes de texto ilimitados');
  });
});

describe('the prepaid cart', () => {
  it('holds one line: a phone, then a plan; what is due today is the phone and the first month with autopay', async () => {
    const { b, cart } = await readyCart();
    expect(check(PrepaidCartResponse, { serviceHeader: { statusCode: '00' }, data: { cart } }).ok).toBe(true);
    const price = PREPAID_DEVICES[4]!.skus[0]!.salePrice;
    expect(cart).toMatchObject({ autopay: true, ready: true, activationZip: null });
    expect(cart.amounts.lines[0]).toMatchObject({ price, planToday: 45, plan: { monthly: 45 }, dueMonthly: 45 });
    // Until the activation ZIP is known, the tax on the phone is an estimate at the default rate.
    expect(cart.amounts.tax).toMatchObject({ estimated: true, base: price });
    expect(cart.amounts.dueToday).toBeCloseTo(price + 45 + cart.amounts.tax.amount, 2);
    expect(cart.amounts.delivery).toMatchObject({ method: 'SHIPPING', name: 'Free shipping', amount: 0 });
    expect(b.value('prepaidCartCount')).toBe('2');
    const off = await post('prepayservice/cart/autopay', { autopay: false }, { Cookie: b.cookie });
    expect(off.json.data.cart.amounts.dueMonthly).toBe(50);
  });

  it('"prepaid is taxed where the line is activated": the activation ZIP kept with the cart sets its sales tax', async () => {
    const { b } = await readyCart();
    const price = PREPAID_DEVICES[4]!.skus[0]!.salePrice;
    const ny = await post('prepayservice/cart/activation', { zip: '10001' }, { Cookie: b.cookie });
    expect(ny.json.data.cart.activationZip).toBe('10001');
    expect(ny.json.data.cart.amounts.tax).toMatchObject({ region: 'NY', rate: 0.08875, estimated: false, base: price });
    expect(ny.json.data.cart.amounts.dueToday).toBeCloseTo(price + 45 + Math.round(price * 8.875) / 100, 2);
    const far = await post('prepayservice/cart/activation', { zip: '99950' }, { Cookie: b.cookie });
    expect(far.json.errors[0].id).toBe('ZIP_OUTSIDE_COVERAGE');
    expect((await post('prepayservice/cart/activation', { zip: '10001' })).json.errors[0].id).toBe('CART_NOT_FOUND');
  });

  it('a SIM for the customer’s own phone (buySim): a kit costs $10, an eSIM nothing; the IMEI is checked, not kept', async () => {
    const kit = await post('prepayservice/cart/sim', { simType: 'kit', imei: '356938035643809' });
    expect(kit.json.data.cart.item).toEqual({
      kind: 'sim',
      simType: 'kit',
      phoneName: 'Samsung Galaxy S21',
      price: 10,
    });
    expect(JSON.stringify(kit.json)).not.toContain('356938035643809');
    const esim = await post('prepayservice/cart/sim', { simType: 'esim' });
    expect(esim.json.data.cart.item.price).toBe(0);
  });

  it('refuses a locked or incompatible phone, and a SIM the phone does not take', async () => {
    expect((await post('prepayservice/cart/sim', { simType: 'kit', imei: '353917112345671' })).json.errors[0].id).toBe(
      'DEVICE_INCOMPATIBLE',
    );
    expect((await post('prepayservice/cart/sim', { simType: 'kit', imei: '350891234567897' })).json.errors[0].id).toBe(
      'SIM_NOT_SUPPORTED',
    );
    expect((await post('prepayservice/cart/plan', { planId: 'PLAN-UNL-PLUS' })).status).toBe(400);
  });
});

describe('prepaid activation and checkout (no credit check)', () => {
  it('an activation ZIP outside the coverage area answers ZIP_OUTSIDE_COVERAGE', async () => {
    const inside = await post('prepayservice/activation/zip', { zip: '10001' });
    expect(inside.json.data).toMatchObject({ city: 'New York', state: 'NY', areaCode: '212' });
    const outside = await post('prepayservice/activation/zip', { zip: '99950' });
    expect(outside.status).toBe(422);
    expect(outside.json.errors[0].id).toBe('ZIP_OUTSIDE_COVERAGE');
  });

  it('a covered ZIP where there are no numbers yet says so: no area code and no "ZIP 07102" city made up', async () => {
    const none = await post('prepayservice/activation/zip', { zip: '30301' });
    expect(none.status).toBe(422);
    expect(none.json.errors[0]).toMatchObject({
      id: 'NO_NUMBERS_FOR_ZIP',
      message: expect.stringContaining("We don't have new numbers for ZIP code 30301 yet"),
    });
  });

  /** A prepaid order as the checkout sends it: the PIN, the ZIP, the receipt's email, the card, where it ships. */
  const ORDER = {
    accountPin: '2580',
    activationZip: '10001',
    email: 'pat.prepaid@example.com',
    payment: CARD,
    shipping: SHIPPING,
  };

  /** A cart ready to check out in 10001, and the order as the checkout sends it, with what the cart said is due. */
  async function checkoutCart() {
    const { b } = await readyCart();
    const activated = await post('prepayservice/cart/activation', { zip: '10001' }, { Cookie: b.cookie });
    const cart = activated.json.data.cart;
    return { b, cart, body: { ...ORDER, dueToday: cart.amounts.dueToday } };
  }

  it('places an order once per Idempotency-Key, with a new number in the ZIP’s area, keeping no PIN or card', async () => {
    const { b, cart, body } = await checkoutCart();
    const headers = { Cookie: b.cookie, 'Idempotency-Key': 'prepaid-order-key-1' };
    const first = await post('prepayservice/checkout/submit', body, headers);
    expect(first.status).toBe(200);
    expect(check(PrepaidOrderResponse, first.json).ok).toBe(true);
    const order = first.json.data.order;
    expect(order).toMatchObject({ channel: 'VZW-DOTCOM', activationZip: '10001', cardLastFour: '1111', autopay: true });
    // The receipt and the tracking number go to the email the customer gave.
    expect(order.email).toBe('pat.prepaid@example.com');
    expect(order.mdn).toMatch(/^212555/);
    expect(order.renews).toBe('2026-12-26');
    // The order keeps what the checkout showed, and names the card that paid.
    expect(order.amounts).toEqual({
      ...cart.amounts,
      card: { amount: cart.amounts.dueToday, brand: 'visa', last4: '1111' },
    });
    const again = await post('prepayservice/checkout/submit', body, headers);
    expect(again.json.data.order.orderNumber).toBe(order.orderNumber);
    b.keep(first.cookies);
    expect(b.has('prepaidCart')).toBe(false);
    expectNoSecret(await store.getRecord('prepaidOrder', order.orderNumber), [
      '2580',
      '4111111111111111',
      '"123"',
      '350 5th Ave',
    ]);
    const read = await post('prepayservice/order', { orderNumber: order.orderNumber }, { Cookie: b.cookie });
    expect(read.json.data.order.orderNumber).toBe(order.orderNumber);
    expect((await post('prepayservice/order', { orderNumber: order.orderNumber })).status).toBe(404);
  });

  it('refuses an order without a key, with a weak PIN, outside coverage, or with a declined card', async () => {
    const { b, body } = await checkoutCart();
    const send = (over: object, key = `k-${Math.random().toString(36).slice(2, 12)}`) =>
      post('prepayservice/checkout/submit', { ...body, ...over }, { Cookie: b.cookie, 'Idempotency-Key': key });
    expect((await post('prepayservice/checkout/submit', body, { Cookie: b.cookie })).json.errors[0].id).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await send({ accountPin: '1234' })).json.errors[0].id).toBe('ACCOUNT_PIN_WEAK');
    expect((await send({ activationZip: '96799' })).json.errors[0].id).toBe('ZIP_OUTSIDE_COVERAGE');
    expect((await send({ shipping: undefined })).json.errors[0].id).toBe('SHIPPING_REQUIRED');
    expect((await send({ email: undefined })).status).toBe(400);
    expect((await send({ email: 'not an email' })).status).toBe(400);
    expect((await send({ payment: { ...CARD, cardNumber: '4000000000000002' } })).json.errors[0].id).toBe(
      'CARD_DECLINED',
    );
    expect(
      (await post('prepayservice/checkout/submit', body, { 'Idempotency-Key': 'no-cart-key-1' })).json.errors[0].id,
    ).toBe('CART_NOT_READY');
  });

  it('"the card is never charged what the page did not say": an order that comes to another amount is refused with AMOUNTS_CHANGED', async () => {
    const { b, body } = await checkoutCart();
    const headers = { Cookie: b.cookie, 'Idempotency-Key': 'prepaid-amounts-key-1' };
    // The page showed the estimate; the order in NY comes to more.
    const refused = await post('prepayservice/checkout/submit', { ...body, dueToday: body.dueToday - 1 }, headers);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0]).toMatchObject({
      id: 'AMOUNTS_CHANGED',
      message: expect.stringContaining(`now $${body.dueToday.toFixed(2)}`),
    });
    expect(b.has('prepaidCart')).toBe(true);
    const placed = await post('prepayservice/checkout/submit', body, {
      ...headers,
      'Idempotency-Key': 'prepaid-amounts-key-2',
    });
    expect(placed.json.data.order.amounts.dueToday).toBe(body.dueToday);
  });
});

describe('a prepaid customer (test user prepay)', () => {
  it('signing in lands on the prepaid store’s phones unless they came from a prepaid page', () => {
    expect(signInReturnPath('/sales/digital/shop.html', { role: 'prepay' })).toBe(PREPAID_SIGN_IN_LANDING);
    expect(signInReturnPath('/sales/prepaid/plans.html', { role: 'prepay' })).toBe('/sales/prepaid/plans.html');
    expect(signInReturnPath('/sales/digital/shop.html', { role: 'postpay' })).toBe('/sales/digital/shop.html');
    expect(PREPAID_SIGN_IN_LANDING).toBe('/sales/prepaid/smartphones.html');
  });

  it('reads their lines and changes a plan from today, once per key', async () => {
    const cookie = await signIn(app, 'prepay');
    const lines = await post('prepayservice/account/lines', {}, { Cookie: cookie });
    expect(check(PrepaidLinesResponse, lines.json).ok).toBe(true);
    expect(lines.json.data.lines[0]).toMatchObject({ mdn: '2015550114', renews: '2026-12-09' });
    expect(lines.json.data.lines[0].plan.planId).toBe('PLAN-PP-UNL');
    const change = { mdn: '2015550114', planId: 'PLAN-PP-UNL-PLUS' };
    const headers = { Cookie: cookie, 'Idempotency-Key': 'plan-change-key-1' };
    const first = await post('prepayservice/plan/change', change, headers);
    expect(first.json.data).toMatchObject({ previousPlan: 'Prepaid Unlimited', effective: '2026-11-26' });
    expect(first.json.data.line.plan.planId).toBe('PLAN-PP-UNL-PLUS');
    expect((await post('prepayservice/plan/change', change, headers)).json.data.previousPlan).toBe('Prepaid Unlimited');
    const same = await post('prepayservice/plan/change', change, {
      ...headers,
      'Idempotency-Key': 'plan-change-key-2',
    });
    expect(same.json.errors[0].id).toBe('SAME_PLAN');
    expect((await post('prepayservice/account/lines', {}, { Cookie: cookie })).json.data.lines[0].plan.planId).toBe(
      'PLAN-PP-UNL-PLUS',
    );
  });

  it('refuses lines and plan changes to anyone else', async () => {
    expect((await post('prepayservice/account/lines', {})).status).toBe(401);
    const postpaid = await signIn(app, 'upgrade');
    expect((await post('prepayservice/account/lines', {}, { Cookie: postpaid })).status).toBe(401);
    const cookie = await signIn(app, 'prepay');
    const other = await post(
      'prepayservice/plan/change',
      { mdn: '2015550199', planId: 'PLAN-PP-15GB' },
      { Cookie: cookie, 'Idempotency-Key': 'plan-change-key-3' },
    );
    expect(other.json.errors[0].id).toBe('LINE_NOT_FOUND');
  });
});

describe('a retail partner’s activation (RPS, channel VZW-RPS)', () => {
  const activation = {
    imei: '356938035643809',
    retailerCode: 'RP-7K2M',
    planId: 'PLAN-PP-15GB',
    autopay: false,
    accountPin: '2580',
    activationZip: '75201',
    email: 'rita.retail@example.com',
    payment: CARD,
    dueToday: 35,
  };

  it('knows its partners by the code on the receipt', async () => {
    expect(Object.keys(RETAILERS)).toContain('RP-7K2M');
    const found = await post('prepayservice/rps/retailer', { retailerCode: ' rp-7k2m ' });
    expect(found.json.data).toEqual({ retailerCode: 'RP-7K2M', name: 'Metro Electronics', city: 'Newark, NJ' });
    expect((await post('prepayservice/rps/retailer', { retailerCode: 'RP-0000' })).status).toBe(404);
  });

  it('quotes what the activation comes to: the phone was paid at the partner, the first month of the plan today', async () => {
    const quote = await post('prepayservice/rps/quote', {
      imei: activation.imei,
      planId: 'PLAN-PP-15GB',
      autopay: false,
    });
    expect(quote.json.data.amounts).toMatchObject({
      dueToday: 35,
      dueMonthly: 35,
      delivery: null,
      lines: [{ deviceName: 'Samsung Galaxy S21', price: 0, planToday: 35, plan: { monthly: 35 } }],
    });
    const nokia = await post('prepayservice/rps/quote', {
      imei: '354288050123457',
      planId: 'PLAN-PP-15GB',
      autopay: false,
    });
    expect(nokia.json.errors[0].id).toBe('DEVICE_INCOMPATIBLE');
  });

  it('activates only from channel VZW-RPS, paying the first month, and says the partner on the order', async () => {
    const refused = await post('prepayservice/rps/activate', activation, { 'Idempotency-Key': 'rps-key-0001' });
    expect(refused.json.errors[0].id).toBe('CHANNEL_NOT_ALLOWED');
    const b = browser();
    const done = await post('prepayservice/rps/activate', activation, {
      channelId: 'VZW-RPS',
      'Idempotency-Key': 'rps-key-0002',
    });
    expect(done.status).toBe(200);
    b.keep(done.cookies);
    expect(done.json.data.order).toMatchObject({
      channel: 'VZW-RPS',
      amounts: { dueToday: 35, card: { amount: 35, brand: 'visa', last4: '1111' } },
      retailer: 'Metro Electronics, Newark, NJ',
      shipTo: null,
    });
    expect(done.json.data.order.mdn).toMatch(/^214555/);
    const kept = JSON.stringify(await store.getRecord('prepaidOrder', done.json.data.order.orderNumber));
    expect(kept).not.toContain('356938035643809');
  });

  it('refuses a phone that cannot work here and a ZIP outside coverage', async () => {
    const headers = (key: string) => ({ channelId: 'VZW-RPS', 'Idempotency-Key': key });
    const nokia = await post(
      'prepayservice/rps/activate',
      { ...activation, imei: '354288050123457' },
      headers('rps-key-0003'),
    );
    expect(nokia.json.errors[0].id).toBe('DEVICE_INCOMPATIBLE');
    const far = await post(
      'prepayservice/rps/activate',
      { ...activation, activationZip: '99950' },
      headers('rps-key-0004'),
    );
    expect(far.json.errors[0].id).toBe('ZIP_OUTSIDE_COVERAGE');
  });
});
