import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';
import { PAGE_MODULES } from '../packages/storefront/src/page-modules.js';
import { pagePreloadsPlugin } from './vite-page-preloads.js';
import { pageShellsPlugin } from './vite-page-shells.js';
import { sourceResolve } from './vite-source.js';

const storefrontSrc = resolve(import.meta.dirname, '../packages/storefront/src');
const pageFiles = new Set(PAGE_MODULES.flatMap((page) => page.modules.map((m) => resolve(storefrontSrc, m))));
const SHOP_PARTS = /[\\/]packages[\\/](design-system[\\/]src[\\/]components|storefront[\\/]src[\\/]shop)[\\/]/;

/**
 * Fewer, larger chunks: everything the first page needs in the entry, and the parts two or more pages share
 * (the design system's components, the shop's helpers) in one chunk, instead of a file each: a product page
 * loaded 25 files, and a browser on HTTP/1.1 fetches six at a time. A page module stays a chunk of its own
 * (it is what a route loads), and so does a lazy part used in one place.
 */
function chunkGroups(pages: ReadonlySet<string>) {
  return [
    { name: 'start', tags: ['$initial' as const], priority: 2 },
    {
      name: 'shop-parts',
      test: (id: string) => SHOP_PARTS.test(id) && !pages.has(id),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}

/**
 * The Vite configuration of an app that renders the store: its assets under `assetBase` (where the sandbox and
 * production serve them), the page preloads written with the build, and a dev server on `port` that sends
 * the services to the sandbox on 4200.
 */
export function storeAppConfig(
  assetBase: string,
  port: number,
  /** The app's module that renders its page shells at build time (see vite-page-shells.ts), if it has one. */
  shells?: string,
): UserConfig {
  return {
    base: assetBase,
    plugins: [
      vanillaExtractPlugin(),
      react(),
      pagePreloadsPlugin(resolve(import.meta.dirname, '../packages/storefront/src'), PAGE_MODULES),
      ...(shells ? [pageShellsPlugin(shells, [...new Set(PAGE_MODULES.map((page) => page.path))])] : []),
    ],
    ...sourceResolve,
    build: {
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      cssCodeSplit: false,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(pageFiles) } } },
    },
    server: {
      port,
      proxy: {
        '/soe': 'http://localhost:4200',
        '/content': 'http://localhost:4200',
        '/__sandbox': 'http://localhost:4200',
      },
    },
  };
}
