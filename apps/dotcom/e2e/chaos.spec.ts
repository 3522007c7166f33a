import { expect, test } from '../../../tools/e2e/test.js';
import { EN, PHONE, PROMO, applyPromo, reachNumberPage, scopedFaults } from '../../../tools/e2e/fixtures';

test.describe('chaos: the store under broken services', () => {
  test('a dropped connection on the eligibility call shows the system error and a retry that works', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL as string);
    await reachNumberPage(page);
    await faults.add({ pattern: '*/assignmtnservice/nse/portin-eligibility', drop: true });
    await page.getByRole('textbox', { name: EN.phoneField }).fill(PHONE.eligible);
    await expect(page.getByRole('alert')).toContainText(EN.phoneSystem);
    await expect(page.getByRole('button', { name: EN.continue })).toBeDisabled();
    await faults.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(EN.numberSuccess)).toBeVisible();
    await expect(page.getByRole('button', { name: EN.continue })).toBeEnabled();
  });

  test('a malformed answer to the promo call is a system error, not a crash', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL as string);
    await faults.add({ pattern: '*/validateFnfRedemptionCode', malformed: true });
    await applyPromo(page, PROMO.valid);
    await expect(page.getByRole('alert')).toHaveText(EN.promoSystem);
    await expect(page).toHaveURL('/sales/digital/friendsandfamily.html');
    await faults.clear();
  });

  test('a 503 of the content service is retried once by the policy, and the page loads', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL as string);
    // The promo labels' read, not the footer's: which content read goes first is the page's business.
    await faults.add({ pattern: '*/validPromo.model.json', status: 503, times: 1 });
    const contentCalls: number[] = [];
    page.on('response', (r) => void (r.url().includes('validPromo.model.json') && contentCalls.push(r.status())));
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('textbox', { name: EN.promoField })).toBeVisible();
    expect(contentCalls).toEqual([503, 200]);
    await faults.clear();
  });

  test('when the content service stays down the page says so, and loads on retry', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL as string);
    await faults.add({ pattern: '/content/vcg/*', status: 503 });
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('alert')).toHaveText(
      'We could not load this page. Check your connection and try again.',
    );
    await faults.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: EN.promoField })).toBeVisible();
  });

  test('a slow promo call keeps the button busy until the answer arrives', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL as string);
    await faults.add({ pattern: '*/validateFnfRedemptionCode', latencyMs: 1500 });
    await page.goto('/sales/digital/friendsandfamily.html');
    await page.getByRole('textbox', { name: EN.promoField }).fill(PROMO.expired);
    await page.getByRole('button', { name: EN.apply }).click();
    await expect(page.getByRole('button', { name: EN.apply })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert')).toHaveText(EN.expired);
    await expect(page.getByRole('button', { name: EN.apply })).not.toHaveAttribute('aria-busy', 'true');
    await faults.clear();
  });
});
