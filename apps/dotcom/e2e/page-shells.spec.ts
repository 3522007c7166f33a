import { expect, test } from '@playwright/test';

// Page shells: each page arrives drawn (header, title, placeholders) and the store takes over in place.

test.describe('with scripts off, a page still arrives drawn', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the header, its title and working links', async ({ page }) => {
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop phones, plans and more' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carrier home' })).toHaveAttribute('href', '/sales/digital/shop.html');
    await expect(page.getByRole('link', { name: 'Smartphones' }).first()).toHaveAttribute(
      'href',
      /\/sales\/digital\/smartphones/,
    );
  });

  test("a product page's links carry its own address and host", async ({ page, baseURL }) => {
    await page.goto('/sales/digital/smartphones/google-pixel-10.html');
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sandbox/signin?goto=%2Fsales%2Fdigital%2Fsmartphones%2Fgoogle-pixel-10.html',
    );
    await expect(page.getByRole('link', { name: 'Español' }).first()).toHaveAttribute(
      'href',
      `http://espanol.${host}/sales/digital/smartphones/google-pixel-10.html`,
    );
  });

  test('the Spanish site arrives in Spanish', async ({ page }) => {
    await page.goto('/sales/digital/smartphones.html?lang=espanol');
    await expect(page.getByRole('heading', { level: 1, name: 'Teléfonos inteligentes' })).toBeVisible();
    await expect(page.locator('[lang="es"]').first()).toBeVisible();
  });
});

test('the store draws the page in place of its shell: the title does not move, nothing is reported', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  // The store's entry arrives a second late, as on a slow phone: the shell is what shows meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sales/digital/shop.html', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Shop phones, plans and more' });
  await expect(title).toBeVisible();
  const before = await title.boundingBox();
  await expect(page.getByRole('heading', { name: 'Featured deals' })).toBeVisible();
  release();
  // The store has taken over when the featured deals (from the catalogue) are drawn.
  await expect(page.locator('main img').first()).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  expect(problems).toEqual([]);
});

test('what is typed into a page’s shell before the store’s code runs is kept and used', async ({ page }) => {
  // The store's entry arrives late, as on a slow phone: the customer types the IMEI into the shell meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sales/digital/dvm/eligibility.html', { waitUntil: 'commit' });
  const imei = page.getByLabel('IMEI', { exact: true });
  const check = page.getByRole('button', { name: 'Check my phone' });
  await imei.fill('356938035643809');
  await expect(check).toBeDisabled();
  release();
  await expect(check).toBeEnabled();
  await expect(imei).toHaveValue('356938035643809');
  await check.click();
  await expect(page.getByText('Good news: your Samsung Galaxy S21 works on our network.')).toBeVisible();
});

test(
  'a button of a page’s shell tapped before the store has drawn is tapped on the store’s own once it has',
  { tag: '@phone' },
  async ({ page }) => {
    // The page's code arrives late, as on a slow phone; the store's entry is running and the shell is on screen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ProspectByodOptionsPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sales/digital/prospectbyodoptions.html');
    const cleared = page.waitForRequest('**/fraudservice/session/nse/clearCache');
    await page.getByRole('button', { name: 'Start again' }).click();
    release();
    expect((await cleared).method()).toBe('POST');
    await expect(page).toHaveURL(/\/sales\/digital\/smartphones$/);
  },
);
