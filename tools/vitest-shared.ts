import { mergeConfig, type ViteUserConfig } from 'vitest/config';
import { sourceResolve } from './vite-source.js';

/**
 * The Vitest settings every project shares: source resolution of `@carrier/*` packages and a JSON report
 * in `test-results/` that `npm test` adds up.
 */
export function vitestConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  // The React projects' test files share one jsdom window and one module graph per worker instead of building their
  // own (React, the design system and jsdom itself, about a second a file): vitest-dom-setup.ts gives each file a
  // clean window (storage, cookies, address, timers, mocks). The core packages keep the default isolation.
  const dom = overrides.test?.environment === 'jsdom';
  return mergeConfig(
    {
      ...sourceResolve,
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        isolate: !dom,
        // A limit for a test that hangs, not a measure of speed: on a two-core machine kept busy by other work a test
        // takes several times as long as alone (`npm run test:under-load`), and its waits are on conditions.
        testTimeout: 30_000,
        hookTimeout: 30_000,
        reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
        coverage: {
          provider: 'v8',
          include: ['src/**/*.{ts,tsx}'],
          exclude: ['src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.ts'],
          reporter: ['text-summary', 'json-summary'],
          reportsDirectory: 'test-results/coverage',
        },
      },
    },
    overrides,
  );
}
