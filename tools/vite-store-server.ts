import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { pagePreloads, readManifest, writePagePreloads } from './vite-page-preloads.js';
import { sourceResolve } from './vite-source.js';

/** What the sandbox (or a production edge) reads to send each page with its shell: see storefront/prerender.tsx. */
export const PAGE_SHELLS_FILE = 'page-shells.json';

/** The app's page table (see storefront/prerender.tsx, `storePageTable`): the browser tests' census reads it. */
export const PAGE_TABLE_FILE = 'pages.json';

/** The app's build-time module (`src/prerender.ts`), as built for Node. */
interface StoreServerEntry {
  /** Each page pattern of the app with its lazy module, relative to the repository (from the journeys' manifests). */
  readonly pageModules: () => readonly { readonly path: string; readonly modules: readonly string[] }[];
  /** Every page of the app with its page name and entry, from the manifests. */
  readonly pageTable?: () => readonly unknown[];
  /** The pages' shells, when the app sends its pages with them. */
  readonly renderShells?: (patterns: readonly string[]) => Promise<unknown>;
}

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * After the app's build, reads what its journeys' manifests declare and writes next to the build the chunks
 * each page needs (`page-preloads.json`), its page table (`pages.json`) and, when the app has them, its pages'
 * shells (`page-shells.json`).
 * `entry` (relative to the app) exports `pageModules()` and maybe `renderShells(patterns)`; it is built for
 * Node with the same plugins as the app, so the shells carry the same class names as the app's style sheets.
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
      // Inside the workspace, so the server build's packages resolve from its node_modules.
      const serverDir = join(root, 'node_modules/.cache/page-shells');
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          mode: 'production',
          plugins: [vanillaExtractPlugin(), react()],
          ...sourceResolve,
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, target: 'node20' },
        });
        const name = entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
        const server = (await import(pathToFileURL(join(serverDir, name)).href)) as StoreServerEntry;
        const pages = server.pageModules();
        writePagePreloads(outDir, pagePreloads(readManifest(outDir), root, repoRoot, pages));
        if (server.pageTable) writeFileSync(join(outDir, PAGE_TABLE_FILE), JSON.stringify(server.pageTable(), null, 1));
        if (server.renderShells) {
          const patterns = [...new Set(pages.map((page) => page.path))];
          writeFileSync(join(outDir, PAGE_SHELLS_FILE), JSON.stringify(await server.renderShells(patterns)));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
