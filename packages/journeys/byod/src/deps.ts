import type { ByodCheck } from '@carrier/service-contracts';
import { loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { BYOD } from './key.js';
import type { ByodServices } from './services.js';

/** The phone the customer checked, kept for the visit: the check's answer, and the IMEI it was checked by. */
export interface CheckedPhone {
  readonly check: ByodCheck;
  readonly imei?: string;
}

/** Where the checked phone is kept (session storage, as JSON): it survives a reload and the back button. */
export interface CheckedPhoneStore {
  /** The kept JSON, read by the pages' `readCheckedPhone`. */
  read(): string | null;
  keep(phone: CheckedPhone): void;
}

/** The session storage key of the checked phone. */
const KEY = 'byodPhone';

/** What the bring-your-own-device pages get from the store: their calls and the checked phone. */
export interface ByodDeps {
  readonly services: ByodServices;
  readonly phone: CheckedPhoneStore;
}

export { BYOD };

/** The bring-your-own-device journey's services, in one of its pages. */
export const useByod = (): ByodDeps => useJourneyDeps(BYOD);

/** The journey's calls, loaded with their contracts on first use, and the checked phone in session storage. */
export function createByodDeps(world: Pick<JourneyWorld, 'services' | 'sessionStorage'>): ByodDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createByodServices(world.services)));
  return {
    services: {
      devices: loadOnce(() => loaded().then((s) => s.devices())),
      check: (phone) => loaded().then((s) => s.check(phone)),
      esimDetails: (phone) => loaded().then((s) => s.esimDetails(phone)),
      activation: (...args) => loaded().then((s) => s.activation(...args)),
      order: (orderNumber) => loaded().then((s) => s.order(orderNumber)),
    },
    phone: {
      read: () => world.sessionStorage.getItem(KEY),
      keep(phone) {
        try {
          world.sessionStorage.setItem(KEY, JSON.stringify(phone));
        } catch {
          // Nothing kept: the result page asks to check again.
        }
      },
    },
  };
}
