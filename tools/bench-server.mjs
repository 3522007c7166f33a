#!/usr/bin/env node
// Load benchmark of the store server's page drawing: the product page (and, for comparison, the landing and the
// gridwall) drawn on the server for each request, with the sandbox as the services, on loopback in one Node process
// (one core runs its JavaScript). Prints the cold figures (the first requests after the server starts, each timed
// alone) and the warm ones (autocannon, once warmed up). Run after `npm run build`.
import autocannon from 'autocannon';
import { startSandbox } from './sandbox-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4393);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD = Number(process.env.BENCH_COLD ?? 10);
const origin = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['product page', '/sales/digital/smartphones/google-pixel-10.html'],
  ['landing', '/sales/digital/shop.html'],
  ['gridwall', '/sales/digital/smartphones.html'],
];
/** A browser's headers: the server draws the page for a desktop visitor who already has the request token. */
const headers = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  accept: 'text/html',
  cookie: 'XSRF-TOKEN=bench-csrf-token',
};

/** Each of the first `COLD` requests for `path` alone, in ms: the first is the server's first drawing of the page. */
async function cold(path) {
  const times = [];
  for (let i = 0; i < COLD; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { headers });
    await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

function warm(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const store = await startSandbox({ port: PORT });
try {
  console.log(`Pages drawn by the store server (${origin}), ${CONNECTIONS} connections for ${SECONDS} s once warm:`);
  for (const [title, path] of PAGES) {
    const first = await cold(path);
    const rest = first.slice(1);
    const coldLine = `cold: first ${first[0].toFixed(0)} ms, next ${COLD - 1} ${(rest.reduce((a, b) => a + b, 0) / rest.length).toFixed(1)} ms each`;
    const result = await warm(path);
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `  ${title.padEnd(14)} ${coldLine.padEnd(44)} warm: ${result.requests.average.toFixed(0).padStart(5)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.total} requests, ${failed} failed`,
    );
  }
} finally {
  store.kill();
}
