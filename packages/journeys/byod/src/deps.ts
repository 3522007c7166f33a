import type { ByodCheck } from '@carrier/service-contracts';
import { keptAtoms, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { BYOD } from './key.js';
import type { ByodServices } from './services.js';

/** The phone the customer checked, kept for the visit: the check's answer, and the IMEI it was checked by. */
export interface CheckedPhone {
  readonly check: ByodCheck;
  readonly imei?: string;
}

/** What the bring-your-own-device pages get from the store: their calls, and the page's jotai store (the checked phone). */
export interface ByodDeps {
  readonly services: ByodServices;
  /** Where the checked phone is held and kept for the visit (`checkedPhoneAtom`). */
  readonly atoms: JourneyWorld['atoms'];
}

export { BYOD };

/** The bring-your-own-device journey's services, in one of its pages. */
export const useByod = (): ByodDeps => useJourneyDeps(BYOD);

/** The journey's calls, loaded with their contracts on first use, and the checked phone in session storage. */
export function createByodDeps(world: Pick<JourneyWorld, 'services' | 'sessionStorage' | 'atoms'>): ByodDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createByodServices(world.services)));
  return {
    services: {
      devices: loadOnce(() => loaded().then((s) => s.devices())),
      check: (phone) => loaded().then((s) => s.check(phone)),
      esimDetails: (phone) => loaded().then((s) => s.esimDetails(phone)),
      activation: (...args) => loaded().then((s) => s.activation(...args)),
      order: (orderNumber) => loaded().then((s) => s.order(orderNumber)),
    },
    atoms: keptAtoms(world),
  };
}
