import { renderPageShells, storePageModules, storePageTable } from '@carrier/storefront/prerender';
import { PREPAID } from './config.js';
import { JOURNEYS } from './journeys.js';

/** The prepaid pages' modules, from the journeys' manifests: the build lists each page's chunks from them. */
export const pageModules = () => storePageModules(JOURNEYS);

/** The app's page table, from the journeys' manifests: the browser tests' census opens every page of it. */
export const pageTable = () => storePageTable(JOURNEYS);

/** The prepaid pages' shells, rendered at build time (tools/vite-store-server.ts). */
export const renderShells = (patterns: readonly string[]) => renderPageShells(PREPAID, patterns);
