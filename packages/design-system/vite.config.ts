import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { sourceResolve } from '../../tools/vite-source.js';
import { defineConfig } from 'vitest/config';

/** Library build: one ES module plus one style sheet; React stays a peer. */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  ...sourceResolve,
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    sourcemap: true,
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
