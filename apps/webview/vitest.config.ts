import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

// The simulator's tests run in Node; the store's tests in the web view draw pages in jsdom (their own comment).
export default defineConfig(
  vitestConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: { setupFiles: ['../../tools/vitest-dom-setup.ts'] },
  }),
);
