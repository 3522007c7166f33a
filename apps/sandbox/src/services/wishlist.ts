import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { WishlistSaveRequest } from '@carrier/service-contracts';
import { ACCESSORIES, DEVICES } from '../catalogue/catalogue.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { SESSION_COOKIE, SESSION_IDLE_MS } from '../identity.js';
import type { SandboxStore } from '../store.js';

const KNOWN = {
  device: new Set(DEVICES.map((d) => d.id)),
  accessory: new Set(ACCESSORIES.map((a) => a.id)),
} as const;

/**
 * Favorites (the wishlist) of signed-in customers: `wishlist/read` and `wishlist/save` (the whole list).
 * Prospects keep theirs in the browser, so without a session both answer 401.
 */
export function wishlistServices(store: SandboxStore, now: () => number): Hono {
  const app = new Hono();

  const userOf = async (c: Context) => {
    const id = getCookie(c, SESSION_COOKIE);
    return id ? (await store.touchSession(id, now(), SESSION_IDLE_MS))?.userId : undefined;
  };
  const noSession = (c: Context) => serviceError(c, 401, 'SESSION_EXPIRED', 'Sign in to keep favorites.');

  app.post('/wishlistservice/wishlist/read', async (c) => {
    const user = await userOf(c);
    if (!user) return noSession(c);
    return c.json({ serviceHeader: OK_HEADER, data: { items: await store.getFavorites(user) } });
  });

  app.post('/wishlistservice/wishlist/save', async (c) => {
    const user = await userOf(c);
    if (!user) return noSession(c);
    const body = await readBody(c, WishlistSaveRequest);
    if (!body.ok) return body.response as Response;
    const unknown = body.value.items.find((item) => !KNOWN[item.kind].has(item.id));
    if (unknown) return serviceError(c, 400, 'ITEM_NOT_FOUND', `No ${unknown.kind} ${unknown.id} in the catalogue.`);
    const items = [...new Map(body.value.items.map((item) => [item.id, item])).values()];
    await store.saveFavorites(user, items);
    return c.json({ serviceHeader: OK_HEADER, data: { items } });
  });

  return app;
}
