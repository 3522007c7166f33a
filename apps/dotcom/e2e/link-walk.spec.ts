import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '../../../tools/e2e/test.js';
import { openInStore, pageViews, signIn, storeDrawn, watchRequests } from '../../../tools/e2e/fixtures';

// Every page has a way in (issue 48, deliverable 1): from the landing page, following only the store's own links (each
// link a page draws, as a customer would follow it), a prospect and a signed-in customer reach every page of the
// store's manifests. A page is reached when the store counts its view. Two kinds of page are reached otherwise, and
// their manifest rows say so:
// - a step that a form or a button of another page leads to (`entry.ledBy`: the cart's "Check out", a checkout step's
//   "Continue"): reached when that page is reached (the journeys' browser tests go through those forms);
// - a page a customer comes to only from outside the store (`entry.fromOutside`: a Specialist's link, an in-store
//   scan, an email, the app), with the reason.
// Any other page the walk does not reach fails it, by page name.

/** A row of an app's `pages.json` (storefront's `StorePage`): the fields the walk reads. */
interface StorePage {
  readonly journey: string;
  readonly pageName: string;
  readonly path: string;
  readonly entry?: { readonly ledBy?: string; readonly fromOutside?: string; readonly visitor?: string };
}

const tableOf = (app: 'dotcom' | 'prepaid') =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../${app}/dist/pages.json`), 'utf8')) as StorePage[];

/** A matcher of a row's path (`/smartphones/{$deviceId}.html`) against a path relative to the sales base. */
const matcher = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{\$\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/** The addresses of the links the page draws under `base`, relative to it, without their fragments. */
const linksUnder = (page: Page, base: string) =>
  page.evaluate((prefix) => {
    const found = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(link.href, location.href);
      if (url.origin === location.origin && url.pathname.startsWith(`${prefix}/`))
        found.add(url.pathname.slice(prefix.length) + url.search);
    }
    return [...found];
  }, base);

/**
 * Walks the store under `base` from its landing page by its links, in `page` (already on a page of the store): each
 * row of `table` is opened by the first link found to it, in the store as the link opens it, unless its path is among
 * `skip`. Answers the page names whose views the store counts on the way, and the paths it opened.
 */
async function walk(
  page: Page,
  base: string,
  table: readonly StorePage[],
  skip: ReadonlySet<string> = new Set(),
): Promise<{ reached: Set<string>; opened: Set<string> }> {
  const rows = table.map((row) => ({ row, matches: matcher(row.path) }));
  const requests = watchRequests(page);
  const reached = new Set<string>();
  const opened = new Set<string>(skip);
  // The landing page the walk starts on is reached: the views of its page load count.
  for (const name of await pageViews(page)) reached.add(name);
  const queue = ['/shop.html'];
  opened.add('/shop.html');
  while (queue.length > 0) {
    const address = queue.shift()!;
    const before = (await pageViews(page)).length;
    await openInStore(page, `${base}${address}`);
    // The page counted (or the one it sent the customer to), its links drawn: its reads answered.
    await page
      .waitForFunction(
        (count) =>
          ((window as { vzdl?: { events: { event: string }[] } }).vzdl?.events ?? []).filter(
            (e) => e.event === 'pageView',
          ).length > count,
        before,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    await requests.quiet(250).catch(() => undefined);
    for (const name of (await pageViews(page)).slice(before)) reached.add(name);
    for (const link of await linksUnder(page, base)) {
      const target = rows.find(({ matches }) => matches.test(link.split('?')[0]!));
      if (!target || opened.has(target.row.path)) continue;
      opened.add(target.row.path);
      queue.push(link);
    }
  }
  return { reached, opened };
}

/** The rows of `table` whose `ledBy` names no page of it (a mark that could never be met). */
const ledByNothing = (table: readonly StorePage[]) =>
  table
    .filter((row) => row.entry?.ledBy !== undefined && !table.some((other) => other.pageName === row.entry?.ledBy))
    .map((row) => `${row.journey} ${row.pageName}: ledBy ${row.entry?.ledBy}`);

/**
 * The page names of `table` neither reached nor marked as reached otherwise, each with its journey. The error page is
 * where a failure sends a customer, not a link: it is not looked for.
 */
function unreached(table: readonly StorePage[], reached: ReadonlySet<string>): string[] {
  const isReached = (name: string, seen: ReadonlySet<string> = new Set()): boolean => {
    if (reached.has(name)) return true;
    if (seen.has(name)) return false;
    return table
      .filter((row) => row.pageName === name)
      .some(
        (row) =>
          row.entry?.fromOutside !== undefined ||
          (row.entry?.ledBy !== undefined && isReached(row.entry.ledBy, new Set([...seen, name]))),
      );
  };
  return [...new Set(table.map((row) => `${row.journey} ${row.pageName}`))].filter(
    (name) => name !== 'store genericError' && !isReached(name.slice(name.indexOf(' ') + 1)),
  );
}

/**
 * What is left unreached of an app's table after a walk from its landing page under `base` as a prospect and one as
 * the signed-in `customer`, once its marks are checked.
 */
async function walkedAsBoth(browser: Browser, app: 'dotcom' | 'prepaid', base: string, customer: string) {
  const table = tableOf(app);
  expect(ledByNothing(table)).toEqual([]);
  const prospect = await (await browser.newContext()).newPage();
  await prospect.goto(`${base}/shop.html`);
  await storeDrawn(prospect);
  const { reached, opened } = await walk(prospect, base, table);
  await prospect.context().close();

  // Signed in, the pages the prospect opened are opened again only where the row names a visitor (a customer's own
  // page): the signed-in customer's other ways in are the header's, which every page draws, and the walk takes half the
  // time.
  const same = new Set([...opened].filter((path) => !table.some((row) => row.path === path && row.entry?.visitor)));
  const signedIn = await (await browser.newContext()).newPage();
  await signIn(signedIn, customer, `${base}/shop.html`);
  for (const name of (await walk(signedIn, base, table, same)).reached) reached.add(name);
  await signedIn.context().close();
  return unreached(table, reached);
}

test('every page of the web store’s manifests is reached from the landing page by its links, as a prospect and as a signed-in customer, or is marked as reached by a form or from outside the store', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect(await walkedAsBoth(browser, 'dotcom', '/sales/digital', 'Paula Postpay')).toEqual([]);
});

test('every page of the prepaid store’s manifests is reached from its landing page by its links, as a prospect and as a signed-in prepaid customer, or is marked so', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(await walkedAsBoth(browser, 'prepaid', '/sales/prepaid', 'Priya Prepay')).toEqual([]);
});

test('the walk fails a page no link leads to: a page name of the table that nothing reaches is named', () => {
  const table: StorePage[] = [
    { journey: 'shop', pageName: 'shopLanding', path: '/shop.html' },
    { journey: 'cart', pageName: 'cart', path: '/cart.html' },
    { journey: 'checkout', pageName: 'checkout', path: '/checkout.html', entry: { ledBy: 'cart' } },
    { journey: 'checkout', pageName: 'payment', path: '/payment.html', entry: { ledBy: 'checkout' } },
    { journey: 'offers', pageName: 'mylink', path: '/mylink.html', entry: { fromOutside: 'a Specialist’s link' } },
    { journey: 'offers', pageName: 'quotes', path: '/quotes.html' },
    { journey: 'checkout', pageName: 'giftcard', path: '/giftcard.html', entry: { ledBy: 'quotes' } },
  ];
  expect(unreached(table, new Set(['shopLanding', 'cart']))).toEqual(['offers quotes', 'checkout giftcard']);
  expect(unreached(table, new Set(['shopLanding']))).toEqual([
    'cart cart',
    'checkout checkout',
    'checkout payment',
    'offers quotes',
    'checkout giftcard',
  ]);
});
