import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { pagePreloads, readManifest, writePagePreloads } from './vite-page-preloads.js';
import { sourceResolve } from './vite-source.js';

/** Where the app's server module is built, inside its build: the store server draws each page with it. */
export const SERVER_DIR = 'server';

/** The app's page table (see storefront/prerender.tsx, `storePageTable`): the browser tests' census reads it. */
export const PAGE_TABLE_FILE = 'pages.json';

/** The app's server module (`src/server.ts`), as built for Node. */
interface StoreServerEntry {
  /** Each page pattern of the app with its lazy module, relative to the repository (from the journeys' manifests). */
  readonly pageModules: () => Promise<readonly { readonly path: string; readonly modules: readonly string[] }[]>;
  /** Every page of the app with its page name and entry, from the manifests. */
  readonly pageTable?: () => Promise<readonly unknown[]>;
  /** A page drawn for one request, when the app's pages are drawn on the server. */
  readonly renderPage?: (request: unknown) => Promise<unknown>;
}

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * After the app's build, builds its server module for Node into `dist/server/` (the store server draws the app's
 * pages with it), reads what its journeys' manifests declare and writes next to the build the chunks each page
 * needs (`page-preloads.json`) and its page table (`pages.json`).
 * `entry` (relative to the app) exports `pageModules()`, `pageTable()` and maybe `renderPage(request)`; it is built
 * with the same plugins as the app, so the pages it draws carry the same class names as the app's style sheets.
 */
export function storeServerPlugin(entry: string): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'carrier-store-server',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the app's build, so the server module's packages resolve from the workspace's node_modules; the store
      // server never serves this folder as assets.
      const serverDir = join(outDir, SERVER_DIR);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: 'production',
        plugins: [vanillaExtractPlugin(), react()],
        ...sourceResolve,
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true, target: 'node20', copyPublicDir: false },
      });
      const name = entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
      const server = (await import(pathToFileURL(join(serverDir, name)).href)) as StoreServerEntry;
      writePagePreloads(outDir, pagePreloads(readManifest(outDir), root, repoRoot, await server.pageModules()));
      if (server.pageTable)
        writeFileSync(join(outDir, PAGE_TABLE_FILE), JSON.stringify(await server.pageTable(), null, 1));
    },
  };
}
