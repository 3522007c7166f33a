#!/usr/bin/env node
// Keeps every core of the machine busy with work unrelated to the store (hashing and compressing random data),
// so the test suite can be run on a machine shared with other work: `npm run test:under-load` starts it for the
// length of a run. It stops when told to (SIGTERM, SIGINT), when the process that started it goes away, or after
// --minutes (90 by default), whichever comes first.
//
//   node tools/busy.mjs [--workers N] [--minutes M]
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';

/** One unit of work: about a few milliseconds of one core, hashing and compressing fresh random bytes. */
function chunkOfWork() {
  const data = randomBytes(64 * 1024);
  let digest = createHash('sha256').update(data).digest();
  for (let i = 0; i < 20; i += 1) digest = createHash('sha256').update(digest).update(data).digest();
  return deflateSync(data, { level: 9 }).length + digest[0];
}

if (!isMainThread) {
  let stop = false;
  parentPort?.on('message', (message) => {
    if (message === 'stop') stop = true;
  });
  let units = 0;
  // Runs chunks back to back, yielding to the event loop between batches so that a 'stop' is heard.
  const batch = () => {
    for (let i = 0; i < 20; i += 1) units += chunkOfWork() > 0 ? 1 : 0;
    if (stop) parentPort?.postMessage(units);
    else setImmediate(batch);
  };
  batch();
} else {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
    return value;
  };
  const count = option('workers', availableParallelism());
  const minutes = option('minutes', 90);
  const started = Date.now();
  const workers = Array.from({ length: count }, () => new Worker(new URL(import.meta.url)));
  console.log(`busy: ${count} workers keeping the cores busy (at most ${minutes} min)`);

  let stopping = false;
  const stopAll = async (why) => {
    if (stopping) return;
    stopping = true;
    const units = await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            worker.once('message', resolve);
            worker.once('exit', () => resolve(0));
            worker.postMessage('stop');
          }),
      ),
    );
    await Promise.all(workers.map((worker) => worker.terminate()));
    const seconds = (Date.now() - started) / 1000;
    const total = units.reduce((sum, n) => sum + n, 0);
    console.log(`busy: stopped (${why}) after ${seconds.toFixed(0)} s, ${total} units of work done`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  process.on('SIGINT', () => void stopAll('SIGINT'));
  // Started with an IPC channel (as test-under-load.mjs does): stop when the parent goes away.
  process.on('disconnect', () => void stopAll('the parent went away'));
  setTimeout(() => void stopAll(`${minutes} min passed`), minutes * 60_000).unref();
}
