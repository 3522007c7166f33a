import { expect, test } from '../../../../tools/e2e/test.js';
import { breakdown, expectAddsUp, servicePost } from '../../../../tools/e2e/checkout-fixtures';

// The cart's side path of wrong input (issue 44): what is typed into the cart is checked where it is typed.

test('wrong input then corrected: an accessory quantity typed past what one order holds is said, the cart keeps its quantity, and the corrected one changes the amounts', async ({
  page,
}) => {
  await page.goto('/sales/digital/shop.html');
  const added = await servicePost(page, 'cartservice/cart/add-device', {
    deviceId: 'google-pixel-9a',
    sku: 'GOOGLE-PIXEL-9A-IRIS-128',
    purchaseType: 'devicePayment',
  });
  await servicePost(page, 'cartservice/cart/save-cart', {
    cartId: added.data['cartId'] as string,
    lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }],
    addAccessories: [{ accessoryId: 'voltaline-30w-dual-port-wall-charger', quantity: 1 }],
  });
  await page.goto('/sales/digital/cart.html');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity: 30W Dual-Port Wall Charger' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('25');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a number from 1 to 10.' })).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // Nothing was changed: the cart still holds one charger.
  await page.reload();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  const charger = (rows: Awaited<ReturnType<typeof breakdown>>) => rows.find((r) => r.label.startsWith('30W'));
  await expect
    .poll(async () => charger(await breakdown(page))?.label)
    .toBe('30W Dual-Port Wall Charger × 2 ($34.99 each)');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a number from 1 to 10.' })).toHaveCount(0);
  expectAddsUp(await breakdown(page));
});
