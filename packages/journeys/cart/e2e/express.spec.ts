import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { cartWithPhone, signedInCartWithPhone } from '../../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations } from '../../../../tools/e2e/fixtures';

// The express pages (spec 2.2, issue 22): the express cart, the hub before the express checkout in its two designs,
// and the express checkout of a signed-in customer.
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the express cart is the cart at a glance: its lines, what is due, and the way to checkout', async ({ page }) => {
  await cartWithPhone(page);
  await page.goto('/sales/digital/expresscart.html');
  await expect(heading(page, 'Your order')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Line 1: Google Pixel 10' })).toBeVisible();
  await expect(page.getByText('Unlimited Plus · $90.00/mo')).toBeVisible();
  // A prospect checks out by the ways in; changing the cart is the cart page's.
  await expect(page.getByRole('link', { name: 'Express checkout' })).toHaveAttribute(
    'href',
    '/sales/digital/prospectCheckout.html',
  );
  await expect(page.getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/sales/digital/cart.html');
  await expectNoSeriousA11yViolations(page);
});

test('the express hub offers what completes the order; its second design puts what is due first', async ({ page }) => {
  await cartWithPhone(page);
  await page.goto('/sales/digital/expresshub.html');
  await expect(heading(page, 'Before you check out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Protect your Google Pixel 10' })).toHaveAttribute(
    'href',
    '/sales/digital/protection.html?line=L1',
  );
  await expect(page.getByRole('link', { name: /Cases, chargers and more for your Google Pixel 10/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/sales/digital/expresshubv2.html');
  await expect(heading(page, 'Before you check out')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const line = page.getByRole('heading', { name: 'Line 1: Google Pixel 10' });
  const [summaryBox, lineBox] = [await summary.boundingBox(), await line.boundingBox()];
  expect(summaryBox!.y).toBeLessThan(lineBox!.y);
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in customer’s express cart leads to the express checkout, with what the account knows filled in', async ({
  page,
}) => {
  await signedInCartWithPhone(page);
  await page.goto('/sales/digital/expresscart.html');
  await page.getByRole('link', { name: 'Express checkout' }).click();
  await expect(heading(page, 'Express checkout')).toBeVisible();
  await expect(page.getByText(/We filled in what your account knows/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A step opened from the express checkout leads back to it, not to the standard checkout.
  await page.getByRole('link', { name: /^Continue to/ }).click();
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
    'href',
    '/sales/digital/expresscheckout.html',
  );
});

test('the express pages speak Spanish on the Spanish site', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}/sales/digital`;
  await cartWithPhone(page, spanish);
  await page.goto(`${spanish}/expresscart.html`);
  await expect(heading(page, 'Tu pedido')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compra rápida' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${spanish}/expresshub.html`);
  await expect(heading(page, 'Antes de pagar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Protege tu Google Pixel 10' })).toBeVisible();
  await page.goto(`${spanish}/expresshubv2.html`);
  await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
