import { createHttpClient } from '@carrier/http-client';
import type { Cart } from '@carrier/service-contracts';
import { describe, expect, it } from 'vitest';
import { createCartClient } from '../cart/cart-client.js';
import { NO_AMOUNTS } from '../testing/cart.js';

function cartAt(version: number, steps: string[]): Cart {
  return {
    cartId: 'cart-0001',
    version,
    prospect: true,
    cartHasOnlyAccessories: false,
    cartInfo: { intendType: 'NSE', gRecaptchaResponse: null, itemCount: 0, dueToday: 0, dueMonthly: 0 },
    lineDetails: { lineInfo: [], tradeInDetail: { tradeInItems: [] } },
    accessories: [],
    cartValidationErrors: [],
    shipment: { lines: [] },
    pendingSteps: steps.length ? { g: { items: steps.map((id) => ({ id })) } } : {},
    amounts: NO_AMOUNTS,
  };
}

/** A cart service with versions, as the sandbox keeps them: a stale write answers 409 with the cart as it is. */
function fakeCartService() {
  let server = cartAt(1, []);
  const bodies: Record<string, unknown>[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push(body);
    if (/\/read(\?|$)/.test(url)) return json({ serviceHeader: { statusCode: '00000' }, data: server });
    if (body['expectedVersion'] !== undefined && body['expectedVersion'] !== server.version) {
      return json(
        {
          serviceHeader: { statusCode: '409' },
          errors: [{ id: 'CART_VERSION_CONFLICT', message: 'moved' }],
          data: server,
        },
        409,
      );
    }
    const steps = (server.pendingSteps['g']?.items ?? []).map((i) => i.id);
    server = cartAt(server.version + 1, [...steps, String(body['id'])]);
    return json({ serviceHeader: { statusCode: '00000' }, data: server });
  }) as typeof globalThis.fetch;
  return {
    client: createCartClient(createHttpClient({ fetch })),
    bodies,
    /** Another tab changes the cart behind this one's back. */
    otherTab: (id: string) => {
      const steps = (server.pendingSteps['g']?.items ?? []).map((i) => i.id);
      server = cartAt(server.version + 1, [...steps, id]);
    },
  };
}

describe('cart client: two tabs changing one cart never lose a change', () => {
  it('sends the version it last saw with each change', async () => {
    const { client, bodies } = fakeCartService();
    await client.read('cart-0001');
    await client.addStep('g', 'a');
    expect(bodies[1]).toMatchObject({ cartId: 'cart-0001', expectedVersion: 1, id: 'a' });
    expect(client.current()?.version).toBe(2);
  });

  it('on a 409 takes the cart as it is now and applies the same change again', async () => {
    const service = fakeCartService();
    await service.client.read('cart-0001');
    service.otherTab('from-other-tab');
    const cart = await service.client.addStep('g', 'mine');
    expect(cart.pendingSteps['g']?.items.map((i) => i.id)).toEqual(['from-other-tab', 'mine']);
    expect(service.bodies.map((b) => b['expectedVersion'])).toEqual([undefined, 1, 2]);
  });

  it('gives up after three replays, with the conflict', async () => {
    let writes = 0;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const stubborn = createCartClient(
      createHttpClient({
        fetch: (async (input: RequestInfo | URL) => {
          if (/\/read(\?|$)/.test(String(input)))
            return json({ serviceHeader: { statusCode: '00000' }, data: cartAt(1, []) });
          writes++;
          return json(
            {
              serviceHeader: { statusCode: '409' },
              errors: [{ id: 'CART_VERSION_CONFLICT', message: 'moved' }],
              data: cartAt(1 + writes, []),
            },
            409,
          );
        }) as typeof globalThis.fetch,
      }),
    );
    await stubborn.read('cart-0001');
    await expect(stubborn.addStep('g', 'a')).rejects.toMatchObject({ status: 409 });
    expect(writes).toBe(4);
  });

  it('gives up at once when a 409 carries no cart and none was read', async () => {
    let writes = 0;
    const client = createCartClient(
      createHttpClient({
        fetch: (async () => {
          writes++;
          return new Response(JSON.stringify({ errors: [{ id: 'CART_VERSION_CONFLICT' }] }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          });
        }) as typeof globalThis.fetch,
      }),
    );
    await expect(client.addDevice({ deviceId: 'd', sku: 's' })).rejects.toMatchObject({ status: 409 });
    expect(writes).toBe(1);
  });

  it('treats an answer off the cart contract as a malformed response', async () => {
    const broken = createCartClient(
      createHttpClient({
        fetch: (async () =>
          new Response('{"data":{"cartId":1}}', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })) as typeof globalThis.fetch,
      }),
    );
    await expect(broken.read('cart-0001')).rejects.toMatchObject({ name: 'MalformedResponseError' });
  });

  it('will not add a step before there is a cart', async () => {
    await expect(fakeCartService().client.addStep('g', 'a')).rejects.toThrow('needs a cart');
  });
});
