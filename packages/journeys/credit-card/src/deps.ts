import { keptAtoms, keptValue, loadOnce, useJourneyDeps, type JourneyWorld } from '@carrier/storefront/kit';
import { CREDIT_CARD } from './key.js';
import type { CreditCardServices } from './services.js';

/** What the credit card's pages get from the store: their calls, and the issuer's origins they may send to. */
export interface CreditCardDeps {
  readonly services: CreditCardServices;
  /** Origins of the card issuer's application the interstitial may lead to, besides the store's own. */
  readonly issuerOrigins: readonly string[];
  /** The page's jotai store, where the pre-qualification form's details are held (`prequalifyDetailsAtom`). */
  readonly atoms: JourneyWorld['atoms'];
}

/** What the pre-qualification form keeps for the visit. */
export interface PrequalifyDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly line1: string;
  readonly zip: string;
}

/** The session storage key of the pre-qualification form's details. */
export const DETAILS_KEY = 'creditCardDetails';

/** Details kept for the visit, read only when each is text of a form field's length; anything else is none. */
export function readDetails(kept: unknown): PrequalifyDetails | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const r = kept as Record<string, unknown>;
  const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
  const { firstName, lastName, line1, zip } = r;
  if (!text(firstName, 40) || !text(lastName, 40) || !text(line1, 80) || !text(zip, 5)) return undefined;
  return { firstName, lastName, line1, zip };
}

/**
 * The pre-qualification form's name, street and ZIP as last sent, kept for the visit (session storage) so that Back
 * from an answer finds them again; never the income or the consent, which are asked each time.
 */
export const prequalifyDetailsAtom = keptValue(DETAILS_KEY, (kept) => readDetails(kept) ?? null);

export { CREDIT_CARD };

/** The credit card's services, in one of its pages. */
export const useCreditCardDeps = (): CreditCardDeps => useJourneyDeps(CREDIT_CARD);

/** The journey's calls, loaded with their contracts on first use; the card is the same for every page: read once. */
export function createCreditCardDeps(
  world: Pick<JourneyWorld, 'services' | 'sessionStorage' | 'atoms'>,
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
    atoms: keptAtoms(world),
  };
}
