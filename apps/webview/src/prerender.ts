import { storePageModules } from '@carrier/storefront/prerender';
import { JOURNEYS } from './journeys.js';

/** The web view's pages' modules, from the journeys' manifests: the build lists each page's chunks from them. */
export const pageModules = () => storePageModules(JOURNEYS);
