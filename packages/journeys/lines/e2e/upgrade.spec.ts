import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import {
  CARDS,
  ordersOf,
  payWithCard,
  placeOrder,
  servicePost,
  shipStandard,
  upgradeToDelivery,
} from '../../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations, signIn } from '../../../../tools/e2e/fixtures';

// Upgrades and lines (issue 22): Paula Postpay's line (201) 555-0111 (an Apple iPhone 15, paid off) is ready to
// upgrade; (201) 555-0121 (a Samsung Galaxy S23) has $412.50 left on it, 22 payments.

/** Paula Postpay's customer id in the sandbox. */
const PAULA_CUSTOMER_ID = 'C-100001';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** From the product page the customer was sent to, the phone on a plan, to the checkout. */
async function addPhoneAndCheckOut(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
  const cartId = (await page.context().cookies()).find((c) => c.name === 'cartId')?.value ?? '';
  await servicePost(page, 'cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
  return cartId;
}

test('a customer upgrades a line early: the balance is paid off with the order, and the order keeps the line’s number', async ({
  page,
}) => {
  test.slow();
  // The line as described, on a retry too: the sandbox keeps the upgrade an earlier attempt ordered.
  expect((await page.request.delete(`/__sandbox/early-upgrades/${PAULA_CUSTOMER_ID}`)).status()).toBe(204);
  await signIn(page, 'Paula Postpay', '/sales/digital/lineoverview.html');
  await expect(heading(page, 'Your lines')).toBeVisible();
  await expect(page.getByText('$412.50 left on your phone, 22 payments to go.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Upgrade line (201) 555-0121 early' }).click();
  await expect(heading(page, 'Upgrade early')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay off $412.50 and upgrade' }).click();
  await expect(page).toHaveURL(/\/sales\/digital\/smartphones\.html$/);

  await page.goto('/sales/digital/smartphones/google-pixel-10.html');
  await expect(page.getByText('Upgrading line (201) 555-0121 early: its phone is paid off today.')).toBeVisible();
  const cartId = await addPhoneAndCheckOut(page);

  await page.goto('/sales/digital/cart.html');
  await expect(page.getByText('Phone paid off early')).toBeVisible();
  await expect(page.getByText('$412.50 today')).toBeVisible();
  // The balance is what is due today: the phone itself is on monthly payments.
  await expect(page.getByRole('complementary').getByText('$412.50')).toBeVisible();

  await upgradeToDelivery(page);
  await shipStandard(page);
  await payWithCard(page, CARDS.visa);
  await expect(heading(page, 'Review your order')).toBeVisible();
  await expect(page.getByText('Google Pixel 10, payoff of the phone it replaces')).toBeVisible();
  const orderNumber = await placeOrder(page);
  await expect(page.getByText(/Upgrade of \(201\) 555-0121/)).toBeVisible();
  await expect(page.getByText('Google Pixel 10, payoff of the phone it replaces')).toBeVisible();
  const order = await servicePost(page, 'orderprocessservice/checkoutapi/order-details', { orderNumber });
  expect(order.data['intendType']).toBe('EUP');
  expect(await ordersOf(page, cartId)).toHaveLength(1);
  // The intent was used up with the order.
  expect((await page.context().cookies()).find((c) => c.name === 'intent')).toBeUndefined();

  // "An early upgrade once paid off and ordered is not offered again": the line says its upgrade is on the way.
  await page.goto('/sales/digital/lineoverview.html');
  await expect(page.getByText(`This line’s upgrade is ordered (order ${orderNumber})`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade line (201) 555-0121 early' })).toHaveCount(0);
  await page.goto('/sales/digital/earlyupgrade.html?mdn=2015550121');
  await expect(page.getByText(`This line’s upgrade is ordered (order ${orderNumber})`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay off/ })).toHaveCount(0);
});

test('mdnselection: a line not ready cannot be chosen; a line chosen goes back to the phone with the upgrade said', async ({
  page,
}) => {
  await signIn(page, 'Paula Postpay', '/sales/digital/mdnselection.html?device=google-pixel-10');
  await expect(heading(page, 'Which line are you upgrading?')).toBeVisible();
  await expect(page.getByRole('radio', { name: /555-0121/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a line to continue.')).toBeVisible();
  await page.getByRole('radio', { name: /555-0111/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/smartphones\/google-pixel-10\.html$/);
  await expect(page.getByText('Upgrading line (201) 555-0111.')).toBeVisible();
  // Changing the line goes back to the choice, with this line chosen.
  await page.getByRole('link', { name: 'Change what this phone is for' }).click();
  await expect(page.getByRole('radio', { name: /555-0111/ })).toBeChecked();
});

test('"an upgrade shows the current plan and keeps it unless the customer changes it": no plan to choose before checkout', async ({
  page,
}) => {
  await signIn(page, 'Paula Postpay', '/sales/digital/mdnselection.html?device=google-pixel-10');
  await page.getByRole('radio', { name: /555-0111/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Upgrading line (201) 555-0111.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
  await page.goto('/sales/digital/cart.html');
  await expect(page.getByText(/Unlimited Plus · \$[\d.]+\/mo \(the plan this line has now\)/)).toBeVisible();
  await expect(page.getByText('Choose a plan for this line')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible();
  // Another plan is the customer's choice, and the cart says it is not the one the line has.
  await page.getByRole('link', { name: 'Change plan for Google Pixel 10' }).click();
  await page.getByRole('button', { name: /Choose Unlimited Ultimate/ }).click();
  // The plan is in the cart once the store goes on to protection.
  await expect(page).toHaveURL(/protectionNew\.html\?line=L1/);
  await page.goto('/sales/digital/cart.html');
  await expect(page.getByText(/Unlimited Ultimate · \$[\d.]+\/mo/)).toBeVisible();
  await expect(page.getByText(/the plan this line has now/)).toHaveCount(0);
});

test('adding a line from the overview makes the cart an added line (AAL) that takes a new number', async ({ page }) => {
  await signIn(page, 'Paula Postpay', '/sales/digital/lineoverview.html');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.goto('/sales/digital/smartphones/google-pixel-10.html');
  await expect(page.getByText('Adding a new line to your account.')).toBeVisible();
  const cartId = await addPhoneAndCheckOut(page);
  const details = await servicePost(page, 'orderprocessservice/checkoutapi/get-checkout-details', { cartId });
  expect(details.data['intendType']).toBe('AAL');
  await page.goto('/sales/digital/checkout.html');
  await expect(page.getByRole('link', { name: 'Continue to phone numbers' })).toBeVisible();
});

test('a page whose cookies changed before its code ran is drawn for the cookies the customer has now, not hydrated', async ({
  page,
}) => {
  await signIn(page, 'Paula Postpay', '/sales/digital/lineoverview.html');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await expect(page).toHaveURL(/smartphones\.html$/);
  // The store's code waits while the intent is used up elsewhere (a form's answer, another tab).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sales/digital/smartphones/google-pixel-10.html', { waitUntil: 'commit' });
  await expect(page.getByText('Adding a new line to your account.')).toBeVisible();
  await page.context().clearCookies({ name: 'intent' });
  release();
  // The page comes alive as the customer's cookies say now: no line chosen, so the store asks what the phone is for.
  // (The test's hydration check fails it if the server's drawing was hydrated instead.)
  await expect(page.getByRole('group', { name: 'This phone is for' })).toBeVisible();
  await expect(page.getByText('Adding a new line to your account.')).toHaveCount(0);
});

test('the lines pages in Spanish', async ({ page, baseURL }) => {
  const origin = (baseURL as string).replace('localhost', 'espanol.localhost');
  const spanish = `${origin}/sales/digital`;
  // The tests' localhost shares no cookie with espanol.localhost: sign in on the Spanish host.
  await page.goto(`${origin}/sandbox/signin?goto=${encodeURIComponent('/sales/digital/lineoverview.html')}`);
  await page.getByRole('button', { name: 'Paula Postpay' }).click();
  await expect(heading(page, 'Tus líneas')).toBeVisible();
  await page.goto(`${spanish}/mdnselection.html`);
  await expect(heading(page, '¿De qué línea quieres cambiar el teléfono?')).toBeVisible();
  await page.goto(`${spanish}/earlyupgrade.html?mdn=2015550121`);
  await expect(heading(page, 'Cambio anticipado')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
