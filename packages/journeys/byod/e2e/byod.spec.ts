import { expect, test, type Page, type Response } from '../../../../tools/e2e/test.js';
import {
  aboutYou,
  agreementAndE911,
  chooseNewNumber,
  creditCheck,
  ordersOf,
  placeOrder,
} from '../../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations, signIn, storeDrawn } from '../../../../tools/e2e/fixtures';

// Bring your own device (issue 22), with the sandbox's IMEI fixtures (apps/sandbox/README.md).
const IMEI = {
  compatible: '356938035643809',
  locked: '353917112345671',
  incompatible: '354288050123457',
  esimOnly: '350891234567897',
} as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function checkImei(page: Page, imei: string, base = '/sales/digital') {
  await page.goto(`${base}/dvm/eligibility.html`);
  // The button works once the page's code runs (disabled until the page is hydrated): what is typed before would be lost.
  await expect(page.getByRole('button', { name: 'Check my phone' })).toBeEnabled();
  await page.getByLabel('IMEI', { exact: true }).fill(imei);
  await page.getByRole('button', { name: 'Check my phone' }).click();
}

test('a prospect brings their own phone: an eSIM on a plan, checked out as a new line, activated by its QR code', async ({
  page,
}) => {
  test.slow();
  const esimCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/byod/esim-details') && esimCalls.push(r.url()));
  await page.goto('/sales/digital/dvm/eligibility.html');
  await expect(heading(page, 'Bring your own phone')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Check my phone' })).toBeEnabled();
  // A mistyped IMEI is caught before anything is sent.
  await page.getByLabel('IMEI', { exact: true }).fill('356938035643800');
  await page.getByRole('button', { name: 'Check my phone' }).click();
  await expect(page.getByText('This is not an IMEI: check the 15 digits.')).toBeVisible();
  await checkImei(page, IMEI.compatible);

  await expect(heading(page, 'Your phone')).toBeVisible();
  await expect(page.getByText('Good news: your Samsung Galaxy S21 works on our network.')).toBeVisible();
  // The IMEI went to the service alone: never into an address.
  expect(page.url()).not.toContain(IMEI.compatible);
  // GET_ESIM_DEVICE_DETAILS, dispatched once on the page.
  await expect(page.getByText('eSIM ready')).toBeVisible();
  expect(esimCalls).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Get a SIM for it' }).click();
  await expect(heading(page, 'Get a SIM')).toBeVisible();
  await page.getByRole('radio', { name: /eSIM/ }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/plans\.html\?line=L1$/);
  // The first add-to-cart of the session opens the cart (spec 4.3); the plan is chosen next.
  await page
    .getByRole('region', { name: 'Your cart', exact: true })
    .getByRole('button', { name: 'Keep shopping' })
    .click();
  await page.getByRole('button', { name: 'Choose Unlimited Plus for Samsung Galaxy S21' }).click();
  const cartId = (await page.context().cookies()).find((c) => c.name === 'cartId')?.value ?? '';

  await page.goto('/sales/digital/cart.html');
  await expect(page.getByText('Your phone · eSIM')).toBeVisible();
  // A cart of the customer's own phone alone is a SIM purchase (buySim): the BYOD flow (spec 3.5, 4.9).
  await expect
    .poll(() => page.evaluate(() => (window as { vzdl?: { page?: { flow?: string } } }).vzdl?.page?.flow))
    .toBe('BYOD');
  // The SIM is free: nothing is due today before taxes and fees.
  await expect(page.getByRole('complementary').getByText('$0.00')).toBeVisible();

  // A new line with no device payment: a number, the customer's details and credit, e911, no agreement.
  await chooseNewNumber(page);
  await aboutYou(page, 'ana.own@example.com');
  await creditCheck(page);
  // "eSIM orders have no shipping": an eSIM is activated online, so there is no delivery step; nothing is due
  // today either, so there is nothing to pay before the review.
  await agreementAndE911(page, { agreement: false, then: 'Review your order' });
  await expect(page.getByText('Nothing to ship: your eSIM is activated online.')).toBeVisible();
  // The review's summary: the customer's own phone, with the number the line will have.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('heading', { name: 'Samsung Galaxy S21' })).toBeVisible();
  await expect(summary.getByText(/^Number \(\d{3}\) \d{3}-\d{4}$/)).toBeVisible();
  const orderNumber = await placeOrder(page);
  expect((await ordersOf(page, cartId)).map((o) => o.orderNumber)).toEqual([orderNumber]);
  await expect(page.getByText(/Nothing ships: scan your eSIM’s QR code/)).toBeVisible();
  await expect(page.getByText(/We ship your order|tracking number/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Activate your eSIM' }).click();
  await expect(heading(page, 'Activate your eSIM')).toBeVisible();
  await page.getByRole('link', { name: 'Show the QR code' }).click();
  await expect(heading(page, 'Scan to activate your eSIM')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your eSIM' })).toBeVisible();
  await expect(page.getByText('smdp.esim.carrier.example')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I’ve scanned the code' }).click();
  await expect(page.getByText('Your eSIM is active.', { exact: false })).toBeVisible();
});

test('a phone by make and model: the lock is not known, so the customer is told to make sure it is unlocked', async ({
  page,
}) => {
  await page.goto('/sales/digital/selectMakeAndModel.html');
  await expect(heading(page, 'Choose your phone')).toBeVisible();
  // The form's check is the page's code: it is waited for (a busy machine drew the page long before it came).
  await storeDrawn(page);
  await page.getByRole('button', { name: 'Check my phone' }).click();
  await expect(page.getByText('Choose your phone’s make.')).toBeVisible();
  await page.getByLabel('Make').selectOption('Apple');
  await page.getByLabel('Model').selectOption({ label: 'iPhone 8' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Check my phone' }).click();
  await expect(page.getByText('Good news: your Apple iPhone 8 works on our network.')).toBeVisible();
  await expect(page.getByText(/make sure it is unlocked/)).toBeVisible();
  // A phone with a SIM card alone is offered a SIM card alone.
  await page.getByRole('link', { name: 'Get a SIM for it' }).click();
  await expect(page.getByRole('radio', { name: /SIM card/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /eSIM/ })).toHaveCount(0);
});

test('"protection for a phone the customer brings": after its plan its options are offered, and the cart\'s Change leads back to them', async ({
  page,
}) => {
  await page.goto('/sales/digital/selectMakeAndModel.html');
  await expect(page.getByRole('button', { name: 'Check my phone' })).toBeEnabled();
  await page.getByLabel('Make').selectOption('Google');
  await page.getByLabel('Model').selectOption({ label: 'Pixel 6' });
  await page.getByRole('button', { name: 'Check my phone' }).click();
  await page.getByRole('link', { name: 'Get a SIM for it' }).click();
  await page.getByRole('radio', { name: /SIM card/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/plans\.html\?line=L1$/);
  await page
    .getByRole('region', { name: 'Your cart', exact: true })
    .getByRole('button', { name: 'Keep shopping' })
    .click();
  await page.getByRole('button', { name: 'Choose Unlimited Plus for Google Pixel 6' }).click();

  // The step after a new phone's plan is about that phone (protectionNew).
  await expect(page).toHaveURL(/\/protectionNew\.html\?line=L1$/);
  await expect(heading(page, 'Protect your new phone')).toBeVisible();
  await expect(page.getByText('Your plan is saved. Add protection for your Google Pixel 6')).toBeVisible();
  const options = page.getByRole('group', { name: 'Protection for Google Pixel 6' });
  await expect(options.getByRole('radio')).toHaveCount(3);
  // Compared as cards: each its name, its price a month, what it covers and its deductible.
  const protection = options.getByRole('radio', { name: 'Device Protection', exact: true });
  await expect(protection).toHaveAccessibleDescription(
    '$8.00/mo Loss, theft and damage Screen repair from $0 Deductible from $29.00',
  );
  await protection.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart\.html$/);
  await expect(page.getByText('Device Protection', { exact: false }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Change protection for Google Pixel 6' }).click();
  await expect(heading(page, 'Protect your phone')).toBeVisible();
  await expect(protection).toBeChecked();
});

test('a locked phone, one that cannot work here and one the service does not know each say what to do', async ({
  page,
}) => {
  await checkImei(page, IMEI.locked);
  await expect(page.getByText('Your Apple iPhone 13 is locked to another carrier.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a SIM for it' })).toHaveCount(0);
  // buysim without a phone that works asks to check it first.
  await page.goto('/sales/digital/buysim.html');
  await expect(page.getByText('Check your phone first.')).toBeVisible();

  await checkImei(page, IMEI.incompatible);
  await expect(page.getByText('Your Nokia 3310 3G cannot work on our network.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop phones' })).toHaveAttribute(
    'href',
    '/sales/digital/smartphones.html',
  );

  await checkImei(page, '490154203237518');
  await expect(page.getByText(/We could not recognise this phone from its IMEI/)).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('IMEI', { exact: true })).toHaveValue('490154203237518');
  await expect(page.getByRole('link', { name: 'Choose a model' })).toHaveAttribute(
    'href',
    '/sales/digital/selectMakeAndModel.html',
  );
});

test('an eSIM-only phone is offered an eSIM alone, in Spanish on the Spanish site', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}/sales/digital`;
  await page.goto(`${spanish}/dvm/eligibility.html`);
  await expect(heading(page, 'Trae tu propio teléfono')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprobar mi teléfono' })).toBeEnabled();
  await page.getByLabel('IMEI', { exact: true }).fill(IMEI.esimOnly);
  await page.getByRole('button', { name: 'Comprobar mi teléfono' }).click();
  await expect(
    page.getByText('Buenas noticias: tu Apple iPhone 16 funciona en nuestra red con una eSIM.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Pedir una SIM' }).click();
  await expect(heading(page, 'Pide una SIM')).toBeVisible();
  await expect(page.getByRole('radio', { name: /eSIM/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test("a signed-in customer's cart is named by what it holds (spec 3.5): accessories alone an equipment sale on the account (ESO), their own phone on a new line new service (NSO); each checks out as the account holder, with no details asked", async ({
  page,
}) => {
  test.slow();
  const steps = page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem');
  const intentOf = (answered: Promise<Response>) =>
    answered.then(
      async (r) => ((await r.json()) as { data: { cartInfo: { intendType: string } } }).data.cartInfo.intendType,
    );

  await signIn(page, 'Paula Postpay', '/sales/digital/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html');
  const accessories = page.waitForResponse((r) => r.url().endsWith('/cartservice/cart/add-accessories'));
  await page
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  expect(await intentOf(accessories)).toBe('ESO');
  await page.goto('/sales/digital/checkout.html');
  await expect(steps).toHaveText([/Delivery/, /Payment/, /Review and place order/]);

  await page.context().clearCookies();
  await signIn(page, 'Jordan Joint', '/sales/digital/shop.html');
  await checkImei(page, IMEI.compatible);
  await page.getByRole('link', { name: 'Get a SIM for it' }).click();
  await page.getByRole('radio', { name: /eSIM/ }).check();
  const sim = page.waitForResponse((r) => r.url().endsWith('/cartservice/cart/add-byod'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect(await intentOf(sim)).toBe('NSO');
  await expect(page).toHaveURL(/\/plans\.html\?line=L1$/);
  // This tab's session has had its first add to cart (the accessory's): no cart opens (spec 4.3).
  await page.getByRole('button', { name: 'Choose Unlimited Plus for Samsung Galaxy S21' }).click();
  await page.goto('/sales/digital/checkout.html');
  await expect(steps.first()).toHaveText(/Phone numbers/);
  await expect(steps.filter({ hasText: 'About you' })).toHaveCount(0);
  await expect(steps.filter({ hasText: /Device payment agreement|Down payment/ })).toHaveCount(0);
  // A new service order (spec 4.9: nso).
  await expect
    .poll(() => page.evaluate(() => (window as { vzdl?: { page?: { flow?: string } } }).vzdl?.page?.flow))
    .toBe('nso');
});
