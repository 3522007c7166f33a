import { expect, test, type Page, type Request } from '../../../../tools/e2e/test.js';
import { expectNoSeriousA11yViolations } from '../../../../tools/e2e/fixtures';

// The prepaid store (issue 24): its own brand under /sales/prepaid/, phones at full price, prepaid plans with
// autopay, a SIM for your own phone, a prepaid customer's plan change, checkout without a credit check, and a
// retail partner's activation (RPS, channel VZW-RPS). Fixtures: apps/sandbox/README.md.
const BASE = '/sales/prepaid';
const CARD = { name: 'Pat Prepaid', number: '4111111111111111', expiry: '12/29', cvv: '123', billingZip: '10001' };
const IMEI = { works: '356938035643809', nokia: '354288050123457' } as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The account PIN (twice), the activation ZIP, the email and the card, as a customer types them. */
async function activationAndCard(page: Page, words: typeof EN, { pin = '2580', zip = '10001' } = {}) {
  await page.getByLabel(words.pin, { exact: true }).fill(pin);
  await page.getByLabel(words.pinConfirm, { exact: true }).fill(pin);
  await page.getByLabel(words.activationZip).fill(zip);
  await page.getByLabel(words.email).fill(EMAIL);
  await page.getByLabel(words.nameOnCard).fill(CARD.name);
  await page.getByLabel(words.cardNumber).fill(CARD.number);
  await page.getByLabel(words.expiry).fill(CARD.expiry);
  await page.getByLabel(words.cvv).fill(CARD.cvv);
  await page.getByLabel(words.billingZip).fill(CARD.billingZip);
}

const EMAIL = 'pat.prepaid@example.com';
const EN = {
  pin: 'Account PIN',
  pinConfirm: 'Confirm account PIN',
  activationZip: 'Activation ZIP code',
  email: 'Email',
  nameOnCard: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiration (MM/YY)',
  cvv: 'Security code',
  billingZip: 'Billing ZIP code',
};
const ES: typeof EN = {
  pin: 'PIN de la cuenta',
  pinConfirm: 'Confirma el PIN de la cuenta',
  activationZip: 'Código postal de activación',
  email: 'Correo electrónico',
  nameOnCard: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  cvv: 'Código de seguridad',
  billingZip: 'Código postal de facturación',
};

/** The store's one breakdown of what an order comes to, and its total due today. */
const breakdown = (page: Page) => page.getByRole('region', { name: 'What you pay' });
const dueToday = (page: Page, amount: string) =>
  breakdown(page).getByRole('definition').and(page.locator('[data-kind="total"]')).filter({ hasText: amount }).first();

test('a prospect buys a prepaid phone with a plan, without a credit check, goes back to change the plan, and sees the order', async ({
  page,
}) => {
  const readDl: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('readDL')) readDl.push(new URL(r.url()).pathname);
  });
  await page.goto(`${BASE}/shop.html`);
  await expect(heading(page, 'Prepaid: pay as you go, no credit check')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrier Prepaid home' })).toBeVisible();
  await expect(page.getByText(/^Plans from \$30\.00\/mo with autopay$/)).toBeVisible();
  // The landing shows the store's phones and its plans, each plan's price with autopay first.
  await expect(page.getByRole('region', { name: 'Popular prepaid phones' }).getByRole('listitem')).toHaveCount(4);
  const plans = page.getByRole('region', { name: 'Prepaid plans' }).getByRole('listitem');
  await expect(plans.first()).toContainText('$30.00/mo with autopay$35.00/mo without autopay');
  await page.getByRole('link', { name: 'Shop prepaid phones' }).click();
  await expect(heading(page, 'Prepaid phones')).toBeVisible();
  // Full price only: no monthly device payment anywhere on the grid.
  await expect(page.getByRole('link', { name: /Google Pixel 9a/ })).toBeVisible();
  await expect(page.getByText(/\/mo/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /Google Pixel 9a/ }).click();
  await expect(heading(page, 'Google Pixel 9a')).toBeVisible();
  await expect(page.getByText('$499.00', { exact: true })).toBeVisible();
  // A colour is a link to the page with it chosen, followed here without leaving the page.
  const peony = page.getByRole('link', { name: 'Peony' });
  await expect(peony).toHaveAttribute('href', '/sales/prepaid/smartphones/google-pixel-9a.html?color=Peony');
  await peony.click();
  await expect(page).toHaveURL(/\?color=Peony$/);
  await expect(peony).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(heading(page, 'Prepaid plans')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Prepaid Unlimited', exact: true }).click();
  await expect(heading(page, 'Your prepaid cart')).toBeVisible();
  await expect(page.getByText('Google Pixel 9a', { exact: true })).toBeVisible();
  // The store's one breakdown: the phone, the first month paid in advance, the tax on the phone (an estimate until
  // the activation ZIP is known): $499 + $45 + $34.93.
  await expect(
    breakdown(page).getByText('Google Pixel 9a, first month of Prepaid Unlimited (paid in advance)'),
  ).toBeVisible();
  await expect(dueToday(page, '$578.93')).toBeVisible();
  // Autopay off: the plan's full price each month.
  await page.getByRole('switch', { name: 'Autopay' }).click();
  await expect(dueToday(page, '$583.93')).toBeVisible();
  await page.getByRole('switch', { name: 'Autopay' }).click();
  await expect(dueToday(page, '$578.93')).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(heading(page, 'Check out')).toBeVisible();
  // Back to the cart to change an earlier choice: the plan. The checkout follows the new plan.
  await page.goBack();
  await expect(heading(page, 'Your prepaid cart')).toBeVisible();
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(heading(page, 'Prepaid plans')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Prepaid 15 GB', exact: true }).click();
  await expect(heading(page, 'Your prepaid cart')).toBeVisible();
  await expect(dueToday(page, '$563.93')).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(heading(page, 'Check out')).toBeVisible();
  await expect(breakdown(page).getByText('Google Pixel 9a, plan: Prepaid 15 GB')).toBeVisible();
  await activationAndCard(page, EN, { pin: '1234', zip: '99950' });
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Prepaid');
  await page.getByLabel('Street address').fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText('Choose a PIN that is harder to guess: not one digit four times or four in a row.'),
  ).toBeVisible();
  await page.getByLabel(EN.pin, { exact: true }).fill('2580');
  await page.getByLabel(EN.pinConfirm, { exact: true }).fill('2580');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText(/We can't activate a prepaid line in 99950: it is outside our coverage area/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(EN.activationZip).fill('10001');
  // The summary takes the sales tax where the line is activated before the order is placed: $499 + $30 + $44.29.
  await expect(breakdown(page).getByText('Sales tax (NY, 8.875%) on $499.00')).toBeVisible();
  await expect(dueToday(page, '$573.29')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(heading(page, 'Thanks: your prepaid order is in')).toBeVisible();
  await expect(page).toHaveURL(/orderconfirmation\.html\?orderNumber=PP\d{8}$/);
  await expect(page.getByText(/^\(212\) 555-01\d\d$/)).toBeVisible();
  await expect(page.getByText('Prepaid 15 GB', { exact: true })).toBeVisible();
  // The order keeps what the checkout showed, and says the card that paid it.
  await expect(dueToday(page, '$573.29')).toBeVisible();
  await expect(breakdown(page).getByText('Visa ending in 1111')).toBeVisible();
  await expect(page.getByText('Pat Prepaid, New York, NY')).toBeVisible();
  // "Prepaid collects the email it sends to": the tracking number goes where the customer said.
  await expect(
    page.getByText(`Your order ships in 1 to 2 business days; we email the tracking number to ${EMAIL}.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A prospect of the prepaid store is counted by the prepay variant of readDL (spec 7.3), not the postpaid one.
  await expect.poll(() => readDl.length).toBeGreaterThan(0);
  expect(readDl.every((path) => path.endsWith('/prepayservice/nse/readDL'))).toBe(true);
});

test('un cliente compra una eSIM para su propio teléfono, en español', async ({ page, baseURL }) => {
  const spanish = (baseURL as string).replace('localhost', 'espanol.localhost');
  await page.goto(`${spanish}${BASE}/byod.html`);
  await expect(heading(page, 'Trae tu teléfono a prepago')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicio de Carrier Prepago' })).toBeVisible();
  await page.getByLabel('IMEI').fill('356938035643800');
  await page.getByRole('button', { name: 'Verificar mi teléfono' }).click();
  await expect(page.getByText('Esto no es un IMEI: revisa los 15 dígitos.')).toBeVisible();
  await page.getByLabel('IMEI').fill(IMEI.works);
  await page.getByRole('button', { name: 'Verificar mi teléfono' }).click();
  await expect(page.getByText('Buenas noticias: tu Samsung Galaxy S21 funciona en nuestra red.')).toBeVisible();
  await page.getByRole('radio', { name: 'eSIM (gratis, al instante)' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar a los planes' }).click();
  await expect(heading(page, 'Planes prepagados')).toBeVisible();
  await page.getByRole('button', { name: 'Elegir Prepaid 15 GB' }).click();
  await expect(heading(page, 'Tu carrito de prepago')).toBeVisible();
  await expect(page.getByText('Para tu Samsung Galaxy S21')).toBeVisible();
  await page.getByRole('link', { name: 'Pagar' }).click();
  await expect(heading(page, 'Pagar')).toBeVisible();
  // An eSIM alone ships nothing: no shipping address is asked for.
  await expect(page.getByText('Adónde enviamos tu pedido')).toHaveCount(0);
  await activationAndCard(page, ES, { zip: '60601' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Hacer el pedido' }).click();
  await expect(heading(page, 'Gracias: recibimos tu pedido de prepago')).toBeVisible();
  await expect(page.getByText(/^\(312\) 555-01\d\d$/)).toBeVisible();
  await expect(page.getByText(/Tu eSIM está lista/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a prepaid customer signs in to the prepaid store and changes their plan from today', async ({
  page,
}, testInfo) => {
  const chatChecks: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('livePersonCheck') || r.url().includes('readDL')) chatChecks.push(new URL(r.url()).pathname);
  });
  // Signing in from a page of the web store lands a prepaid customer on the prepaid store's phones.
  await page.goto(`/sandbox/signin?goto=${encodeURIComponent('/sales/digital/shop.html')}`);
  await page.getByRole('button', { name: 'Priya Prepay' }).click();
  await expect(page).toHaveURL(`${BASE}/smartphones.html`);
  await expect(heading(page, 'Prepaid phones')).toBeVisible();
  await page.goto(`${BASE}/mdnselection.html`);
  await expect(heading(page, 'Your prepaid lines')).toBeVisible();
  await expect(page.getByText('Motorola moto g power 2023')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Change the plan of (201) 555-0114' }).click();
  await expect(heading(page, 'Change your plan')).toBeVisible();
  // The test user's one line is shared by both widths' runs, side by side: each changes to a plan the other does not.
  const offered = page.getByRole('button', { name: /^Change to / });
  const change = testInfo.project.name === 'mobile-375' ? offered.last() : offered.first();
  const planName = ((await change.textContent()) ?? '').replace('Change to ', '');
  await change.click();
  await expect(page.getByText(`Change (201) 555-0114 to ${planName} from today?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, change my plan' }).click();
  await expect(page.getByText(`Done: (201) 555-0114 is on ${planName} from today.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Your plan now' })).toContainText(planName);
  // The signed-in prepaid customer's session calls are the prepay variants (spec 7.3).
  // readDL follows the page view once the page is idle: waited for, not assumed.
  await expect.poll(() => chatChecks.some((p) => p.endsWith('/prepayservice/readDL'))).toBe(true);
  expect(chatChecks.filter((p) => p.includes('livePersonCheck')).every((p) => p.includes('/prepay/'))).toBe(true);
});

test('a retail partner’s customer activates a phone bought at the partner (RPS, VZW-RPS)', async ({ page }) => {
  const channels: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/prepayservice/rps/activate')) channels.push(r.headers()['channelid'] ?? '');
  });
  await page.goto(`${BASE}/rpsplans.html`);
  await expect(heading(page, 'Activate a phone from a store partner')).toBeVisible();
  await page.getByLabel('Store code').fill('RP-0000');
  await page.getByLabel('IMEI').fill(IMEI.works);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('We do not know this store code: check your receipt.')).toBeVisible();
  await page.getByLabel('Store code').fill('rp-7k2m');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Choose your prepaid plan')).toBeVisible();
  await expect(page.getByText('For your Samsung Galaxy S21, bought at Metro Electronics, Newark, NJ.')).toBeVisible();
  await page.getByRole('radio', { name: /^Prepaid 15 GB/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Activate your phone')).toBeVisible();
  // Going back to change the plan: the activation follows the new choice.
  await expect(page.getByRole('heading', { level: 2, name: 'Prepaid 15 GB' })).toBeVisible();
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(heading(page, 'Choose your prepaid plan')).toBeVisible();
  await page
    .getByRole('radio', { name: /^Prepaid Unlimited\b/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Activate your phone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Prepaid Unlimited/ })).toBeVisible();
  await activationAndCard(page, EN, { zip: '75201' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(heading(page, 'Your phone is activated')).toBeVisible();
  await expect(page.getByText('Metro Electronics, Newark, NJ')).toBeVisible();
  await expect(page.getByText(/^\(214\) 555-01\d\d$/)).toBeVisible();
  expect(channels).toEqual(['VZW-RPS']);
  await expectNoSeriousA11yViolations(page);
});

test('a partner phone that cannot work here ends on the RPS error page; the fallback cart says it started again', async ({
  page,
}) => {
  await page.goto(`${BASE}/rpsplans.html`);
  await page.getByLabel('Store code').fill('RP-4Q9D');
  await page.getByLabel('IMEI').fill(IMEI.nokia);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'We could not activate your phone')).toBeVisible();
  await expect(page.getByText(/This phone cannot work on our network/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  // The prepaid fallback cart of spec 8.4 is a real page.
  await page.goto(`${BASE}/expresscart.html?redirect=detailsnotfound`);
  await expect(heading(page, 'Your prepaid cart')).toBeVisible();
  await expect(page.getByText(/We could not find the details of your cart, so we started a new one/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
