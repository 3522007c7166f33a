import { defineConfig, devices } from '@playwright/test';

/** The e2e port; the sandbox serves the built store and the services on it. */
const PORT = Number(process.env['E2E_PORT'] ?? 4321);

/** The port of the built Storybook (see packages/design-system/e2e). */
const STORYBOOK_PORT = Number(process.env['STORYBOOK_PORT'] ?? 6106);

/** Debian's Chromium, never a downloaded browser (see TOOLCHAIN.md). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: /(apps|packages)\/[^/]+\/e2e\/.+\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where two cores are shared: a test that passes only on its retry is named in npm test's summary.
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  // Two browsers share two cores with the sandbox: a page that draws in two seconds alone can take six here.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'dist/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is recorded when a failed test runs again (on CI), not for every test: recording each action's snapshot
    // of the page takes the CPU the tests need.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile-375',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
      // Sweeps that look at what the store does with input, not at how a page is laid out, run once (desktop): the
      // tests tagged @once, and the files that try codes, numbers, faults, errors, the session's timers and the data
      // layer one after another (their pages' layout at phone size is checked by the journeys' own tests). A journey's
      // main flow runs at both widths; its other flows (the same pages, other choices), the flows whose pages the
      // 320 px sweep of narrow.spec.ts already checks at phone size (offers, stores), the guest checkout (the
      // checkout's pages, checked at 375 px by its accessibility sweep) and the Spanish pages run once.
      grepInvert: /@once/,
      testIgnore: [
        /apps\/dotcom\/e2e\/(promo|number|chaos|checkout-chaos|errors|session|analytics)\.spec\.ts$/,
        // The native-app simulator draws the store in a phone-sized frame whatever the window's width.
        /apps\/webview\/e2e\/simulator\.spec\.ts$/,
      ],
    },
    { name: 'desktop-1440', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node apps/sandbox/dist/main.js',
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
