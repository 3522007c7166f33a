// Starts the built store (the store server with the sandbox's services) as its own process for the benchmarks, and
// waits until it answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { root } from './workspace.mjs';

/**
 * A throwaway certificate for `localhost` (`{ cert, key }` PEM paths), made by the built store server's helper;
 * undefined when openssl is not installed.
 */
export async function localCertificate() {
  const tls = await import('@carrier/store-server').catch(() => {
    throw new Error('the store server is not built: run npm run build first');
  });
  return tls.makeLocalCertificate();
}

/** Answers whether the sandbox's health page (through the store server) says it is up, over HTTPS trusting only `ca`. */
function healthyOverTls(port, ca) {
  return new Promise((resolve) => {
    const req = request({ host: 'localhost', port, path: '/__sandbox/health', ca }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function healthy(port, ca) {
  if (ca) return healthyOverTls(port, ca);
  try {
    return (await fetch(`http://127.0.0.1:${port}/__sandbox/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the store (`tools/local-store.mjs`) on `port` with storage in `dataDir` (`memory` keeps nothing), over HTTPS and
 * HTTP/2 when given `tls` (see `localCertificate`), and resolves with the child process once
 * `/__sandbox/health` answers.
 */
export async function startSandbox({ port, dataDir = 'memory', tls }) {
  const child = spawn(process.execPath, [join(root, 'tools/local-store.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      ...(tls ? { STORE_TLS_CERT: tls.cert, STORE_TLS_KEY: tls.key } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ca = tls ? readFileSync(tls.cert) : undefined;
  // A store that cannot start (not built, its port taken) ends its process, which ends the wait at once; one that is
  // slow to start on a busy machine (the checks of npm test beside it) is waited for, up to two minutes.
  let exited;
  child.once('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + START_LIMIT_MS;
  while (exited === undefined && Date.now() < deadline) {
    if (await healthy(port, ca)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(
    exited === undefined
      ? `the store did not answer within ${START_LIMIT_MS / 1000} s`
      : `the store stopped (exit ${exited}): run npm run build first, and check that port ${port} is free`,
  );
}

/** The longest the store is waited for to start. */
const START_LIMIT_MS = 120_000;
