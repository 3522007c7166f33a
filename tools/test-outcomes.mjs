// What failed in a test run, read from the reports of Vitest and Playwright (their JSON reporters).
import { basename, relative } from 'node:path';

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
 * The browser tests that failed, and those that passed only on a retry, as "[project] file:line › titles", with why
 * each failed attempt failed (`why`, by name): its error's first lines and where it was thrown, so that a run's short
 * log says what to look at.
 * @param {{ suites?: unknown[] }} report Playwright's JSON report
 * @returns {{ failed: string[], flaky: string[], why: Record<string, string[]> }}
 */
export function playwrightOutcomes(report) {
  const outcomes = { failed: [], flaky: [], why: {} };
  for (const { spec, titles } of playwrightSpecs(report))
    for (const test of spec.tests ?? []) {
      const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${titles.join(' › ')}`;
      if (test.status === 'unexpected') outcomes.failed.push(name);
      if (test.status === 'flaky') outcomes.flaky.push(name);
      if (test.status === 'unexpected' || test.status === 'flaky') outcomes.why[name] = attemptErrors(test.results);
    }
  return outcomes;
}

/** The lines of an error message kept in the summary: enough to name the assertion and what it waited for. */
const ERROR_LINES_KEPT = 4;

/** The changed lines of an equality's diff kept in the summary: the values that differed, which say why. */
const DIFF_LINES_KEPT = 12;

/** A line of an equality's diff that differs ("- …" expected, "+ …" received), not the diff's own header. */
const isChange = (line) => /^[-+] /.test(line) && !/^[-+] (Expected|Received)\b/.test(line);

/**
 * Why each failed attempt of a browser test failed, one line each: "attempt N: <message's first lines> (file:line)";
 * for an equality, its first line and the lines that differed.
 * @param {Array<{ retry?: number, status?: string, errors?: Array<{ message?: string, location?: { file: string, line: number } }>, error?: { message?: string, location?: { file: string, line: number } } }> | undefined} results
 * @returns {string[]}
 */
function attemptErrors(results) {
  return (results ?? [])
    .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
    .map((result) => {
      const error = result.errors?.[0] ?? result.error ?? {};
      // Colours are for terminals; the summary is read as text.
      // eslint-disable-next-line no-control-regex
      const text = (error.message ?? result.status ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '');
      const all = text
        .split('\n')
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter(Boolean);
      const changes = all.filter(isChange);
      const lines = changes.length ? [all[0], ...changes.slice(0, DIFF_LINES_KEPT)] : all.slice(0, ERROR_LINES_KEPT);
      const where = error.location ? ` (${basename(error.location.file)}:${error.location.line})` : '';
      return `attempt ${(result.retry ?? 0) + 1}: ${lines.join(' | ')}${where}`;
    });
}

/**
 * Each spec of Playwright's report with its titles (describe blocks, then its own). The top suites are the spec
 * files, titled by their path, which each spec names already: their titles are left out.
 * @param {{ suites?: unknown[] } | undefined} report
 * @returns {Generator<{ spec: { title: string, file: string, line: number, tests?: Array<{ projectName: string, status: string }> }, titles: string[] }>}
 */
function* playwrightSpecs(report) {
  function* visit(suite, titles) {
    for (const spec of suite.specs ?? []) yield { spec, titles: [...titles, spec.title] };
    for (const child of suite.suites ?? []) yield* visit(child, [...titles, child.title]);
  }
  for (const file of report?.suites ?? []) yield* visit({ specs: file.specs, suites: file.suites }, []);
}

/**
 * Every test of a run, from both runners' reports, as one list: its file (from the workspace's root), its titles
 * (describe blocks, then its own) and whether it passed. A browser test runs once per Playwright project: it passed
 * when it passed in each project that ran it (on its retry counts, as CI counts it), and a skipped one did not run.
 * @param {Array<{ testResults?: Array<{ name: string, assertionResults?: Array<{ status: string, title: string, ancestorTitles?: string[] }> }> }>} vitestReports
 * @param {{ suites?: unknown[] } | undefined} playwrightReport
 * @param {string} root
 * @returns {Array<{ file: string, titles: string[], outcome: 'passed' | 'failed' | 'skipped' }>}
 */
export function testsOfRun(vitestReports, playwrightReport, root) {
  const tests = [];
  for (const report of vitestReports)
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        tests.push({
          file: relative(root, file.name),
          titles: [...(test.ancestorTitles ?? []), test.title],
          outcome: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
        });
  for (const { spec, titles } of playwrightSpecs(playwrightReport)) {
    const ran = (spec.tests ?? []).map((test) => test.status).filter((status) => status !== 'skipped');
    const outcome =
      ran.length === 0 ? 'skipped' : ran.every((s) => s === 'expected' || s === 'flaky') ? 'passed' : 'failed';
    tests.push({ file: spec.file, titles, outcome });
  }
  return tests;
}

/**
 * What is wrong with a census reference `file › the start of a test's title` in this run: nothing when every test it
 * names ran and passed. The title may start with the test's own title or with its describe blocks' and its own,
 * joined by ` › `.
 * @param {string} reference
 * @param {ReturnType<typeof testsOfRun>} tests
 * @returns {string | undefined}
 */
export function referenceProblem(reference, tests) {
  const [file, ...rest] = reference.split(' › ');
  const title = rest.join(' › ');
  if (!file || !title) return `"${reference}" is not "file › title"`;
  const named = tests.filter(
    (test) =>
      test.file === file && (test.titles.at(-1)?.startsWith(title) || test.titles.join(' › ').startsWith(title)),
  );
  if (named.length === 0) return `no test of this run is "${reference}…"`;
  const notRun = named.filter((test) => test.outcome === 'skipped');
  if (notRun.length === named.length) return `"${reference}…" was skipped`;
  if (named.some((test) => test.outcome === 'failed')) return `"${reference}…" failed`;
  return undefined;
}
