import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { cartWithPhone, signedInCartWithPhone } from '../../../tools/e2e/checkout-fixtures';
import { signIn } from '../../../tools/e2e/fixtures';

// Every page has a way in (issue 48): the pages a carrier's store leads to from where its customers look, followed
// here by the store's own links, as a customer would, from where each is put.
const BASE = '/sales/digital';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the test drive is offered on the landing page, the plans page and in the footer', async ({ page }) => {
  await page.goto(`${BASE}/shop.html`);
  await page
    .getByRole('region', { name: 'Deals of the week' })
    .getByRole('link', { name: 'Start a test drive' })
    .click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();

  await page.goto(`${BASE}/plans.html`);
  await page.getByRole('link', { name: 'Test drive it free for 30 days' }).click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();

  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Test drive our network' }).click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();
});

test('the header’s Deals leads to the promotions, and from there to each collection of offers and the customer’s own', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals', exact: true }).click();
  await expect(heading(page, 'Deals and promotions')).toBeVisible();
  const collections = page.getByRole('navigation', { name: 'Offers by what you are looking for' });
  for (const [link, title] of [
    ['Holiday offers', 'Holiday offers'],
    ['Move up to 5G', 'Move up to 5G'],
    ['Offers for home and mobile together', 'Offers for home and mobile together'],
    ['5G Home Internet', '5G Home Internet'],
    ['Your saved quotes', 'Saved quotes'],
  ] as const) {
    await collections.getByRole('link', { name: link }).click();
    await expect(heading(page, title)).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Deals and promotions')).toBeVisible();
  }
});

test('the Spanish header says Ofertas', async ({ page, baseURL }) => {
  await page.goto(`${(baseURL ?? '').replace('//', '//espanol.')}${BASE}/smartphones.html`);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ofertas', exact: true }).click();
  await expect(heading(page, 'Ofertas y promociones')).toBeVisible();
});

test('a signed-in customer’s account leads to the offers kept for them and their saved quotes', async ({ page }) => {
  await signIn(page, 'Paula Postpay', `${BASE}/account.html`);
  const section = page.getByRole('region', { name: 'Offers and quotes' });
  await section.getByRole('link', { name: 'See your offers' }).click();
  await expect(heading(page, 'My offers')).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Offers and quotes' })
    .getByRole('link', { name: 'See your saved quotes' })
    .click();
  await expect(heading(page, 'Saved quotes')).toBeVisible();
});

test('a signed-in customer’s cart offers the express way: the hub, then the express checkout', async ({ page }) => {
  await signedInCartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await page.getByRole('link', { name: /^Express checkout: fewer steps/ }).click();
  await expect(heading(page, 'Before you check out')).toBeVisible();
  await page.getByRole('link', { name: 'Express checkout' }).click();
  await expect(heading(page, 'Express checkout')).toBeVisible();
});

test('a prospect’s cart has no express way: express checkout needs what an account knows', async ({ page }) => {
  await cartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await expect(heading(page, 'Your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Checkout|^Check out/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Express checkout: fewer steps/ })).toHaveCount(0);
});
