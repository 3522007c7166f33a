import { describe, expect, it } from 'vitest';
import { playwrightOutcomes, vitestFailures } from '../test-outcomes.mjs';

describe("npm test's summary names what failed", () => {
  it('names each failed unit test by file and full name, and a file that failed without a test by its message', () => {
    const reports = [
      {
        testResults: [
          {
            name: '/repo/packages/a/src/x.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'x works' },
              { status: 'failed', fullName: 'x rule › refuses y' },
            ],
          },
          { name: '/repo/packages/a/src/y.test.ts', status: 'failed', message: 'Hook timed out', assertionResults: [] },
          {
            name: '/repo/packages/a/src/z.test.ts',
            status: 'passed',
            assertionResults: [{ status: 'passed', fullName: 'z' }],
          },
        ],
      },
    ];
    expect(vitestFailures(reports, '/repo')).toEqual([
      'packages/a/src/x.test.ts › x rule › refuses y',
      'packages/a/src/y.test.ts (Hook timed out)',
    ]);
  });

  it('names failed and flaky browser tests by project, place and titles', () => {
    const report = {
      suites: [
        {
          title: 'apps/dotcom/e2e/cart.spec.ts',
          specs: [
            {
              title: 'top level',
              file: 'apps/dotcom/e2e/cart.spec.ts',
              line: 3,
              tests: [{ projectName: 'mobile-375', status: 'unexpected' }],
            },
          ],
          suites: [
            {
              title: 'cart',
              specs: [
                {
                  title: 'removes a line',
                  file: 'apps/dotcom/e2e/cart.spec.ts',
                  line: 12,
                  tests: [
                    { projectName: 'mobile-375', status: 'expected' },
                    { projectName: 'desktop-1440', status: 'flaky' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report)).toEqual({
      failed: ['[mobile-375] apps/dotcom/e2e/cart.spec.ts:3 › top level'],
      flaky: ['[desktop-1440] apps/dotcom/e2e/cart.spec.ts:12 › cart › removes a line'],
    });
  });
});
