// Starts the built sandbox as its own process for the benchmarks, and waits until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './workspace.mjs';

/**
 * A throwaway certificate for `localhost`, valid one day, made with Debian's openssl (as `{ cert, key }` PEM
 * paths); undefined when openssl is not installed.
 */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return made.status === 0 ? { cert, key } : undefined;
}

/** Answers whether the sandbox's health page says it is up, over HTTPS trusting only `ca`. */
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
 * Starts `apps/sandbox/dist/main.js` on `port` with storage in `dataDir` (`memory` keeps nothing), over HTTPS and
 * HTTP/2 when given `tls` (see `localCertificate`), and resolves with the child process once
 * `/__sandbox/health` answers.
 */
export async function startSandbox({ port, dataDir = 'memory', tls }) {
  const child = spawn(process.execPath, [join(root, 'apps/sandbox/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      ...(tls ? { SANDBOX_TLS_CERT: tls.cert, SANDBOX_TLS_KEY: tls.key } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ca = tls ? readFileSync(tls.cert) : undefined;
  for (let i = 0; i < 150; i++) {
    if (await healthy(port, ca)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the sandbox did not start: run npm run build first');
}
