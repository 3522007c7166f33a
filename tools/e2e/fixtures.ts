import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, seriousLines } from '../axe-in-page.js';

/** A client log record as the sandbox received it (jsNotifyAsDynamic, spec 3.6). */
export interface LoggedRecord {
  readonly messageType?: string;
  readonly eventType?: string;
  readonly subEventType?: string;
  readonly errorType?: string;
  readonly errorMessage?: string;
  readonly serviceUrl?: string;
  readonly method?: string;
  readonly id?: string;
  readonly name?: string;
  readonly statusCode?: string;
  readonly stack?: string;
  readonly pageUrl?: string;
  readonly serviceE2EId?: string;
  readonly pageName?: string;
  readonly loggerMessage?: string;
  readonly flowName?: string;
}

/**
 * The client log records the sandbox has received, every test's (the sandbox is shared): a test picks its own by a
 * word of its own or its page.
 */
export async function sandboxLogs(request: APIRequestContext): Promise<LoggedRecord[]> {
  const { records } = (await (await request.get('/__sandbox/logs')).json()) as { records: { record: LoggedRecord }[] };
  return records.map((r) => r.record);
}

/** The sandbox's documented fixtures (apps/sandbox/README.md). */
export const PROMO = {
  valid: 'FNF2026',
  validLong: 'FNF20261234',
  expired: 'EXPIRED',
  maxUsed: 'MAXUSED',
  noData: 'NODATA1',
  systemError: 'SYSERR1',
  unknown: 'OTHER12',
};
export const PHONE = {
  eligible: '2015550123',
  notEligible: '2125550100',
  errorCode: '3125550100',
  systemError: '4155550100',
  other: '6175550199',
};

/** English labels served by the sandbox's content service. */
export const EN = {
  apply: 'Apply code',
  continue: 'Continue',
  promoField: 'Promo code',
  phoneField: 'Wireless number',
  expired: 'This promo code has expired.',
  maxUsed: 'This promo code has already been used the maximum number of times.',
  noData: 'We could not find a promotion for this code.',
  promoSystem: 'We could not check your code right now. Please try again later.',
  invalidPromo: 'This promo code is not valid.',
  notValidEntry: 'That is not a valid promo code. Check the code and try again.',
  numberSuccess: 'This number looks good.',
  invalidNumber: 'Enter a valid 10-digit wireless number.',
  numberRequired: 'Enter a wireless number.',
  portinValid: 'This number is not eligible for the Friends and Family promotion.',
  phoneSystem: 'We could not check this number right now. Please try again later.',
};

export async function applyPromo(page: Page, code: string, base = '/sales/digital') {
  await page.goto(`${base}/friendsandfamily.html`);
  await page.getByRole('textbox', { name: EN.promoField }).fill(code);
  await page.getByRole('button', { name: EN.apply }).click();
}

export async function reachNumberPage(page: Page, base = '/sales/digital') {
  await applyPromo(page, PROMO.valid, base);
  await expect(page).toHaveURL(`${base}/friendsandfamily/validpromo.html`);
}

/**
 * The times of day on a page an American reader would not read on the English site: an hour over 12 (`13:00`), in
 * the page's words whether shown or folded away (a store's hours in a closed details, a select's times). Issue 49:
 * times in 12-hour form on the English site, 24-hour on the Spanish one.
 */
export const twentyFourHourTimes = (page: Page) =>
  page.evaluate(() => {
    // The words of the page, not the data its scripts carry (a page's dehydrated reads hold the services' 21:00).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const words: string[] = [];
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
    return words.join(' ').match(/\b(1[3-9]|2[0-3]):[0-5]\d\b/g) ?? [];
  });

/** Fails on any serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  expect(seriousLines(violations)).toEqual([]);
}

/**
 * Faults of the sandbox for this test only: the browser context carries a scope cookie, and every rule is
 * scoped to it, so tests running in parallel are not broken by each other's faults.
 */
export async function scopedFaults(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const scope = `e2e-${Math.random().toString(36).slice(2)}`;
  await context.addCookies([{ name: 'sandboxScope', value: scope, url: baseURL }]);
  const ids: number[] = [];
  return {
    async add(rule: Record<string, unknown>) {
      const res = await request.post('/__sandbox/faults', { data: { ...rule, scope } });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    },
    async clear() {
      for (const id of ids.splice(0)) await request.delete(`/__sandbox/faults/${id}`);
    },
  };
}

/**
 * Signs in as a sandbox test user and lands on a store page (the Friends and Family page by default), once the
 * page has settled: its page view made the calls that follow it (readDL and the live-chat check), whose answers
 * count as activity for the session timer, so a test that moves the clock on starts from a quiet page.
 */
export async function signIn(page: Page, user = 'Paula Postpay', goto = '/sales/digital/friendsandfamily.html') {
  await page.goto(`/sandbox/signin?goto=${encodeURIComponent(goto)}`);
  await page.getByRole('button', { name: user }).click();
  await expect(page).toHaveURL(goto);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
}

/** Waits for the calls that follow a page view (readDL, the live-chat check) to have answered. */
export async function settled(page: Page) {
  await page.waitForFunction(() => {
    const layer = (window as { vzdl?: { user?: unknown; events: { event: string }[] } }).vzdl;
    return layer?.user !== undefined && layer.events.some((e) => e.event === 'liveChatDecision');
  });
}

/**
 * Opens a page of the store as a link the store follows itself would (the history moves, the router draws the page,
 * no new document): many pages in one page load. Session storage entries are set first (a journey's state).
 */
/** The page views the store has counted in this page load, by page name, oldest first. */
export const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as { vzdl?: { events: { event: string; pageName?: string }[] } }).vzdl?.events ?? [])
      .filter((e) => e.event === 'pageView')
      .map((e) => e.pageName ?? ''),
  );

export async function openInStore(page: Page, url: string, session: Readonly<Record<string, unknown>> = {}) {
  await page.evaluate(
    ({ url: to, session: entries }) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, JSON.stringify(value));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { url, session },
  );
}

/**
 * The requests of a page, watched from now on. `quiet(ms)` waits until none has been in flight for `ms` (half a second
 * by default, as Playwright's `networkidle` for a page load); `settled(heading, last)` waits, after a move within the
 * store, for the page moved to: its first heading drawn in place of `last` (or, for a page with the same heading,
 * nothing asked for half a second), then nothing in flight for 150 ms.
 */
export function watchRequests(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const changed = (by: number) => () => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', changed(1));
  page.on('requestfinished', changed(-1));
  page.on('requestfailed', changed(-1));
  const isQuiet = (ms: number) => inFlight <= 0 && Date.now() - changedAt >= ms;
  const quiet = (ms = 500) => expect.poll(() => isQuiet(ms), { intervals: [50], timeout: 30_000 }).toBe(true);
  return {
    quiet,
    async settled(heading: Locator, last: string | null) {
      changedAt = Date.now();
      await expect
        .poll(async () => isQuiet(500) || (await heading.textContent().catch(() => last)) !== last, {
          intervals: [50],
          timeout: 30_000,
        })
        .toBe(true);
      await quiet(150);
    },
  };
}

/** Opens `url` as the store's own links do, and waits until the page moved to has settled (see watchRequests). */
export async function moveInStore(page: Page, url: string, requests: ReturnType<typeof watchRequests>) {
  const heading = page.locator('h1').first();
  const last = await heading.textContent();
  await openInStore(page, url);
  await requests.settled(heading, last);
}

/**
 * Opens `urls` one after another in one page load, as a customer going from page to page: the first by its address,
 * each next one as the store's own links open it (drawn by the router, no new document; the same page with another
 * query is loaded afresh). `check` runs on each once it has settled (see watchRequests) and its heading is visible.
 */
export async function visitInStore(page: Page, urls: readonly string[], check: (url: string) => Promise<void>) {
  const requests = watchRequests(page);
  const heading = page.locator('h1').first();
  for (const [i, url] of urls.entries()) {
    const samePage = i > 0 && new URL(url, page.url()).pathname === new URL(page.url()).pathname;
    if (i === 0 || samePage) {
      await page.goto(url);
      await requests.quiet();
    } else await moveInStore(page, url, requests);
    await expect(heading).toBeVisible();
    await check(url);
  }
}

/** The store's code has drawn the page (not only its shell) and counted its view. */
export const storeDrawn = (page: Page) =>
  page.waitForFunction(
    () => (window as { vzdl?: { events: { event: string }[] } }).vzdl?.events.some((e) => e.event === 'pageView'),
    undefined,
    { timeout: 30_000 },
  );

/** This browser plays one of the sandbox's scenarios (apps/sandbox/README.md); `none` ends it. */
export const playScenario = (context: BrowserContext, baseURL: string | undefined, scenario: string) =>
  context.addCookies([{ name: 'sandboxScenario', value: scenario, url: baseURL! }]);
