import { CheckoutDetailsResponse, NpanxxResponse, check, type CheckoutDetails } from '@carrier/service-contracts';
import { checkPhone, planSteps } from '@carrier/checkout-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCart, withCsrf } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { NUMBERS_OFFERED, numbersFor } from '../checkout/model.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';
import { expectNoSecret } from './secrets';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

async function call<T = { data: CheckoutDetails }>(path: string, body: unknown) {
  const res = await app.request(`/soe/digital/prospect/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { errors?: { id: string; message: string }[] };
  return { status: res.status, json };
}

const pixel = DEVICES.find((d) => d.id === 'google-pixel-10')!;

/** A prospect's cart with `lines` phones, and its checkout started. */
async function checkoutWith(lines: number) {
  let cartId: string | undefined;
  for (let i = 0; i < lines; i++) {
    const added = await call<{ data: { cartId: string } }>('cartservice/cart/add-device', {
      ...(cartId ? { cartId } : {}),
      deviceId: pixel.id,
      sku: pixel.skus[0]!.sku,
    });
    cartId = added.json.data.cartId;
  }
  const details = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
  return { cartId: cartId!, details: details.json.data };
}

describe('get-checkout-details starts the checkout of a cart', () => {
  it('answers the lines and the numbers still to choose, in the checkout contract', async () => {
    const { cartId } = await checkoutWith(2);
    const { status, json } = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(status).toBe(200);
    expect(check(CheckoutDetailsResponse, json).ok).toBe(true);
    expect(json.data.lines.map((l) => [l.lineId, l.deviceName, l.number])).toEqual([
      ['L1', 'Google Pixel 10', null],
      ['L2', 'Google Pixel 10', null],
    ]);
    expect(json.data.pendingSteps['NUMBER_SELECTION']?.items).toEqual([{ id: 'L1' }, { id: 'L2' }]);
    expect(planSteps(json.data.pendingSteps, 'NSE')[0]).toEqual({ step: 'numbers', items: ['L1', 'L2'] });
  });

  it('the cart read shows the same pending steps once the checkout has started, and none before', async () => {
    const added = await call<{ data: { cartId: string; pendingSteps: object } }>('cartservice/cart/add-device', {
      deviceId: pixel.id,
      sku: pixel.skus[0]!.sku,
    });
    expect(added.json.data.pendingSteps).toEqual({});
    await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId: added.json.data.cartId });
    const read = await readCart(app, added.json.data.cartId);
    expect(read.json.data.pendingSteps).toMatchObject({ NUMBER_SELECTION: { items: [{ id: 'L1' }] } });
  });

  it('refuses a cart it does not have and a malformed id', async () => {
    const missing = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId: '00000000-dead' });
    expect(missing.status).toBe(404);
    const bad = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId: '../etc' });
    expect(bad.status).toBe(400);
  });
});

describe('numbers: retreive-npanxx offers 5 available numbers for a ZIP', () => {
  it('five valid numbers in the ZIP’s area codes, the same each time', async () => {
    const { cartId } = await checkoutWith(1);
    const { json } = await call<{ data: { numbers: { mdn: string; npa: string }[] } }>(
      'assignmtnservice/nse/retreive-npanxx',
      { cartId, zip: '10001' },
    );
    expect(check(NpanxxResponse, json).ok).toBe(true);
    expect(json.data.numbers).toHaveLength(NUMBERS_OFFERED);
    for (const { mdn, npa } of json.data.numbers) {
      expect(checkPhone(mdn).ok).toBe(true);
      expect(['212', '646', '917']).toContain(npa);
    }
    expect(new Set(json.data.numbers.map((n) => n.mdn)).size).toBe(NUMBERS_OFFERED);
    expect(numbersFor('10001')).toEqual(json.data.numbers.map((n) => n.mdn));
  });

  it('every ZIP where the carrier has numbers gets five distinct valid numbers', () => {
    for (const zip of ['10001', '59001', '94105', '07030', '60601', '75201']) {
      const numbers = numbersFor(zip);
      expect(new Set(numbers).size).toBe(NUMBERS_OFFERED);
      expect(numbers.every((n) => checkPhone(n).ok)).toBe(true);
    }
  });

  it('a ZIP where the carrier has no numbers yet is told so, never given numbers of another place', async () => {
    expect(numbersFor('30301')).toEqual([]);
    const { cartId } = await checkoutWith(1);
    const { status, json } = await call('assignmtnservice/nse/retreive-npanxx', { cartId, zip: '30301' });
    expect(status).toBe(422);
    expect(json.errors?.[0]).toMatchObject({
      id: 'NO_NUMBERS_FOR_ZIP',
      message: expect.stringContaining("We don't have new numbers for ZIP code 30301 yet"),
    });
  });

  it('a ZIP that is not five digits is refused', async () => {
    const { cartId } = await checkoutWith(1);
    expect((await call('assignmtnservice/nse/retreive-npanxx', { cartId, zip: '1000' })).status).toBe(400);
  });
});

describe('numbers: a new number, or a port-in', () => {
  it('assign-mtn gives a line a number offered for its ZIP, and the step is done', async () => {
    const { cartId } = await checkoutWith(1);
    const mdn = numbersFor('10001')[2]!;
    const { status, json } = await call('assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L1', zip: '10001', mdn });
    expect(status).toBe(200);
    expect(json.data.lines[0]?.number).toEqual({ kind: 'new', mdn, zip: '10001' });
    expect(json.data.pendingSteps['NUMBER_SELECTION']).toBeUndefined();
  });

  it('a number that was not offered, or that another line has, is refused with a reason', async () => {
    const { cartId } = await checkoutWith(2);
    const mdn = numbersFor('10001')[0]!;
    const notOffered = await call('assignmtnservice/nse/assign-mtn', {
      cartId,
      lineId: 'L1',
      zip: '10001',
      mdn: '2125559876',
    });
    expect(notOffered.json.errors?.[0]?.id).toBe('MDN_NOT_AVAILABLE');
    await call('assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L1', zip: '10001', mdn });
    const twice = await call('assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L2', zip: '10001', mdn });
    expect(twice.status).toBe(400);
    expect(twice.json.errors?.[0]?.id).toBe('MDN_ALREADY_CHOSEN');
    const noLine = await call('assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L9', zip: '10001', mdn });
    expect(noLine.json.errors?.[0]?.id).toBe('LINE_NOT_FOUND');
  });

  const port = { lineId: 'L1', mdn: '2015550123', accountNumber: '123456789', pin: '1234', billingZip: '07030' };

  it('2015550123 with account 123456789 and PIN 1234 ports', async () => {
    const { cartId } = await checkoutWith(1);
    const { status, json } = await call('assignmtnservice/nse/portin', { cartId, ...port });
    expect(status).toBe(200);
    expect(json.data.lines[0]?.number).toEqual({ kind: 'port', mdn: '2015550123', status: 'PENDING' });
  });

  it.each([
    [{ pin: '9999' }, 'PORT_PIN_MISMATCH', /transfer PIN does not match/],
    [{ accountNumber: '999999999' }, 'PORT_ACCOUNT_MISMATCH', /account number does not match/],
    [{ mdn: '2125550100' }, 'PORT_NOT_ELIGIBLE', /cannot be moved/],
  ])('a port-in with %j is refused (%s) with a message the page can show', async (change, id, message) => {
    const { cartId } = await checkoutWith(1);
    const { status, json } = await call('assignmtnservice/nse/portin', { cartId, ...port, ...change });
    expect(status).toBe(400);
    expect(json.errors?.[0]).toMatchObject({ id, message: expect.stringMatching(message) });
  });

  it('the port-in PIN and account number are kept nowhere in the stored cart', async () => {
    const { cartId } = await checkoutWith(1);
    const moved = { ...port, mdn: '3125550177', pin: '8642', accountNumber: 'ACCT97531' };
    expect((await call('assignmtnservice/nse/portin', { cartId, ...moved })).status).toBe(200);
    const stored = JSON.stringify(await store.getCart(cartId));
    expect(stored).toContain('3125550177');
    expectNoSecret(stored, ['8642', 'ACCT97531']);
  });
});
