#!/usr/bin/env node
// Load benchmark of the sandbox: requests per second and p99 latency for reading a cart and for adding a
// device, with autocannon on loopback against the built sandbox (embedded storage in a temp folder).
// Run after `npm run build`. Prints figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSandbox } from './sandbox-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://127.0.0.1:${PORT}`;
const CSRF = 'bench-csrf-token';
const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'p-csrf-token': CSRF };

function load(title, options) {
  return new Promise((resolve, reject) => {
    const { path, ...rest } = options;
    autocannon(
      { url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers, ...rest },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        console.log(
          `  ${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.total} requests, ${failed} failed`,
        );
        resolve(result);
      },
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const sandbox = await startSandbox({ port: PORT, dataDir });
try {
  const devices = (await (await fetch(`${origin}/soe/digital/deviceconfigservice/catalog/devices`)).json()).data
    .devices;
  const device = devices[0];
  const add = JSON.stringify({ deviceId: device.id, sku: device.skus[0].sku });
  const created = await (
    await fetch(`${origin}/soe/digital/cartservice/cart/add-device`, { method: 'POST', headers, body: add })
  ).json();
  const cartId = created.data?.cartId;
  if (!cartId) throw new Error(`could not make a cart: ${JSON.stringify(created)}`);
  console.log(
    `sandbox benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, embedded storage (PGlite) on loopback`,
  );
  await load('read a cart', {
    method: 'POST',
    path: '/soe/digital/cartservice/cart/read',
    body: JSON.stringify({ cartId }),
  });
  // Each add-device makes a new cart (no cart cookie is sent), so this measures a full write.
  await load('add a device (new cart each time)', {
    method: 'POST',
    path: '/soe/digital/cartservice/cart/add-device',
    body: add,
  });
  await load('add a step to one cart (contended)', {
    method: 'POST',
    path: '/soe/digital/cartservice/cart/add-step',
    body: JSON.stringify({ cartId, group: 'bench', id: 'step' }),
  });
} finally {
  sandbox.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
