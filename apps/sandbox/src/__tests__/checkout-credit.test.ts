import { CheckoutDetailsResponse, check, type CheckoutDetails } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCsrf } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { QUESTIONNAIRE } from '../checkout/model.js';
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

type Answer = { data: CheckoutDetails; errors?: { id: string; name?: string; errorCode?: string; message: string }[] };

async function call(path: string, body: unknown) {
  const res = await app.request(`/soe/digital/prospect/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

const pixel = DEVICES.find((d) => d.id === 'google-pixel-10')!;
const PAULA = {
  firstName: 'Paula',
  lastName: 'Prospect',
  email: 'paula@example.com',
  contactPhone: '2015550188',
  address: { line1: '30 Hudson Street', line2: '', city: 'Jersey City', state: 'NJ', zip: '07302' },
};

async function startedCheckout() {
  const added = await call('cartservice/cart/add-device', { deviceId: pixel.id, sku: pixel.skus[0]!.sku });
  const cartId = (added.json.data as unknown as { cartId: string }).cartId;
  await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
  return cartId;
}

async function withCustomer() {
  const cartId = await startedCheckout();
  const saved = await call('orderprocessservice/checkoutapi/customer-info', { cartId, customer: PAULA });
  expect(saved.status).toBe(200);
  return cartId;
}

describe('about you: the customer’s details', () => {
  it('a new customer’s checkout asks for them, and they are kept clean', async () => {
    const cartId = await startedCheckout();
    const before = await call('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(before.json.data.pendingSteps['CUSTOMER_INFO']?.items).toEqual([{ id: 'CUSTOMER' }]);
    const { json } = await call('orderprocessservice/checkoutapi/customer-info', {
      cartId,
      customer: { ...PAULA, firstName: '  Paula ', email: 'Paula@Example.COM' },
    });
    expect(check(CheckoutDetailsResponse, json).ok).toBe(true);
    expect(json.data.customer).toMatchObject({ firstName: 'Paula', email: 'Paula@example.com' });
    expect(json.data.pendingSteps['CUSTOMER_INFO']).toBeUndefined();
  });

  it('each field that is wrong is named with its reason', async () => {
    const cartId = await startedCheckout();
    const { status, json } = await call('orderprocessservice/checkoutapi/customer-info', {
      cartId,
      customer: { ...PAULA, email: 'paula@', contactPhone: '1015550188', address: { ...PAULA.address, zip: '0730' } },
    });
    expect(status).toBe(400);
    expect(json.errors?.map((e) => [e.name, e.errorCode])).toEqual([
      ['email', 'email'],
      ['contactPhone', 'phoneAreaCode'],
      ['address.zip', 'zip'],
    ]);
  });

  it("an address's state agrees with its ZIP: New York, CA 10001 is refused on the state", async () => {
    const cartId = await startedCheckout();
    const { status, json } = await call('orderprocessservice/checkoutapi/customer-info', {
      cartId,
      customer: {
        ...PAULA,
        address: { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'CA', zip: '10001' },
      },
    });
    expect(status).toBe(400);
    expect(json.errors?.map((e) => [e.name, e.errorCode])).toEqual([['address.state', 'stateZip']]);
  });
});

describe('credit check by the SSN’s last four digits', () => {
  it.each([
    ['123-45-1111', 'APPROVED'],
    ['123-45-2222', 'APPROVED_WITH_DOWN_PAYMENT'],
    ['123-45-3333', 'CREDIT_HOLD'],
    ['123-45-4444', 'QUESTIONNAIRE'],
    ['123-45-5555', 'APPROVED_NO_DEVICE_PAYMENT'],
    ['123-45-6789', 'APPROVED'],
  ])('%s: %s', async (ssn, decision) => {
    const cartId = await withCustomer();
    const { status, json } = await call('fraudservice/credit/nse/check', { cartId, ssn, dateOfBirth: '04/12/1988' });
    expect(status).toBe(200);
    expect(check(CheckoutDetailsResponse, json).ok).toBe(true);
    expect(json.data.credit?.decision).toBe(decision);
    const cleared = decision.startsWith('APPROVED');
    expect(json.data.pendingSteps['CREDIT_CHECK'] === undefined).toBe(cleared);
  });

  it('2222 asks a 30 % down payment on each device', async () => {
    const cartId = await withCustomer();
    const { json } = await call('fraudservice/credit/nse/check', {
      cartId,
      ssn: '123452222',
      dateOfBirth: '1988-04-12',
    });
    expect(json.data.credit).toMatchObject({ downPaymentPercent: 30 });
  });

  it('4444: three questions; all three right approve, one wrong puts the credit on hold', async () => {
    const right = Object.fromEntries(QUESTIONNAIRE.map((q) => [q.id, q.answer]));
    for (const [answers, decision] of [
      [right, 'APPROVED'],
      [{ ...right, Q2: 'Lakeshore Bank' }, 'CREDIT_HOLD'],
    ] as const) {
      const cartId = await withCustomer();
      const asked = await call('fraudservice/credit/nse/check', {
        cartId,
        ssn: '123454444',
        dateOfBirth: '04/12/1988',
      });
      expect(asked.json.data.credit?.questions?.map((q) => q.id)).toEqual(['Q1', 'Q2', 'Q3']);
      expect(JSON.stringify(asked.json)).not.toContain('"answer"');
      const answered = await call('fraudservice/credit/nse/questionnaire', { cartId, answers });
      expect(answered.json.data.credit?.decision).toBe(decision);
    }
  });

  it('without an SSN: the international check on a passport approves with a deposit', async () => {
    const cartId = await withCustomer();
    const { json } = await call('fraudservice/credit/nse/international', {
      cartId,
      passportNumber: 'X1234567',
      countryOfIssue: 'MX',
      dateOfBirth: '04/12/1988',
    });
    expect(json.data.credit).toMatchObject({ decision: 'APPROVED_WITH_DEPOSIT', depositCents: 25000 });
    expect(json.data.pendingSteps['CREDIT_CHECK']).toBeUndefined();
  });

  it.each([
    [{ ssn: '000-45-1111' }, 'ssn', 'ssnArea'],
    [{ ssn: '123-45-111' }, 'ssn', 'ssnLength'],
    [{ dateOfBirth: '11/25/2008' }, 'dateOfBirth', 'underage'],
  ])('%j is refused: %s %s', async (change, name, code) => {
    const cartId = await withCustomer();
    const { status, json } = await call('fraudservice/credit/nse/check', {
      cartId,
      ssn: '123-45-1111',
      dateOfBirth: '04/12/1988',
      ...change,
    });
    expect(status).toBe(400);
    expect(json.errors?.[0]).toMatchObject({ name, errorCode: code });
  });

  it('a credit check before the customer’s details is refused', async () => {
    const cartId = await startedCheckout();
    const { json } = await call('fraudservice/credit/nse/check', {
      cartId,
      ssn: '123451111',
      dateOfBirth: '04/12/1988',
    });
    expect(json.errors?.[0]?.id).toBe('CUSTOMER_INFO_REQUIRED');
  });

  it('the SSN and date of birth are kept nowhere in the stored cart', async () => {
    const cartId = await withCustomer();
    await call('fraudservice/credit/nse/check', { cartId, ssn: '123-45-6789', dateOfBirth: '04/12/1988' });
    const stored = JSON.stringify(await store.getCart(cartId));
    expect(stored).toContain('APPROVED');
    expectNoSecret(stored, ['123456789', '123-45-6789', '6789', '1988']);
  });
});
