import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test, type Dialog, type Page, type Response } from '../../../tools/e2e/test.js';
import { moveInStore, watchRequests } from '../../../tools/e2e/fixtures.js';

// The security suite, in the browser against the built store (OWASP ASVS 3.4, 3.7.2, 16.2.5): the Big List of
// Naughty Strings in every query parameter the store reads, on every page of the store; the headers of every
// page and every answer the page loads; and what the page sends to the log service. The sandbox's own pages and
// services are swept by apps/sandbox/src/__tests__/security.test.ts, the redirect guard by @carrier/safety.

const NAUGHTY_STRINGS = createRequire(import.meta.url)('big-list-of-naughty-strings') as string[];
const BASE = '/sales/digital';

/** Every page of the store, from the build's own table of pages, with real ids in place of the parameters. */
const PAGES = Object.keys(
  JSON.parse(readFileSync(fileURLToPath(new URL('../dist/page-preloads.json', import.meta.url)), 'utf8')) as object,
).map((pattern) =>
  pattern.replace('{$deviceId}', 'google-pixel-10').replace('{$accessoryId}', 'voltaline-usb-c-to-usb-c-cable-1-m'),
);

/** Every query parameter the store reads, on any page (the journeys' searches, the shell, the session, errors). */
const PARAMS = [
  'category',
  'color',
  'colour',
  'compare',
  'compatibledevice',
  'deals',
  'device',
  'fiveG',
  'hotspot',
  'intcmp',
  'isProspect',
  'line',
  'maker',
  'orderNumber',
  'os',
  'price',
  'productType',
  'promo',
  'sort',
  'storage',
  'travel',
  'type',
  'usage',
  'view',
  'fromSource',
  'srcCode',
  'channel',
  'goto',
  'redirect',
  'ts',
  'pageName',
  'flow',
  'domain',
  'guestCheckout',
  'iconicTestIntent',
  'isFiosOnlyFeedFlow',
  'isShopFlow',
  'isViewed',
  'mdn',
  'mtnFlow',
  'navState',
  'offerId',
  'orderreview',
  'preconfigure',
  'q',
  'restricted',
  'restrictedType',
  'scanngoACC',
  'shopL2SignInSuccess',
  'showBackButton',
];

/** The services' reads that are the same for every visitor: the catalogue's. */
const CATALOGUE_READS = /\/(deviceconfigservice\/catalog\/|plansservice\/plans$|tradeinservice\/tradein\/devices$)/;
const SHARED_READ = 'public, max-age=0, s-maxage=10';

/** A page load's record: dialogs opened, scripts that failed, answers without the headers a store sends. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], headers: [] as string[], stop: () => {} };
  const onDialog = (dialog: Dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  const onError = (error: Error) => seen.errors.push(error.message);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(page.url() || response.url()).origin || response.status() === 304) return;
    const headers = response.headers();
    if (headers['x-content-type-options'] !== 'nosniff') seen.headers.push(`${url.pathname}: no nosniff`);
    // The services' answers are kept by no cache, but for the catalogue's reads, the same for everyone, which shared
    // caches may keep a few seconds (browsers read them again each time).
    const shared = response.request().method() === 'GET' && CATALOGUE_READS.test(url.pathname);
    if (url.pathname.startsWith('/soe/') && headers['cache-control'] !== (shared ? SHARED_READ : 'no-store'))
      seen.headers.push(`${url.pathname}: ${headers['cache-control'] ?? 'no'} Cache-Control`);
  };
  page.on('dialog', onDialog);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  seen.stop = () => {
    page.off('dialog', onDialog);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  };
  return seen;
}

/** Markup the page would only have if input had been written into it: an event handler or an inline script. */
const injectedMarkup = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => [
      ...[...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
        .map((attribute) => `<${element.localName} ${attribute.name}>`),
      // A data element (the page's reads, JSON; its structured data, JSON-LD) is never run; any other script without
      // a source is.
      ...(element.localName === 'script' &&
      !element.hasAttribute('src') &&
      !['application/json', 'application/ld+json'].includes(element.getAttribute('type') ?? '') &&
      element.textContent?.trim()
        ? [`inline <script>${element.textContent.slice(0, 40)}`]
        : []),
    ]),
  );

// Swept once, in the desktop project (the phone project runs only tests tagged @phone, playwright.config.ts). The
// pages are swept in groups, each group in one page load: its first page loaded with its naughty query (what the
// store's start-up reads, and the document's own headers), each next one opened with its own as the store's links
// open a page (the router reads the query and draws the page; no new document, the store's code not started again).
// The server's shells with naughty queries are swept without a browser (apps/sandbox/src/__tests__/security.test.ts).
const GROUP_SIZE = 14;
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / GROUP_SIZE) }, (_, g) =>
  PAGES.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE),
);

/** The headers a page of the store is served with: its own policy, framed by the store only, no sniffing. */
const documentProblems = (headers: Record<string, string>) => [
  ...((headers['content-security-policy'] ?? '').includes("frame-ancestors 'self'")
    ? []
    : ['no frame-ancestors in its Content-Security-Policy']),
  ...(/script-src 'self';/.test(headers['content-security-policy'] ?? '') ? [] : ["no script-src 'self'"]),
  ...(headers['x-content-type-options'] === 'nosniff' ? [] : ['no nosniff']),
];

test.describe('the Big List of Naughty Strings in every query parameter of every page', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [g, group] of GROUPS.entries())
    test(`pages ${g * GROUP_SIZE + 1} to ${g * GROUP_SIZE + group.length}: no script runs, no markup is injected, every answer has the store's headers`, async ({
      page,
    }) => {
      const problems: string[] = [];
      const requests = watchRequests(page);
      for (const [i, path] of group.entries()) {
        const index = g * GROUP_SIZE + i;
        // Each page gets every parameter, each with another naughty string: over the pages, every string is tried.
        const search = new URLSearchParams(
          PARAMS.map((param, j) => [
            param,
            NAUGHTY_STRINGS[(index * PARAMS.length + j) % NAUGHTY_STRINGS.length] ?? '',
          ]),
        );
        const url = `${BASE}${path}?${search.toString()}`;
        const seen = watch(page);
        const found: string[] = [];
        // The page has drawn (its heading, its calls and code come) before its markup is read: what a parameter could
        // inject is there by then.
        if (i === 0) {
          found.push(...documentProblems((await page.goto(url))?.headers() ?? {}));
          await requests.quiet();
        } else await moveInStore(page, url, requests);
        const drawn = await page
          .locator('h1')
          .first()
          .waitFor({ state: 'visible', timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
        found.push(
          ...(drawn ? [] : ['no heading drawn']),
          ...(await injectedMarkup(page)),
          ...seen.dialogs.map((d) => `dialog: ${d}`),
          ...seen.headers,
          ...seen.errors.map((e) => `page error: ${e}`),
        );
        seen.stop();
        for (const problem of found) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
});

test.describe('private data never leaves the page', () => {
  test.use({ bypassCSP: true });

  test("today's finding: a Friends and Family URL with email, phone, card and a short JWT is logged masked", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('jsNotifyAsDynamic')) sent.push(request.postData() ?? '');
    });
    const query = 'email=jane%40example.com&phone=%2B1+212+555+0177&cc=4111-1111-1111-1111&t=eyJhbGciOiJub25lIn0.e30.';
    await page.goto(`${BASE}/friendsandfamily.html?${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const marker = `privacy-${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
    await page.addScriptTag({ content: `setTimeout(() => { throw new Error('${marker}'); });` });
    await expect.poll(() => sent.some((body) => body.includes(marker))).toBe(true);
    const record = sent.find((body) => body.includes(marker)) ?? '';
    expect(record).toContain('friendsandfamily.html');
    expect(decodeURIComponent(record)).not.toMatch(/jane|555\D?0177|4111\D?1111|eyJhbGci/);
    const dataLayer = JSON.stringify(await page.evaluate(() => (window as unknown as { vzdl?: unknown }).vzdl));
    expect(decodeURIComponent(dataLayer)).not.toMatch(/jane|555\D?0177|4111\D?1111|eyJhbGci/);
  });
});

test("the simulator and the sandbox's own pages carry the store's policy, framed by the store only", async ({
  request,
}) => {
  for (const path of [
    '/simulator',
    '/sandbox/signin?goto=%2Fsales%2Fdigital%2Fshop.html',
    '/mobile/nsa/nos/gw/launchapp/oauthSignIn?goto=%2F%09%2Fevil.example',
    '/stores/video-assist?type=videochat',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const headers = answer.headers();
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(headers['content-security-policy'] ?? '', path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'] ?? '', path).toMatch(/script-src 'self';/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});
