import { expect, test } from '@playwright/test';
import { EN, PROMO, applyPromo, sandboxLogs } from '../../../../tools/e2e/fixtures';

test.describe('friendsandfamily.html: the promo code (spec 2.5, 4.7, 5.2, 8.5)', () => {
  test("has the page title 'Friends And Family Page' and the analytics page name", async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friends and Family savings');
    await expect(page).toHaveTitle('Friends And Family Page');
    expect(await page.evaluate(() => (window as unknown as { vzdl: { page: { name: string } } }).vzdl.page.name)).toBe(
      'applyFriendsAndFamilyPromotion',
    );
  });

  for (const code of [PROMO.valid, PROMO.validLong]) {
    test(`a valid promo (${code}) goes to friendsandfamily/validpromo.html`, async ({ page }) => {
      await applyPromo(page, code);
      await expect(page).toHaveURL('/sales/digital/friendsandfamily/validpromo.html');
      await expect(page.getByRole('textbox', { name: EN.phoneField })).toBeVisible();
    });
  }

  test('the move to the number page is told to screen readers: its heading, in a status region', async ({ page }) => {
    await applyPromo(page, PROMO.valid);
    await expect(page.getByRole('textbox', { name: EN.phoneField })).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: heading ?? '' })).toHaveText(heading ?? '');
  });

  const invalid: [string, string, string][] = [
    [PROMO.expired, 'PROMO_EXPIRED', EN.expired],
    [PROMO.maxUsed, 'MAX_USED', EN.maxUsed],
    [PROMO.noData, 'NO_DATA_FOUND', EN.noData],
    [PROMO.systemError, 'SYSTEM_ERROR', EN.promoSystem],
    [PROMO.unknown, 'INVALID_PROMO', EN.invalidPromo],
    ['0FNF202', 'INVALID_VALUE', EN.notValidEntry],
  ];
  for (const [code, errorType, message] of invalid) {
    test(`${code} shows ${errorType} in a warning alert under the field, reports it and saves promoError`, async ({
      page,
    }) => {
      await applyPromo(page, code);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(message);
      const field = page.getByRole('textbox', { name: EN.promoField });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
      expect(
        await field.evaluate(
          (el, a) => (el.compareDocumentPosition(a as Node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          await alert.elementHandle(),
        ),
      ).toBe(true);
      await expect(page).toHaveURL('/sales/digital/friendsandfamily.html');
      const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('promoError') ?? 'null'));
      expect(saved).toMatchObject({ errorType, errorMessage: message });
      const events = await page.evaluate(
        () =>
          (window as unknown as { vzdl: { events: { event: string; id?: string; message?: string }[] } }).vzdl.events,
      );
      expect(events).toContainEqual(expect.objectContaining({ event: 'error', id: errorType, message }));
    });
  }

  test('a failed call is logged to jsNotifyAsDynamic', async ({ page, request }) => {
    await applyPromo(page, PROMO.systemError);
    await expect(page.getByRole('alert')).toHaveText(EN.promoSystem);
    await expect
      .poll(async () =>
        (await sandboxLogs(request)).some(
          (r) => r['serviceUrl']?.includes('validateFnfRedemptionCode') && r['pageUrl']?.includes(page.url()),
        ),
      )
      .toBe(true);
  });

  test('the promo query parameter prefills the code, stripped of anything but letters and digits', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html?promo=FNF-2026');
    await expect(page.getByRole('textbox', { name: EN.promoField })).toHaveValue('FNF2026');
    await page.goto('/sales/digital/friendsandfamily.html?promo=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('textbox', { name: EN.promoField })).toHaveValue('imgsrcxoner');
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test('promoError is restored when the customer returns', async ({ page }) => {
    await applyPromo(page, PROMO.expired);
    await expect(page.getByRole('alert')).toHaveText(EN.expired);
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('textbox', { name: EN.promoField })).toHaveValue(PROMO.expired);
    await expect(page.getByRole('alert')).toHaveText(EN.expired);
  });

  test('a different promo in the URL wins over a saved error', async ({ page }) => {
    await applyPromo(page, PROMO.expired);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.goto(`/sales/digital/friendsandfamily.html?promo=${PROMO.valid}`);
    await expect(page.getByRole('textbox', { name: EN.promoField })).toHaveValue(PROMO.valid);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('editing the code clears the error', async ({ page }) => {
    await applyPromo(page, PROMO.expired);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('textbox', { name: EN.promoField }).fill('FNF202');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('promoError'))).toBeNull();
  });

  test('submit is disabled under 7 characters or when the numeric value is <= 0', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    const field = page.getByRole('textbox', { name: EN.promoField });
    const button = page.getByRole('button', { name: EN.apply });
    await expect(button).toBeDisabled();
    for (const [value, enabled] of [
      ['FNF202', false],
      ['0000000', false],
      ['00000000000', false],
      ['FNF2026', true],
      ['1234567', true],
    ] as const) {
      await field.fill(value);
      if (enabled) await expect(button, value).toBeEnabled();
      else await expect(button, value).toBeDisabled();
    }
  });

  test('the field takes at most 11 characters and strips the rest as typed', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    const field = page.getByRole('textbox', { name: EN.promoField });
    await field.pressSequentially('FNF-2026 1234 99');
    await expect(field).toHaveValue('FNF20261234');
  });

  test('pressing Enter submits the code', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await page.getByRole('textbox', { name: EN.promoField }).fill(PROMO.valid);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/sales/digital/friendsandfamily/validpromo.html');
  });

  test('the validation call sends the spec payload and headers', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await page.getByRole('textbox', { name: EN.promoField }).fill(PROMO.valid);
    const [request] = await Promise.all([
      page.waitForRequest('**/plansservice/nse/validateFnfRedemptionCode'),
      page.getByRole('button', { name: EN.apply }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      promotionCode: 'FNF2026',
      promotionSourceSystem: 'WIRELESS',
      promotionType: 'FRIENDS_FAMILY',
    });
    const headers = await request.allHeaders();
    expect(headers['loginstatus']).toBe('unauthenticated');
    expect(headers['channelid']).toMatch(/^VZW-DOTCOM/);
    expect(headers['content-type']).toBe('application/json');
    const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(csrf).toBeTruthy();
    expect(headers['p-csrf-token']).toBe(csrf);
    expect(headers['guie2erequestid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['orderlanguage']).toBe('en');
  });
});
