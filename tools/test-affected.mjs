#!/usr/bin/env node
// `npm run test:affected`: the quick loop. The build, unit tests, typecheck and lint of the projects a change touches
// (Nx affected: the projects changed since the base and those that depend on them), then the browser tests that live
// with those projects (each one's `e2e/` folder), against the built store. `npm test` stays the full gate CI runs.
//
//   npm run test:affected                  against origin/main (or main when there is no remote)
//   npm run test:affected -- --base HEAD~3 against another base
//   npm run test:affected -- --no-e2e      without the browser tests
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { root, workspacePackages } from './workspace.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args, extra = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;
const read = (command, args) => spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const refExists = (ref) => read('git', ['rev-parse', '--verify', '--quiet', ref]).status === 0;
const base = option('base') ?? ['origin/main', 'main'].find(refExists);
if (!base || !refExists(base)) {
  console.error(`test:affected: no base to compare with (${base ?? 'origin/main, main'}); give one with --base`);
  process.exit(2);
}

const shown = read(bin('nx'), ['show', 'projects', '--affected', `--base=${base}`, '--json']);
if (shown.status !== 0) {
  process.stderr.write(shown.stderr);
  process.exit(shown.status ?? 1);
}
const affected = new Set(JSON.parse(shown.stdout));
console.log(`test:affected against ${base}: ${affected.size ? [...affected].sort().join(', ') : 'no project'}`);

const started = Date.now();
let code = 0;
if (affected.size > 0)
  code = run(bin('nx'), [
    'affected',
    '-t',
    'build',
    'test',
    'typecheck',
    'lint',
    `--base=${base}`,
    '--output-style=static',
  ]);

// The browser tests that live with an affected project: a journey's own, the kit's, the design system's stories, an
// app's journeys-crossing tests.
const e2eFolders = workspacePackages()
  .filter((pkg) => affected.has(pkg.manifest.name) && existsSync(join(pkg.dir, 'e2e')))
  .map((pkg) => relative(root, join(pkg.dir, 'e2e')));
if (code === 0 && e2eFolders.length > 0 && !process.argv.includes('--no-e2e')) {
  console.log(`\nbrowser tests of ${e2eFolders.join(', ')}`);
  ensureChromium();
  ensureNginx();
  // The store server serves the built apps with the sandbox's services; the design system's tests read the built Storybook (which the browser tests'
  // servers wait for, so it is built when missing too).
  code = run(bin('nx'), [
    'run-many',
    '-t',
    'build',
    '-p',
    '@carrier/sandbox,@carrier/store-server,@carrier/dotcom,@carrier/prepaid,@carrier/webview',
    '--output-style=static',
  ]);
  const storybookStale =
    e2eFolders.some((folder) => folder.startsWith('packages/design-system')) ||
    !existsSync(join(root, 'dist/storybook/index.json'));
  if (code === 0 && storybookStale)
    code = run(bin('storybook'), ['build', '--quiet', '--disable-telemetry', '-o', 'dist/storybook']);
  if (code === 0) code = run(bin('playwright'), ['test', ...e2eFolders.map((folder) => `${folder}/`)]);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`test:affected: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
process.exit(code);
