import { keptAtoms, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { TRADE_IN } from './key.js';
import type { TradeInServices } from './services.js';

/** What the trade-in pages get from the store: their calls, and the session storage the trade-in is kept in. */
export interface TradeInDeps {
  readonly services: TradeInServices;
  /** The session storage, where a completed trade-in is noted for its phone (`phoneTradeIns`). */
  readonly storage: JourneyWorld['sessionStorage'];
  /**
   * The page's jotai store, where the trade-in's state atom is held and kept in session storage for the visit (see
   * `store.ts`); its rules come with the pages.
   */
  readonly atoms: JourneyWorld['atoms'];
}

export { TRADE_IN };

/** The trade-in's services, in one of its pages. */
export const useTradeInDeps = (): TradeInDeps => useJourneyDeps(TRADE_IN);

/** The journey's calls, loaded with their contracts on first use, and its session storage. */
export function createTradeInDeps(world: Pick<JourneyWorld, 'services' | 'sessionStorage' | 'atoms'>): TradeInDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createTradeInServices(world.services)));
  // The models and the documents are the same for every page of a visit: read once.
  const devices = loadOnce(() => loaded().then((s) => s.devices()));
  const documents = loadOnce(() => loaded().then((s) => s.documents()));
  return {
    services: new Proxy({} as TradeInServices, {
      get: (_, name: keyof TradeInServices) =>
        name === 'devices'
          ? devices
          : name === 'documents'
            ? documents
            : (...args: unknown[]) => loaded().then((s) => (s[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
    }),
    storage: world.sessionStorage,
    atoms: keptAtoms(world),
  };
}
