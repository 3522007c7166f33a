import { expect, test, type Page } from '../../../tools/e2e/test.js';
import {
  CARDS,
  GIFT_CARD,
  SSN,
  aboutYou,
  chooseNewNumber,
  creditCheck,
  payWithCard,
  placeOrder,
  breakdown,
  expectAddsUp,
  servicePost,
} from '../../../tools/e2e/checkout-fixtures';

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

/** The summary beside the page: the Pixel 9a with its picture, plan and protection, and the charger with its own. */
async function expectSummaryOfTheCart(page: Page) {
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('heading', { name: 'Google Pixel 9a' })).toBeVisible();
  await expect(summary.getByText('Plan: Unlimited Plus', { exact: true })).toBeVisible();
  await expect(summary.getByText('Protection: Device Protection', { exact: true })).toBeVisible();
  await expect(summary.getByRole('heading', { name: '30W Dual-Port Wall Charger' })).toBeVisible();
  await expect(summary.locator('img[src$=".svg"]')).toHaveCount(2);
}

test('one set of amounts: the cart, the checkout, each step, the review, the confirmation and the order status show the same figures, to the cent, and they add up', async ({
  page,
}) => {
  test.slow();
  // A phone on a payment plan with a new-line offer, a plan, protection and a charger.
  await page.goto('/sales/digital/shop.html');
  const added = await servicePost(page, 'cartservice/cart/add-device', {
    deviceId: 'google-pixel-9a',
    sku: 'GOOGLE-PIXEL-9A-IRIS-128',
    purchaseType: 'devicePayment',
  });
  const cartId = added.data['cartId'] as string;
  await servicePost(page, 'cartservice/cart/save-cart', {
    cartId,
    lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS', protectionId: 'PROT-BASIC' }],
    addAccessories: [{ accessoryId: 'voltaline-30w-dual-port-wall-charger', quantity: 1 }],
  });

  // The cart: every item, the phone's tax due today on its full price, estimated until there is an address.
  await page.goto('/sales/digital/cart.html');
  const cart = await breakdown(page);
  expect(cart.map((row) => row.label)).toEqual(
    expect.arrayContaining([
      '30W Dual-Port Wall Charger',
      'Estimated sales tax (7%) on $533.99',
      'Google Pixel 9a, promotion credit',
      'Google Pixel 9a, plan: Unlimited Plus',
    ]),
  );
  expectAddsUp(cart);

  // Checkout: a 30 % down payment, same-day delivery in New York, a $100 gift card and a card for the rest.
  await chooseNewNumber(page);
  await aboutYou(page);
  await creditCheck(page, SSN.downPayment);
  await expect(page.getByText('30% down payment')).toBeVisible();
  await page.goto('/sales/digital/checkout.html');
  await page.getByRole('link', { name: /Continue to down payment/ }).click();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await heading(page, 'Device payment agreement');
  await page.getByRole('link', { name: 'Read the agreement' }).click();
  await expect(page).toHaveURL(/viewAgreement\.html$/);
  await page.getByLabel('Type your full name to sign', { exact: true }).fill('Paula Prospect');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await heading(page, 'Emergency (911) address');
  await page.getByLabel('Use my home address').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'How do you want to get your order?');
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('link', { name: 'Same-day delivery' }).click();
  await expect(page).toHaveURL(/sddInterstitial\.html$/);
  await page.getByRole('button', { name: 'Deliver today' }).click();
  await heading(page, 'Payment');
  await page.getByRole('link', { name: 'Pay with a gift card' }).click();
  await expect(page).toHaveURL(/giftcard\.html$/);
  await page.getByLabel('Gift card number', { exact: true }).fill(GIFT_CARD.number);
  await page.getByLabel('PIN', { exact: true }).fill(GIFT_CARD.pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  // What the gift card gives, not what it holds.
  await expect(page.getByText('Gift card ending in 7890: $100.00 of its $100.00 goes to this order')).toBeVisible();
  await payWithCard(page, CARDS.visa);
  await heading(page, 'Review your order');

  const review = await breakdown(page);
  expect(review.map((row) => row.label)).toEqual(
    expect.arrayContaining([
      'Google Pixel 9a, down payment',
      '30W Dual-Port Wall Charger',
      'Same-day delivery',
      'Sales tax (NY, 8.875%) on $533.99',
      'Google Pixel 9a: on its full price of $499.00',
      '30W Dual-Port Wall Charger: on $34.99',
      'Gift card ending in 7890',
      'Visa ending in 1111',
      'Google Pixel 9a, device payment ($349.30 over 36 months)',
      'Google Pixel 9a, promotion credit',
      'Google Pixel 9a, protection: Device Protection',
    ]),
  );
  expect(review.find((row) => row.label === 'Gift card ending in 7890')?.amount).toBe('$100.00');
  expectAddsUp(review);
  // Beside the review, what is bought (issue 49): each line's picture, phone, plan and protection, the accessory, and
  // the amounts above; the order's one action as wide as its words.
  await expectSummaryOfTheCart(page);
  const place = await page.getByRole('button', { name: 'Place order' }).boundingBox();
  expect(place!.width).toBeLessThan(320);

  // The same figures on the cart, the checkout hub and a step's summary, read now.
  for (const path of ['/cart.html', '/checkout.html', '/delivery.html']) {
    await page.goto(`/sales/digital${path}`);
    expect(await breakdown(page), path).toEqual(review);
  }

  await page.goto('/sales/digital/orderreview.html');
  const orderNumber = await placeOrder(page);
  // Once placed, what was due today is said paid: the same figures.
  const paid = review.map((row) => (row.label === 'Due today' ? { ...row, label: 'Paid today' } : row));
  expect(await breakdown(page), 'the confirmation').toEqual(paid);
  await expect(page.getByRole('complementary', { name: 'Order summary' }).locator('summary')).toHaveText(
    /^Order summary: \$[\d,.]+ paid today$/,
  );
  // The confirmation sums the order up the same way, says what happens next, and its actions fit their words.
  await expectSummaryOfTheCart(page);
  await expect(page.getByRole('region', { name: 'What happens next' }).getByRole('listitem').first()).toContainText(
    'A courier brings your order',
  );
  const print = await page.getByRole('button', { name: 'Print this page' }).boundingBox();
  expect(print!.width).toBeLessThan(320);

  await page.goto('/sales/digital/orderstatus.html');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email or home ZIP code').fill('paula@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
  expect(await breakdown(page), 'the order status').toEqual(paid);
});
