import { lazyJourney } from '@carrier/storefront/kit';
import { CREDIT_CARD_SUMMARY } from './summary.js';

/**
 * The credit card journey for an app's first script: its pages' paths, names and traits, its links and its search page
 * now; the rest of its manifest (query parsers, guards, first reads, services, page modules) in a chunk of its own,
 * loaded with the first of its pages (`lazyJourney`).
 */
export const creditCardJourney = lazyJourney(CREDIT_CARD_SUMMARY, () =>
  import('./manifest.js').then((m) => m.creditCardJourney),
);
