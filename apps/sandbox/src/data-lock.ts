// One sandbox per data folder: the embedded PostgreSQL of two processes on one folder corrupts it (and two first starts
// at once crash one with a bare "Aborted()"). A start takes a lock file beside the folder, atomically; a second start
// on the same folder stops with a message naming the folder and the process that holds it. A lock left by a process
// that is gone is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** The data folder is in use by another sandbox, still running. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    readonly since: string,
  ) {
    super(
      `The sandbox's data folder ${folder} is in use by another sandbox (process ${pid}, started ${since}). ` +
        'Stop that one first, or start this one on another folder: SANDBOX_DATA_DIR=/some/other/folder npm start.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Whether a process is running (signal 0 tests without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOptions {
  readonly pid?: number;
  readonly now?: Date;
  readonly running?: (pid: number) => boolean;
}

/** The lock file of a data folder: beside it, so the folder itself holds only the database. */
export const lockFileOf = (folder: string) => `${folder.replace(/\/+$/, '')}.lock`;

/**
 * Takes the lock of a data folder for this process, or throws a `DataFolderInUseError` naming the process that holds
 * it. Answers the release, which removes the lock only while it is still this process's.
 */
export function lockDataFolder(folder: string, options: LockOptions = {}): () => void {
  const { pid = process.pid, now = new Date(), running = isRunning } = options;
  const file = lockFileOf(folder);
  mkdirSync(dirname(file), { recursive: true });
  const mine = JSON.stringify({ pid, since: now.toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readLock(file);
      if (held && held.pid !== pid && running(held.pid)) throw new DataFolderInUseError(folder, held.pid, held.since);
      // Left by a process that is gone (or unreadable): taken over.
      try {
        unlinkSync(file);
      } catch {
        // Someone else took it over first: the next attempt sees theirs.
      }
    }
  }
  const held = readLock(file);
  throw new DataFolderInUseError(folder, held?.pid ?? 0, held?.since ?? 'just now');
}

function readLock(file: string): { pid: number; since: string } | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; since?: unknown };
    return typeof value.pid === 'number' && Number.isSafeInteger(value.pid) && value.pid > 0
      ? { pid: value.pid, since: typeof value.since === 'string' ? value.since : 'at an unknown time' }
      : undefined;
  } catch {
    return undefined;
  }
}
