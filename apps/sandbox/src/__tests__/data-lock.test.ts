import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder, lockFileOf } from '../data-lock.js';

const folder = () => join(mkdtempSync(join(tmpdir(), 'sandbox-lock-')), 'data');
const NOW = new Date('2026-11-27T21:00:00Z');

describe('one sandbox per data folder', () => {
  it('a second start on the same folder stops with a message naming the folder and the other process', () => {
    const dir = folder();
    lockDataFolder(dir, { pid: 4242, now: NOW, running: () => true });
    let refused: unknown;
    try {
      lockDataFolder(dir, { pid: 5151, running: () => true });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect((refused as Error).message).toBe(
      `The sandbox's data folder ${dir} is in use by another sandbox (process 4242, started 2026-11-27T21:00:00.000Z). ` +
        'Stop that one first, or start this one on another folder: SANDBOX_DATA_DIR=/some/other/folder npm start.',
    );
  });

  it('the lock is released when the sandbox stops, and the folder can be started again', () => {
    const dir = folder();
    const release = lockDataFolder(dir, { pid: 4242, running: () => true });
    expect(existsSync(lockFileOf(dir))).toBe(true);
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(() => lockDataFolder(dir, { pid: 5151, running: () => true })).not.toThrow();
  });

  it('a lock left by a process that is gone, or one that cannot be read, is taken over', () => {
    const dir = folder();
    lockDataFolder(dir, { pid: 4242, running: () => true });
    lockDataFolder(dir, { pid: 5151, now: NOW, running: (pid) => pid !== 4242 });
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toEqual({ pid: 5151, since: NOW.toISOString() });
    writeFileSync(lockFileOf(dir), 'not json');
    expect(() => lockDataFolder(dir, { pid: 6161, running: () => true })).not.toThrow();
  });

  it('a release only removes the lock while it is still its own', () => {
    const dir = folder();
    const release = lockDataFolder(dir, { pid: 4242, running: () => false });
    lockDataFolder(dir, { pid: 5151, running: (pid) => pid !== 4242 });
    release();
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: 5151 });
  });
});
