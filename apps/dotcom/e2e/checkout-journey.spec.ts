import { expect, test, type Locator, type Page } from '../../../tools/e2e/test.js';
import {
  CARDS,
  HOME,
  SSN,
  aboutYou,
  cartWithPhone,
  chooseNewNumber,
  ordersOf,
  payWithCard,
  placeOrder,
  servicePost,
  shipStandard,
} from '../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations } from '../../../tools/e2e/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('nothing lost: what was typed survives a reload and the back button, never the SSN or the card; the hub resumes at the first step not done', async ({
  page,
}) => {
  test.slow();
  await cartWithPhone(page);
  await chooseNewNumber(page);
  await page.getByLabel('First name', { exact: true }).fill('Paula');
  await page.getByLabel('Email', { exact: true }).fill('paula@example.com');
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Paula');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('paula@example.com');
  await aboutYou(page);

  await page.getByLabel('Social Security number', { exact: true }).fill(SSN.approved);
  await page.reload();
  await expect(heading(page, 'Credit check')).toBeVisible();
  await expect(page.getByLabel('Social Security number', { exact: true })).toHaveValue('');

  // Back to the details: they are the ones given, and the hub resumes at the credit check.
  await page.goBack();
  await expect(heading(page, 'Tell us about yourself')).toBeVisible();
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Prospect');
  await page.goto('/sales/digital/checkout.html');
  await expect(page.getByRole('link', { name: 'Continue to credit check' })).toBeVisible();
  // A later step opened before its time sends the customer to the first step not done.
  await page.goto('/sales/digital/payment.html');
  await expect(heading(page, 'Credit check')).toBeVisible();

  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]),
  );
  expect(stored).toContain('Prospect');
  for (const secret of ['123-45-1111', '123451111']) expect(stored).not.toContain(secret);
});

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

async function pressOn(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('a whole purchase with the keyboard alone', async ({ page }) => {
  test.slow();
  const cartId = await cartWithPhone(page);
  await page.goto('/sales/digital/checkout.html');
  await pressOn(page, page.getByRole('link', { name: 'Continue to phone numbers' }));
  await typeInto(page, 'ZIP code', '10001');
  await page.keyboard.press('Enter');
  await pressOn(page, page.getByRole('radio').first(), 'Space');
  await pressOn(page, page.getByRole('button', { name: 'Continue' }));
  await expect(heading(page, 'Tell us about yourself')).toBeVisible();
  await typeInto(page, 'First name', 'Paula');
  await typeInto(page, 'Last name', 'Prospect');
  await typeInto(page, 'Email', 'paula@example.com');
  await typeInto(page, 'Contact phone number', '2015550188');
  await typeInto(page, 'Street address', HOME.line1);
  await typeInto(page, 'City', HOME.city);
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('NY');
  await expect(page.getByLabel('State')).toHaveValue('NY');
  await typeInto(page, 'ZIP code', HOME.zip);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Credit check')).toBeVisible();
  await typeInto(page, 'Social Security number', SSN.approved);
  await typeInto(page, 'Date of birth (MM/DD/YYYY)', '04/12/1988');
  await page.keyboard.press('Enter');
  await pressOn(page, page.getByRole('link', { name: 'Continue' }));
  await pressOn(page, page.getByRole('link', { name: 'Continue to device payment agreement' }));
  await pressOn(page, page.getByRole('link', { name: 'Read the agreement' }));
  await expect(page).toHaveURL(/viewAgreement\.html$/);
  await typeInto(page, 'Type your full name to sign', 'Paula Prospect');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Emergency (911) address')).toBeVisible();
  await pressOn(page, page.getByLabel('Use my home address'), 'Space');
  await pressOn(page, page.getByRole('button', { name: 'Continue' }));
  await expect(heading(page, 'How do you want to get your order?')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Standard shipping/ })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Continue' }));
  await expect(heading(page, 'Payment')).toBeVisible();
  await typeInto(page, 'Card number', CARDS.visa);
  await typeInto(page, 'Expiry (MM/YY)', '0829');
  await typeInto(page, 'Security code', '123');
  await typeInto(page, 'Name on card', 'Paula Prospect');
  await typeInto(page, 'Billing ZIP code', '10001');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Review your order')).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Place order' }));
  await expect(heading(page, 'Thank you, your order is placed')).toBeVisible();
  expect(await ordersOf(page, cartId)).toHaveLength(1);
});

test('the checkout in Spanish: its steps, its words and its errors', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}/sales/digital`;
  await cartWithPhone(page, spanish);
  await page.goto(`${spanish}/checkout.html`);
  await expect(heading(page, 'Finalizar compra')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('list', { name: 'Pasos para finalizar la compra' })).toContainText('Números de teléfono');
  await page.getByRole('link', { name: 'Continuar a números de teléfono' }).click();
  await expect(heading(page, 'Elige tus números de teléfono')).toBeVisible();
  await page.getByLabel('Código postal', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Buscar números' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Cuéntanos sobre ti')).toBeVisible();
  await page.getByLabel('Correo electrónico', { exact: true }).fill('paula@');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('#error-summary')).toContainText('Corrige esto para continuar:');
  await expect(page.locator('#error-summary')).toContainText(
    'Correo electrónico: Escribe un correo como nombre@ejemplo.com.',
  );
  await expectNoSeriousA11yViolations(page);
});

test('an accessories-only cart (NSEACC) checks out with no numbers, credit, agreement or e911', async ({ page }) => {
  test.slow();
  await page.goto('/sales/digital/shop.html');
  const added = await servicePost(page, 'cartservice/cart/add-accessories', {
    items: [{ accessoryId: 'voltaline-usb-c-to-usb-c-cable-1-m', quantity: 2 }],
  });
  const cartId = added.data['cartId'] as string;
  await page.goto('/sales/digital/checkout.html');
  await expect(page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([
    /About you/,
    /Delivery/,
    /Payment/,
    /Review and place order/,
  ]);
  await expect.poll(async () => (await dataLayerPage(page))?.flow).toBe('standalone');
  await page.getByRole('link', { name: 'Continue to about you' }).click();
  await page.getByLabel('First name', { exact: true }).fill('Paula');
  await page.getByLabel('Last name', { exact: true }).fill('Prospect');
  await page.getByLabel('Email', { exact: true }).fill('paula@example.com');
  await page.getByLabel('Contact phone number', { exact: true }).fill('2015550188');
  await page.getByLabel('Street address', { exact: true }).fill(HOME.line1);
  await page.getByLabel('City', { exact: true }).fill(HOME.city);
  await page.getByLabel('State').selectOption(HOME.state);
  await page.getByLabel('ZIP code', { exact: true }).fill(HOME.zip);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'How do you want to get your order?')).toBeVisible();
  await shipStandard(page);
  await payWithCard(page, CARDS.visa);
  await placeOrder(page);
  expect(await ordersOf(page, cartId)).toHaveLength(1);
});

const dataLayerPage = (page: Page) =>
  page.evaluate(() => (window as unknown as { vzdl?: { page?: { flow?: string } } }).vzdl?.page);
