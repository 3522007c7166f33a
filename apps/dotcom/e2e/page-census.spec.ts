import { expect, test, type Browser, type Page } from '../../../tools/e2e/test.js';
import { openInStore, pageViews, storeDrawn, twentyFourHourTimes } from '../../../tools/e2e/fixtures';
import { censusOf, type CensusPage, type CensusVisitor } from './page-census';

// Every page of the store's page table (every row of its journeys' manifests, and the store's own pages) is a page:
// under the main sales base it draws a heading of its own where it should be (its path, or the first step it sends a
// customer back to), never "We can't find that page" nor the error page, one page load per visitor, the pages after
// it opened in the store as a link would open them. Under the other sales bases of the web store, where the same
// routes draw under another base (site.spec.ts buys through each base in the browser), every page arrives as its own
// page: served at its path with a heading of its own in the server's HTML, or drawn with it in the browser.
// The main base's census opens every page at phone size (375 px) and fails a page wider than the screen: the layout at
// phone size of the journeys whose flows run at 1440 px only (playwright.config.ts), as the customer lands on each page.
// Every page it opens is on the English site, and fails with a time of day on a 24-hour clock (13:00, not 1:00 PM).
const MAIN_BASE = '/sales/digital';
const OTHER_BASES = ['/sales/nse', '/sales/next'] as const;
const DOTCOM = censusOf('dotcom');
const PREPAID = censusOf('prepaid');

/** The headings of the pages a page must not be: the store's "not found" and its error page. */
const NOT_THE_PAGE = ['We can’t find that page', 'Something went wrong'];
/** The error page is itself, and draws its own heading. */
const isErrorPage = (entry: CensusPage) => entry.landsOn === '/error/genericError.html';

/** The width of a phone, at which the main base's pages are opened. */
const PHONE = { width: 375, height: 812 };

/** A browser page of the store under `base`, as `visitor`. */
async function storePage(
  browser: Browser,
  base: string,
  visitor: CensusVisitor,
  viewport?: typeof PHONE,
): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  if (visitor === 'postpay' || visitor === 'prepay') {
    await page.goto(`/sandbox/signin?goto=${encodeURIComponent(`${base}/shop.html`)}`);
    await page.getByRole('button', { name: visitor === 'prepay' ? 'Priya Prepay' : 'Paula Postpay' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${base}/`));
  } else if (visitor === 'guest') {
    await page.goto(`${base}/guestlogin.html`);
    await expect(page.getByRole('button', { name: 'Continue as a guest' })).toBeEnabled();
    await page.getByLabel('Mobile number on the account').fill('201-555-0142');
    await page.getByLabel('Last two digits of your account number').fill('42');
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).not.toHaveURL(/guestlogin/);
    await page.goto(`${base}/shop.html`);
  } else await page.goto(`${base}/shop.html`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await storeDrawn(page);
  return page;
}

/** Opens a page of the store as a link would, and answers its first heading and where it ended. */
async function open(page: Page, base: string, entry: CensusPage) {
  const url = `${base}${entry.address}`;
  const loaded = Object.keys(entry.session).length > 0;
  const before = loaded ? 0 : (await pageViews(page)).length;
  if (loaded) {
    // The state the steps before it left is read as a page loads (a journey reads its kept state once a page load):
    // the page is loaded with it, as a customer who comes back to the step in a new tab of the visit would.
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, JSON.stringify(value));
    }, entry.session);
    await page.goto(url);
    await storeDrawn(page).catch(() => undefined);
  } else {
    await openInStore(page, url);
  }
  // The store counts the view of the page it drew (or of the step it sent the customer back to): waited for, and
  // read below (a page that draws another's, or none, is found there).
  await page
    .waitForFunction(
      ({ count, name }) => {
        const views = ((window as { vzdl?: { events: { event: string; pageName?: string }[] } }).vzdl?.events ?? [])
          .filter((e) => e.event === 'pageView')
          .slice(count);
        return views.at(-1)?.pageName === name;
      },
      { count: before, name: entry.viewed },
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 5_000 }).catch(() => undefined);
  const views = await pageViews(page);
  return {
    // The page the store says it drew: the last view it counted for this move (a new page load counts from none).
    viewed: views.length > before ? views.at(-1) : undefined,
    drawn: (await heading.textContent({ timeout: 1_000 }).catch(() => null))?.trim() ?? null,
    path: new URL(page.url()).pathname,
    // How much wider than the screen the page is (0 when it fits).
    overflow: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    // Times of day an American reader would not read (13:00): the English site writes 1:00 PM.
    clock: await twentyFourHourTimes(page),
  };
}

/** What is wrong with a drawn heading for `entry`: none, another page's, or the "not found" or error page's. */
const headingProblem = (entry: CensusPage, drawn: string | null | undefined) =>
  !drawn ? 'no heading' : NOT_THE_PAGE.includes(drawn) && !isErrorPage(entry) ? `"${drawn}"` : undefined;

/** Opens each of `entries` under `base` as its visitor would, and answers what did not draw its own heading there. */
async function census(
  browser: Browser,
  base: string,
  entries: readonly CensusPage[],
  viewport?: typeof PHONE,
): Promise<string[]> {
  const problems: string[] = [];
  for (const visitor of ['prospect', 'postpay', 'guest', 'prepay'] as const) {
    const theirs = entries.filter((entry) => entry.visitor === visitor);
    if (theirs.length === 0) continue;
    const page = await storePage(browser, base, visitor, viewport);
    for (const entry of theirs) {
      const { viewed, drawn, path, overflow, clock } = await open(page, base, entry);
      const problem =
        headingProblem(entry, drawn) ?? (viewed === entry.viewed ? undefined : `the view of ${viewed ?? 'no page'}`);
      if (problem || path !== `${base}${entry.landsOn}`)
        problems.push(`${entry.name} (${entry.address}, ${visitor}): drew ${problem ?? `"${drawn}"`} at ${path}`);
      else if (clock.length > 0)
        problems.push(
          `${entry.name} (${entry.address}, ${visitor}): a 24-hour time on the English site (${clock.join(', ')})`,
        );
      else if (viewport && overflow > 1)
        problems.push(
          `${entry.name} (${entry.address}, ${visitor}): ${overflow} px wider than a ${viewport.width} px screen`,
        );
      // Leaving the express cart by a pop sends a prospect to the smartphones page (spec 2.7): the next page is
      // loaded afresh instead.
      if (entry.address.startsWith('/expresscart.html')) {
        await page.goto(`${base}/shop.html`);
        await storeDrawn(page);
      }
    }
    await page.context().close();
  }
  return problems;
}

test(`every page of the web store's manifests draws its own heading under ${MAIN_BASE}, and fits a phone's screen`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect.soft(DOTCOM.unopenable).toEqual([]);
  expect(await census(browser, MAIN_BASE, DOTCOM.pages, PHONE)).toEqual([]);
});

/** The text of the first level-one heading of a page as the server sends it (its shell). */
const shellHeading = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/**
 * What a page drawn in the browser has in common with others of its journey under another base: the journey's code, the
 * visitor, and whether it draws itself or sends the customer back to a step. One page of each is opened in the browser.
 */
const browserKind = (entry: CensusPage) =>
  `${entry.name.split(' ')[0]} ${entry.visitor} ${entry.landsOn === entry.address.split('?')[0] ? 'draws' : 'sends back'}`;

for (const base of OTHER_BASES)
  test(`every page of the web store's manifests is its own page under ${base}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    // Every page is asked of the server under the base: it answers the page (200). A page the server draws with a heading
    // of its own is that page. The others (a page that shows what the visit keeps in the browser, a step that sends
    // back) are the same routes the main base's census opens in the browser one by one; under this base the browser
    // opens one of each journey, visitor and kind: what differs between the bases is the base each journey's code is
    // given (its links, its calls, where it sends back), not the page.
    const drawnByTheBrowser = new Map<string, CensusPage>();
    const problems: string[] = [];
    for (const entry of DOTCOM.pages) {
      const response = await request.get(`${base}${entry.address}`, { maxRedirects: 0 });
      if (response.status() !== 200) problems.push(`${entry.name} (${entry.address}): ${response.status()}`);
      else if (
        entry.landsOn !== entry.address.split('?')[0] ||
        headingProblem(entry, shellHeading(await response.text())) !== undefined
      ) {
        const kind = browserKind(entry);
        if (!drawnByTheBrowser.has(kind)) drawnByTheBrowser.set(kind, entry);
      }
    }
    problems.push(...(await census(browser, base, [...drawnByTheBrowser.values()])));
    expect(problems).toEqual([]);
  });

test('every page of the prepaid store’s manifests (rpsplans, prepaid/byod, prepaid/mdnselection, the rps pages, …) draws its own heading under /sales/prepaid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect.soft(PREPAID.unopenable).toEqual([]);
  expect(await census(browser, '/sales/prepaid', PREPAID.pages, PHONE)).toEqual([]);
});

test('the video-assist page, at the origin outside the sales bases, draws its own heading', async ({ page }) => {
  await page.goto('/stores/video-assist');
  await expect(page.getByRole('heading', { level: 1, name: 'Video assistance' })).toBeVisible();
});
