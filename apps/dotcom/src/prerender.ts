import { renderPageShells } from '@carrier/storefront/prerender';
import { DOTCOM } from './config.js';

/** The dotcom pages' shells, rendered at build time (tools/vite-page-shells.ts). */
export const renderShells = (patterns: readonly string[]) => renderPageShells(DOTCOM, patterns);
