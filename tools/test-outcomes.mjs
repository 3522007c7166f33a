// What failed in a test run, read from the reports of Vitest and Playwright (their JSON reporters).
import { relative } from 'node:path';

/**
 * The unit tests that failed, as "file › full name"; a file that failed without a failed test (an import error, a
 * failed hook) is named with its message.
 * @param {Array<{ testResults?: Array<{ name: string, status: string, message?: string, assertionResults?: Array<{ status: string, fullName: string }> }> }>} reports
 * @param {string} root the workspace, to shorten the file names
 * @returns {string[]}
 */
export function vitestFailures(reports, root) {
  return reports.flatMap((report) =>
    (report.testResults ?? []).flatMap((file) => {
      const where = relative(root, file.name);
      const failed = (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${where} › ${test.fullName}`);
      return failed.length === 0 && file.status === 'failed'
        ? [`${where} (${file.message || 'suite failed'})`]
        : failed;
    }),
  );
}

/**
 * The browser tests that failed, and those that passed only on a retry, as "[project] file:line › titles".
 * @param {{ suites?: unknown[] }} report Playwright's JSON report
 * @returns {{ failed: string[], flaky: string[] }}
 */
export function playwrightOutcomes(report) {
  const outcomes = { failed: [], flaky: [] };
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') outcomes.failed.push(name);
        if (test.status === 'flaky') outcomes.flaky.push(name);
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top suites are the spec files, titled by their path; the path is already in each name.
  for (const file of report.suites ?? []) {
    visit({ specs: file.specs }, []);
    for (const child of file.suites ?? []) visit(child, [child.title]);
  }
  return outcomes;
}
