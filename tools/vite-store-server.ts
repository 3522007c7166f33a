import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { sourceResolve } from './vite-source.js';

/** What the sandbox (or a production edge) reads to send each page with its shell: see storefront/prerender.tsx. */
export const PAGE_SHELLS_FILE = 'page-shells.json';

/**
 * After the app's build, renders its pages' shells and writes `page-shells.json` next to the build. `entry`
 * (relative to the app) exports `renderShells(patterns)`; it is built for Node with the same plugins as the
 * app, so the shells carry the same class names as the app's style sheets.
 */
export function pageShellsPlugin(entry: string, patterns: readonly string[]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'carrier-page-shells',
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
        const { renderShells } = (await import(pathToFileURL(join(serverDir, name)).href)) as {
          renderShells: (patterns: readonly string[]) => Promise<unknown>;
        };
        writeFileSync(join(outDir, PAGE_SHELLS_FILE), JSON.stringify(await renderShells(patterns)));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
