import { ErrorLookupResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { withCsrf } from './csrf.js';
import { postService, serviceSamples, stringLeaves } from './service-samples.js';
import { openTestStore } from './test-store.js';

/** Every name an object has without being given it: what a lookup keyed by client input must not find. */
const PROTOTYPE_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

const post = (path: string, body: unknown, cookie = '') => postService(app, path, body, cookie);

describe('lookups keyed by client input find only what the sandbox keeps (prototype-safe)', () => {
  // One test per name: each sends the name in every string field of every call (some 90 calls), so no test runs long
  // enough for a busy machine to push it past its timeout.
  it.each(PROTOTYPE_NAMES)(
    'the Object.prototype name %s in every string field, at any depth, of every call: never a server error',
    async (name) => {
      let fields = 0;
      for (const [path, body] of await serviceSamples(app))
        for (const leaf of stringLeaves(body)) {
          fields += 1;
          const { status, text } = await post(path, leaf.set(name));
          expect(status, `${path} ${leaf.path}=${name}: ${text}`).toBeLessThan(500);
          expect(() => JSON.parse(text), `${path} ${leaf.path}=${name}`).not.toThrow();
        }
      expect(fields).toBeGreaterThan(50);
    },
  );

  it.each(PROTOTYPE_NAMES)(
    'the Object.prototype name %s as a key of every body: never a server error',
    async (name) => {
      for (const [path, body] of await serviceSamples(app)) {
        // Sent as JSON text, so `__proto__` arrives as a key of its own, as a hostile client would send it.
        const text = JSON.stringify(body).replace(/^\{/, `{${JSON.stringify(name)}:{"polluted":true},`);
        const res = await app.request(`/soe/digital/prospect/${path}`, {
          method: 'POST',
          headers: withCsrf({ 'Content-Type': 'application/json' }),
          body: text,
        });
        expect(res.status, `${path} ${name}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }
    },
  );

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
