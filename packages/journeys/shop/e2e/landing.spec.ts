import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import {
  expectNoSeriousA11yViolations,
  openInStore,
  storeDrawn,
  visitInStore,
} from '../../../../tools/e2e/fixtures.js';

const BASE = '/sales/digital';
const NOT_FOUND = /can[’']t find that page|No encontramos esa página/i;

/** Every link of the footer once its groups have come from the content service. */
async function footerLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ label: a.textContent ?? '', href: (a as HTMLAnchorElement).getAttribute('href') ?? '' })),
    );
}

test.describe('the landing page (issue 21)', () => {
  test('shows the current promotion’s hero with its picture drawn by the sandbox, and the week’s deal strips', async ({
    page,
  }) => {
    await page.goto(`${BASE}/shop.html`);
    const hero = page.getByRole('region', { name: 'iPhone 17 Pro Max' });
    await expect(hero).toContainText('Up to $830 off with an eligible trade-in');
    const picture = hero.locator('img');
    await expect(picture).toHaveAttribute('src', '/content/vcg/images/hero/prm-ip17-trade.svg');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await hero.getByRole('link', { name: 'Shop iPhone 17 Pro Max' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 17 Pro Max' })).toBeVisible();
    await page.goBack();
    const strips = page.getByRole('region', { name: 'Deals of the week' });
    await expect(strips.getByRole('heading', { level: 3 })).toHaveCount(6);
    await strips.getByRole('link', { name: 'See the Pixel 9a' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Google Pixel 9a' })).toBeVisible();
  });

  test('the deal strips lead to the season’s offers, the home and mobile offers and the test drive', async ({
    page,
  }) => {
    for (const [link, heading] of [
      ['See the holiday offers', 'Holiday offers'],
      ['See home and mobile offers', 'Offers for home and mobile together'],
      ['Start a test drive', 'Test drive our network, free for 30 days'],
    ] as const) {
      await page.goto(`${BASE}/shop.html`);
      await page.getByRole('region', { name: 'Deals of the week' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('teases plans with their price per line, and has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${BASE}/shop.html`);
    const plans = page.getByRole('region', { name: 'Plans for everyone' });
    await expect(plans.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(plans).toContainText('/mo per line, for 4 lines');
    await expect(plans).toContainText('with Auto Pay and paper-free billing');
    await expect(plans.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', `${BASE}/plans.html`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('in Spanish, the hero, the strips and the plans speak Spanish', async ({ page, baseURL }) => {
    await page.goto(`${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}/shop.html`);
    await expect(page.getByRole('region', { name: 'iPhone 17 Pro Max' })).toContainText('Hasta $830 de descuento');
    await expect(page.getByRole('region', { name: 'Ofertas de la semana' })).toContainText('Pixel 9a gratis');
    await expect(page.getByRole('region', { name: 'Planes para todos' })).toContainText(
      '/mes por línea, para 4 líneas',
    );
  });
});

test.describe('the app card', { tag: '@phone-only' }, () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  test('on a phone, "Get the app" goes to the app store of the phone (spec 2.9)', async ({ page }) => {
    await page.goto(`${BASE}/shop.html`);
    const card = page.getByRole('region', { name: 'Shop in the My Carrier app' });
    await expect(card.getByRole('link', { name: /Get the app/ })).toHaveAttribute('href', /apps\.apple\.com/);
  });
});

test('a desktop visitor is not shown the app card', async ({ page }) => {
  await page.goto(`${BASE}/shop.html`);
  await expect(page.getByRole('region', { name: 'Plans for everyone' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop in the My Carrier app' })).toHaveCount(0);
});

test.describe('the footer (issue 21)', () => {
  for (const [language, host] of [
    ['English', 'localhost'],
    ['Spanish', 'espanol.localhost'],
  ] as const) {
    test(`in ${language}: shop, support, account, about and legal groups, and every link opens a page of the store`, async ({
      page,
      baseURL,
    }) => {
      const origin = (baseURL as string).replace('localhost', host);
      await page.goto(`${origin}${BASE}/shop.html`);
      const links = await footerLinks(page);
      const groups = await page.getByRole('contentinfo').getByRole('heading', { level: 2 }).allTextContents();
      expect(groups).toHaveLength(5);
      expect(links.length).toBeGreaterThanOrEqual(18);
      await storeDrawn(page);
      // Each link answers a page, and the store draws a page of its own there (not "We can't find that page"); the
      // pages are drawn in the one document, as the store's own links open them.
      for (const { label, href } of links) {
        const url = new URL(href, `${origin}${BASE}/shop.html`);
        if (url.origin === new URL(page.url()).origin) {
          const status = await page.evaluate((to) => fetch(to).then((r) => r.status), url.href);
          expect(status, `${label} → ${href}`).toBeLessThan(400);
          await openInStore(page, url.pathname + url.search);
        } else {
          // The other language's site is another host: a new document.
          const response = await page.goto(url.href);
          expect(response?.status(), `${label} → ${href}`).toBeLessThan(400);
          await storeDrawn(page);
        }
        await expect(page, `${label} → ${href}`).toHaveURL(url.href);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, `${label} → ${href}`).toBeVisible();
        await expect(heading, `${label} → ${href}`).not.toHaveText(NOT_FOUND);
      }
    });
  }
});

test.describe('help, company and legal pages', () => {
  const PATHS = ['help.html', 'help/shipping.html', 'legal/privacy.html', 'accessibility.html'];
  test(`${PATHS.join(', ')} read from the content service and have no serious accessibility violation`, async ({
    page,
  }) => {
    // One page load, the pages opened as the store's links open them.
    await visitInStore(
      page,
      PATHS.map((path) => `${BASE}/${path}`),
      async () => {
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      },
    );
  });

  test('the Spanish privacy page', async ({ page, baseURL }) => {
    await page.goto(`${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}/legal/privacy.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  });
});
