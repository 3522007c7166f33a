import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';
import { PAGE_MODULES } from '../packages/storefront/src/page-modules.js';
import { pagePreloadsPlugin } from './vite-page-preloads.js';
import { pageShellsPlugin } from './vite-page-shells.js';
import { sourceResolve } from './vite-source.js';

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
    build: { manifest: true, sourcemap: true, target: 'es2022', cssCodeSplit: false },
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
