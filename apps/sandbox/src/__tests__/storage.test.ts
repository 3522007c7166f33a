import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { CartChangeError, addStep, emptyCart } from '../carts/model.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { openStore, type SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';
import { Order, check } from '@carrier/service-contracts';

/**
 * The same storage suite runs on the embedded store and, when `npm test` has started one (it sets
 * SANDBOX_TEST_DATABASE_URL), on a PostgreSQL server: the schema and migrations must serve both.
 */
const serverUrl = process.env['SANDBOX_TEST_DATABASE_URL'];
const backends: [string, string][] = [
  ['embedded PGlite', 'memory'],
  ...(serverUrl ? ([['PostgreSQL server', serverUrl]] as [string, string][]) : []),
];
if (!serverUrl)
  console.warn(
    'SANDBOX_TEST_DATABASE_URL is not set: the storage suite runs on the embedded store only (npm test sets it).',
  );

describe.each(backends)('storage on %s', (_name, location) => {
  let store: SandboxStore;
  beforeAll(async () => {
    store = await openStore(location);
  });
  afterAll(() => store.close());

  // Opening a database starts PGlite again (its WebAssembly and migrations): seconds on a quiet machine, many more on a
  // busy one. The timeout is a limit for a database that never opens, not a measure.
  it('migrates an existing database again without harm', { timeout: 120_000 }, async () => {
    const again = await openStore(location);
    await again.close();
  });

  it('keeps log records in order and clears them', async () => {
    await store.clearLogRecords();
    await store.addLogRecord('/a', { messageType: 'ERROR', errorMessage: 'one' });
    await store.addLogRecord('/b', { messageType: 'INFO' });
    expect((await store.listLogRecords()).map((r) => [r.path, r.record.messageType])).toEqual([
      ['/a', 'ERROR'],
      ['/b', 'INFO'],
    ]);
    await store.clearLogRecords();
    expect(await store.listLogRecords()).toEqual([]);
  });

  it('creates carts at version 1 and moves the version on each change', async () => {
    const id = randomUUID();
    expect((await store.createCart(emptyCart(id, true))).version).toBe(1);
    const changed = await store.updateCart(id, 1, (cart) => addStep(cart, 'g', 'a'));
    expect(changed).toMatchObject({ status: 'ok', cart: { version: 2, steps: { g: ['a'] } } });
    expect((await store.getCart(id))?.version).toBe(2);
  });

  it('refuses a stale version and answers the cart as it is', async () => {
    const id = randomUUID();
    await store.createCart(emptyCart(id, true));
    await store.updateCart(id, undefined, (cart) => addStep(cart, 'g', 'a'));
    expect(await store.updateCart(id, 1, (cart) => addStep(cart, 'g', 'b'))).toMatchObject({
      status: 'conflict',
      cart: { version: 2 },
    });
  });

  it('says when there is no such cart', async () => {
    expect(await store.updateCart(randomUUID(), undefined, (cart) => cart)).toEqual({ status: 'missing' });
    expect(await store.getCart(randomUUID())).toBeUndefined();
  });

  it('writes nothing when a change is refused', async () => {
    const id = randomUUID();
    await store.createCart(emptyCart(id, true));
    await expect(
      store.updateCart(id, undefined, () => {
        throw new CartChangeError('NOPE', 'refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.getCart(id))?.version).toBe(1);
  });

  it('loses nothing when many changes arrive at once', async () => {
    const id = randomUUID();
    await store.createCart(emptyCart(id, true));
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => store.updateCart(id, undefined, (cart) => addStep(cart, 'many', `s${i}`))),
    );
    const cart = await store.getCart(id);
    expect(cart?.steps['many']).toHaveLength(25);
    expect(cart?.version).toBe(26);
  });

  it('keeps sessions while used, ends them after the idle time, and deletes them', async () => {
    const id = randomUUID();
    await store.createSession(id, 'postpay', 1_000, 5_000);
    expect(await store.touchSession(id, 2_000, 5_000)).toEqual({ userId: 'postpay', lastSeen: 2_000 });
    expect(await store.touchSession(id, 8_000, 5_000)).toBeUndefined();
    const other = randomUUID();
    await store.createSession(other, 'joint', 10_000, 5_000);
    await store.deleteSession(other);
    expect(await store.touchSession(other, 10_001, 5_000)).toBeUndefined();
  });

  it('places one order per idempotency key, however many submits arrive at once, and counts the stock sold', async () => {
    const id = randomUUID();
    const sku = DEVICES[0]!.skus[0]!.sku;
    await store.createCart(emptyCart(id, true));
    const before = (await store.stockSold()).get(`${sku}@WAREHOUSE`) ?? 0;
    let built = 0;
    const build = (cart: Awaited<ReturnType<SandboxStore['getCart']>> & object) => {
      if (cart.checkout?.orderNumber) throw new CartChangeError('ORDER_ALREADY_PLACED', 'placed');
      built += 1;
      const orderNumber = `MW${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      return {
        order: {
          orderNumber,
          cartId: cart.id,
          order: { orderNumber } as never,
          paymentTokens: ['tok_abcdefabcdefabcdefabcdef'],
          email: 'a@example.com',
          zip: '10001',
        },
        cart: { ...cart, checkout: { startedAt: '', numbers: {}, orderNumber } },
        stock: [{ sku, location: 'WAREHOUSE', quantity: 1 }],
      };
    };
    const key = `key-${id}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => store.placeOrder(key, id, build)));
    const numbers = new Set(
      answers.map((a) => (a.status === 'placed' || a.status === 'replayed' ? a.order.orderNumber : a.status)),
    );
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => a.status === 'placed')).toHaveLength(1);
    expect(built).toBe(1);
    expect((await store.listOrders()).filter((o) => o.cartId === id)).toHaveLength(1);
    expect((await store.stockSold()).get(`${sku}@WAREHOUSE`)).toBe(before + 1);
    expect((await store.getCart(id))?.checkout?.orderNumber).toBe([...numbers][0]);
    // The same key for another cart is refused; another key on the ordered cart is refused by the cart's rule.
    expect((await store.placeOrder(key, randomUUID(), build)).status).toBe('keyReused');
    await expect(store.placeOrder(`other-${id}`, id, build)).rejects.toThrow('placed');
  });

  it('an order kept by an older sandbox (its totals, no amounts) is read with amounts, by the contract', async () => {
    const id = randomUUID();
    await store.createCart(emptyCart(id, true));
    const orderNumber = `MW${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const kept = {
      orderNumber,
      status: 'PLACED',
      placedAt: '2026-11-01T12:00:00.000Z',
      intendType: 'NSE',
      customer: { firstName: 'Paula', lastName: 'Prospect', email: 'paula@example.com' },
      lines: [
        {
          lineId: 'L1',
          deviceName: 'Google Pixel 10',
          colour: 'Indigo',
          storage: '128 GB',
          purchaseType: 'devicePayment',
          number: null,
          planName: 'Unlimited Plus',
          monthly: 19.42,
        },
      ],
      accessories: [{ name: 'Clear case', quantity: 2, price: 29.99 }],
      delivery: {
        method: 'SHIPPING',
        optionId: 'STANDARD',
        name: 'Standard shipping',
        price: 0,
        arrivesBy: '2026-11-05',
        address: { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' },
      },
      payment: { card: { brand: 'visa', last4: '1111', amount: 127.36 }, giftCards: [], authorizationId: 'AUTH-1' },
      totals: { dueToday: 127.36, dueMonthly: 99.42, downPayment: 0, deposit: 0, delivery: 0, tax: 67.38 },
    };
    await store.placeOrder(`key-${id}`, id, (cart) => ({
      order: { orderNumber, cartId: cart.id, order: kept as never, paymentTokens: [], email: '', zip: '' },
      cart: { ...cart, checkout: { startedAt: '', numbers: {}, orderNumber } },
      stock: [],
    }));
    const read = (await store.getOrder(orderNumber))!.order;
    expect(check(Order, read).ok).toBe(true);
    expect(read.amounts).toMatchObject({
      dueToday: 127.36,
      dueMonthly: 99.42,
      tax: { amount: 67.38 },
      accessories: [{ name: 'Clear case', quantity: 2, amount: 59.98 }],
      card: { amount: 127.36, brand: 'visa', last4: '1111' },
    });
    expect((await store.listOrders()).find((o) => o.orderNumber === orderNumber)?.order.amounts.dueToday).toBe(127.36);
  });

  it('keeps payment tokens and the checkout log', async () => {
    const token = `tok_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    await store.saveToken({
      kind: 'card',
      token,
      brand: 'visa',
      last4: '1111',
      expiry: '08/29',
      behaviour: 'errorOnce',
    });
    expect(await store.getToken(token)).toMatchObject({ brand: 'visa', last4: '1111' });
    expect(await store.failOnce(token)).toBe(true);
    expect(await store.failOnce(token)).toBe(false);
    const cartId = randomUUID();
    await store.addCheckoutEvent({
      cartId,
      event: 'stepCompleted',
      pageName: 'payment',
      flowName: 'nse',
      step: 'payment',
    });
    expect((await store.listCheckoutEvents()).filter((e) => e.cartId === cartId)).toMatchObject([{ step: 'payment' }]);
  });

  it('serves a cart through the sandbox', async () => {
    const app = createSandboxApp({ store });
    const device = DEVICES[0]!;
    const res = await app.request('/soe/digital/cartservice/cart/add-device', {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ deviceId: device.id, sku: device.skus[0]!.sku }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { cartId: string } };
    expect((await store.getCart(data.cartId))?.lines).toHaveLength(1);
  });
});
