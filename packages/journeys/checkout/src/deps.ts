import { keptAtoms, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { CHECKOUT } from './key.js';
import type { CheckoutServices } from './services.js';

/** The checkout journey's services: its calls (loaded with their contracts on first use), and its state's store. */
export interface CheckoutDeps {
  readonly services: CheckoutServices;
  /** The page's jotai store, where the checkout's session is held and kept in session storage (see `session.ts`). */
  readonly atoms: JourneyWorld['atoms'];
}

export { CHECKOUT };
export const useCheckoutDeps = (): CheckoutDeps => useJourneyDeps(CHECKOUT);

export function createCheckoutDeps(world: JourneyWorld): CheckoutDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createCheckoutServices(world)));
  const services = new Proxy({} as CheckoutServices, {
    get:
      (_, name: keyof CheckoutServices) =>
      (...args: unknown[]) =>
        loaded().then((s) => (s[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
  return { services, atoms: keptAtoms(world) };
}
