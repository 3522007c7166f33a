import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { UI_PROJECTS } from './tools/ui-projects.mjs';
import { vitestConfig } from './tools/vitest-shared.js';
import { REACT_UNIT_REPORT } from './tools/workspace.mjs';

// The unit and component tests of the React projects (the design system, the kit, the journeys, the apps) as one
// Vitest run: `npm test` runs them this way (tools/test.mjs). Each project's own `vitest.config.ts` is the same run
// for that project alone (`nx test`, `npm run test:affected`), with the same settings (vitest-shared.ts): jsdom, the
// shared setup, the sources of the @carrier packages. Run once, the design system's and the kit's sources are compiled
// once for every project instead of once a project, and each worker keeps one jsdom window and one module graph for
// all the files it runs (each file starts from a clean window, vitest-dom-setup.ts). Its report goes to
// dist/vitest-react.json (REACT_UNIT_REPORT), where `npm test` adds it up with the projects' own.
const shared = vitestConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    include: UI_PROJECTS.map(({ dir }) => `${dir}/src/**/*.test.{ts,tsx}`),
    environment: 'jsdom',
    setupFiles: ['tools/vitest-dom-setup.ts'],
    coverage: { include: UI_PROJECTS.map(({ dir }) => `${dir}/src/**/*.{ts,tsx}`) },
  },
});

// The report replaces the projects' own (test-results/vitest.json), which Playwright's start would empty here.
export default defineConfig({
  ...shared,
  test: { ...shared.test, reporters: ['default', ['json', { outputFile: REACT_UNIT_REPORT }]] },
});
