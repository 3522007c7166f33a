import { expect, type Locator, type Page } from '@playwright/test';
import { REQUEST_TOKEN_PATH } from '@carrier/safety';
import { signIn } from './fixtures.js';

/** The sandbox's checkout fixtures (apps/sandbox/README.md). */
export const CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  cvvMismatch: '4000000000000127',
  expired: '4000000000000069',
  errorOnce: '4000000000000119',
  notEncryptable: '4000000000000341',
} as const;
export const SSN = {
  approved: '123-45-1111',
  downPayment: '123-45-2222',
  hold: '123-45-3333',
  questionnaire: '123-45-4444',
  noDevicePayment: '123-45-5555',
} as const;
export const GIFT_CARD = { number: '6006491234567890', pin: '1234' } as const;
export const PORT_IN = { mdn: '2015550123', account: '123456789', pin: '1234', billingZip: '07302' } as const;
export const HOME = { line1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001' } as const;

/**
 * A POST to the sandbox as the store's pages make it, from the page: its cookies, the cross-site token echoed (asked
 * for first, as the store's pages do, when the page came from a shared cache without one).
 */
export async function servicePost(page: Page, path: string, data: unknown) {
  // A store page makes its calls once its code has drawn it: a cart changed before then would no longer be the cart
  // the server drew the page with, which the page's code hydrates.
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      (window as { vzdl?: { events: { event: string }[] } }).vzdl?.events.some((e) => e.event === 'pageView'),
    undefined,
    { timeout: 30_000 },
  );
  const { status, text } = await page.evaluate(
    async ({ path, data, tokenPath }) => {
      const tokenOf = () => /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
      if (tokenOf() === undefined) await fetch(tokenPath);
      const res = await fetch(`/soe/digital/prospect/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'p-csrf-token': tokenOf() ?? '' },
        body: JSON.stringify(data),
      });
      return { status: res.status, text: await res.text() };
    },
    { path, data, tokenPath: REQUEST_TOKEN_PATH },
  );
  expect(status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/**
 * Signs in the postpay test customer and puts a Pixel 10 on a new line with Unlimited Plus in their cart, through the
 * cart service as the store's pages call it; the page is left on `goto`.
 */
export async function signedInCartWithPhone(page: Page, goto = '/sales/digital/shop.html') {
  await signIn(page, 'Paula Postpay', goto);
  const added = await servicePost(page, 'cartservice/cart/add-device', {
    deviceId: 'google-pixel-10',
    sku: 'GOOGLE-PIXEL-10-INDIGO-128',
    intendType: 'AAL',
  });
  await servicePost(page, 'cartservice/cart/save-cart', {
    cartId: added.data['cartId'],
    lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }],
  });
}

/** A cart with a Pixel 10 on Unlimited Plus, made through the cart service as the shop's pages would. */
export async function cartWithPhone(
  page: Page,
  base = '/sales/digital',
  { sku = 'GOOGLE-PIXEL-10-INDIGO-128', purchaseType = 'devicePayment' } = {},
) {
  await page.goto(`${base}/shop.html`);
  const added = await servicePost(page, 'cartservice/cart/add-device', {
    deviceId: 'google-pixel-10',
    sku,
    purchaseType,
  });
  const cartId = added.data['cartId'] as string;
  await servicePost(page, 'cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
  return cartId;
}

/**
 * A Pixel 10 on device payment with Unlimited Plus and no protection, put in the cart through the store's pages, as a
 * customer does: the phone's page, the plans page, the protection step, then the cart. Answers the cart's id.
 */
export async function cartThroughPages(page: Page, base = '/sales/digital') {
  await page.goto(`${base}/smartphones/google-pixel-10.html`);
  await addedWithPlan(page, 'Google Pixel 10', base);
  return (await page.context().cookies()).find((c) => c.name === 'cartId')?.value ?? '';
}

/**
 * From a phone's page, its Add to cart, then the next steps as the store leads: Unlimited Plus chosen on the plans
 * page, protection declined, and the cart.
 */
export async function addedWithPlan(page: Page, phone: string, base = '/sales/digital') {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
  await page
    .getByRole('region', { name: 'Your cart', exact: true })
    .getByRole('button', { name: 'Keep shopping' })
    .click();
  await page.getByRole('link', { name: 'Continue: choose a plan' }).click();
  await page.getByRole('button', { name: `Choose Unlimited Plus for ${phone}` }).click();
  await expect(page).toHaveURL(/protectionNew\.html\?line=L\d+/);
  await page.getByRole('radio', { name: /^No protection/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${base}/cart.html`);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const press = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).click();
const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

/** From the hub to the numbers step, and a new number near ZIP 10001. */
export async function chooseNewNumber(page: Page, base = '/sales/digital') {
  await page.goto(`${base}/checkout.html`);
  await page.getByRole('link', { name: /Continue to phone numbers/ }).click();
  await heading(page, 'Choose your phone numbers');
  await field(page, 'ZIP code').fill('10001');
  await press(page, 'Find numbers');
  await page.getByRole('radio').first().check();
  await press(page, 'Continue');
  await heading(page, 'Tell us about yourself');
}

export async function aboutYou(page: Page, email = 'paula@example.com') {
  await field(page, 'First name').fill('Paula');
  await field(page, 'Last name').fill('Prospect');
  await field(page, 'Email').fill(email);
  await field(page, 'Contact phone number').fill('2015550188');
  await field(page, 'Street address').fill(HOME.line1);
  await field(page, 'City').fill(HOME.city);
  await page.getByLabel('State').selectOption(HOME.state);
  await field(page, 'ZIP code').fill(HOME.zip);
  await press(page, 'Continue');
  await heading(page, 'Credit check');
}

export async function creditCheck(page: Page, ssn: string = SSN.approved) {
  await field(page, 'Social Security number').fill(ssn);
  await field(page, 'Date of birth (MM/DD/YYYY)').fill('04/12/1988');
  await press(page, 'Check my credit');
}

/**
 * From an approved credit result on through the device payment agreement (a phone on device payment) and e911,
 * to the delivery page.
 */
export async function agreementAndE911(
  page: Page,
  {
    agreement = true,
    check,
    signer = 'Paula Prospect',
    then = 'How do you want to get your order?',
  }: { agreement?: boolean; check?: (page: Page) => Promise<void>; signer?: string; then?: string } = {},
) {
  await page.getByRole('link', { name: 'Continue' }).click();
  const next = agreement ? 'device payment agreement' : 'emergency address';
  await page.getByRole('link', { name: `Continue to ${next}` }).click();
  if (agreement) {
    await heading(page, 'Device payment agreement');
    await page.getByRole('link', { name: 'Read the agreement' }).click();
    await expect(page).toHaveURL(/viewAgreement\.html$/);
    await expect(page.getByText('Amount financed')).toBeVisible();
    await check?.(page);
    await field(page, 'Type your full name to sign').fill(signer);
    await press(page, 'Sign agreement');
  }
  await heading(page, 'Emergency (911) address');
  await check?.(page);
  await page.getByLabel('Use my home address').check();
  await press(page, 'Continue');
  await heading(page, then);
}

/** A Pixel 10 on device payment taken from the cart to the delivery page: a new number, details, credit, agreement, e911. */
export async function reachDelivery(page: Page) {
  await cartWithPhone(page);
  await chooseNewNumber(page);
  await aboutYou(page);
  await creditCheck(page);
  await agreementAndE911(page);
}

export async function shipStandard(page: Page) {
  await expect(page.getByRole('radio', { name: /Standard shipping/ })).toBeVisible();
  await press(page, 'Continue');
  await heading(page, 'Payment');
}

/** Types a card on the payment page and asks to go on. */
export async function payWithCard(page: Page, number: string) {
  await field(page, 'Card number').fill(number);
  await field(page, 'Expiry (MM/YY)').fill('08/29');
  await field(page, 'Security code').fill(number.startsWith('3') ? '1234' : '123');
  await field(page, 'Name on card').fill('Paula Prospect');
  await field(page, 'Billing ZIP code').fill('10001');
  await press(page, 'Continue to review');
}

/**
 * A prospect's checkout from its hub to the review, every step the plain way: a new number, their details, an
 * approved credit check, the agreement and E911, standard shipping, a Visa card.
 */
export async function checkoutToReview(page: Page) {
  await chooseNewNumber(page);
  await aboutYou(page);
  await creditCheck(page);
  await agreementAndE911(page);
  await shipStandard(page);
  await payWithCard(page, CARDS.visa);
}

/** Places the order on the review page and answers its number from the confirmation page. */
export async function placeOrder(page: Page) {
  await heading(page, 'Review your order');
  await press(page, 'Place order');
  await heading(page, 'Thank you, your order is placed');
  const text = await page.getByText(/Order number MW\d{8}/).textContent();
  return /MW\d{8}/.exec(text ?? '')?.[0] ?? '';
}

/** The orders the sandbox holds for a cart. */
export async function ordersOf(page: Page, cartId: string) {
  const res = await page.request.get('/__sandbox/orders');
  const { orders } = (await res.json()) as { orders: { orderNumber: string; cartId: string }[] };
  return orders.filter((o) => o.cartId === cartId);
}

/**
 * A signed-in customer's upgrade from the checkout hub to the delivery step: an upgrade keeps its number, the
 * account's credit and its e911 address, so the device payment agreement is the only step before delivery.
 */
export async function upgradeToDelivery(page: Page, signer = 'Paula Postpay') {
  await page.goto('/sales/digital/checkout.html');
  await expect(page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([
    /Device payment agreement/,
    /Delivery/,
    /Payment/,
    /Review and place order/,
  ]);
  await page.getByRole('link', { name: 'Continue to device payment agreement' }).click();
  await field(page, 'Type your full name to sign').fill(signer);
  await press(page, 'Sign agreement');
}

/** One row of the amounts breakdown: its label, its amount as written, and its kind (item, credit, detail, total, payment). */
export interface AmountRow {
  readonly label: string;
  readonly amount: string;
  readonly kind: string;
}

/** Every row of the breakdown of what an order comes to (the page's, or the one within `scope`), in order. */
export async function breakdown(scope: Page | Locator): Promise<AmountRow[]> {
  const region = scope.getByRole('region', { name: 'What you pay' });
  await expect(region.locator('dt').first()).toBeVisible();
  return region.locator('dt').evaluateAll((terms) =>
    terms.map((term) => ({
      label: term.textContent ?? '',
      amount: term.nextElementSibling?.textContent ?? '',
      kind: term.getAttribute('data-kind') ?? '',
    })),
  );
}

/** An amount as written ($1,029.98, −$2.78/mo) in cents. */
const cents = (amount: string) => {
  const value = Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100);
  return amount.includes('−') ? -value : value;
};
const sum = (rows: readonly AmountRow[]) => rows.reduce((total, row) => total + cents(row.amount), 0);

/** The breakdown adds up: today's parts to its total and to what pays it, the tax's details to the tax, each month's parts to its total. */
export function expectAddsUp(rows: readonly AmountRow[]) {
  const [todayTotal, monthlyTotal] = rows.filter((row) => row.kind === 'total');
  const cut = rows.indexOf(todayTotal!);
  const today = rows.slice(0, cut);
  const monthly = rows.slice(cut + 1).filter((row) => row.kind === 'item' || row.kind === 'credit');
  expect(sum(today.filter((row) => row.kind === 'item' || row.kind === 'credit'))).toBe(cents(todayTotal!.amount));
  const tax = today.find((row) => row.label.startsWith('Sales tax') || row.label.startsWith('Estimated sales tax'));
  const details = today.filter((row) => row.kind === 'detail');
  if (tax && details.length > 0) expect(sum(details)).toBe(cents(tax.amount));
  const payments = rows.filter((row) => row.kind === 'payment');
  if (payments.length > 0) expect(sum(payments)).toBe(cents(todayTotal!.amount));
  expect(sum(monthly)).toBe(cents(monthlyTotal!.amount));
}
