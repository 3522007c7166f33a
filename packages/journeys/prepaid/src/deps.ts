import { keptAtoms, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { PREPAID, RPS_KEY } from './key.js';
import type { PrepaidServices } from './services.js';

/** A retail partner's activation in progress: the partner, the checked phone, and the plan once chosen. */
export interface RpsActivation {
  readonly retailerCode: string;
  readonly retailerName: string;
  /** Kept for the visit only (session storage), to send with the activation; shown as its last four digits. */
  readonly imei: string;
  readonly phoneName: string;
  readonly planId?: string;
  readonly autopay?: boolean;
}

/**
 * What the prepaid journey gets from the store: its calls, new idempotency keys, and the page's jotai store, where
 * the RPS activation of the visit is held (`rpsAtom`, kept in session storage).
 */
export interface PrepaidDeps {
  readonly services: PrepaidServices;
  readonly newKey: () => string;
  readonly atoms: JourneyWorld['atoms'];
}

export { PREPAID };

export const usePrepaidDeps = (): PrepaidDeps => useJourneyDeps(PREPAID);

export { RPS_KEY };

/** The journey's calls, loaded with their contracts on first use. */
export function createPrepaidDeps(
  world: Pick<JourneyWorld, 'services' | 'sessionStorage' | 'atoms'>,
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): PrepaidDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createPrepaidServices(world.services)));
  const s = () => loaded();
  return {
    services: {
      phones: () => s().then((x) => x.phones()),
      phone: (deviceId) => s().then((x) => x.phone(deviceId)),
      plans: () => s().then((x) => x.plans()),
      cart: () => s().then((x) => x.cart()),
      addPhone: (sku) => s().then((x) => x.addPhone(sku)),
      addSim: (simType, imei) => s().then((x) => x.addSim(simType, imei)),
      choosePlan: (planId) => s().then((x) => x.choosePlan(planId)),
      autopay: (on) => s().then((x) => x.autopay(on)),
      remove: (part) => s().then((x) => x.remove(part)),
      activationZip: (zip) => s().then((x) => x.activationZip(zip)),
      activateIn: (zip) => s().then((x) => x.activateIn(zip)),
      submit: (request, key) => s().then((x) => x.submit(request, key)),
      order: (orderNumber) => s().then((x) => x.order(orderNumber)),
      lines: () => s().then((x) => x.lines()),
      changePlan: (mdn, planId, key) => s().then((x) => x.changePlan(mdn, planId, key)),
      checkPhone: (imei) => s().then((x) => x.checkPhone(imei)),
      retailer: (code) => s().then((x) => x.retailer(code)),
      rpsQuote: (imei, planId, autopay) => s().then((x) => x.rpsQuote(imei, planId, autopay)),
      rpsActivate: (request, key) => s().then((x) => x.rpsActivate(request, key)),
    },
    newKey,
    atoms: keptAtoms(world),
  };
}
