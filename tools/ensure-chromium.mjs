#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the browser tests; never downloads a browser of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo) {
    throw new Error('Chromium is missing and this user cannot install packages. Run: sudo apt-get install -y chromium');
  }
  const [command, prefix] = isRoot ? ['apt-get', []] : ['sudo', ['apt-get']];
  run(command, [...prefix, 'update', '-qq']);
  run(command, [...prefix, 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium installed, but ${CHROMIUM_PATH} is still missing`);
  console.log(execFileSync(CHROMIUM_PATH, ['--version']).toString().trim());
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
