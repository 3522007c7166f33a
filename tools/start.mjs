#!/usr/bin/env node
// `npm start`: builds the store apps (web, web view, prepaid) and the sandbox, then serves both on one origin (PORT, default 4200).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspace.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync(
  join(root, 'node_modules/.bin/nx'),
  [
    'run-many',
    '-t',
    'build',
    '--projects=@carrier/dotcom,@carrier/webview,@carrier/prepaid,@carrier/sandbox',
    '--output-style=static',
  ],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const sandbox = spawn(process.execPath, [join(root, 'apps/sandbox/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => sandbox.kill(signal));
sandbox.on('exit', (code) => process.exit(code ?? 0));
