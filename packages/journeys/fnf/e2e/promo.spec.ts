import { expect, test } from '../../../../tools/e2e/test.js';
import { EN, PROMO, applyPromo, sandboxLogs } from '../../../../tools/e2e/fixtures';

// The promo page's rules (the field, each answer's message, promoError, the button) are stated by the journey's
// component tests (src/__tests__/fnf-rules.test.tsx); here, what only the running store shows: the document's title,
// the move told to screen readers, the call as it goes on the wire with the session's cookie, the log record the
// sandbox receives.
test.describe('friendsandfamily.html: the promo code (spec 2.5, 4.7, 5.2, 8.5)', () => {
  test("has the page title 'Friends And Family Page' and the analytics page name", async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friends and Family savings');
    await expect(page).toHaveTitle('Friends And Family Page');
    // The title comes with the server's page, before the store's code has made its data layer.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { vzdl?: { page?: { name?: string } } }).vzdl?.page?.name))
      .toBe('applyFriendsAndFamilyPromotion');
  });

  test('the move to the number page is told to screen readers: its heading, in a status region', async ({ page }) => {
    await applyPromo(page, PROMO.valid);
    await expect(page.getByRole('textbox', { name: EN.phoneField })).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: heading ?? '' })).toHaveText(heading ?? '');
  });

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
