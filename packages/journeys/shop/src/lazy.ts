import { lazyJourney } from '@carrier/storefront/kit';
import { SHOP_SUMMARY } from './summary.js';

/**
 * The shop journey for an app's first script: its pages' paths, names and traits, its links and its search page
 * now; the rest of its manifest (query parsers, guards, first reads, services, page modules) in a chunk of its own,
 * loaded with the first of its pages (`lazyJourney`).
 */
export const shopJourney = lazyJourney(SHOP_SUMMARY, () => import('./manifest.js').then((m) => m.shopJourney));
