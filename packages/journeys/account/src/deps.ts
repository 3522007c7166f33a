import { loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { ACCOUNT } from './key.js';
import type { AccountServices } from './services.js';

/** What the account pages get from the store: their call. */
export interface AccountDeps {
  readonly services: AccountServices;
}

export { ACCOUNT };

/** The account journey's services, in one of its pages. */
export const useAccount = (): AccountDeps => useJourneyDeps(ACCOUNT);

/** The account calls, loaded with their answer contracts on first use; the orders are read once per page. */
export function createAccountDeps(world: Pick<JourneyWorld, 'services'>): AccountDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createAccountServices(world.services)));
  return { services: { orders: loadOnce(() => loaded().then((s) => s.orders())) } };
}

/** The account journey's services for tests and stories: the orders given. */
export const detachedAccount = (orders: AccountServices['orders']): AccountDeps => ({ services: { orders } });
