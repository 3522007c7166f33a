import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { cartWithPhone } from '../../../tools/e2e/checkout-fixtures';
import { signIn, visitInStore } from '../../../tools/e2e/fixtures.js';

// At 320 px, the narrowest phone the store serves (spec 2.10): no page scrolls sideways, no text is cut off by
// its box, and no word is broken in the middle (the store never asks the browser to break words anywhere).

const BASE = '/sales/digital';

/** The shopping pages, with real ids; the compare view with two phones picked. */
const PAGES = [
  '/shop.html',
  '/smartphones.html',
  '/smartphones.html?compare=google-pixel-10,apple-iphone-17-pro',
  '/smartphones/google-pixel-10.html',
  '/smartphones/google-pixel-9a.html',
  '/shop/accessories',
  '/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html',
  '/plans.html',
  '/protection.html',
  '/favorites.html',
  '/cart.html',
  '/expresshub.html',
  '/creditcard/splash.html',
  '/friendsandfamily.html',
  '/search.html?q=galxy',
  '/search.html?q=toaster',
  '/help.html',
  '/legal/privacy.html',
  '/orderhistory.html',
];

/** What at 320 px is wider than the page, cut by its box, or set to break words anywhere. */
const narrowProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`page is ${root.scrollWidth}px wide`);
    const name = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]'))
        continue;
      // Text for screen readers only is clipped away by design.
      if (style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || element.clientWidth <= 1))
        continue;
      if (style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere')
        problems.push(`${name(element)} breaks words anywhere`);
      const hasText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (hasText && clips && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${name(element)} is cut: ${element.scrollWidth}px in ${element.clientWidth}px`);
      const box = element.getBoundingClientRect();
      // A row that scrolls sideways by design (a shelf of tiles) holds its later tiles past the edge: they are
      // reached by scrolling the row, while the page itself still may not scroll sideways (the first check).
      const inShelf = (from: HTMLElement) => {
        for (let up = from.parentElement; up && up !== root; up = up.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX) && up.scrollWidth > up.clientWidth)
            return true;
        return false;
      };
      if (hasText && box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1) && !inShelf(element))
        problems.push(`${name(element)} runs off the page (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    return [...new Set(problems)].slice(0, 20);
  });

/** Checks `urls` at 320 px in one page load (see visitInStore); `then` checks more of one. */
const sweep = (page: Page, urls: readonly string[], then?: (url: string) => Promise<void>) =>
  visitInStore(page, urls, async (url) => {
    expect({ url, problems: await narrowProblems(page) }).toEqual({ url, problems: [] });
    await then?.(url);
  });

test.describe('at 320 px nothing is cut, overlapped off the page or broken mid-word', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  // The shopping pages in two halves (both workers take one); a phone in the cart first, for the cart's and
  // protection's pages.
  const half = Math.ceil(PAGES.length / 2);
  for (const pages of [PAGES.slice(0, half), PAGES.slice(half)])
    test(pages.join(', '), async ({ page }) => {
      test.setTimeout(15_000 * pages.length);
      if (pages.includes('/cart.html') || pages.includes('/protection.html')) await cartWithPhone(page);
      await sweep(
        page,
        pages.map((path) => `${BASE}${path}`),
        async (url) => {
          if (!url.includes('compare=')) return;
          // The side-by-side itself, as the customer opens it.
          await page.getByRole('button', { name: 'Compare now' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          expect({ url, problems: await narrowProblems(page) }).toEqual({ url, problems: [] });
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        },
      );
    });

  test('/account.html, signed in as a joint customer', async ({ page }) => {
    await signIn(page, 'Jordan Joint', `${BASE}/account.html`);
    await expect(page.getByRole('region', { name: 'Your home services' })).toBeVisible();
    expect(await narrowProblems(page)).toEqual([]);
  });

  test("the offers' and the stores' pages, in English and Spanish", async ({ page, baseURL }) => {
    test.slow();
    const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}`;
    await sweep(page, [
      `${BASE}/promohub.html`,
      `${BASE}/promobundlebuilder.html`,
      `${BASE}/promohubcart.html?promo=OF-PX10-100`,
      `${BASE}/quotes.html`,
      `${BASE}/5gbolt.html`,
      `${BASE}/humconfig.html`,
      `${BASE}/mylink.html?code=ML-4F7K2Q`,
      `${BASE}/stores.html`,
      `${BASE}/stores/store.html?store=ST-NYC-HSQ`,
    ]);
    // Outside the sales bases, and on the Spanish site: pages loaded of their own.
    await sweep(page, ['/stores/video-assist?locationCode=ST-NYC-HSQ']);
    await sweep(page, [
      `${spanish}${BASE}/promobundlebuilder.html`,
      `${spanish}${BASE}/stores/store.html?store=ST-NYC-HSQ`,
      `${spanish}${BASE}/shop.html`,
    ]);
    await expect(page.getByRole('region', { name: 'Ofertas de la semana' })).toBeVisible();
  });

  test('the prepaid store’s pages, in English and Spanish', async ({ page, baseURL }) => {
    test.slow();
    const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}`;
    const prepaid = '/sales/prepaid';
    await sweep(page, [
      `${prepaid}/shop.html`,
      `${prepaid}/smartphones.html`,
      `${prepaid}/smartphones/samsung-galaxy-s25-fe.html`,
      `${prepaid}/plans.html`,
      `${prepaid}/byod.html`,
      `${prepaid}/buysim.html`,
      `${prepaid}/rpsplans.html`,
      `${prepaid}/expresscart.html?redirect=detailsnotfound`,
    ]);
    await sweep(page, [
      `${spanish}${prepaid}/shop.html`,
      `${spanish}${prepaid}/plans.html`,
      `${spanish}${prepaid}/rpsplans.html`,
    ]);
  });
});
