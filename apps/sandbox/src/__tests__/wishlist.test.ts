import { WishlistResponse, check } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { signIn, withCsrf } from './csrf.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store, now: () => Date.parse('2026-11-21T10:00:00Z') });
});
afterAll(() => store.close());

const post = (path: string, body: unknown, cookie = '') =>
  app.request(`/soe/digital${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }),
    body: JSON.stringify(body),
  });

describe('favorites of signed-in customers (wishlist service)', () => {
  it('are kept per customer and read back', async () => {
    const paula = await signIn(app, 'postpay');
    const walter = await signIn(app, 'wireline');
    const items = [
      { id: 'google-pixel-10', kind: 'device', addedAt: 2 },
      { id: 'voltaline-usb-c-to-usb-c-cable-1-m', kind: 'accessory', addedAt: 1 },
    ];
    const saved = await post('/wishlistservice/wishlist/save', { items }, paula);
    expect(saved.status).toBe(200);
    const read = (await (await post('/wishlistservice/wishlist/read', {}, paula)).json()) as {
      data: { items: unknown[] };
    };
    expect(check(WishlistResponse, read).ok).toBe(true);
    expect(read.data.items).toEqual(items);
    const other = (await (await post('/wishlistservice/wishlist/read', {}, walter)).json()) as { data: { items: [] } };
    expect(other.data.items).toEqual([]);
  });

  it('answer 401 without a session: prospects keep favorites in the browser', async () => {
    expect((await post('/wishlistservice/wishlist/read', {})).status).toBe(401);
    expect((await post('/wishlistservice/wishlist/save', { items: [] })).status).toBe(401);
  });

  it('refuse items that are not in the catalogue, and malformed lists', async () => {
    const paula = await signIn(app, 'postpay');
    const unknown = await post(
      '/wishlistservice/wishlist/save',
      { items: [{ id: 'nokia-3310', kind: 'device', addedAt: 1 }] },
      paula,
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { id: string }[] }).errors[0]?.id).toBe('ITEM_NOT_FOUND');
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ id: `d${i}`, kind: 'device', addedAt: i }));
    expect((await post('/wishlistservice/wishlist/save', { items: tooMany }, paula)).status).toBe(400);
    expect(
      (await post('/wishlistservice/wishlist/save', { items: [{ id: '<b>', kind: 'device', addedAt: 1 }] }, paula))
        .status,
    ).toBe(400);
  });
});
