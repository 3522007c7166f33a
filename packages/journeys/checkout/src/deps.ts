import { loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { CHECKOUT } from './key.js';
import type { CheckoutServices } from './services.js';
import type { Read } from './checkout-page.js';

/** A value kept for the visit, in memory. */
function lastRead(): CheckoutDeps['last'] {
  let value: Read | undefined;
  return { get: () => value, set: (read) => void (value = read), clear: () => void (value = undefined) };
}

/** The checkout journey's services: its calls (loaded with their contracts on first use), its storage, its last read. */
export interface CheckoutDeps {
  readonly services: CheckoutServices;
  /** Session-scoped storage, where the checkout keeps its state and drafts (see `session.ts`). */
  readonly storage: JourneyWorld['sessionStorage'];
  /** The cart and checkout as the last checkout page read or changed them, for the visit (in memory only). */
  readonly last: { get(): Read | undefined; set(read: Read): void; clear(): void };
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
  return { services, storage: world.sessionStorage, last: lastRead() };
}
