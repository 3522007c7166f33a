import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestConfig } from '../../tools/vitest-shared.js';

// The dotcom store as its journeys make it: the frame around real pages, the page announcer, the page shells.
export default defineConfig(
  vitestConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: { environment: 'jsdom', setupFiles: ['../../tools/vitest-dom-setup.ts'] },
  }),
);
