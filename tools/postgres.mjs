#!/usr/bin/env node
// A throwaway PostgreSQL server from Debian's postgresql package, for the sandbox's storage suite:
// installed when missing, a fresh cluster in a temp folder on a fixed loopback port, stopped afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fixed port, so the URL (part of the test inputs) is the same on every run. */
export const TEST_POSTGRES_PORT = 54329;
export const TEST_DATABASE_URL = `postgres://sandbox@127.0.0.1:${TEST_POSTGRES_PORT}/sandbox`;

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(base, version, 'bin') : undefined;
}

function install() {
  if (!isRoot)
    throw new Error('PostgreSQL is missing and this user cannot install packages: sudo apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** Runs a PostgreSQL program as the postgres user when we are root (the server refuses to run as root). */
function run(bin, args) {
  const [command, prefix] = isRoot ? ['runuser', ['-u', 'postgres', '--']] : [bin, []];
  return execFileSync(command, isRoot ? [...prefix, bin, ...args] : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

/** Starts a fresh server; returns its URL and a stop function. */
export function startTestPostgres() {
  let bin = postgresBin();
  if (!bin) {
    console.log("PostgreSQL is missing: installing Debian's postgresql package.");
    install();
    bin = postgresBin();
  }
  if (!bin) throw new Error('postgresql installed, but its programs were not found');
  const dir = mkdtempSync(join(tmpdir(), 'carrier-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'sandbox', '--no-sync', '-E', 'UTF8']);
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${TEST_POSTGRES_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(TEST_POSTGRES_PORT), '-U', 'sandbox', 'sandbox']);
  } catch (error) {
    stop();
    throw new Error(`could not start a test PostgreSQL: ${error instanceof Error ? error.message : error}`);
  }
  return { url: TEST_DATABASE_URL, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = startTestPostgres();
  console.log(`PostgreSQL for tests at ${server.url}; press Ctrl-C to stop it.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server.stop(), process.exit(0)));
  setInterval(() => undefined, 1 << 30);
}
