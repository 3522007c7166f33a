#!/usr/bin/env node
// Checks every publishable package as a consumer would get it: a README, publint, and attw on the packed
// tarball (ESM only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages, root } from './workspace.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(label, command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  const ok = result.status === 0;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (!ok) console.log((result.stdout + result.stderr).replace(/^/gm, '       '));
  return ok;
}

let failed = 0;
let passed = 0;
for (const { dir, manifest } of publishablePackages()) {
  console.log(manifest.name);
  const checks = [
    () => {
      const ok = existsSync(join(dir, 'README.md')) && existsSync(join(dir, 'dist'));
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} README.md and a built dist/`);
      return ok;
    },
    () => run('publint --strict', bin('publint'), ['--strict'], dir),
    () => {
      // Style sheets are exported for bundlers, not as modules, and an entry for the workspace's sources alone (the
      // kit's test fakes) is not published: attw judges the module entries.
      const notModules = Object.entries(manifest.exports ?? {})
        .filter(([entry, target]) => entry.endsWith('.css') || (typeof target === 'object' && !('default' in target)))
        .map(([entry]) => entry);
      const exclude = notModules.length > 0 ? ['--exclude-entrypoints', ...notModules] : [];
      return run(
        'attw --pack --profile esm-only',
        bin('attw'),
        ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped', ...exclude],
        dir,
      );
    },
  ];
  for (const check of checks) {
    if (check()) passed++;
    else failed++;
  }
}
console.log(`package checks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
