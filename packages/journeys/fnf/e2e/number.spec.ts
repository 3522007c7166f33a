import { expect, test } from '../../../../tools/e2e/test.js';
import { EN, PHONE, reachNumberPage } from '../../../../tools/e2e/fixtures';

// The number page's rules (the field, the format check, each answer's message, the button, the pages' order) are
// stated by the journey's component tests (src/__tests__/fnf-rules.test.tsx); here, the journey's end in the running
// store and the eligibility call as it goes on the wire.
test.describe('friendsandfamily/validpromo.html: the phone number (spec 2.5, 4.8, 5.1, 8.5)', () => {
  test.beforeEach(async ({ page }) => reachNumberPage(page));

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

  test('the eligibility call sends npanxx (empty) and the dash-free mdn', async ({ page }) => {
    const [request] = await Promise.all([
      page.waitForRequest('**/assignmtnservice/nse/portin-eligibility'),
      page.getByRole('textbox', { name: EN.phoneField }).fill('201-555-0123'),
    ]);
    expect(request.postDataJSON()).toEqual({ npanxx: '', mdn: '2015550123' });
  });
});
