import { mergeConfig, type ViteUserConfig } from 'vitest/config';
import { sourceResolve } from './vite-source.js';

/**
 * The Vitest settings every project shares: source resolution of `@carrier/*` packages and a JSON report
 * in `test-results/` that `npm test` adds up.
 */
export function vitestConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    {
      ...sourceResolve,
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
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
