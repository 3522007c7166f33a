#!/usr/bin/env node
// The speed gate, a step of `npm test` (and `npm run bench:startup`): what the store's pages cost a phone at start-up,
// measured against a floor so that the machine's own speed falls out. Chromium (Debian's) loads the landing, gridwall,
// product and checkout pages of the built store with its CPU slowed (four times; SPEED_CPU_SLOWDOWN) and traces each
// load from the navigation to the page being live (the `store:live` mark, set once the page is hydrated): its main
// thread's task time, the script time within it and its blocking time (each task's time past 50 ms), read by
// startup-trace.mjs. The floor is the smallest page of the same stack (tools/speed-floor: React, TanStack Router and
// jotai drawing a list, built here). The gate runs in rounds, `SPEED_RUNS` (3) of them: the floor, then each page, each
// in a fresh context. A page's figure is the median of its loads' task time over the median of all the floor's loads.
// Exits 1 when a page's ratio passes its budget. Run after `npm run build`.
//
// Measured so on a two-core machine, one load's task time moves by a third from one load to the next, the floor's
// (a short page, where the slowdown's own steps weigh most) by half: a floor taken just before each load, as this gate
// once did, added the floor's spread to every ratio. The median of all the floor's loads is steady to a tenth. With
// both cores busy (tools/busy.mjs) the pages' ratios rose from 1.0-1.7 to 1.7-1.8; with the type check and ESLint
// beside it they reached 2.0-2.3, and a run in CI passed 2.5 (those figures are from before Chromium's hidden popups
// were switched off, see PAGES): `npm test` runs the gate alone, between the static checks and the browser tests. A
// page over its budget is measured again, as many rounds more, before it fails.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { join } from 'node:path';
import { checkoutCart } from './checkout-cart.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { startSandbox } from './sandbox-process.mjs';
import { LIVE_MARK, startupWork } from './startup-trace.mjs';
import { serveStatic } from './serve-static.mjs';
import { root } from './workspace.mjs';

const PORT = Number(process.env.SPEED_PORT ?? 4397);
const FLOOR_PORT = Number(process.env.SPEED_FLOOR_PORT ?? 4398);
const RUNS = Number(process.env.SPEED_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.SPEED_CPU_SLOWDOWN ?? 4);
const origin = `http://localhost:${PORT}`;
const CSRF = 'speed-gate-token';

/**
 * Each page's budget: its main thread's work until it is live at most this many times the floor's, set to fail a page
 * whose start-up work grows by half again (the landing page's that went from 20 to 1,000 ms of blocking time did more).
 *
 * Until Chromium's hidden address-bar popups were switched off (CHROMIUM_ARGS in ensure-chromium.mjs), every new
 * context started a renderer of its own that took 1.4 s of CPU in its first second, beside the page being measured:
 * the floor, a short page, was slowed by it most, to 1,076 ms, and the pages measured 1.0 to 1.7 times it (a budget of
 * 2.5). Measured alone, the floor takes 545 to 780 ms and the same pages 1.7 to 2.6 times it (five runs, a quiet
 * two-core machine: the landing 2.2-2.35, the gridwall 2.4-2.5, the product page 2.3-2.6, the checkout 1.7-2.3): half
 * again on the highest is 3.5.
 */
const PAGES = [
  { name: 'landing', path: '/sales/digital/shop.html', budget: 3.5 },
  { name: 'gridwall', path: '/sales/digital/smartphones.html', budget: 3.5 },
  { name: 'product', path: '/sales/digital/smartphones/google-pixel-10.html', budget: 3.5 },
  { name: 'checkout', path: '/sales/digital/checkout.html', budget: 3.5, checkout: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of `values`, in whole ms, right-aligned to `width`. */
const figure = (values, width) => median(values).toFixed(0).padStart(width);

/**
 * Loads `url` in a fresh context with the CPU slowed, `cookies` set, until its network is idle; answers its start-up
 * cost: the script time Chromium counts, and the blocking time of its main thread's tasks in a trace.
 */
async function measure(browser, url, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  const page = await context.newPage();
  // On the page's own site first: a navigation to another site moves the page to another renderer, which the
  // slowdown set before it would not reach.
  await page.goto(new URL('/__sandbox/health', url).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Waits in the page for the mark (a poll from here would add work to what is measured).
  await page.evaluate(
    (mark) =>
      new Promise((resolve) => {
        if (performance.getEntriesByName(mark).length > 0) return resolve(undefined);
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName(mark).length) return;
          observer.disconnect();
          resolve(undefined);
        }).observe({ type: 'mark' });
      }),
    LIVE_MARK,
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return startupWork(trace);
}

async function post(path, body) {
  const res = await fetch(`${origin}/soe/digital/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'p-csrf-token': CSRF },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()).data;
}

const floorDir = join(root, 'dist/speed-floor');
await build({
  configFile: false,
  root: join(root, 'tools/speed-floor'),
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: floorDir, emptyOutDir: true },
});
const floorServer = await serveStatic(floorDir, FLOOR_PORT);
const store = await startSandbox({ port: PORT });
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/`;
    // Each page once unmeasured (the first load of a new browser runs colder), then the rounds.
    await measure(browser, floorUrl);
    for (const page of PAGES) await measure(browser, `${origin}${page.path}`);
    const floors = [];
    const loads = new Map(PAGES.map((page) => [page.name, []]));
    /** One round: the floor, then each of `pages`. */
    const round = async (pages) => {
      floors.push(await measure(browser, floorUrl));
      for (const page of pages) {
        const cookies = page.checkout ? [{ name: 'cartId', value: await checkoutCart(post, 'started') }] : [];
        loads.get(page.name).push(await measure(browser, `${origin}${page.path}`, cookies));
      }
    };
    const ratioOf = (page) => median(loads.get(page.name).map((r) => r.tasks)) / median(floors.map((r) => r.tasks));
    for (let i = 0; i < RUNS; i++) await round(PAGES);
    // A page over its budget is measured again, as many rounds more, before it fails: the medians of them all decide,
    // so that a few loads a busy moment slowed do not fail the gate alone.
    const over = PAGES.filter((p) => ratioOf(p) > p.budget);
    if (over.length > 0) for (let i = 0; i < RUNS; i++) await round(over);
    if (process.env.SPEED_RAW)
      for (const [name, runs] of [['floor', floors], ...loads])
        console.log(name, JSON.stringify(runs.map((r) => [r.tasks, r.script].map(Math.round))));
    console.log(
      `Start-up with the CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS} rounds: the main thread's work (tasks) against the floor's (React, the router and jotai drawing a list)`,
    );
    console.log('  page        tasks ms   floor ms   script ms   blocking ms   x floor   budget');
    for (const page of PAGES) {
      const runs = loads.get(page.name);
      const ratio = ratioOf(page);
      const over = ratio > page.budget;
      failed ||= over;
      console.log(
        [
          `  ${page.name.padEnd(10)}`,
          figure(
            runs.map((r) => r.tasks),
            9,
          ),
          figure(
            floors.map((r) => r.tasks),
            10,
          ),
          figure(
            runs.map((r) => r.script),
            11,
          ),
          figure(
            runs.map((r) => r.blocking),
            13,
          ),
          ratio.toFixed(2).padStart(9),
          String(page.budget).padStart(8),
        ].join(' ') +
          (runs.length > RUNS ? `   (measured again: ${runs.length} loads)` : '') +
          (over ? '   OVER' : ''),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  store.kill();
  floorServer.close();
}
if (failed) {
  console.error(
    'A page costs more than its budget at start-up (see the table): make it lighter, or say why in the budget.',
  );
  process.exitCode = 1;
}
