#!/usr/bin/env node
// `npm test`: every quality gate of the workspace, in order, with the time of each and one line of totals.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { startTestPostgres } from './postgres.mjs';
import { playwrightOutcomes, vitestFailures } from './test-outcomes.mjs';
import { UI_PROJECTS } from './ui-projects.mjs';
import {
  E2E_REPORT,
  REACT_UNIT_REPORT,
  playwrightReport,
  root,
  testedDirs,
  vitestReports,
  workspacePackages,
} from './workspace.mjs';

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Whether a step's output is shown as it comes (one step at a time) or kept until it ends (steps side by side). */
let live = true;

/** Runs a command with live output, and returns its exit code and what it printed. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const shown = live;
    const tee = (stream) => (chunk) => {
      output += chunk;
      if (shown) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Reads "N passed, M failed" from a tool's own summary line. */
const countsFrom = (pattern) => (output) => {
  const match = output.match(pattern);
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : undefined;
};

function vitestCounts() {
  return vitestReports().reduce(
    (sum, report) => {
      return {
        passed: sum.passed + report.numPassedTests,
        failed: sum.failed + report.numFailedTests + (report.numFailedTestSuites ?? 0),
      };
    },
    { passed: 0, failed: 0 },
  );
}

function e2eCounts() {
  const stats = playwrightReport()?.stats;
  return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected } : undefined;
}

/** The React projects' names, as Nx matches them: their unit tests and their types are checked as one, not by Nx. */
const UI_PROJECT_NAMES = UI_PROJECTS.map((project) => project.name);

/**
 * The other projects whose tsconfig.json checks their sources alone (`src`) with the workspace's options and some of
 * their own, grouped by those options: each group is checked as one program (each file once, one compiler start-up
 * instead of one a project), its configuration written to dist/. Each project's own `typecheck` is the same check for
 * that project alone. Answers the projects and the programs' configurations.
 */
function corePrograms() {
  const groups = new Map();
  for (const pkg of workspacePackages()) {
    const file = join(pkg.dir, 'tsconfig.json');
    if (!existsSync(file)) continue;
    const { extends: base, compilerOptions, include, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
    const sourcesAlone = JSON.stringify(include) === '["src"]' && Object.keys(rest).length === 0;
    if (!sourcesAlone || resolve(pkg.dir, base ?? '') !== join(root, 'tsconfig.base.json')) continue;
    const options = JSON.stringify(compilerOptions ?? {});
    groups.set(options, [...(groups.get(options) ?? []), pkg]);
  }
  mkdirSync(join(root, 'dist'), { recursive: true });
  const configs = [...groups].map(([options, pkgs], i) => {
    const config = join(root, `dist/tsconfig.core-check-${i + 1}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        extends: '../tsconfig.base.json',
        compilerOptions: JSON.parse(options),
        include: pkgs.map((pkg) => `${relative(dirname(config), pkg.dir)}/src`),
      }),
    );
    return config;
  });
  return { projects: [...groups.values()].flat().map((pkg) => pkg.manifest.name), configs };
}

/** The PostgreSQL server of the sandbox's storage suite, while the tests run. */
let postgres;

const steps = [
  { name: 'Debian Chromium for the browser tests', task: async () => ({ code: (ensureChromium(), 0), output: '' }) },
  // The caching proxy the store server is tested behind (apps/store-server/e2e/shared-cache.spec.ts).
  { name: 'Debian nginx for the shared-cache tests', task: async () => ({ code: (ensureNginx(), 0), output: '' }) },
  {
    name: 'Debian PostgreSQL for the storage suite',
    task: async () => {
      postgres = startTestPostgres();
      console.log(`PostgreSQL at ${postgres.url}`);
      return { code: 0, output: '' };
    },
  },
  {
    // The builds and the unit tests side by side. The React projects' tests read sources, never builds: they run as one
    // Vitest run (vitest.ui.config.ts), their shared sources compiled once instead of once a project, while Nx builds
    // every project and runs the other projects' tests (the core packages', the sandbox's, the tools').
    name: 'build and unit tests',
    before: () => {
      for (const dir of testedDirs()) rmSync(join(dir, 'test-results'), { recursive: true, force: true });
      rmSync(REACT_UNIT_REPORT, { force: true });
    },
    group: [
      {
        name: 'build, and the unit tests of the other projects (Nx, cached)',
        task: () =>
          run(
            bin('nx'),
            ['run-many', '-t', 'build', 'test', `--exclude=${UI_PROJECT_NAMES.join(',')}`, '--output-style=static'],
            postgres ? { SANDBOX_TEST_DATABASE_URL: postgres.url } : {},
          ).then(async (others) => {
            // The React projects' builds (the apps the browser tests load), after the others: Nx builds each once.
            const ui = await run(bin('nx'), ['run-many', '-t', 'build', '--output-style=static']);
            return { code: others.code || ui.code, output: others.output + ui.output };
          }),
      },
      {
        name: 'unit tests of the React projects (one Vitest run)',
        task: () => run(bin('vitest'), ['run', '--config', 'vitest.ui.config.ts']),
      },
    ],
    counts: vitestCounts,
  },
  {
    // The checks below read the sources and the builds, never each other's output: they run side by side, two
    // cores busy instead of one (each one's output is printed when it ends, whole).
    name: 'static checks and the published packages',
    group: [
      {
        // The React projects share their compiler options and each one's program holds the design system's and the
        // kit's sources: they are checked as one program (tsconfig.ui-check.json), every file once, instead of once a
        // project; the other projects that check their sources alone as one program for each set of compiler options
        // (corePrograms); the rest (the tools, with the browser tests) by their own `typecheck`.
        name: 'typecheck',
        task: async () => {
          const core = corePrograms();
          const each = await run(bin('nx'), [
            'run-many',
            '-t',
            'typecheck',
            `--exclude=${[...UI_PROJECT_NAMES, ...core.projects].join(',')}`,
            '--output-style=static',
          ]);
          const programs = [await run(bin('tsc'), ['-p', 'tsconfig.ui-check.json', '--noEmit'])];
          for (const config of core.configs) programs.push(await run(bin('tsc'), ['-p', config, '--noEmit']));
          return {
            code: [each, ...programs].find((r) => r.code !== 0)?.code ?? 0,
            output: [each, ...programs].map((r) => r.output).join(''),
          };
        },
      },
      // One ESLint over the workspace: the same rules as each project's `lint`, with its start-up paid once.
      { name: 'lint (ESLint)', task: () => run(bin('eslint'), ['.']) },
      // The published packages, from the builds of the first step, side by side with the checks: the longest checks
      // first and the shortest last (each is taken by the first of the two that is free), so that the two cores stay
      // busy to the end of the group instead of one idling behind a long check started last.
      {
        name: 'publish to a local registry',
        task: () => run(process.execPath, ['tools/publish-smoke.mjs']),
        counts: countsFrom(/publish smoke: (\d+) passed, (\d+) failed/),
      },
      { name: 'format check (Prettier)', task: () => run(bin('prettier'), ['--check', '.', '--log-level', 'warn']) },
      {
        name: 'Storybook build',
        task: () => run(bin('storybook'), ['build', '--quiet', '--disable-telemetry', '-o', 'dist/storybook']),
      },
      {
        name: 'package checks (publint, attw)',
        task: () => run(process.execPath, ['tools/check-packages.mjs']),
        counts: countsFrom(/package checks: (\d+) passed, (\d+) failed/),
      },
      { name: 'design-system weight', task: () => run(process.execPath, ['tools/size-design-system.mjs']) },
      { name: 'size budgets', task: () => run(process.execPath, ['tools/size-budget.mjs']) },
      {
        // The web store built again with a made-up journey of 30 pages: its entry may grow by 0.3 KB at most.
        name: 'entry with a 30-page journey more',
        task: () => run(process.execPath, ['tools/size-synthetic-journey.mjs']),
      },
      { name: 'http-client weight', task: () => run(process.execPath, ['tools/size-http.mjs']) },
    ],
  },
  {
    // Alone, on a machine the suite leaves quiet: the start-up of the landing, gridwall, product and checkout pages in
    // Chromium with its CPU slowed, against the floor of the stack (a ratio). Beside the type check and ESLint the pages'
    // ratios rose by half, and a run in CI passed the budget for that alone.
    name: 'speed gate (start-up against the floor)',
    task: () => run(process.execPath, ['tools/bench-startup.mjs']),
  },
  {
    name: 'browser tests (Playwright on Debian Chromium)',
    before: () => rmSync(E2E_REPORT, { force: true }),
    task: () => run(bin('playwright'), ['test'], { CI: 'true' }),
    counts: e2eCounts,
  },
  {
    // Last: every test the rule census names for a rule, read from the reports of this run (it must have run and
    // passed; one skipped or filtered out fails here).
    name: "rule census (this run's reports)",
    task: () => run(process.execPath, ['tools/rule-census-check.mjs']),
    counts: countsFrom(/rule census: (\d+) passed, (\d+) failed/),
  },
];

/** Runs one step; answers its result for the summary. */
async function runStep(step) {
  const t0 = Date.now();
  step.before?.();
  let result;
  try {
    result = await step.task();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    result = { code: 1, output: '' };
  }
  const counts = step.counts?.(result.output);
  return { name: step.name, ok: result.code === 0, seconds: (Date.now() - t0) / 1000, counts, output: result.output };
}

const started = Date.now();
const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  if (!step.group) {
    results.push(await runStep(step));
    continue;
  }
  // Two at a time (the machine's two cores), each one's output printed whole when it ends. The group's own row
  // comes first in the summary, with its time and the tests its members ran, then its members'.
  const t0 = Date.now();
  step.before?.();
  live = false;
  const queue = [...step.group];
  const done = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await runStep(next);
      console.log(`\n--- ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
      done.push(result);
    }
  };
  await Promise.all([worker(), worker()]);
  live = true;
  const counts = step.counts?.('');
  // A member's failed tests are counted in the group's row (`groupCounts`), not again as a failed step.
  const members = step.group.map((member) => ({
    ...done.find((r) => r.name === member.name),
    member: true,
    groupCounts: counts,
  }));
  results.push(
    { name: step.name, ok: members.every((r) => r.ok), seconds: (Date.now() - t0) / 1000, counts, group: true },
    ...members,
  );
}

postgres?.stop();
const seconds = (Date.now() - started) / 1000;
const totals = results.reduce(
  (sum, r) => ({ passed: sum.passed + (r.counts?.passed ?? 0), failed: sum.failed + (r.counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
const failedSteps = results.filter((r) => !r.ok && !r.group);
console.log('\n=== summary');
for (const r of results) {
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  const name = r.member ? `  ${r.name}` : r.name;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${name.padEnd(62)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
}
console.log(`total time ${(seconds / 60).toFixed(1)} min`);
// The names of what failed (and what passed only on a retry) come last, where a short log shows them.
const lastE2e = playwrightReport();
const e2e = lastE2e ? playwrightOutcomes(lastE2e) : { failed: [], flaky: [], why: {} };
for (const name of vitestFailures(vitestReports(), root)) console.log(`failed: ${name}`);
for (const [label, names] of [
  ['failed', e2e.failed],
  ['flaky (passed on retry)', e2e.flaky],
])
  for (const name of names) {
    console.log(`${label}: ${name}`);
    for (const line of e2e.why[name] ?? []) console.log(`  ${line}`);
  }
// A step that failed without a failed test of its own (a build, lint, a budget) counts as one failure.
const uncounted = failedSteps.filter((r) => (r.counts?.failed ?? r.groupCounts?.failed ?? 0) === 0).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed + uncounted} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
