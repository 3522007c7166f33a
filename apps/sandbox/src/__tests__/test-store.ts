import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openStore, type SandboxStore } from '../store.js';

/** A new, empty memory store of this test file's own, opened as a copy of the run's empty store (global-setup.ts). */
export function openTestStore(): Promise<SandboxStore> {
  return openStore('memory', { from: new Blob([readFileSync(inject('emptyStoreFile'))]) });
}
