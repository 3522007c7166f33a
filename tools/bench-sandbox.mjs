#!/usr/bin/env node
// Load benchmark of the sandbox: requests per second and p99 latency for reading a cart, adding a device,
// placing orders (each a cart taken through the checkout first) and replaying an order's idempotency key, with
// autocannon on loopback against the built sandbox (embedded storage in a temp folder).
// Run after `npm run build`. Prints figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { checkoutCart } from './checkout-cart.mjs';
import { startSandbox } from './sandbox-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const origin = `http://127.0.0.1:${PORT}`;
const CSRF = 'bench-csrf-token';
const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'p-csrf-token': CSRF };

function load(title, options) {
  return new Promise((resolve, reject) => {
    const { path, ...rest } = options;
    const started = performance.now();
    autocannon(
      { url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers, ...rest },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        // A run of a set number of requests may end within its first second: its rate is the total over its time.
        const rate = rest.amount
          ? result.requests.total / ((performance.now() - started) / 1000)
          : result.requests.average;
        console.log(
          `  ${title.padEnd(34)} ${rate.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.total} requests, ${failed} failed`,
        );
        resolve(result);
      },
    );
  });
}

/** Posts to a service and answers its data, or stops the benchmark with what went wrong. */
async function post(path, body) {
  const res = await fetch(`${origin}/soe/digital/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
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
  await load('read a cart', { method: 'GET', path: `/soe/digital/cartservice/cart/read?cartId=${cartId}` });
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

  // Orders: carts taken through every checkout step beforehand, each then submitted once with its own key.
  const ready = [];
  for (let i = 0; i < ORDERS; i++)
    ready.push(await checkoutCart(post, 'review', { id: device.id, sku: device.skus[0].sku }));
  let next = 0;
  const submit = '/soe/digital/orderprocessservice/checkoutapi/submit-order';
  await load(`place an order (${ORDERS} carts)`, {
    path: submit,
    amount: ORDERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const cart = ready[next++ % ready.length];
          return {
            ...request,
            body: JSON.stringify({ cartId: cart }),
            headers: { ...headers, 'idempotency-key': `bench-order-${cart}` },
          };
        },
      },
    ],
  });
  // The same key again answers the order it placed: a retry after a lost answer.
  await load('replay an order (same key)', {
    method: 'POST',
    path: submit,
    body: JSON.stringify({ cartId: ready[0] }),
    headers: { ...headers, 'idempotency-key': `bench-order-${ready[0]}` },
  });
} finally {
  sandbox.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
