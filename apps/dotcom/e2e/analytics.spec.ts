import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { storeDrawn } from '../../../tools/e2e/fixtures';

const BASE = '/sales/digital';

interface Layer {
  page?: { name: string; flow: string; referringDomain?: string };
  cart?: { items: { category: string; id: string; line: string; recurringPrice: string }[] };
  events: { event: string; code?: string; pageName: string; items?: { category: string; group: string }[] }[];
}
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { vzdl?: Layer }).vzdl ?? ({ events: [] } as Layer));
/** The page and cart events, without the chat decisions (assist.spec.ts reads those). */
const pageEvents = async (page: Page) =>
  (await dataLayer(page)).events.filter((e) => e.event !== 'liveChatDecision').map((e) => `${e.event}:${e.pageName}`);

test.describe('the page data layer after real navigation (spec 3.1, 4.3, 9)', () => {
  test('the page view is recorded on each route; the first add-to-cart opens the cart and is sent after the next page view', async ({
    page,
  }) => {
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    await expect.poll(async () => (await dataLayer(page)).page?.name).toBe('productDetail');
    await expect.poll(() => pageEvents(page)).toEqual(['pageView:productDetail']);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/accessoryInterstitial\.html/);
    await expect
      .poll(() => pageEvents(page))
      .toEqual([
        'pageView:productDetail',
        'cartOpened:productDetail',
        'pageView:accessoryInterstitial',
        'addToCart:accessoryInterstitial',
      ]);
    const layer = await dataLayer(page);
    const add = layer.events.find((e) => e.event === 'addToCart');
    expect(add?.code).toBe('event86');
    expect(layer.events.find((e) => e.event === 'cartOpened')?.code).toBe('event181');
    expect(add?.items?.map((i) => i.category)).toEqual(['Device']);
    // Sent once: it is no longer pending.
    expect(await page.evaluate(() => sessionStorage.getItem('pendingAddToCart'))).toBeNull();
  });

  test('domain credits the visit to the site that sent it; a value that is no host name is not recorded', async ({
    page,
  }) => {
    await page.goto(`${BASE}/smartphones.html?domain=fios.carrier.example`);
    await expect.poll(async () => (await dataLayer(page)).page?.referringDomain).toBe('fios.carrier.example');
    await page.goto(`${BASE}/smartphones.html?domain=${encodeURIComponent('<img src=x>.example')}`);
    await expect.poll(async () => (await dataLayer(page)).page?.name).toBe('smartphones');
    expect((await dataLayer(page)).page?.referringDomain).toBeUndefined();
  });

  test('the cart page names itself and lists the cart items in the fields of spec 3.1', async ({ page }) => {
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/accessoryInterstitial\.html/);
    await page.goto(`${BASE}/cart.html`);
    // A phone without a plan is a Blocker-level validation error: the page is named so (spec 2.7).
    await expect.poll(async () => (await dataLayer(page)).page?.name).toBe('cart blocker');
    const items = (await dataLayer(page)).cart?.items ?? [];
    expect(items.map((i) => [i.category, i.id, i.line])).toEqual([['Device', 'google-pixel-10', '1']]);
  });
});

test('a cart kept from an earlier visit is resumed: event180 at the first page view of the session, once (spec 4.3)', async ({
  page,
  browser,
}) => {
  await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
  // A cart started in this session is not a resumed one.
  await expect.poll(() => pageEvents(page)).toContain('pageView:accessoryInterstitial');
  expect(await pageEvents(page)).not.toContainEqual(expect.stringMatching(/^cartResumed/));

  // Another day: the cookies are kept, the browser session is new.
  const later = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  const again = await later.newPage();
  await again.goto(`${BASE}/shop.html`);
  await expect.poll(() => pageEvents(again)).toEqual(['pageView:shopLanding', 'cartResumed:shopLanding']);
  expect((await dataLayer(again)).events.find((e) => e.event === 'cartResumed')?.code).toBe('event180');
  await again.reload();
  await expect.poll(() => pageEvents(again)).toEqual(['pageView:shopLanding']);
  await later.close();
});

test.describe('the tag manager (spec 7.1, 9)', () => {
  /** The events the tag manager received, by name and page; none when its script is not there. */
  const received = (page: Page) =>
    page.evaluate(() =>
      ((window as { carrierTags?: { received: { event: string; pageName: string }[] } }).carrierTags?.received ?? [])
        .filter((e) => e.event !== 'liveChatDecision')
        .map((e) => `${e.event}:${e.pageName}`),
    );
  /** The tag manager's script held until the test lets it load, as on a slow network. */
  const holdTagManager = async (page: Page) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/tags.js', async (route) => {
      await held;
      await route.continue();
    });
    const loaded = () => page.waitForFunction(() => (window as { carrierTags?: unknown }).carrierTags !== undefined);
    return { release, loaded };
  };

  test('the store loads it and it receives the events in the order they were recorded', async ({ page }) => {
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    await expect.poll(() => received(page)).toEqual(['pageView:productDetail']);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() => received(page))
      .toEqual([
        'pageView:productDetail',
        'cartOpened:productDetail',
        'pageView:accessoryInterstitial',
        'addToCart:accessoryInterstitial',
      ]);
  });

  test('the updater looks for it every 1 s: events wait for it, and it is given up after 10 tries', async ({
    page,
  }) => {
    await page.clock.install();
    // Loaded 8.5 s after the page: a later look finds it, and the events recorded meanwhile are delivered.
    const slow = await holdTagManager(page);
    await page.goto(`${BASE}/plans.html`);
    await storeDrawn(page);
    const since = await page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, 8_500 - since));
    slow.release();
    await slow.loaded();
    await page.clock.runFor(2_000);
    await expect.poll(() => received(page)).toEqual(['pageView:plans']);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Loaded after the tenth look: given up, nothing is delivered to it, now or later.
    const late = await holdTagManager(page);
    await page.goto(`${BASE}/plans.html`);
    await storeDrawn(page);
    await page.clock.runFor(11_000);
    late.release();
    await late.loaded();
    await page.clock.runFor(2_000);
    expect(await received(page)).toEqual([]);
  });
});
