import { loadOnce, useJourneyDeps, type ErrorReporting, type JourneyWorld } from '@carrier/storefront/kit';
import { FNF } from './key.js';
import type { Store } from '@carrier/store';
import type { FnfServices } from './services.js';
import { createFnfSession, type FnfSession } from './session.js';
import { createFnfState, type FnfAction, type FnfState } from './state.js';

/** What the Friends and Family pages get from the store: their calls, their state in session storage and for the visit. */
export interface FnfDeps {
  readonly services: FnfServices;
  readonly session: FnfSession;
  /** The flow's state while the visit lasts: the labels, the promotion, the number. */
  readonly state: Store<FnfState, FnfAction>;
}

export { FNF };

/** The Friends and Family journey's services, in one of its pages. */
export const useFnf = (): FnfDeps => useJourneyDeps(FNF);

/**
 * The Friends and Family calls, loaded with their answer contracts on first use, so the first page's code
 * carries neither. When that code cannot be loaded, a check fails as a failed call does (SYSTEM_ERROR).
 */
export function deferredFnfServices(load: () => Promise<FnfServices>, errors: ErrorReporting): FnfServices {
  const loaded = loadOnce(load);
  const failed = (error: unknown) => {
    errors.report(error);
    return { valid: false, eligible: false, error: 'SYSTEM_ERROR' } as const;
  };
  return {
    loadContent: (language, signal) => loaded().then((fnf) => fnf.loadContent(language, signal)),
    validatePromo: (code) => loaded().then((fnf) => fnf.validatePromo(code), failed),
    checkPortIn: (phone) => loaded().then((fnf) => fnf.checkPortIn(phone), failed),
  };
}

/** The journey's services in a store, from the store's world. */
export function createFnfDeps(world: JourneyWorld): FnfDeps {
  const { services, content, errors } = world;
  return {
    services: deferredFnfServices(
      () => import('./services.js').then((m) => m.createFnfServices({ services, content, errors })),
      errors,
    ),
    session: createFnfSession(world.sessionStorage),
    state: createFnfState(world.atoms),
  };
}
