import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { emptyStoreArchive } from '../store.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding an empty, migrated memory store's data folder (see test-store.ts). */
    emptyStoreFile: string;
  }
}

/**
 * Makes a new memory store once for the whole run and keeps its data folder in a file: each test file's store opens
 * as a copy of it instead of making its own database cluster (seconds of WebAssembly each, 28 times).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  const file = join(dir, 'empty-store.tar');
  writeFileSync(file, Buffer.from(await (await emptyStoreArchive()).arrayBuffer()));
  project.provide('emptyStoreFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
