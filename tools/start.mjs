#!/usr/bin/env node
// `npm start`: builds the store apps (web, web view, prepaid), the store server and the sandbox, then serves the
// store with the sandbox's services on one origin (PORT, default 4200; see tools/local-store.mjs).
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
    '--projects=@carrier/dotcom,@carrier/webview,@carrier/prepaid,@carrier/store-server,@carrier/sandbox',
    '--output-style=static',
  ],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const store = spawn(process.execPath, [join(root, 'tools/local-store.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => store.kill(signal));
store.on('exit', (code) => process.exit(code ?? 0));
