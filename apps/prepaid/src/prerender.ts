import { renderPageShells, storePageModules } from '@carrier/storefront/prerender';
import { PREPAID } from './config.js';
import { JOURNEYS } from './journeys.js';

/** The prepaid pages' modules, from the journeys' manifests: the build lists each page's chunks from them. */
export const pageModules = () => storePageModules(JOURNEYS);

/** The prepaid pages' shells, rendered at build time (tools/vite-store-server.ts). */
export const renderShells = (patterns: readonly string[]) => renderPageShells(PREPAID, patterns);
