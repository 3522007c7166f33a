import { ErrorLookupResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { openStore, type SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';

/** Every name an object has without being given it: what a lookup keyed by client input must not find. */
const PROTOTYPE_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openStore('memory');
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

async function post(path: string, body: unknown, cookie = '') {
  const res = await app.request(`/soe/digital/prospect/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/** The service calls a browser can make without signing in, each with a body its contract accepts. */
async function samples(): Promise<[string, Record<string, unknown>][]> {
  const made = JSON.parse(
    (await post('cartservice/cart/add-device', { deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }))
      .text,
  ) as { data: { cartId: string } };
  const cartId = made.data.cartId;
  return [
    ['cartservice/cart/add-device', { deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }],
    ['cartservice/cart/add-step', { cartId, group: 'REVIEW', id: 'R1' }],
    [
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }], pickupStoreId: 'ST-NYC-5AV' },
    ],
    ['cartservice/cart/read', { cartId }],
    ['fraudservice/error/lookup', { errorId: '208' }],
    ['fraudservice/error/video-assist-check', { channelId: 'VZW-DOTCOM' }],
    [
      'plansservice/nse/validateFnfRedemptionCode',
      { promotionCode: 'FNF2026', promotionSourceSystem: 'WIRELESS', promotionType: 'FRIENDS_FAMILY' },
    ],
    ['assignmtnservice/nse/portin-eligibility', { npanxx: '', mdn: '2015550123' }],
    ['orderprocessservice/checkoutapi/get-checkout-details', { cartId }],
    ['orderprocessservice/checkoutapi/delivery-options', { cartId, zip: '10001' }],
    ['orderprocessservice/checkoutapi/dpp-agreement', { cartId, lineId: 'L1', acceptedName: 'Paula Prospect' }],
    ['orderprocessservice/checkoutapi/order-details', { orderNumber: 'MW12345678', email: 'a@example.com' }],
    [
      'orderprocessservice/checkoutapi/logDetails',
      { cartId, event: 'stepCompleted', pageName: 'checkout', flowName: 'nse' },
    ],
    ['paymentservice/giftcard/balance', { number: '6006491234567890', pin: '1234' }],
    [
      'paymentservice/tokenize',
      {
        cardNumber: '4111111111111111',
        expiry: '08/29',
        cvv: '123',
        nameOnCard: 'Paula Prospect',
        billingZip: '10001',
      },
    ],
    [
      'accountlandingservice/cosales/livePersonCheck',
      { callReason: 'Intent', category: 'STPRecommendations', pageContext: 'cart', customerPriority: 'NC' },
    ],
  ];
}

describe('lookups keyed by client input find only what the sandbox keeps (prototype-safe)', () => {
  it('every Object.prototype name in every string field of every call: never a server error', async () => {
    let tried = 0;
    for (const [path, body] of await samples()) {
      const fields = Object.entries(body).filter(([, value]) => typeof value === 'string');
      for (const [field] of fields)
        for (const name of PROTOTYPE_NAMES) {
          const { status, text } = await post(path, { ...body, [field]: name });
          tried += 1;
          expect(status, `${path} ${field}=${name}: ${text}`).toBeLessThan(500);
          expect(() => JSON.parse(text), `${path} ${field}=${name}`).not.toThrow();
        }
    }
    expect(tried).toBeGreaterThan(400);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'add-step with the group %s answers 400',
    async (group) => {
      const made = JSON.parse(
        (await post('cartservice/cart/add-device', { deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }))
          .text,
      ) as { data: { cartId: string } };
      const { status, text } = await post('cartservice/cart/add-step', { cartId: made.data.cartId, group, id: 'X' });
      expect(status).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ errors: [{ id: 'STEP_GROUP_INVALID' }] });
    },
  );

  it.each(PROTOTYPE_NAMES)('the error lookup of %s answers a complete "unknown id"', async (errorId) => {
    const { status, text } = await post('fraudservice/error/lookup', { errorId });
    expect(status).toBe(200);
    const answer = JSON.parse(text) as unknown;
    expect(check(ErrorLookupResponse, answer).ok).toBe(true);
    expect(answer).toMatchObject({ data: { id: errorId, category: 'UNKNW', action: 'notify' } });
  });

  it.each(PROTOTYPE_NAMES)('a scenario cookie of %s is no scenario', async (name) => {
    const { status } = await post(
      'fraudservice/error/lookup',
      { errorId: '208' },
      `sandboxScenario=${encodeURIComponent(name)}`,
    );
    expect(status).toBe(200);
  });
});
