// Starts the built sandbox as its own process for the benchmarks, and waits until it answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspace.mjs';

/**
 * Starts `apps/sandbox/dist/main.js` on `port` with storage in `dataDir` (`memory` keeps nothing) and
 * resolves with the child process once `/__sandbox/health` answers.
 */
export async function startSandbox({ port, dataDir = 'memory' }) {
  const child = spawn(process.execPath, [join(root, 'apps/sandbox/dist/main.js')], {
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/__sandbox/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the sandbox did not start: run npm run build first');
}
