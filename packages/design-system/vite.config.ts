import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

/** Library build: one ES module plus one style sheet; React stays a peer. */
export default defineConfig(
  vitestConfig({
    plugins: [vanillaExtractPlugin(), react()],
    build: {
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
      sourcemap: true,
      emptyOutDir: true,
    },
    test: { environment: 'jsdom', setupFiles: ['../../tools/vitest-dom-setup.ts'] },
  }),
);
