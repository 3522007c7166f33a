import {
  createCartAccessSource,
  loadOnce,
  useJourneyDeps,
  type CartAccessConfig,
  type CartAccessSource,
  type JourneyWorld,
} from '@carrier/storefront/kit';
import { OFFERS } from './key.js';
import type { OffersServices } from './services.js';

/** What the offer pages get from the store: their calls, and the partner origins they may send to. */
export interface OffersDeps {
  readonly services: OffersServices;
  /** Origins of partners' pages (the banking partner's) an offer may lead to, besides the store's own. */
  readonly partnerOrigins: readonly string[];
  /** A new idempotency key for an order. */
  readonly newKey: () => string;
  /** Where the pages learn whether the visitor may add to the cart (spec 6.2), and the app's switches of it. */
  readonly access: CartAccessSource;
  readonly cartAccess: CartAccessConfig;
}

export { OFFERS };

/** The offer pages' services, in one of its pages. */
export const useOffersDeps = (): OffersDeps => useJourneyDeps(OFFERS);

/** The journey's calls, loaded with their contracts on first use. */
export function createOffersDeps(
  world: Pick<JourneyWorld, 'services' | 'cookies'>,
  partnerOrigins: readonly string[] = [],
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): OffersDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createOffersServices(world.services)));
  const later =
    <A extends unknown[], R>(pick: (s: OffersServices) => (...args: A) => Promise<R>) =>
    (...args: A) =>
      loaded().then((s) => pick(s)(...args));
  return {
    services: {
      offers: later((s) => s.offers),
      promotion: later((s) => s.promotion),
      bundleOptions: later((s) => s.bundleOptions),
      bundleQuote: later((s) => s.bundleQuote),
      quotes: later((s) => s.quotes),
      saveQuote: later((s) => s.saveQuote),
      deleteQuote: later((s) => s.deleteQuote),
      myLink: later((s) => s.myLink),
      scan: later((s) => s.scan),
      homeInternet: later((s) => s.homeInternet),
      orderHomeInternet: later((s) => s.orderHomeInternet),
      checkVehicle: later((s) => s.checkVehicle),
    },
    partnerOrigins,
    newKey,
    access: createCartAccessSource(world),
    cartAccess: { prospectFlow: false, standaloneAccessories: false },
  };
}
