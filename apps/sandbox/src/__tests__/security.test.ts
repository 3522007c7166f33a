import { createRequire } from 'node:module';
import { LAUNCH_APP_BASE, LAUNCH_TARGETS } from '@carrier/native-bridge';
import { OPEN_REDIRECT_PAYLOADS } from '@carrier/safety';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { TEST_CSRF_TOKEN, withCsrf } from './csrf.js';
import { postService, serviceSamples, stringLeaves } from './service-samples.js';
import { openTestStore } from './test-store.js';

// The security suite of the sandbox's own pages and services (OWASP ASVS 3.4, 3.7.2, 16.2.5): open-redirect
// payloads in every place that takes a URL, the Big List of Naughty Strings in every query parameter and every
// string field, and the headers of every answer. The store's pages are swept in a browser by
// apps/dotcom/e2e/security.spec.ts.

const NAUGHTY_STRINGS = createRequire(import.meta.url)('big-list-of-naughty-strings') as string[];
const ORIGIN = 'http://localhost:4200';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

/** Where a link or a `Location` of an answer leads, read as the browser reads it on the page that drew it. */
const leadsTo = (href: string, page: string) => new URL(href.replaceAll('&amp;', '&'), new URL(page, ORIGIN));
const hrefOf = (html: string, label: string) =>
  new RegExp(`<a href="([^"]*)">${label}</a>`).exec(html)?.[1] ?? 'missing';
const inputOf = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? 'missing';

/** A payload as it arrives in a query: encoded once (as a link would carry it) and twice (as a nested link). */
const asQuery = (payload: string) => [encodeURIComponent(payload), encodeURIComponent(encodeURIComponent(payload))];

describe('open-redirect payloads, in every place of the sandbox that takes a URL', () => {
  it(`the app-launch pages' way back stays on the store (${OPEN_REDIRECT_PAYLOADS.length} payloads × 3 pages × 2 encodings)`, async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS)
      for (const target of LAUNCH_TARGETS)
        for (const goto of asQuery(payload)) {
          const page = `${LAUNCH_APP_BASE}${target}?goto=${goto}`;
          const res = await app.request(page);
          expect(res.status).toBe(200);
          const back = leadsTo(hrefOf(await res.text(), 'Back to the store'), page);
          expect(back.origin, `${target} ${JSON.stringify(payload)} -> ${back.href}`).toBe(ORIGIN);
        }
  });

  it("today's finding: ?goto=%2F%09%2Fevil.example leads back to the shop", async () => {
    const res = await app.request(`${LAUNCH_APP_BASE}oauthSignIn?goto=%2F%09%2Fevil.example`);
    expect(hrefOf(await res.text(), 'Back to the store')).toBe('/sales/digital/shop.html');
  });

  it('the sign-in page returns to a store page only, shown or posted', async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const goto of asQuery(payload)) {
        const page = `/sandbox/signin?goto=${goto}`;
        const kept = leadsTo(inputOf(await (await app.request(page)).text(), 'goto'), page);
        expect(kept.origin, JSON.stringify(payload)).toBe(ORIGIN);
        expect(kept.pathname.startsWith('/sales/'), JSON.stringify(payload)).toBe(true);
      }
      for (const action of ['/sandbox/signin', '/sandbox/signout']) {
        const res = await app.request(action, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}`,
          },
          body: new URLSearchParams({ user: 'postpay', goto: payload, csrf: TEST_CSRF_TOKEN }).toString(),
        });
        expect(res.status).toBe(303);
        const location = leadsTo(res.headers.get('Location') ?? '', action);
        expect(location.origin, `${action} ${JSON.stringify(payload)}`).toBe(ORIGIN);
        expect(location.pathname.startsWith('/sales/')).toBe(true);
      }
    }
  });
});

/** The pages the sandbox draws, each with every query parameter it reads. */
const PAGES: readonly (readonly [path: string, params: readonly string[]])[] = [
  ['/sandbox/signin', ['goto']],
  ...LAUNCH_TARGETS.map((target) => [`${LAUNCH_APP_BASE}${target}`, ['goto']] as const),
  ['/sandbox/bank/apply.html', ['prequalId']],
  ['/sandbox/bank/open.html', ['offer']],
];

/** True when a naughty string would do something if written into markup as it is. */
const isMarkup = (text: string) => /[<>"']/.test(text);

describe('the Big List of Naughty Strings in every query parameter of every page the sandbox draws', () => {
  it(`never a server error, never echoed as markup, always the page's headers (${NAUGHTY_STRINGS.length} strings)`, async () => {
    let tried = 0;
    for (const [path, params] of PAGES)
      for (const param of params)
        for (const naughty of NAUGHTY_STRINGS) {
          const res = await app.request(`${path}?${new URLSearchParams({ [param]: naughty }).toString()}`);
          const body = await res.text();
          tried += 1;
          const what = `${path}?${param}=${JSON.stringify(naughty)}`;
          expect(res.status, what).toBeLessThan(500);
          if (isMarkup(naughty) && naughty.trim().length > 1) expect(body.includes(naughty), what).toBe(false);
          expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
          expect(res.headers.get('Content-Security-Policy') ?? '', what).toContain("frame-ancestors 'self'");
        }
    console.info(`naughty strings in page queries: ${tried} requests`);
  });

  it('a naughty path is a 404 answered as JSON, never as a page that echoes it', async () => {
    for (const naughty of NAUGHTY_STRINGS) {
      const res = await app.request(`/nothing/${encodeURIComponent(naughty)}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});

describe('the Big List of Naughty Strings in every string field of every service call', () => {
  // The list in 20 parts, one test each: every part goes into every call (about 1,000 calls a part), so no test runs long
  // enough for a busy machine to push it past its timeout.
  const PARTS = 20;
  const size = Math.ceil(NAUGHTY_STRINGS.length / PARTS);
  const parts = Array.from({ length: PARTS }, (_, part) => [
    part * size,
    Math.min(NAUGHTY_STRINGS.length, (part + 1) * size),
  ]);

  it.each(parts)('strings %i to %i: never a server error, always JSON, nosniff and no-store', async (from, to) => {
    for (const [path, body] of await serviceSamples(app)) {
      const leaves = stringLeaves(body);
      // Every naughty string goes into each call once, into its fields in turn.
      for (let i = from; i < to; i++) {
        const naughty = NAUGHTY_STRINGS[i]!;
        const leaf = leaves[i % leaves.length];
        if (!leaf) continue;
        const res = await app.request(`/soe/digital/prospect/${path}`, {
          method: 'POST',
          headers: withCsrf({ 'Content-Type': 'application/json' }),
          body: JSON.stringify(leaf.set(naughty)),
        });
        const what = `${path} ${leaf.path}=${JSON.stringify(naughty)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(res.headers.get('Content-Type'), what).toMatch(/^application\/json/);
        expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
        expect(res.headers.get('Cache-Control'), what).toBe('no-store');
        await res.text();
      }
    }
  });

  it('the parts cover the whole list', () => {
    expect(parts[0]![0]).toBe(0);
    expect(parts.at(-1)![1]).toBe(NAUGHTY_STRINGS.length);
    for (let part = 1; part < PARTS; part++) expect(parts[part]![0]).toBe(parts[part - 1]![1]);
  });
});

describe('private data never reaches the sandbox’s stored records', () => {
  it('a log record carrying an email, a phone, a card and a JWT in its page URL is stored scrubbed', async () => {
    const { status } = await postService(app, 'peripheralsservice/nse/jsNotifyAsDynamic', {
      messageType: 'ERROR',
      eventType: 'FeError',
      errorType: 'S',
      errorMessage: 'card 4111 1111 1111 1111 declined for mdn_2015550188',
      name: 'Error',
      pageUrl: `${ORIGIN}/sales/digital/friendsandfamily.html?email=jane%40example.com&phone=%2B1+212+555+0177&cc=4111111111111111&t=eyJhbGciOiJub25lIn0.e30.`,
    });
    expect(status).toBe(200);
    const stored = JSON.stringify(await (await app.request('/__sandbox/logs')).json());
    expect(stored).toContain('friendsandfamily.html');
    expect(stored).not.toMatch(/jane|555\D?0177|4111\D?1111|2015550188|eyJhbGci/);
  });
});

describe('found by the sweep', () => {
  it('signing a device payment agreement before checkout has started, then reading the checkout, is no server error', async () => {
    const made = JSON.parse(
      (
        await postService(app, 'cartservice/cart/add-device', {
          deviceId: 'google-pixel-10',
          sku: 'GOOGLE-PIXEL-10-INDIGO-128',
        })
      ).text,
    ) as { data: { cartId: string; lineDetails: { lineInfo: { lineId: string }[] } } };
    const { cartId } = made.data;
    const lineId = made.data.lineDetails.lineInfo[0]?.lineId ?? 'missing';
    const signed = await postService(app, 'orderprocessservice/checkoutapi/dpp-agreement', {
      cartId,
      lineId,
      acceptedName: 'Paula Prospect',
    });
    expect(signed.status).toBeLessThan(500);
    const details = await postService(app, 'orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(details.status).toBe(200);
  });
});
