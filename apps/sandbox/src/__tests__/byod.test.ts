import {
  ByodCheckResponse,
  ByodDevicesResponse,
  CartResponse,
  EsimActivationResponse,
  EsimDetailsResponse,
  check,
} from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller, signIn, type Json } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { BYOD_DEVICES, IMEI_FIXTURES } from '../catalogue/byod.js';
import { DEVICES } from '../catalogue/catalogue.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => Date.parse('2026-11-24T15:00:00Z') });
});
afterAll(() => store.close());

const call = (...args: Parameters<ReturnType<typeof serviceCaller>>) => serviceCaller(app)(...args);

const byodCheck = (body: unknown) => call('deviceconfigservice/byod/check', body);

describe('the device-compatibility service (bring your own device)', () => {
  it('knows every phone of the catalogue and older ones, by make, each with the SIMs it takes', async () => {
    const res = await app.request('/soe/digital/deviceconfigservice/byod/devices');
    const json = (await res.json()) as Json;
    expect(check(ByodDevicesResponse, json).ok).toBe(true);
    const ids = json.data.devices.map((d: Json) => d.id);
    for (const device of DEVICES) expect(ids).toContain(device.id);
    expect(ids).toContain('samsung-galaxy-s21');
    expect(json.data.devices).toHaveLength(BYOD_DEVICES.length);
    // The IMEI fixtures' phones are among them.
    expect(ids).toEqual(expect.arrayContaining(['apple-iphone-13', 'nokia-3310-3g', 'apple-iphone-16']));
  });

  it('an IMEI says the phone, whether it works, and whether it is locked', async () => {
    const cases = [
      [IMEI_FIXTURES.compatible, 'samsung-galaxy-s21', 'COMPATIBLE', ['PSIM', 'ESIM']],
      [IMEI_FIXTURES.locked, 'apple-iphone-13', 'LOCKED', ['PSIM', 'ESIM']],
      [IMEI_FIXTURES.incompatible, 'nokia-3310-3g', 'INCOMPATIBLE', ['PSIM']],
      [IMEI_FIXTURES.esimOnly, 'apple-iphone-16', 'ESIM_ONLY', ['ESIM']],
    ] as const;
    for (const [imei, id, verdict, sims] of cases) {
      const { status, json } = await byodCheck({ imei });
      expect(status).toBe(200);
      expect(check(ByodCheckResponse, json).ok).toBe(true);
      expect(json.data).toMatchObject({ device: { id, sims }, verdict, lockChecked: true });
    }
  });

  it('a make and model says whether it works, not whether it is locked', async () => {
    const { json } = await byodCheck({ deviceId: 'google-pixel-6' });
    expect(json.data).toMatchObject({
      device: { make: 'Google', model: 'Pixel 6' },
      verdict: 'COMPATIBLE',
      lockChecked: false,
    });
    expect((await byodCheck({ deviceId: 'huawei-p30' })).json.data.verdict).toBe('INCOMPATIBLE');
    expect((await byodCheck({ deviceId: 'no-such-phone' })).json.errors[0].id).toBe('DEVICE_NOT_FOUND');
  });

  it('a number that is no IMEI (its check digit is wrong) is refused; an IMEI it does not know asks for the model', async () => {
    const wrong = await byodCheck({ imei: '356938035643800' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors[0].id).toBe('IMEI_INVALID');
    const unknown = await byodCheck({ imei: '490154203237518' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0].id).toBe('IMEI_NOT_RECOGNISED');
    expect((await byodCheck({ imei: '12345' })).status).toBe(400);
  });

  it('GET_ESIM_DEVICE_DETAILS: an eSIM phone checked by IMEI has an EID; a phone with a SIM card alone takes no eSIM', async () => {
    const esim = await call('deviceconfigservice/byod/esim-details', { imei: IMEI_FIXTURES.compatible });
    expect(check(EsimDetailsResponse, esim.json).ok).toBe(true);
    expect(esim.json.data).toMatchObject({ esimCapable: true, eid: expect.stringMatching(/^\d{32}$/) });
    const card = await call('deviceconfigservice/byod/esim-details', { imei: IMEI_FIXTURES.incompatible });
    expect(card.json.data).toEqual({ esimCapable: false, eid: null, profiles: 0 });
    const byModel = await call('deviceconfigservice/byod/esim-details', { deviceId: 'google-pixel-6' });
    expect(byModel.json.data).toMatchObject({ esimCapable: true, eid: null });
  });
});

describe('a line for the customer’s own phone (flow buySim)', () => {
  const addByod = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call('cartservice/cart/add-byod', body, headers);

  it('a phone that works takes a free SIM card or eSIM on a plan: the cart is a SIM purchase that needs its plan', async () => {
    const { status, json } = await addByod({
      deviceId: 'samsung-galaxy-s21',
      imei: IMEI_FIXTURES.compatible,
      sim: 'ESIM',
    });
    expect(status).toBe(200);
    expect(check(CartResponse, json).ok).toBe(true);
    expect(json.data.cartInfo).toMatchObject({ intendType: 'buySim', dueToday: 0 });
    expect(json.data.lineDetails.lineInfo[0]).toMatchObject({
      device: { name: 'Samsung Galaxy S21', colour: 'Your phone · eSIM', price: 0, monthly: 0 },
      byod: { sim: 'ESIM' },
    });
    expect(json.data.cartValidationErrors).toEqual([expect.objectContaining({ code: 'PLAN_REQUIRED' })]);
  });

  it('a locked phone, one that cannot work here, a SIM the phone does not take and an IMEI of another phone are refused', async () => {
    const cases = [
      [{ deviceId: 'apple-iphone-13', imei: IMEI_FIXTURES.locked, sim: 'PSIM' }, 'DEVICE_LOCKED'],
      [{ deviceId: 'nokia-3310-3g', sim: 'PSIM' }, 'DEVICE_INCOMPATIBLE'],
      [{ deviceId: 'apple-iphone-16', imei: IMEI_FIXTURES.esimOnly, sim: 'PSIM' }, 'SIM_NOT_SUPPORTED'],
      [{ deviceId: 'apple-iphone-8', sim: 'ESIM' }, 'SIM_NOT_SUPPORTED'],
      [{ deviceId: 'google-pixel-6', imei: IMEI_FIXTURES.compatible, sim: 'PSIM' }, 'IMEI_MISMATCH'],
      [{ deviceId: 'google-pixel-6', imei: '356938035643800', sim: 'PSIM' }, 'IMEI_INVALID'],
    ] as const;
    for (const [body, id] of cases) {
      const { status, json } = await addByod(body);
      expect(status, id).toBe(400);
      expect(json.errors[0].id).toBe(id);
    }
  });

  it('checks out like a new line with no device payment: a number, details, credit, e911, delivery, payment', async () => {
    const added = await addByod({ deviceId: 'google-pixel-6', sim: 'PSIM' });
    const cartId = added.json.data.cartId;
    await call('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
    const details = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(Object.keys(details.json.data.pendingSteps)).toEqual([
      'NUMBER_SELECTION',
      'CUSTOMER_INFO',
      'CREDIT_CHECK',
      'E911',
      'SHIPPING',
    ]);
    expect(details.json.data.lines[0].deviceName).toBe('Google Pixel 6');
  });

  it('"eSIM orders have no shipping": a cart of eSIMs alone has no delivery step, and its order no delivery; a SIM card ships', async () => {
    const address = { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' };
    const added = await addByod({ deviceId: 'samsung-galaxy-s21', imei: IMEI_FIXTURES.compatible, sim: 'ESIM' });
    const cartId = added.json.data.cartId;
    await call('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
    await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    const { json: numbers } = await call('assignmtnservice/nse/retreive-npanxx', { zip: '10001' });
    await call('assignmtnservice/nse/assign-mtn', {
      cartId,
      lineId: 'L1',
      zip: '10001',
      mdn: numbers.data.numbers[0].mdn,
    });
    await call('orderprocessservice/checkoutapi/customer-info', {
      cartId,
      customer: {
        firstName: 'Ana',
        lastName: 'Own',
        email: 'ana.own@example.com',
        contactPhone: '2015550188',
        address,
      },
    });
    await call('fraudservice/credit/nse/check', { cartId, ssn: '123-45-1111', dateOfBirth: '04/12/1988' });
    await call('orderprocessservice/checkoutapi/e911', { cartId, address });
    const details = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(Object.keys(details.json.data.pendingSteps)).toEqual([]);
    const placed = await call(
      'orderprocessservice/checkoutapi/submit-order',
      { cartId },
      { 'Idempotency-Key': 'order-key-esim-only-1' },
    );
    expect(placed.json.errors ?? [], JSON.stringify(placed.json.errors)).toEqual([]);
    expect(placed.status).toBe(201);
    expect(placed.json.data.delivery).toBeNull();
    expect(placed.json.data.amounts.delivery).toBeNull();

    const card = await addByod({ deviceId: 'google-pixel-6', sim: 'PSIM' });
    const withCard = card.json.data.cartId;
    await call('cartservice/cart/save-cart', { cartId: withCard, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
    const pending = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId: withCard });
    expect(Object.keys(pending.json.data.pendingSteps)).toContain('SHIPPING');
  });

  it('"protection for a phone the customer brings": the service answers its options, the cart takes one and prices it', async () => {
    const older = await call('plansservice/getProtectionFeatures', { deviceId: 'google-pixel-6' });
    expect(older.status).toBe(200);
    expect(older.json.data.tier).toBe('basic');
    // A phone of the catalogue keeps its tier when the customer brings it.
    const fold = await call('plansservice/getProtectionFeatures', { deviceId: 'samsung-galaxy-z-fold7' });
    expect(fold.json.data.tier).toBe('premium');
    // A phone that cannot work here cannot be protected here.
    expect((await call('plansservice/getProtectionFeatures', { deviceId: 'nokia-3310-3g' })).status).toBe(404);

    const added = await addByod({ deviceId: 'samsung-galaxy-z-fold7', sim: 'ESIM' });
    const cartId = added.json.data.cartId;
    const saved = await call('cartservice/cart/save-cart', {
      cartId,
      lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS', protectionId: fold.json.data.options[0].id }],
    });
    expect(saved.status).toBe(200);
    const line = saved.json.data.lineDetails.lineInfo[0];
    expect(line.protection).toMatchObject({ id: 'PROT-PREM', monthlyPrice: fold.json.data.options[0].monthlyPrice });
    const refused = await call('cartservice/cart/save-cart', {
      cartId,
      lines: [{ lineId: 'L1', protectionId: 'PROT-BASIC' }],
    });
    expect(refused.json.errors[0].id).toBe('PROTECTION_NOT_OFFERED');
  });
});

describe('eSIM activation of a placed order’s line', () => {
  it('is refused to a browser that did not place the order', async () => {
    const { status, json } = await call('deviceconfigservice/esim/activation', {
      orderNumber: 'MW12345678',
      lineId: 'L1',
    });
    expect(status).toBe(404);
    expect(json.errors[0].id).toBe('ESIM_NOT_FOUND');
  });

  it('answers the code the QR carries, and says when the phone took the profile', async () => {
    const ADDRESS = { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' };
    const added = await call('cartservice/cart/add-byod', {
      deviceId: 'samsung-galaxy-s21',
      imei: IMEI_FIXTURES.compatible,
      sim: 'ESIM',
    });
    const cartId = added.json.data.cartId;
    await call('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
    await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    const numbers = await call('assignmtnservice/nse/retreive-npanxx', { zip: '10001', cartId });
    await call('assignmtnservice/nse/assign-mtn', {
      cartId,
      lineId: 'L1',
      zip: '10001',
      mdn: numbers.json.data.numbers[0].mdn,
    });
    await call('orderprocessservice/checkoutapi/customer-info', {
      cartId,
      customer: {
        firstName: 'Ana',
        lastName: 'Own',
        email: 'ana@example.com',
        contactPhone: '2015550188',
        address: ADDRESS,
      },
    });
    await call('fraudservice/credit/nse/check', { cartId, ssn: '123-45-1111', dateOfBirth: '04/12/1988' });
    await call('orderprocessservice/checkoutapi/e911', { cartId, address: ADDRESS });
    await call('orderprocessservice/checkoutapi/save-delivery', {
      cartId,
      method: 'SHIPPING',
      optionId: 'STANDARD',
      address: ADDRESS,
    });
    const placed = await call(
      'orderprocessservice/checkoutapi/submit-order',
      { cartId },
      { 'Idempotency-Key': 'byod-esim-0001' },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json.data.lines[0]).toMatchObject({
      sim: 'ESIM',
      deviceName: 'Samsung Galaxy S21',
      colour: 'Your phone · eSIM',
    });
    const own = { Cookie: `lastOrderCart=${cartId}` };
    const body = { orderNumber: placed.json.data.orderNumber, lineId: 'L1' };
    const ready = await call('deviceconfigservice/esim/activation', body, own);
    expect(check(EsimActivationResponse, ready.json).ok).toBe(true);
    expect(ready.json.data).toMatchObject({ status: 'READY', smdpAddress: 'smdp.esim.carrier.example' });
    const done = await call('deviceconfigservice/esim/activation', { ...body, confirm: true }, own);
    expect(done.json.data).toMatchObject({ status: 'ACTIVATED', matchingId: ready.json.data.matchingId });
  });
});

describe('a signed-in customer’s cart is named by what it holds (spec 3.5)', () => {
  const account = serviceCaller({ request: (path, init) => app.request(path, init) }, '/soe/digital/auth');

  it('their own phone alone is new service with no equipment (NSO), checked out as the account holder: no details asked', async () => {
    const cookie = await signIn(app, 'postpay');
    const added = await account(
      'cartservice/cart/add-byod',
      { deviceId: 'google-pixel-6', sim: 'PSIM' },
      { Cookie: cookie },
    );
    expect(added.json.data.cartInfo.intendType).toBe('NSO');
    const cartId = added.json.data.cartId;
    await account(
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] },
      { Cookie: cookie },
    );
    const details = await account(
      'orderprocessservice/checkoutapi/get-checkout-details',
      { cartId },
      { Cookie: cookie },
    );
    expect(details.json.data.intendType).toBe('NSO');
    expect(Object.keys(details.json.data.pendingSteps)).not.toContain('CUSTOMER_INFO');
    // A new phone joins it: a line added (AAL).
    const device = DEVICES[0]!;
    const withPhone = await account(
      'cartservice/cart/add-device',
      { cartId, deviceId: device.id, sku: device.skus[0]!.sku },
      { Cookie: cookie },
    );
    expect(withPhone.json.data.cartInfo.intendType).toBe('AAL');
  });

  it('accessories alone are an equipment sale on the account (ESO); a prospect’s stay theirs (NSE)', async () => {
    const cookie = await signIn(app, 'postpay');
    const items = [{ accessoryId: 'voltaline-usb-c-to-usb-c-cable-1-m', quantity: 1 }];
    const signedIn = await account('cartservice/cart/add-accessories', { items }, { Cookie: cookie });
    expect(signedIn.json.data.cartInfo.intendType).toBe('ESO');
    const prospect = await call('cartservice/cart/add-accessories', { items });
    expect(prospect.json.data.cartInfo.intendType).toBe('NSE');
  });
});
