import { expect, test, type APIRequestContext, type Page } from '../../../tools/e2e/test.js';
import { cartWithPhone, servicePost } from '../../../tools/e2e/checkout-fixtures';
import { openInStore, storeDrawn } from '../../../tools/e2e/fixtures';

const BASE = '/sales/digital';
const spanishOrigin = (baseURL: string) => baseURL.replace('localhost', 'espanol.localhost');

/** Every string of an answer, however deep. */
function strings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

/**
 * The English catalogue: every string the sandbox answers in English that it answers differently in Spanish
 * (promotions, badges, plan and protection words, accessory names and colours, reviews, the landing page, the
 * footer, the help and legal pages). Names that read the same in both languages (models, makers) are not in it.
 */
async function englishCatalogue(request: APIRequestContext): Promise<string[]> {
  const reads = [
    ['GET', '/soe/digital/deviceconfigservice/catalog/devices'],
    ['GET', '/soe/digital/deviceconfigservice/catalog/accessories'],
    ['GET', '/soe/digital/deviceconfigservice/catalog/devices/google-pixel-10/reviews'],
    ['GET', '/soe/digital/deviceconfigservice/catalog/devices/apple-iphone-17-pro-max/reviews'],
    ['GET', '/soe/digital/plansservice/plans'],
    ['GET', '/content/vcg/services-v1/landing.model.json'],
    ['GET', '/content/vcg/services-v1/footer.model.json'],
    ['GET', '/content/vcg/services-v1/page.model.json?path=%2Fhelp.html'],
    ['GET', '/content/vcg/services-v1/page.model.json?path=%2Flegal%2Fprivacy.html'],
  ] as const;
  const english = new Set<string>();
  const spanish = new Set<string>();
  for (const [, path] of reads) {
    const join = path.includes('?') ? '&' : '?';
    strings(await (await request.get(`${path}${join}lang=en`)).json(), english);
    strings(await (await request.get(`${path}${join}lang=es`)).json(), spanish);
  }
  return [...english].filter((text) => !spanish.has(text) && text.length >= 6 && /[a-z]{3}/i.test(text));
}

/** The English catalogue's strings a page shows. */
async function englishOn(page: Page, catalogue: readonly string[]): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  return catalogue.filter((phrase) => text.includes(phrase));
}

test.describe('Spanish all through (issue 21)', () => {
  test('no page of the Spanish site shows a string of the English catalogue', async ({ page, baseURL }) => {
    test.slow();
    const catalogue = await englishCatalogue(page.request);
    expect(catalogue.length).toBeGreaterThan(100);
    // The check sees the English catalogue where it is: on the English site.
    await page.goto(`${BASE}/shop.html`);
    expect((await englishOn(page, catalogue)).length).toBeGreaterThan(5);
    const spanish = `${spanishOrigin(baseURL as string)}${BASE}`;
    await cartWithPhone(page, spanish);
    await servicePost(page, 'cartservice/cart/add-accessories', {
      items: [{ accessoryId: 'voltaline-braided-usb-c-cable-2-m', quantity: 1 }],
    });
    const pages = [
      'shop.html',
      'smartphones.html',
      'smartphones/google-pixel-10.html',
      'smartphones/google-pixel-9a.html',
      'smartphones/apple-iphone-17-pro-max.html',
      'search.html?q=funda',
      'shop/accessories',
      'shop/accessories/voltaline-braided-usb-c-cable-2-m.html',
      'accessoryInterstitial.html?device=google-pixel-10',
      'favorites.html',
      'plans.html',
      'plans/selector.html',
      'protection.html',
      'cart.html',
      'help.html',
      'help/shipping.html',
      'legal/privacy.html',
      'accessibility.html',
      'account.html',
      'friendsandfamily.html',
    ];
    const found: string[] = [];
    // One page load; each page after it is opened in the store as its links open it (its data read anew).
    await page.goto(`${spanish}/${pages[0]}`);
    await storeDrawn(page);
    for (const [index, path] of pages.entries()) {
      if (index > 0) {
        // The page is drawn once its heading is its own, not the page's before it.
        const before = await page.getByRole('heading', { level: 1 }).first().textContent();
        await openInStore(page, `${BASE}/${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(before ?? '');
      }
      for (const phrase of await englishOn(page, catalogue)) found.push(`${path}: “${phrase}”`);
    }
    expect(found).toEqual([]);
  });
});

test.describe('switching language keeps the cart, the favorites and the sign-in (issue 21)', () => {
  /** The store on a host of two labels, whose Spanish host shares its cookies (see the README). */
  const siteOf = (baseURL: string) => baseURL.replace('localhost', 'store.localhost');

  test('a prospect’s cart and favorites come along to the Spanish site and back', async ({ page, baseURL }) => {
    const site = siteOf(baseURL as string);
    await cartWithPhone(page, `${site}${BASE}`);
    await page.goto(`${site}${BASE}/smartphones/apple-iphone-17.html`);
    await page.getByRole('button', { name: 'Save to favorites' }).click();
    await expect(page.getByRole('link', { name: 'Favorites, 1 saved' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeAttached();
    // The header's language link.
    await page.goto(`${site}${BASE}/shop.html`);
    await page.getByRole('link', { name: 'Español' }).locator('visible=true').first().click();
    await expect(page).toHaveURL(/\/\/espanol\.store\.localhost:\d+\/sales\/digital\/shop\.html/);
    await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Favoritos, 1 guardado' })).toBeAttached();
    await page.goto(page.url().replace('shop.html', 'cart.html'));
    await expect(page.getByRole('listitem').filter({ hasText: 'Google Pixel 10' }).first()).toBeVisible();
  });

  test('a signed-in customer stays signed in on the Spanish site', async ({ page, baseURL }) => {
    const site = siteOf(baseURL as string);
    await page.goto(`${site}/sandbox/signin?goto=${encodeURIComponent(`${BASE}/shop.html`)}`);
    await page.getByRole('button', { name: 'Paula Postpay' }).click();
    await expect(page.getByRole('banner').getByText('Hi, Paula')).toBeAttached();
    await page.goto(`${site.replace('store.localhost', 'espanol.store.localhost')}${BASE}/account.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Paula' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tus líneas móviles' })).toContainText('Apple iPhone 15');
  });
});
