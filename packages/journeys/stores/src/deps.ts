import { loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { STORES } from './key.js';
import type { StoresServices } from './services.js';

/** What the stores journey gets from the store: its calls and a new idempotency key for a booking or a video session. */
export interface StoresDeps {
  readonly services: StoresServices;
  readonly newKey: () => string;
}

export { STORES };

export const useStoresDeps = (): StoresDeps => useJourneyDeps(STORES);

/** The journey's calls, loaded with their contracts on first use. */
export function createStoresDeps(
  world: Pick<JourneyWorld, 'services'>,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): StoresDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createStoresServices(world.services)));
  return {
    services: {
      search: (zip, deviceId) => loaded().then((s) => s.search(zip, deviceId)),
      store: (storeId) => loaded().then((s) => s.store(storeId)),
      book: (visit, key) => loaded().then((s) => s.book(visit, key)),
      visit: (visitId) => loaded().then((s) => s.visit(visitId)),
      joinVideo: (request, key) => loaded().then((s) => s.joinVideo(request, key)),
      readVideo: (sessionId) => loaded().then((s) => s.readVideo(sessionId)),
      leaveVideo: (sessionId) => loaded().then((s) => s.leaveVideo(sessionId)),
    },
    newKey,
  };
}
