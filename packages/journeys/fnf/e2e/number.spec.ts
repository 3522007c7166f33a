import { expect, test, type Page } from '@playwright/test';
import { EN, PHONE, reachNumberPage } from '../../../../tools/e2e/fixtures';

/** The levels of the notification events the page sent (spec 4.6), by id. */
const notificationLevels = (page: Page) =>
  page.evaluate(() =>
    ((window as { vzdl?: { events: { event: string; id?: string; level?: string }[] } }).vzdl?.events ?? [])
      .filter((e) => e.event === 'error')
      .map((e) => `${e.id} ${e.level}`),
  );

test.describe('friendsandfamily/validpromo.html: the phone number (spec 2.5, 4.8, 5.1, 8.5)', () => {
  test.beforeEach(async ({ page }) => reachNumberPage(page));

  test('the field asks for a numeric keypad, takes 10 digits and shows them dashed 3-3-4', async ({ page }) => {
    const field = page.getByRole('textbox', { name: EN.phoneField });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await field.pressSequentially('20155501239999');
    await expect(field).toHaveValue('201-555-0123');
  });

  test('the button is disabled until the number is valid, then the success label shows', async ({ page }) => {
    const field = page.getByRole('textbox', { name: EN.phoneField });
    const button = page.getByRole('button', { name: EN.continue });
    await expect(button).toBeDisabled();
    await field.fill('201555012');
    await expect(button).toBeDisabled();
    await field.fill(PHONE.eligible);
    await expect(page.getByText(EN.numberSuccess)).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(field).toHaveAccessibleDescription(EN.numberSuccess);
    // Told to analytics as a SUCCESS notification (spec 4.6).
    expect(await notificationLevels(page)).toContain('NUMBER_VALID SUCCESS');
  });

  test('an eligible number leads to landing.html, which confirms the promotion and the masked number', async ({
    page,
  }) => {
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page).toHaveURL('/sales/digital/friendsandfamily/landing.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Friends and Family savings are ready');
    await expect(page.getByText('FNF2026')).toBeVisible();
    await expect(page.getByText('xxx-xxx-0123')).toBeVisible();
    await expect(page.getByText('Number ending in 0123')).toBeAttached();
    await expect(page.getByText('2015550123')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shop smartphones' })).toHaveAttribute(
      'href',
      '/sales/digital/smartphones.html',
    );
    await expect(page).toHaveTitle('Friends And Family Page');
  });

  test('any other valid North American number is eligible', async ({ page }) => {
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.other);
    await expect(page.getByRole('button', { name: EN.continue })).toBeEnabled();
  });

  for (const [name, phone, message] of [
    ['not eligible (N): INVALID_NUMBER_EXIST', PHONE.notEligible, EN.portinValid],
    ['an error code in errors: INVALID_NUMBER_EXIST', PHONE.errorCode, EN.portinValid],
    ['a failed call: SYSTEM_ERROR', PHONE.systemError, EN.phoneSystem],
  ] as const) {
    test(`${name} shows its message in a warning alert and keeps the button disabled`, async ({ page }) => {
      await page.getByRole('textbox', { name: EN.phoneField }).fill(phone);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: EN.phoneField })).toHaveAttribute('aria-invalid', 'true');
      // A number not eligible is a WARNING; a failed call an ERROR (spec 4.6).
      const [, error] = name.split(': ');
      expect(await notificationLevels(page)).toContain(`${error} ${error === 'SYSTEM_ERROR' ? 'ERROR' : 'WARNING'}`);
    });
  }

  test('a number off the North American pattern gives InvalidNumber (INVALID_PHONE_NUMBER) without a call', async ({
    page,
  }) => {
    let calls = 0;
    page.on('request', (r) => void (r.url().includes('portin-eligibility') && calls++));
    await page.getByRole('textbox', { name: EN.phoneField }).fill('1015550123');
    await expect(page.getByText(EN.invalidNumber)).toBeVisible();
    await expect(page.getByRole('textbox', { name: EN.phoneField })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled();
    expect(calls).toBe(0);
  });

  test('an empty field left behind gives NumberRequired', async ({ page }) => {
    await page.getByRole('textbox', { name: EN.phoneField }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText(EN.numberRequired)).toBeVisible();
  });

  test('the eligibility call sends npanxx (empty) and the dash-free mdn', async ({ page }) => {
    const [request] = await Promise.all([
      page.waitForRequest('**/assignmtnservice/nse/portin-eligibility'),
      page.getByRole('textbox', { name: EN.phoneField }).fill('201-555-0123'),
    ]);
    expect(request.postDataJSON()).toEqual({ npanxx: '', mdn: '2015550123' });
  });
});

test('the number page without a valid promo goes back to the promo page', async ({ page }) => {
  await page.goto('/sales/digital/friendsandfamily/validpromo.html');
  await expect(page).toHaveURL('/sales/digital/friendsandfamily.html');
});

test('the landing page without a confirmed number goes back to the promo page', async ({ page }) => {
  await page.goto('/sales/digital/friendsandfamily/landing.html');
  await expect(page).toHaveURL('/sales/digital/friendsandfamily.html');
});
