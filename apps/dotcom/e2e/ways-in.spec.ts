import { expect, test, type Page } from '../../../tools/e2e/test.js';
import {
  PORT_IN,
  aboutYou,
  cartWithPhone,
  creditCheck,
  servicePost,
  signedInCartWithPhone,
  SSN,
} from '../../../tools/e2e/checkout-fixtures';
import { pageViews, signIn, storeDrawn } from '../../../tools/e2e/fixtures';

// Every page has a way in (issue 48): the pages a carrier's store leads to from where its customers look, followed
// here by the store's own links, as a customer would, from where each is put.
const BASE = '/sales/digital';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the test drive is offered on the landing page, the plans page and in the footer', async ({ page }) => {
  await page.goto(`${BASE}/shop.html`);
  await page
    .getByRole('region', { name: 'Deals of the week' })
    .getByRole('link', { name: 'Start a test drive' })
    .click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();

  await page.goto(`${BASE}/plans.html`);
  await page.getByRole('link', { name: 'Test drive it free for 30 days' }).click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();

  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Test drive our network' }).click();
  await expect(heading(page, 'Test drive our network, free for 30 days')).toBeVisible();
});

test('the header’s Deals leads to the promotions, and from there to each collection of offers and the customer’s own', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals', exact: true }).click();
  await expect(heading(page, 'Deals and promotions')).toBeVisible();
  const collections = page.getByRole('navigation', { name: 'Offers by what you are looking for' });
  for (const [link, title] of [
    ['Holiday offers', 'Holiday offers'],
    ['Move up to 5G', 'Move up to 5G'],
    ['Offers for home and mobile together', 'Offers for home and mobile together'],
    ['5G Home Internet', '5G Home Internet'],
    ['Your saved quotes', 'Saved quotes'],
  ] as const) {
    await collections.getByRole('link', { name: link }).click();
    await expect(heading(page, title)).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Deals and promotions')).toBeVisible();
  }
});

test('the Spanish header says Ofertas', async ({ page, baseURL }) => {
  await page.goto(`${(baseURL ?? '').replace('//', '//espanol.')}${BASE}/smartphones.html`);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ofertas', exact: true }).click();
  await expect(heading(page, 'Ofertas y promociones')).toBeVisible();
});

test('a signed-in customer’s account leads to the offers kept for them and their saved quotes', async ({ page }) => {
  await signIn(page, 'Paula Postpay', `${BASE}/account.html`);
  const section = page.getByRole('region', { name: 'Offers and quotes' });
  await section.getByRole('link', { name: 'See your offers' }).click();
  await expect(heading(page, 'My offers')).toBeVisible();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Offers and quotes' })
    .getByRole('link', { name: 'See your saved quotes' })
    .click();
  await expect(heading(page, 'Saved quotes')).toBeVisible();
});

test('a signed-in customer’s cart offers the express way: the hub, then the express checkout', async ({ page }) => {
  await signedInCartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await page.getByRole('link', { name: /^Express checkout: fewer steps/ }).click();
  await expect(heading(page, 'Before you check out')).toBeVisible();
  await page.getByRole('link', { name: 'Express checkout' }).click();
  await expect(heading(page, 'Express checkout')).toBeVisible();
});

test('a signed-in customer’s header leads to the express hub, above the bar; a prospect’s does not', async ({
  page,
}) => {
  await signedInCartWithPhone(page);
  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('banner').getByRole('link', { name: 'Express order' }).click();
  await expect(heading(page, 'Before you check out')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/expresshub.html`);
  // The hub's code has drawn it with the cart of the visit before the visit ends.
  await storeDrawn(page);

  await page.context().clearCookies();
  await page.goto(`${BASE}/smartphones.html`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Express order' })).toHaveCount(0);
});

test('a prospect’s cart has no express way: express checkout needs what an account knows', async ({ page }) => {
  await cartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  await expect(heading(page, 'Your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Checkout|^Check out/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Express checkout: fewer steps/ })).toHaveCount(0);
});

/** Two phones on Unlimited Plus, two new lines, and the checkout's numbers step opened from its hub. */
async function atNumbersWithTwoLines(page: Page) {
  const cartId = await cartWithPhone(page);
  await servicePost(page, 'cartservice/cart/add-device', {
    deviceId: 'google-pixel-10',
    sku: 'GOOGLE-PIXEL-10-INDIGO-128',
    purchaseType: 'devicePayment',
  });
  await servicePost(page, 'cartservice/cart/save-cart', {
    cartId,
    lines: [
      { lineId: 'L1', planId: 'PLAN-UNL-PLUS' },
      { lineId: 'L2', planId: 'PLAN-UNL-PLUS' },
    ],
  });
  await page.goto(`${BASE}/checkout.html`);
  await page.getByRole('link', { name: /Continue to phone numbers/ }).click();
}

test('the numbers step leads to the prompt to keep a number, a new number from it, the next line’s number (assignMTN) and, from it, the move of that line’s own number; the first line’s agreement signed, the next line’s is its own page (agreement)', async ({
  page,
}) => {
  test.slow();
  await atNumbersWithTwoLines(page);
  await expect(heading(page, 'Choose your phone numbers')).toBeVisible();
  await page.getByRole('link', { name: 'Keep my number' }).click();
  await expect(page).toHaveURL(`${BASE}/portInPrompt.html`);
  await expect(heading(page, 'Do you want to keep your current number?')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Your number transfer PIN' })).toBeVisible();

  await page.getByRole('link', { name: 'Get a new number' }).click();
  await expect(page).toHaveURL(`${BASE}/newnumber.html`);
  await expect(page.getByRole('heading', { level: 2, name: 'Line 1: Google Pixel 10' })).toBeVisible();
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${BASE}/assignMTN.html`);
  await expect(page.getByRole('heading', { level: 2, name: 'Line 2: Google Pixel 10' })).toBeVisible();
  await page.getByRole('link', { name: 'Keep my number' }).click();
  await expect(page).toHaveURL(`${BASE}/portin.html`);
  await page.getByLabel('Your mobile number', { exact: true }).fill(PORT_IN.mdn);
  await page.getByLabel('Account number with your current carrier', { exact: true }).fill(PORT_IN.account);
  await page.getByLabel('Transfer PIN', { exact: true }).fill(PORT_IN.pin);
  await page.getByLabel('Billing ZIP code with your current carrier', { exact: true }).fill(PORT_IN.billingZip);
  await page.getByRole('button', { name: 'Move my number' }).click();
  await expect(heading(page, 'Tell us about yourself')).toBeVisible();

  await aboutYou(page);
  await creditCheck(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue to device payment agreement' }).click();
  await expect(heading(page, 'Device payment agreement')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Google Pixel 10' })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Paula Prospect');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  // The next line's agreement: its own page name, with the terms a link away.
  await expect(page).toHaveURL(`${BASE}/agreement.html`);
  await expect.poll(async () => (await pageViews(page)).at(-1)).toBe('agreement');
  await expect(page.getByRole('link', { name: 'Read the agreement' })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Paula Prospect');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(heading(page, 'Emergency (911) address')).toBeVisible();
});

test('the first line’s number moved, the next line moves its own on its own page (oldnumber): the line it is for, its own form, then the customer’s details', async ({
  page,
}) => {
  test.slow();
  await atNumbersWithTwoLines(page);
  await page.getByRole('link', { name: 'Keep my number' }).click();
  await page.getByRole('link', { name: 'Keep my number' }).click();
  await expect(page).toHaveURL(`${BASE}/portin.html`);
  await expect(page.getByRole('heading', { level: 2, name: /^Line 1: / })).toBeVisible();
  const move = async (mdn: string) => {
    await page.getByLabel('Your mobile number', { exact: true }).fill(mdn);
    await page.getByLabel('Account number with your current carrier', { exact: true }).fill(PORT_IN.account);
    await page.getByLabel('Transfer PIN', { exact: true }).fill(PORT_IN.pin);
    await page.getByLabel('Billing ZIP code with your current carrier', { exact: true }).fill(PORT_IN.billingZip);
    await page.getByRole('button', { name: 'Move my number' }).click();
  };
  await move(PORT_IN.mdn);

  await expect(page).toHaveURL(`${BASE}/oldnumber.html`);
  await expect.poll(async () => (await pageViews(page)).at(-1)).toBe('oldnumber');
  await expect(page.getByRole('heading', { level: 2, name: 'Line 2: Google Pixel 10' })).toBeVisible();
  // The first line's number is not asked again: the form is empty, for the second line's own number.
  await expect(page.getByLabel('Your mobile number', { exact: true })).toHaveValue('');
  await move('9735550164');
  await expect(heading(page, 'Tell us about yourself')).toBeVisible();
});

test('a credit decision that asks for a down payment leads to it (downpay)', async ({ page }) => {
  test.slow();
  await cartWithPhone(page);
  await page.goto(`${BASE}/checkout.html`);
  await page.getByRole('link', { name: /Continue to phone numbers/ }).click();
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await aboutYou(page);
  await creditCheck(page, SSN.downPayment);
  await page.getByRole('link', { name: 'See your down payment' }).click();
  await expect(page).toHaveURL(`${BASE}/downpay.html`);
  await expect(heading(page, 'Your down payment')).toBeVisible();
});

test('the cart icon of an empty cart leads to the empty cart’s page, with ways to start; opened with something in the cart, it is the cart page', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones.html`);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/emptycart\\.html`));
  await expect(heading(page, 'Your cart is empty')).toBeVisible();
  const starts = page.getByRole('main').getByRole('listitem');
  await expect(starts).toHaveCount(4);
  await starts.filter({ hasText: 'Bring your phone' }).getByRole('link', { name: 'Check your phone' }).click();
  await expect(page).toHaveURL(`${BASE}/dvm/eligibility.html`);

  await cartWithPhone(page);
  await page.goto(`${BASE}/emptycart.html`);
  await expect(page).toHaveURL(`${BASE}/cart.html`);
  await expect(heading(page, 'Your cart')).toBeVisible();
});

test('a phone’s page leads to the plan recommended for it, with why; the page’s form picks another phone', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones/google-pixel-10-pro-xl.html`);
  await storeDrawn(page);
  await page.getByRole('link', { name: 'Which plan suits this phone?' }).click();
  await expect(heading(page, 'A plan for your phone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'For the Google Pixel 10 Pro XL' })).toBeVisible();
  await expect(page.getByText('This phone is made for premium 5G')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlimited Plus' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Your phone' }).selectOption({ label: 'Kyocera DuraXV Extreme+' });
  await page.getByRole('button', { name: 'See the plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'For the Kyocera DuraXV Extreme+' })).toBeVisible();
  await expect(page.getByText('This phone works on 4G LTE, not 5G')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlimited Welcome' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('device')).toBe('kyocera-duraxv-extreme-plus');
  await page.getByRole('link', { name: 'Back to the phone' }).click();
  await expect(heading(page, 'Kyocera DuraXV Extreme+')).toBeVisible();
});
