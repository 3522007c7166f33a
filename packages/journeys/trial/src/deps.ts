import { keptAtoms, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { TRIAL } from './key.js';
import type { TrialServices } from './services.js';

/** What the test drive's pages get from the store: their calls, and the session storage its state is kept in. */
export interface TrialDeps {
  readonly services: TrialServices;
  /**
   * The page's jotai store, where the test drive's state atom is held and kept in session storage for the visit (see
   * `store.ts`); its rules come with the pages.
   */
  readonly atoms: JourneyWorld['atoms'];
}

export { TRIAL };

/** The test drive's services, in one of its pages. */
export const useTrialDeps = (): TrialDeps => useJourneyDeps(TRIAL);

/** The journey's calls, loaded with their contracts on first use, and its session storage. */
export function createTrialDeps(world: Pick<JourneyWorld, 'services' | 'sessionStorage' | 'atoms'>): TrialDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createTrialServices(world.services)));
  // The plans are the same for every page of a visit: read once.
  const plans = loadOnce(() => loaded().then((s) => s.plans()));
  return {
    services: new Proxy({} as TrialServices, {
      get: (_, name: keyof TrialServices) =>
        name === 'plans'
          ? plans
          : (...args: unknown[]) => loaded().then((s) => (s[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
    }),
    atoms: keptAtoms(world),
  };
}
