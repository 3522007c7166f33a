import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tools/e2e/test.js';

/*
 * The store server behind a real caching proxy (Debian's nginx, `proxy_cache`, configured as a CDN in front of a store
 * would be: it keeps what the answers allow, as long as they say, by host and address, honouring `Vary`). What the
 * store lets shared caches keep must never give one visitor's page to another, and must be kept.
 */

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const PRODUCT = '/sales/digital/smartphones/google-pixel-10.html';
const LANDING = '/sales/digital/shop.html';
/** A signed-in customer, as the store reads one from the request's cookies. */
const PAULA = 'loggedIn=true; firstName=Paula; XSRF-TOKEN=paula-token';

let nginx: ChildProcess | undefined;
let folder = '';
let proxy = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function answering(url: string) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

/** A request through the proxy, as a browser with `cookie` (none by default) sends it; its answer's text and headers. */
async function through(path: string, cookie?: string) {
  const res = await fetch(`${proxy}${path}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: res.status, headers: res.headers, html: await res.text(), cache: res.headers.get('x-cache-status') };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const store = new URL(baseURL as string);
  const port = await freePort();
  folder = mkdtempSync(join(tmpdir(), 'store-nginx-'));
  // nginx's workers run as another user when it is started as root: they must reach the folders it makes here.
  chmodSync(folder, 0o755);
  writeFileSync(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
pid ${folder}/nginx.pid;
daemon off;
error_log ${folder}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache keys_zone=store:1m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${store.port};
      proxy_set_header Host $http_host;
      proxy_cache store;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_use_stale updating;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')], {
    stdio: 'ignore',
  });
  proxy = `http://localhost:${port}`;
  await answering(`${proxy}/__sandbox/health`);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test("a catalogue page drawn for a visitor the store knows nothing of is served from the proxy's cache", async () => {
  const first = await through(PRODUCT);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
  expect(first.headers.get('set-cookie')).toBeNull();
  expect(first.html).toContain('Google Pixel 10');
  const again = await through(PRODUCT);
  expect(again.cache).toBe('HIT');
  expect(again.html).toBe(first.html);
});

test("a signed-in customer's page is never served to another visitor, nor another's to them", async () => {
  // The landing kept for visitors the store knows nothing of...
  await through(LANDING);
  expect((await through(LANDING)).cache).toBe('HIT');
  // ...is not the customer's: theirs is drawn for them, greets them, and is kept by no cache.
  const paula = await through(LANDING, PAULA);
  expect(paula.cache).not.toBe('HIT');
  expect(paula.headers.get('cache-control')).toBe('private, no-store');
  expect(paula.html).toContain('Paula');
  for (let i = 0; i < 3; i++) {
    const anyone = await through(LANDING);
    expect(anyone.html).not.toContain('Paula');
    const again = await through(LANDING, PAULA);
    expect(again.cache).not.toBe('HIT');
    expect(again.html).toContain('Paula');
  }
});

test('a page with a cart, or of the checkout, is kept by no cache', async () => {
  for (const [path, cookie] of [
    [LANDING, 'cartId=C1; XSRF-TOKEN=t'],
    ['/sales/digital/cart.html', undefined],
    ['/sales/digital/checkout.html', undefined],
  ] as const) {
    await through(path, cookie);
    const again = await through(path, cookie);
    expect(again.cache, path).not.toBe('HIT');
    expect(again.headers.get('cache-control'), path).not.toContain('public');
  }
});

test("a shopper whose page came from the proxy's cache (no cookie, no token) adds the phone to the cart", async ({
  browser,
}) => {
  // One shopper's visit fills the cache for the browser's variant (its user agent); the next shopper's page comes
  // from it.
  const first = await browser.newContext();
  await (await first.newPage()).goto(`${proxy}${PRODUCT}`);
  await first.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  const arrived = page.waitForResponse((res) => res.url() === `${proxy}${PRODUCT}`);
  await page.goto(`${proxy}${PRODUCT}`);
  const answer = await arrived;
  // From the cache (while it is fresh, or given stale while the proxy reads it anew), with no cookie: the page's own
  // first write (its throttle list, a log) may ask for the token before the shopper taps.
  expect(['HIT', 'STALE', 'UPDATING']).toContain(answer.headers()['x-cache-status']);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  // The page's own add, once it is live (a tap before is the page's form, which the store server answers with the
  // token: hydration.spec.ts).
  await page.waitForFunction(() => performance.getEntriesByName('store:live').length > 0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html\?device=google-pixel-10/);
  await expect(page.getByRole('region', { name: 'Your cart', exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  await context.close();
});
