import { expect, test } from '../../../../tools/e2e/test.js';
import { EN, PHONE, reachNumberPage } from '../../../../tools/e2e/fixtures';
import { addedWithPlan } from '../../../../tools/e2e/checkout-fixtures';

// The number page's rules (the field, the format check, each answer's message, the button, the pages' order) are
// stated by the journey's component tests (src/__tests__/fnf-rules.test.tsx); here, the journey's end in the running
// store and the eligibility call as it goes on the wire.
test.describe('friendsandfamily/validpromo.html: the phone number (spec 2.5, 4.8, 5.1, 8.5)', () => {
  test.beforeEach(async ({ page }) => reachNumberPage(page));

  test('an eligible number puts the code on the cart and leads to landing.html, which says what it saves and how, and confirms the promotion and the masked number', async ({
    page,
  }) => {
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page).toHaveURL('/sales/digital/friendsandfamily/landing.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your Friends and Family savings are in your cart',
    );
    const savings = page.getByRole('region', { name: 'What you save' });
    await expect(savings.getByText('$10.00 off')).toBeVisible();
    await expect(
      savings.getByText(/^On up to 5 new lines with Unlimited Welcome, Unlimited Plus, or Unlimited Ultimate\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare the plans' })).toHaveAttribute(
      'href',
      '/sales/digital/plans.html',
    );
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

  test('the savings the landing explains are in the cart: a phone on Unlimited Plus shows $10 off its plan each month, in the cart and at checkout', async ({
    page,
  }) => {
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await page.getByRole('button', { name: EN.continue }).click();
    await page.getByRole('link', { name: 'Shop smartphones' }).click();
    await page.goto('/sales/digital/smartphones/google-pixel-10.html');
    await addedWithPlan(page, 'Google Pixel 10');
    const saving = page.getByText('Google Pixel 10, Friends and Family savings on the plan');
    await expect(saving).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '−$10.00/mo' }).first()).toBeVisible();
    await page.goto('/sales/digital/checkout.html');
    await expect(page.getByText('Google Pixel 10, Friends and Family savings on the plan').first()).toBeAttached();
  });

  test('the eligibility call sends npanxx (empty) and the dash-free mdn', async ({ page }) => {
    const [request] = await Promise.all([
      page.waitForRequest('**/assignmtnservice/nse/portin-eligibility'),
      page.getByRole('textbox', { name: EN.phoneField }).fill('201-555-0123'),
    ]);
    expect(request.postDataJSON()).toEqual({ npanxx: '', mdn: '2015550123' });
  });
});
