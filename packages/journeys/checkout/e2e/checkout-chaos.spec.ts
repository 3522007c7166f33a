import { expect, test, type Locator, type Page } from '../../../../tools/e2e/test.js';
import { CARDS, cartWithPhone, checkoutToReview, ordersOf, payWithCard } from '../../../../tools/e2e/checkout-fixtures';
import { scopedFaults } from '../../../../tools/e2e/fixtures';

/**
 * Does `act`; when the page answers with an error instead of `done`, does it again (the customer trying again).
 * Answers how many times the page said something failed.
 */
async function untilDone(page: Page, act: () => Promise<void>, done: Locator): Promise<number> {
  const failed = page.getByRole('alert').filter({ hasText: /could not|went wrong|did not hear back/ });
  let failures = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    await act();
    await expect(done.or(failed).first()).toBeVisible({ timeout: 30_000 });
    if (await done.first().isVisible()) return failures;
    failures += 1;
  }
  throw new Error('the page never got past the fault');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A phone in the cart, every checkout step done and paid by card: the review's "Place order" is next. */
async function readyToPlace(page: Page): Promise<string> {
  const cartId = await cartWithPhone(page);
  await checkoutToReview(page);
  return cartId;
}

test.describe('chaos: faults on every checkout call, and one order', () => {
  test('a 503 on every checkout call in turn: each is explained, trying again goes on, and one order is placed', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const cartId = await cartWithPhone(page);
    const faults = await scopedFaults(context, request, baseURL as string);
    const calls = [
      'get-checkout-details',
      'retreive-npanxx',
      'assign-mtn',
      'customer-info',
      'credit/nse/check',
      'dpp-agreement',
      'e911',
      'delivery-options',
      'save-delivery',
      'tokenize',
      'authorize',
    ];
    for (const call of calls) await faults.add({ pattern: `*/${call}`, status: 503, times: 1 });
    let failures = 0;

    await page.goto('/sales/digital/checkout.html');
    await expect(page.getByText('We could not load your checkout')).toBeVisible();
    failures += 1;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('link', { name: /Continue to phone numbers/ }).click();
    await page.getByLabel('ZIP code', { exact: true }).fill('10001');
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Find numbers' }).click(),
      page.getByRole('radio').first(),
    );
    await page.getByRole('radio').first().check();
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Continue' }).click(),
      heading(page, 'Tell us about yourself'),
    );
    await faults.clear();
    expect(failures).toBe(3);
    // The rest of the calls, each failing once, with the fixtures' steps retried where the page says so.
    for (const call of calls.slice(3)) await faults.add({ pattern: `*/${call}`, status: 503, times: 1 });
    await page.getByLabel('First name', { exact: true }).fill('Paula');
    await page.getByLabel('Last name', { exact: true }).fill('Prospect');
    await page.getByLabel('Email', { exact: true }).fill('paula@example.com');
    await page.getByLabel('Contact phone number', { exact: true }).fill('2015550188');
    await page.getByLabel('Street address', { exact: true }).fill('350 Fifth Avenue');
    await page.getByLabel('City', { exact: true }).fill('New York');
    await page.getByLabel('State').selectOption('NY');
    await page.getByLabel('ZIP code', { exact: true }).fill('10001');
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Continue' }).click(),
      heading(page, 'Credit check'),
    );
    await page.getByLabel('Social Security number', { exact: true }).fill('123-45-1111');
    await page.getByLabel('Date of birth (MM/DD/YYYY)', { exact: true }).fill('04/12/1988');
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Check my credit' }).click(),
      page.getByText('You’re approved.'),
    );
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Continue to device payment agreement' }).click();
    await page.getByRole('link', { name: 'Read the agreement' }).click();
    await expect(page.getByText('We could not load the agreement')).toBeVisible();
    failures += 1;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Amount financed')).toBeVisible();
    await page.getByLabel('Type your full name to sign', { exact: true }).fill('Paula Prospect');
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await page.getByLabel('Use my home address').check();
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Continue' }).click(),
      heading(page, 'How do you want to get your order?'),
    );
    await expect(page.getByText('We could not load the delivery options')).toBeVisible();
    failures += 1;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: /Standard shipping/ })).toBeVisible();
    failures += await untilDone(
      page,
      () => page.getByRole('button', { name: 'Continue' }).click(),
      heading(page, 'Payment'),
    );
    failures += await untilDone(page, () => payWithCard(page, CARDS.visa), heading(page, 'Review your order'));
    expect(failures).toBe(11);

    // Submit: the order is made but its answer is lost twice (the store's own retry included); trying again
    // with the same key answers that order.
    await faults.add({ pattern: '*/submit-order', status: 504, after: true, times: 2 });
    await untilDone(
      page,
      () => page.getByRole('button', { name: /Place order|Try again/ }).click(),
      heading(page, 'Thank you, your order is placed'),
    );
    expect(await ordersOf(page, cartId)).toHaveLength(1);
    await faults.clear();
  });

  for (const fault of [
    { name: 'a 503 before the order is made (the store retries with the same key)', rule: { status: 503, times: 1 } },
    { name: 'a dropped connection after the order is made', rule: { drop: true, after: true, times: 2 } },
    { name: 'a 502 after the order is made', rule: { status: 502, after: true, times: 2 } },
  ])
    test(`submit under ${fault.name}: one order`, async ({ page, context, request, baseURL }) => {
      test.slow();
      const cartId = await readyToPlace(page);
      const faults = await scopedFaults(context, request, baseURL as string);
      await faults.add({ pattern: '*/submit-order', ...fault.rule });
      await untilDone(
        page,
        () => page.getByRole('button', { name: /Place order|Try again/ }).click(),
        heading(page, 'Thank you, your order is placed'),
      );
      expect(await ordersOf(page, cartId)).toHaveLength(1);
      await faults.clear();
    });

  test('a double click on "Place order", and a reload while it is on its way, make one order', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const cartId = await readyToPlace(page);
    const faults = await scopedFaults(context, request, baseURL as string);
    // The order service is slow: the customer clicks twice, then reloads the page while the order is on its way.
    await faults.add({ pattern: '*/submit-order', latencyMs: 1500, times: 1 });
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.reload();
    await expect(heading(page, 'Thank you, your order is placed')).toBeVisible({ timeout: 30_000 });
    expect(await ordersOf(page, cartId)).toHaveLength(1);
    await faults.clear();
  });

  test('a confirmation that cannot read its order just now says so and reads it again: it never calls a placed order unknown', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const cartId = await readyToPlace(page);
    const faults = await scopedFaults(context, request, baseURL as string);
    await faults.add({ pattern: '*/order-details', status: 503, times: 1 });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not load this order just now.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(heading(page, 'We could not find this order')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, 'Thank you, your order is placed')).toBeVisible();
    expect(await ordersOf(page, cartId)).toHaveLength(1);
    await faults.clear();
  });
});
