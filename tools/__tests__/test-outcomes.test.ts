import { describe, expect, it } from 'vitest';
import { playwrightOutcomes, referenceProblem, testsOfRun, vitestFailures } from '../test-outcomes.mjs';

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

  it('names failed and flaky browser tests by project, place and titles, with why each failed attempt failed (for an equality, the values that differed)', () => {
    const report = {
      suites: [
        {
          title: 'apps/dotcom/e2e/cart.spec.ts',
          specs: [
            {
              title: 'top level',
              file: 'apps/dotcom/e2e/cart.spec.ts',
              line: 3,
              tests: [
                {
                  projectName: 'mobile-375',
                  status: 'unexpected',
                  results: [
                    {
                      retry: 0,
                      status: 'failed',
                      errors: [
                        {
                          message:
                            "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText('Total')\nExpected: visible\nTimeout: 20000ms\nCall log:",
                          location: { file: '/repo/apps/dotcom/e2e/cart.spec.ts', line: 7 },
                        },
                      ],
                    },
                    { retry: 1, status: 'timedOut', errors: [] },
                  ],
                },
              ],
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
                    {
                      projectName: 'desktop-1440',
                      status: 'flaky',
                      results: [
                        { retry: 0, status: 'failed', error: { message: 'Error: hydration mismatch' } },
                        {
                          retry: 1,
                          status: 'failed',
                          error: {
                            message:
                              'Error: pages whose hydration did not match\n\n- Expected  -  1\n+ Received  +  3\n\n- Array []\n+ Array [\n+   "/cart.html: hydration-mismatch Text differs",\n+ ]',
                          },
                        },
                        { retry: 2, status: 'passed' },
                      ],
                    },
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
      why: {
        '[mobile-375] apps/dotcom/e2e/cart.spec.ts:3 › top level': [
          "attempt 1: Error: expect(locator).toBeVisible() failed | Locator: getByText('Total') | Expected: visible | Timeout: 20000ms (cart.spec.ts:7)",
          'attempt 2: timedOut',
        ],
        '[desktop-1440] apps/dotcom/e2e/cart.spec.ts:12 › cart › removes a line': [
          'attempt 1: Error: hydration mismatch',
          'attempt 2: Error: pages whose hydration did not match | - Array [] | + Array [ | + "/cart.html: hydration-mismatch Text differs", | + ]',
        ],
      },
    });
  });
});

describe("the rule census reads the run's reports: a named test must have run and passed", () => {
  const vitest = [
    {
      testResults: [
        {
          name: '/repo/packages/session-timer/src/__tests__/timer.test.ts',
          assertionResults: [
            {
              title: 'at 30:00 the customer is logged out',
              ancestorTitles: ['the session (spec 5.4)'],
              status: 'passed',
            },
            { title: 'warns at 28:00', ancestorTitles: ['the session (spec 5.4)'], status: 'failed' },
            { title: 'keeps alive every 5 minutes', ancestorTitles: [], status: 'skipped' },
          ],
        },
      ],
    },
  ];
  const playwright = {
    suites: [
      {
        title: 'apps/dotcom/e2e/session.spec.ts',
        specs: [
          {
            title: 'the timer restarts on a service call',
            file: 'apps/dotcom/e2e/session.spec.ts',
            line: 3,
            tests: [
              { projectName: 'mobile-375', status: 'skipped' },
              { projectName: 'desktop-1440', status: 'expected' },
            ],
          },
          {
            title: 'a skipped test',
            file: 'apps/dotcom/e2e/session.spec.ts',
            line: 9,
            tests: [{ projectName: 'desktop-1440', status: 'skipped' }],
          },
          {
            title: 'a flaky test',
            file: 'apps/dotcom/e2e/session.spec.ts',
            line: 12,
            tests: [{ projectName: 'desktop-1440', status: 'flaky' }],
          },
          {
            title: 'a failed test',
            file: 'apps/dotcom/e2e/session.spec.ts',
            line: 15,
            tests: [
              { projectName: 'mobile-375', status: 'expected' },
              { projectName: 'desktop-1440', status: 'unexpected' },
            ],
          },
        ],
      },
    ],
  };
  const tests = testsOfRun(vitest, playwright, '/repo');
  const unit = 'packages/session-timer/src/__tests__/timer.test.ts';

  it('a unit test that passed states its rule, named by its title or by its describe blocks and its title', () => {
    expect(referenceProblem(`${unit} › at 30:00 the customer`, tests)).toBeUndefined();
    expect(referenceProblem(`${unit} › the session (spec 5.4) › at 30:00`, tests)).toBeUndefined();
  });

  it('a browser test that passed in every project that ran it states its rule (on a retry, as CI counts it)', () => {
    expect(referenceProblem('apps/dotcom/e2e/session.spec.ts › the timer restarts', tests)).toBeUndefined();
    expect(referenceProblem('apps/dotcom/e2e/session.spec.ts › a flaky test', tests)).toBeUndefined();
  });

  it('a named test that failed fails the census, in either runner and in any project', () => {
    expect(referenceProblem(`${unit} › warns at 28:00`, tests)).toMatch(/failed/);
    expect(referenceProblem('apps/dotcom/e2e/session.spec.ts › a failed test', tests)).toMatch(/failed/);
  });

  it('a named test that was skipped fails the census: its rule was not checked', () => {
    expect(referenceProblem(`${unit} › keeps alive every 5 minutes`, tests)).toMatch(/skipped/);
    expect(referenceProblem('apps/dotcom/e2e/session.spec.ts › a skipped test', tests)).toMatch(/skipped/);
  });

  it('a named test that is not in the reports (removed, renamed, filtered out) fails the census', () => {
    expect(referenceProblem('apps/dotcom/e2e/session.spec.ts › a test nobody wrote', tests)).toMatch(/no test/);
    expect(referenceProblem('apps/dotcom/e2e/other.spec.ts › the timer restarts', tests)).toMatch(/no test/);
    expect(referenceProblem('the timer restarts', tests)).toMatch(/not "file › title"/);
  });
});
