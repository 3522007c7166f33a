import {
  BookVisitRequest,
  JoinVideoRequest,
  StoreRequest,
  StoreSearchRequest,
  StoreVisitRequest as StoreVisitRequestBody,
  VideoSessionRequest,
  deviceName,
  type StoreSummary,
  type StoreVisit,
  type VideoSession,
} from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import { OK_HEADER, readBody, idempotencyKeyOf, serviceError } from '../http.js';
import type { SandboxStore } from '../store.js';
import { browserOwner, newRecordId } from '../ids.js';
import { scenarioOf } from '../scenarios.js';

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
    const key = idempotencyKeyOf(c, 'A visit is booked');
    if (key instanceof Response) return key;
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

/** How long a Specialist takes to join when no scenario says, and how long a session lasts unless someone ends it. */
const JOIN_AFTER_MS = 6_000;
const SESSION_MS = 30 * 60_000;
/** The Specialists who answer, by the session's id. */
const SPECIALISTS = ['Jordan', 'Maya', 'Luis', 'Aisha', 'Sam'] as const;

/** A video session as the sandbox keeps it: when it was joined and left, and how the scenario plays it. */
interface StoredVideoSession {
  readonly sessionId: string;
  readonly key: string;
  readonly owner: string;
  readonly location: string;
  readonly joinedAt: number;
  readonly leftAt: number | null;
  readonly joinAfterMs: number;
  readonly endAfterMs: number;
  readonly noSpecialist: boolean;
}

/** Where a kept session stands at `now`: queued (two ahead, then one), with a Specialist, or over. */
export function videoSessionAt(kept: StoredVideoSession, now: number): VideoSession {
  const joined = kept.joinedAt + kept.joinAfterMs;
  const ended = joined + kept.endAfterMs;
  const specialist = {
    name: SPECIALISTS[Number.parseInt(kept.sessionId.slice(3), 36) % SPECIALISTS.length]!,
    location: kept.location,
  };
  const base = { sessionId: kept.sessionId, position: null, specialist: null, reason: null };
  if (kept.leftAt !== null && kept.leftAt < joined) return { ...base, state: 'ended', reason: 'CUSTOMER_LEFT' };
  if (now < joined) return { ...base, state: 'queued', position: now < kept.joinedAt + kept.joinAfterMs / 2 ? 2 : 1 };
  if (kept.noSpecialist) return { ...base, state: 'failed', reason: 'NO_SPECIALIST' };
  if (kept.leftAt !== null && kept.leftAt < ended)
    return { ...base, state: 'ended', specialist, reason: 'CUSTOMER_LEFT' };
  if (now < ended) return { ...base, state: 'connected', specialist };
  return { ...base, state: 'ended', specialist, reason: 'SPECIALIST_ENDED' };
}

/**
 * Video assistance (spec 2.4, 5.3): a place in the queue (once per Idempotency-Key), a Specialist joining after the
 * delay the scenario sets (a few seconds by default), the session's end by either side, and the failures a scenario
 * plays (joining refused, no Specialist free). A session is read and left by the browser that joined it only.
 */
export function videoAssistServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/videoassistservice/sessions';
  const answer = (c: Context, kept: StoredVideoSession) =>
    c.json({ serviceHeader: OK_HEADER, data: videoSessionAt(kept, now().getTime()) });
  /** A call on a session of this browser: its body read, the session found, or the answer that says why not. */
  const onSession =
    (then: (c: Context, kept: StoredVideoSession) => Response | Promise<Response>) => async (c: Context) => {
      const body = await readBody(c, VideoSessionRequest);
      if (!body.ok) return body.response as Response;
      const kept = (await store.getRecord('videoSession', body.value.sessionId))?.data as
        StoredVideoSession | undefined;
      if (!kept || kept.owner !== browserOwner(c))
        return serviceError(c, 404, 'VIDEO_SESSION_NOT_FOUND', 'We could not find this video session.');
      return then(c, kept);
    };

  app.post(`${api}/join`, async (c) => {
    const key = idempotencyKeyOf(c, 'A session is joined');
    if (key instanceof Response) return key;
    const body = await readBody(c, JoinVideoRequest);
    if (!body.ok) return body.response as Response;
    const plays = scenarioOf(c)?.videoAssist ?? {};
    if (plays.failure === 'join')
      return serviceError(c, 503, 'VIDEO_SERVICE_UNAVAILABLE', 'Video assistance is not available right now.');
    const owner = browserOwner(c);
    const replay = (await store.listRecords('videoSession', owner)).find(
      (r) => (r.data as StoredVideoSession).key === key,
    );
    if (replay) return answer(c, replay.data as StoredVideoSession);
    const shop = body.value.locationCode ? STORES.find((s) => s.id === body.value.locationCode) : undefined;
    if (body.value.kind === 'store' && !shop)
      return serviceError(c, 404, 'STORE_NOT_FOUND', 'We could not find this store.');
    const kept: StoredVideoSession = {
      sessionId: newRecordId('VS-', 8),
      key,
      owner,
      location: shop ? shop.name : 'Video support team',
      joinedAt: now().getTime(),
      leftAt: null,
      joinAfterMs: plays.joinAfterMs ?? JOIN_AFTER_MS,
      endAfterMs: plays.endAfterMs ?? SESSION_MS,
      noSpecialist: plays.failure === 'noSpecialist',
    };
    await store.saveRecord({ kind: 'videoSession', id: kept.sessionId, owner, data: kept });
    return answer(c, kept);
  });

  app.post(`${api}/read`, onSession(answer));

  app.post(
    `${api}/leave`,
    onSession(async (c, kept) => {
      if (kept.leftAt !== null) return answer(c, kept);
      const left = { ...kept, leftAt: now().getTime() };
      await store.saveRecord({ kind: 'videoSession', id: kept.sessionId, owner: kept.owner, data: left });
      return answer(c, left);
    }),
  );

  return app;
}
