#!/usr/bin/env node
// `npm run test:under-load`: the whole suite (`npm test`) while tools/busy.mjs keeps every core busy with unrelated
// work, with no retries anywhere: a browser test that would have passed only on its retry fails the run here. It
// tells whether the suite's tests wait on conditions rather than on time: a test that fails only when the machine
// is busy fails this run.
//
//   npm run test:under-load [-- --workers N]   N busy workers (default: one per core)
import { fork, spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspace.mjs';

const at = process.argv.indexOf('--workers');
const busyArgs = at >= 0 ? ['--workers', process.argv[at + 1] ?? ''] : [];

const busy = fork(join(root, 'tools/busy.mjs'), busyArgs, { stdio: 'inherit' });
const started = Date.now();

const code = await new Promise((resolve) => {
  const suite = spawn(process.execPath, [join(root, 'tools/test.mjs')], {
    cwd: root,
    stdio: 'inherit',
    // No retry: Playwright's one retry is for CI only (playwright.config.ts reads E2E_RETRIES first).
    env: { ...process.env, E2E_RETRIES: '0' },
  });
  suite.on('close', (status) => resolve(status ?? 1));
});

busy.kill('SIGTERM');
await new Promise((resolve) => busy.once('exit', resolve));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`test:under-load: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min with every core kept busy`);
process.exit(code);
