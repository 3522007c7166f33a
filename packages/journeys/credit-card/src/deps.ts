import { loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { CREDIT_CARD } from './key.js';
import type { CreditCardServices } from './services.js';

/** What the credit card's pages get from the store: their calls, and the issuer's origins they may send to. */
export interface CreditCardDeps {
  readonly services: CreditCardServices;
  /** Origins of the card issuer's application the interstitial may lead to, besides the store's own. */
  readonly issuerOrigins: readonly string[];
}

export { CREDIT_CARD };

/** The credit card's services, in one of its pages. */
export const useCreditCardDeps = (): CreditCardDeps => useJourneyDeps(CREDIT_CARD);

/** The journey's calls, loaded with their contracts on first use; the card is the same for every page: read once. */
export function createCreditCardDeps(
  world: Pick<JourneyWorld, 'services'>,
  issuerOrigins: readonly string[] = [],
): CreditCardDeps {
  const loaded = loadOnce(() => import('./services.js').then((m) => m.createCreditCardServices(world.services)));
  const product = loadOnce(() => loaded().then((s) => s.product()));
  return {
    services: {
      product,
      prequalify: (application) => loaded().then((s) => s.prequalify(application)),
      prequalification: (prequalId) => loaded().then((s) => s.prequalification(prequalId)),
      acknowledge: (prequalId, version) => loaded().then((s) => s.acknowledge(prequalId, version)),
    },
    issuerOrigins,
  };
}
