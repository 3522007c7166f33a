import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { storeDrawn } from '../../../../tools/e2e/fixtures';

const BASE = '/sales/digital';

/** The header's search box (in the bar on desktops, under it on phones). */
const searchBox = (page: Page) => page.getByRole('combobox', { name: /Search the store|Buscar en la tienda/ });

test.describe('search (issue 21)', () => {
  test('suggests as you type, forgiving a slip ("iphne"), and opens the suggestion chosen with the keyboard', async ({
    page,
  }) => {
    await page.goto(`${BASE}/shop.html`);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('iphne 17 pro');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('Apple iPhone 17 Pro');
    await expect(options.first()).toContainText('Phone · from $');
    await expect(page.getByText(/^\d+ suggestions?$/)).toBeAttached();
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/smartphones\/apple-iphone-17-pro(-max)?\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: /Apple iPhone 17 Pro/ })).toBeVisible();
  });

  test('suggests accessories and plans too, each named with its kind', async ({ page }) => {
    await page.goto(`${BASE}/smartphones.html`);
    await searchBox(page).pressSequentially('unlimited');
    await expect(page.getByRole('option').first()).toContainText('Plan · ');
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially('charger');
    await expect(page.getByRole('option').first()).toContainText('Accessory · $');
  });

  test('Enter searches: the results page shows the phones that match with the gridwall’s filters, which keep the query', async ({
    page,
  }) => {
    await page.goto(`${BASE}/shop.html`);
    // Typed once the store has drawn (typing into the page drawn on the server is hydration.spec.ts's).
    await storeDrawn(page);
    await searchBox(page).pressSequentially('galxy');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\.html\?q=galxy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “galxy”' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /phones/ })).toHaveText(/^\d+ phones, \d+ accessories$/);
    const headings = page.locator('main article h2');
    await expect(headings.first()).toContainText('Galaxy');
    for (const text of await headings.allTextContents()) expect(text).toContain('Galaxy');
    await expect(page.getByRole('heading', { name: 'Accessories' })).toBeVisible();
    // A filter narrows the results and the query stays in the address.
    await page.goto(`${BASE}/search.html?q=galxy&price=under-300`);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “galxy”' })).toBeVisible();
    await expect(page.locator('main article h2').first()).toContainText('Galaxy A16 5G');
  });

  test('nothing matches: the page says so and offers the phones the recommendation service suggests', async ({
    page,
  }) => {
    await page.goto(`${BASE}/search.html?q=toaster`);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “toaster”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We found nothing for “toaster”' })).toBeVisible();
    const recommended = page.getByRole('region', { name: 'You might like' });
    await expect(recommended.locator('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all phones' })).toHaveAttribute(
      'href',
      `${BASE}/smartphones.html`,
    );
  });

  test('a query with markup is shown as text, never drawn', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${BASE}/search.html?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “<img src=x onerror=alert(1)>”' }),
    ).toBeVisible();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('in Spanish: "funda" suggests cases, and the results page speaks Spanish', async ({ page, baseURL }) => {
    const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}`;
    await page.goto(`${spanish}/shop.html`);
    await searchBox(page).pressSequentially('funda');
    await expect(page.getByRole('option').first()).toContainText('Accesorio · $');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “funda”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accesorios' })).toBeVisible();
  });
});

test.describe('product detail (issue 21)', () => {
  test('the product page lists the phone’s specifications and its reviews with a rating histogram', async ({
    page,
  }) => {
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    const specs = page.getByRole('region', { name: 'Specifications' });
    for (const name of [
      'Display',
      'Processor',
      'Rear cameras',
      'Battery',
      'Weight',
      'Water and dust resistance',
      '5G bands',
      'SIM',
    ])
      await expect(specs.getByText(name, { exact: true })).toBeVisible();
    await expect(specs).toContainText('Google Tensor G5');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews).toContainText(/4\.6 out of 5 from [\d,]+ reviews/);
    for (const stars of ['5 stars', '4 stars', '3 stars', '2 stars', '1 star'])
      await expect(reviews.getByText(stars, { exact: true })).toBeVisible();
    await expect(reviews.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('the compare view sets specifications side by side and highlights the rows that differ', async ({ page }) => {
    await page.goto(`${BASE}/smartphones.html?compare=google-pixel-10,apple-iphone-17`);
    await page.getByRole('button', { name: 'Compare now' }).click();
    const table = page.getByRole('dialog').getByRole('table');
    const sim = table.getByRole('row', { name: /^SIM/ });
    await expect(sim).toContainText('Nano-SIM and eSIM');
    await expect(sim).toContainText('eSIM only');
    await expect(sim).toHaveAttribute('data-differs', 'true');
    await expect(table.getByRole('rowheader', { name: 'SIM (Differs)' })).toBeAttached();
    await expect(table.getByRole('row', { name: /^Water and dust resistance/ })).not.toHaveAttribute('data-differs');
  });
});
