import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICES } from '../catalogue/catalogue.js';
import { readCart, withCsrf } from './csrf.js';

// The built sandbox, as `npm start` runs it (the test target builds it first).
const MAIN = resolve(import.meta.dirname, '../../dist/main.js');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

let child: ChildProcess | undefined;
afterEach(() => void child?.kill('SIGKILL'));

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const process_ = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  // Polled until it answers: a limit for a sandbox that never starts, not a measure (a busy machine starts it slowly).
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__sandbox/health`)).ok) return process_;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not start');
}

const post = (port: number, path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/soe/digital/cartservice/cart/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });

describe('nothing lost', () => {
  it('keeps every acknowledged cart write when the sandbox is killed with SIGKILL in the middle of writes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-kill-'));
    const port = await freePort();
    child = await start(dataDir, port);
    const device = DEVICES[0]!;
    const created = (await (
      await post(port, 'add-device', { deviceId: device.id, sku: device.skus[0]!.sku })
    ).json()) as { data: { cartId: string } };
    const cartId = created.data.cartId;

    const acknowledged: string[] = [];
    let next = 0;
    const killed = new Promise<void>((done) => child?.once('exit', () => done()));
    const writer = async () => {
      while (next < 400) {
        const id = `w${next++}`;
        try {
          const res = await post(port, 'add-step', { cartId, group: 'durability', id });
          if (res.ok) acknowledged.push(id);
          if (acknowledged.length === 40) child?.kill('SIGKILL');
        } catch {
          return; // the connection died with the process
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    child = await start(dataDir, port);
    const read = (
      await readCart({ request: (path) => fetch(`http://127.0.0.1:${port}${path}`) }, cartId, '/soe/digital')
    ).json as {
      data: { pendingSteps: Record<string, { items: { id: string }[] }> };
    };
    const kept = new Set(read.data.pendingSteps['durability']?.items.map((i) => i.id));
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, 300_000);
});
