import { expect, test } from '../../../tools/e2e/test.js';
import {
  EN,
  PHONE,
  PROMO,
  applyPromo,
  expectNoSeriousA11yViolations,
  reachNumberPage,
} from '../../../tools/e2e/fixtures';

for (const base of ['/sales/digital', '/sales/nse', '/sales/next']) {
  // The default base at both widths; the other bases, whose pages are the same, once.
  test(`the whole flow works under ${base}/`, async ({ page }) => {
    await reachNumberPage(page, base);
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page).toHaveURL(`${base}/friendsandfamily/landing.html`);
    await expect(page.getByRole('link', { name: 'Shop smartphones' })).toHaveAttribute(
      'href',
      `${base}/smartphones.html`,
    );
  });
}

test.describe('the Spanish site, when the URL contains espanol (spec 1)', () => {
  test('labels and errors come from the Spanish content', async ({ page, baseURL }) => {
    const spanish = (baseURL as string).replace('localhost', 'espanol.localhost');
    await page.goto(`${spanish}/sales/digital/friendsandfamily.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ahorros de Amigos y Familia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('textbox', { name: 'Código promocional' }).fill(PROMO.expired);
    await page.getByRole('button', { name: 'Aplicar código' }).click();
    await expect(page.getByRole('alert')).toHaveText('Este código promocional ha vencido.');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      new RegExp(`^${(baseURL as string).replace(/[/.]/g, '\\$&')}`),
    );
  });

  test('the English site links to the Spanish one', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      /\/\/espanol\.localhost:\d+\/sales\/digital\/friendsandfamily\.html/,
    );
  });
});

test('an unknown page of a sales base says so and links back', async ({ page }) => {
  await page.goto('/sales/digital/nothing-here.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await page.getByRole('link', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL('/sales/digital/shop.html');
});

test.describe('accessibility: no serious or critical axe violation', () => {
  test('promo page, empty and with an error', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('textbox', { name: EN.promoField })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await applyPromo(page, PROMO.expired);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('number page, with an error and when valid', async ({ page }) => {
    await reachNumberPage(page);
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.notEligible);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await expect(page.getByText(EN.numberSuccess)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('landing page', async ({ page }) => {
    await reachNumberPage(page);
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
