import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { createSandboxApp } from './app.js';
import { catalogueProblems } from './catalogue/check.js';
import { createFaults, faultsFromEnvironment } from './faults.js';
import { openStore } from './store.js';
import { DataFolderInUseError, lockDataFolder } from './data-lock.js';
import { isDatabaseUrl } from './db.js';

/** The workspace's root folder (the sandbox's default data folder is in it). */
export const workspaceRoot = resolve(fileURLToPath(import.meta.url), '../../../..');

/** A sandbox ready to serve: its app, where it keeps its data (a password hidden), and how to close it. */
export interface OpenSandbox {
  readonly app: Hono;
  readonly data: string;
  readonly close: () => Promise<void>;
}

/** Why the sandbox cannot start: said to the person starting it, who can act on it. */
export class SandboxStartError extends Error {
  override readonly name = 'SandboxStartError';
}

/**
 * Opens the sandbox as the environment says (SANDBOX_DATA_DIR or DATABASE_URL, SANDBOX_FAULTS): takes its data
 * folder's lock, checks the catalogue, opens the store. Throws a `SandboxStartError` with a clear message when the
 * folder is in use, the catalogue cannot be answered from, or a fault rule is malformed.
 */
export async function openSandbox(env: Readonly<Record<string, string | undefined>>): Promise<OpenSandbox> {
  // A PostgreSQL server when DATABASE_URL says so; else the embedded store in a data folder.
  const dataDir = env['DATABASE_URL'] || env['SANDBOX_DATA_DIR'] || resolve(workspaceRoot, '.sandbox-data');
  const faults = (() => {
    try {
      return createFaults(faultsFromEnvironment(env['SANDBOX_FAULTS']));
    } catch (error) {
      throw new SandboxStartError((error as Error).message);
    }
  })();
  // The catalogue is data (apps/sandbox/data), read as the services answer from it and checked by their contracts.
  const problems = catalogueProblems();
  if (problems.length > 0)
    throw new SandboxStartError(
      `The sandbox's catalogue cannot be answered from:\n${problems.slice(0, 20).join('\n')}`,
    );
  // One sandbox per data folder: a second start on the same folder stops here, saying which process holds it.
  let releaseLock = () => {};
  if (dataDir !== 'memory' && !isDatabaseUrl(dataDir)) {
    try {
      releaseLock = lockDataFolder(dataDir);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      throw new SandboxStartError(error.message);
    }
    process.on('exit', () => releaseLock());
  }
  const store = await openStore(dataDir);
  return {
    app: createSandboxApp({ store, faults }),
    data: dataDir.replace(/\/\/[^@/]*@/, '//***@'),
    close: () => store.close().finally(releaseLock),
  };
}
