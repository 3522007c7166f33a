import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/ensure-chromium.mjs';

/** The e2e port; the sandbox serves the built store and the services on it. */
const PORT = Number(process.env['E2E_PORT'] ?? 4321);

/** The port of the built Storybook (see packages/design-system/e2e). */
const STORYBOOK_PORT = Number(process.env['STORYBOOK_PORT'] ?? 6106);

export default defineConfig({
  testDir: '.',
  // Each journey's browser tests live with it (packages/journeys/<name>/e2e/), the kit's and the design system's with
  // them, and an app's e2e/ holds what crosses journeys; all run against the built apps the sandbox serves.
  testMatch: /(apps|packages|packages\/journeys)\/[^/]+\/e2e\/.+\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a test that passes only on its retry is named in npm test's summary. E2E_RETRIES overrides
  // it (`npm run test:under-load` sets 0, where a retried test counts as a failure).
  retries: process.env['E2E_RETRIES'] ? Number(process.env['E2E_RETRIES']) : process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  // Limits for what hangs, not measures of speed: two browsers share two cores with the sandbox, and under other work
  // (`npm run test:under-load`) a page that draws in two seconds alone can take ten. Every wait is on a condition,
  // met as soon as it holds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'dist/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded when a failed test runs again (on CI), not for every test: recording each action's snapshot
    // of the page takes the CPU the tests need.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [
    {
      // At phone size, what a phone shows differently: the whole purchase once (shop to the placed order), the shop's
      // and the checkout's pages swept for axe and for anything wider than the screen, the header's menu, the
      // mobile-only layout, what only a phone is offered (the app card, the smart banner, the debug button) and a tap
      // on a page's shell: the tests tagged @phone. Every page's layout at 320 px is swept by narrow.spec.ts; every
      // other test states a rule that does not depend on the width and runs once, at 1440 px. A test tagged
      // @phone-only sets a phone's user agent itself and states what a phone is offered: it runs here only.
      name: 'mobile-375',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
      grep: /@phone/,
    },
    {
      name: 'desktop-1440',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
    },
  ],
  webServer: [
    {
      command: 'node tools/local-store.mjs',
      url: `http://localhost:${PORT}/__sandbox/health`,
      // The tests reach the store on localhost (espanol.localhost for Spanish); the shared-domain host
      // (store.localhost) is tested on its own.
      env: { PORT: String(PORT), SANDBOX_DATA_DIR: 'memory', STORE_ORIGIN: `http://localhost:${PORT}` },
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // The built Storybook (npm test builds it first), for the design system's browser tests.
      command: `node tools/serve-static.mjs dist/storybook ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env['CI'],
      timeout: 30_000,
    },
  ],
});
