import {
  BookVisitRequest,
  StoreRequest,
  StoreSearchRequest,
  StoreVisitRequest as StoreVisitRequestBody,
  deviceName,
  type StoreSummary,
  type StoreVisit,
} from '@carrier/service-contracts';
import { Hono } from 'hono';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import type { SandboxStore } from '../store.js';
import { browserOwner, newRecordId } from '../ids.js';

type Store = (typeof STORES)[number];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** How many days ahead a visit can be booked. */
export const VISIT_DAYS_AHEAD = 7;

/** Whole hours from an hour after opening to an hour before closing: when a Specialist can be booked. */
function visitTimes(opens: string, closes: string): string[] {
  const first = Number(opens.slice(0, 2)) + 1;
  const last = Number(closes.slice(0, 2)) - 1;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
}

/**
 * The stores journey's service: stores near a ZIP (the same three-digit area, nearest first) with their hours and a
 * phone's stock, one store with the times a visit can be booked in the next seven days, a visit booked (once per
 * Idempotency-Key; a time taken is refused) and read again by the browser that booked it.
 */
export function storeServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/storeservice';

  async function summary(shop: Store, zip: string | undefined, deviceId: string | undefined): Promise<StoreSummary> {
    const device = deviceId ? DEVICES.find((d) => d.id === deviceId) : undefined;
    const sku = device?.skus[0];
    const sold = sku ? await store.stockSold() : undefined;
    return {
      storeId: shop.id,
      name: shop.name,
      address: shop.address,
      distanceMiles: zip ? Math.round(Math.abs(Number(shop.zip) - Number(zip)) * 4 + 3) / 10 : 0,
      hours: shop.hours.map((h) => ({ ...h })),
      stock:
        device && sku
          ? {
              deviceId: device.id,
              name: deviceName(device),
              units: Math.max(0, (sku.stock[shop.id] ?? 0) - (sold?.get(`${sku.sku}@${shop.id}`) ?? 0)),
            }
          : null,
    };
  }

  app.post(`${api}/stores/search`, async (c) => {
    const body = await readBody(c, StoreSearchRequest);
    if (!body.ok) return body.response as Response;
    const { zip, deviceId } = body.value;
    if (deviceId && !DEVICES.some((d) => d.id === deviceId))
      return serviceError(c, 404, 'DEVICE_NOT_FOUND', 'We could not find this phone.');
    const near = STORES.filter((s) => s.zip.slice(0, 3) === zip.slice(0, 3));
    const stores = (await Promise.all(near.map((s) => summary(s, zip, deviceId)))).sort(
      (a, b) => a.distanceMiles - b.distanceMiles,
    );
    return c.json({ serviceHeader: OK_HEADER, data: { zip, stores } });
  });

  /** The next days' visit times of a store, without the ones booked. */
  async function slots(shop: Store) {
    const taken = new Set(
      (await store.listRecords('storeVisit', shop.id)).map((r) => {
        const visit = r.data as StoreVisit;
        return `${visit.day} ${visit.time}`;
      }),
    );
    const today = now();
    return Array.from({ length: VISIT_DAYS_AHEAD }, (_, i) => {
      const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1 + i));
      const day = date.toISOString().slice(0, 10);
      const hours = shop.hours.find((h) => h.day === DAYS[date.getUTCDay()])!;
      return { day, times: visitTimes(hours.opens, hours.closes).filter((t) => !taken.has(`${day} ${t}`)) };
    });
  }

  app.post(`${api}/stores/store`, async (c) => {
    const body = await readBody(c, StoreRequest);
    if (!body.ok) return body.response as Response;
    const shop = STORES.find((s) => s.id === body.value.storeId);
    if (!shop) return serviceError(c, 404, 'STORE_NOT_FOUND', 'We could not find this store.');
    return c.json({
      serviceHeader: OK_HEADER,
      data: { store: await summary(shop, undefined, undefined), slots: await slots(shop) },
    });
  });

  app.post(`${api}/visits/book`, async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key || !/^[A-Za-z0-9-]{8,64}$/.test(key))
      return serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'A visit is booked with an Idempotency-Key header.');
    const body = await readBody(c, BookVisitRequest);
    if (!body.ok) return body.response as Response;
    const owner = browserOwner(c);
    const replay = (await store.listRecords('storeVisit', body.value.storeId)).find(
      (r) => (r.data as StoredVisit).key === key,
    );
    if (replay) {
      const { key: _key, booker, ...visit } = replay.data as StoredVisit;
      if (booker === owner) return c.json({ serviceHeader: OK_HEADER, data: visit });
      return serviceError(c, 409, 'IDEMPOTENCY_KEY_IN_USE', 'This booking key was used by another booking.');
    }
    const shop = STORES.find((s) => s.id === body.value.storeId);
    if (!shop) return serviceError(c, 404, 'STORE_NOT_FOUND', 'We could not find this store.');
    const open = (await slots(shop)).find((s) => s.day === body.value.day);
    if (!open?.times.includes(body.value.time))
      return serviceError(c, 409, 'VISIT_TIME_TAKEN', 'This time is no longer free: choose another one.');
    const visit: StoreVisit = {
      visitId: newRecordId('SV-', 8),
      storeId: shop.id,
      storeName: shop.name,
      address: shop.address,
      day: body.value.day,
      time: body.value.time,
      reason: body.value.reason,
    };
    // The visit is kept by its store (for the times taken) with the browser that booked it: not the name or email.
    const kept: StoredVisit = { ...visit, key, booker: owner };
    await store.saveRecord({ kind: 'storeVisit', id: visit.visitId, owner: shop.id, data: kept });
    return c.json({ serviceHeader: OK_HEADER, data: visit });
  });

  app.post(`${api}/visits/read`, async (c) => {
    const body = await readBody(c, StoreVisitRequestBody);
    if (!body.ok) return body.response as Response;
    const kept = await store.getRecord('storeVisit', body.value.visitId);
    const data = kept?.data as StoredVisit | undefined;
    if (!data || data.booker !== browserOwner(c))
      return serviceError(c, 404, 'VISIT_NOT_FOUND', 'We could not find this visit in this browser.');
    const { key: _key, booker: _booker, ...visit } = data;
    return c.json({ serviceHeader: OK_HEADER, data: visit });
  });

  return app;
}

interface StoredVisit extends StoreVisit {
  readonly key: string;
  readonly booker: string;
}
