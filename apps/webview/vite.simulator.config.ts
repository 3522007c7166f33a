import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../tools/vite-source.js';
import { defineConfig } from 'vite';

/**
 * The native-app simulator, built on its own so the web view's chunks are the web view's alone. The sandbox
 * serves it at /sales/_app/webview/simulator/simulator.html (`/simulator` redirects there).
 */
export default defineConfig({
  base: '/sales/_app/webview/simulator/',
  plugins: [vanillaExtractPlugin(), react()],
  ...sourceResolve,
  build: {
    outDir: 'dist/simulator',
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: 'simulator.html' },
  },
});
