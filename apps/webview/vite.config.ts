import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { PAGE_MODULES } from '../../packages/storefront/src/page-modules.js';
import { pagePreloadsPlugin } from '../../tools/vite-page-preloads.js';
import { sourceResolve } from '../../tools/vite-source.js';
import { defineConfig } from 'vite';

/** Where the sandbox serves this app's assets; its pages live under the sales bases, for the app's web view. */
const ASSET_BASE = '/sales/_app/webview/';

export default defineConfig({
  base: ASSET_BASE,
  plugins: [
    vanillaExtractPlugin(),
    react(),
    pagePreloadsPlugin(resolve(import.meta.dirname, '../../packages/storefront/src'), PAGE_MODULES),
  ],
  ...sourceResolve,
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 4301,
    proxy: {
      '/soe': 'http://localhost:4200',
      '/content': 'http://localhost:4200',
      '/__sandbox': 'http://localhost:4200',
    },
  },
});
