import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import {
  CARDS,
  agreementAndE911,
  cartWithPhone,
  payWithCard,
  placeOrder,
  shipStandard,
} from '../../../../tools/e2e/checkout-fixtures';
import { expectNoSeriousA11yViolations } from '../../../../tools/e2e/fixtures';

// Guest checkout (spec 4.2, 6.1, issue 22): the sandbox's guest test user is Gus Guest, mobile 201-555-0142, whose
// account number ends in 42.
const GUEST = { mdn: '201-555-0142', digits: '42' } as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function guestLogin(page: Page, digits: string = GUEST.digits) {
  // The button works once the page's code runs (disabled until the page is hydrated): what is typed before would be lost.
  await expect(page.getByRole('button', { name: 'Continue as a guest' })).toBeEnabled();
  await page.getByLabel('Mobile number on the account').fill(GUEST.mdn);
  await page.getByLabel('Last two digits of your account number').fill(digits);
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
}

test('a prospect’s checkout button offers the ways in: as a new customer, signed in, or as a guest, which says first that it is for existing customers', async ({
  page,
}) => {
  await cartWithPhone(page);
  await page.goto('/sales/digital/cart.html');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/digital\/prospectCheckout\.html$/);
  await expect(heading(page, 'How would you like to check out?')).toBeVisible();
  await expect(page.getByText('Your cart has 1 item.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check out as a new customer' })).toHaveAttribute(
    'href',
    '/sales/digital/checkout.html',
  );
  await expect(page.getByRole('link', { name: 'Sign in and check out' })).toHaveAttribute(
    'href',
    `/sandbox/signin?goto=${encodeURIComponent('/sales/digital/checkout.html')}`,
  );
  await expectNoSeriousA11yViolations(page);
  // "The guest checkout says before the form who it is for": the choice, then the page's first words.
  await expect(page.getByText('For existing customers only:', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Check out as a guest' }).click();
  await expect(heading(page, 'Check out as a guest')).toBeVisible();
  await expect(page.getByText('Guest checkout is for customers who already have an account with us')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A visitor who has no account goes to the new customer's checkout from there, before filling anything in.
  await page.getByRole('link', { name: 'Check out as a new customer' }).click();
  await expect(page).toHaveURL(/\/sales\/digital\/checkout\.html$/);
});

test('the guest login names each missing field, refuses digits that do not match with a clear message, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/sales/digital/guestlogin.html');
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(page.getByRole('link', { name: /Mobile number on the account: Enter this/ })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Last two digits of your account number: Enter the last two digits/ }),
  ).toBeVisible();
  await guestLogin(page, '41');
  await expect(page.getByText(/That mobile number and those two digits do not match an account/)).toBeVisible();
  await expect(page.getByLabel('Mobile number on the account')).toHaveValue(GUEST.mdn);
  await expect(page.getByLabel('Last two digits of your account number')).toHaveValue('41');
  await expect(page).toHaveURL(/guestlogin\.html$/);
  // The digits never reach the URL, the storage or the cookies the page can read.
  const kept = await page.evaluate(() => JSON.stringify([location.href, { ...sessionStorage }, { ...localStorage }]));
  expect(kept).not.toContain('41');
});

test('a guest logs in with the last two digits, checks out the cart as an added line, and finds the order again', async ({
  page,
}) => {
  test.slow();
  const cartId = await cartWithPhone(page);
  // A guest page opened by a prospect asks for the guest login first, and comes back to it.
  await page.goto('/sales/digital/guestcheckout.html');
  await expect(heading(page, 'Check out as a guest')).toBeVisible();
  await guestLogin(page);
  await expect(page).toHaveURL(/\/sales\/digital\/guestcheckout\.html$/);
  await expect(heading(page, 'Guest checkout')).toBeVisible();
  // The account holder is known: there is no "about you" step.
  await expect(page.getByText('About you')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Continue to phone numbers' }).click();
  await expect(heading(page, 'Choose your phone numbers')).toBeVisible();
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Credit check')).toBeVisible();
  await page.getByLabel('Social Security number', { exact: true }).fill('123-45-1111');
  await page.getByLabel('Date of birth (MM/DD/YYYY)', { exact: true }).fill('04/12/1988');
  await page.getByRole('button', { name: 'Check my credit' }).click();
  // "Back to checkout" is the guest's checkout.
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
    'href',
    '/sales/digital/guestcheckout.html',
  );
  await agreementAndE911(page, { signer: 'Gus Guest' });
  await shipStandard(page);
  await payWithCard(page, CARDS.visa);
  const orderNumber = await placeOrder(page);
  await expect(page).toHaveURL(new RegExp(`/sales/digital/guestconfirmation\\.html\\?orderNumber=${orderNumber}$`));
  await expect(page.getByText(/Keep your order number/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const orders = (await (await page.request.get('/__sandbox/orders')).json()) as {
    orders: { orderNumber: string; cartId: string; order: { intendType?: string } }[];
  };
  expect(orders.orders.find((o) => o.cartId === cartId)?.orderNumber).toBe(orderNumber);

  // The order lookup: a wrong ZIP answers like a wrong number; the account's home ZIP code finds it.
  await page.getByRole('link', { name: 'Check your order' }).click();
  await expect(heading(page, 'Check your order')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find my order' })).toBeEnabled();
  await page.getByLabel('Order number').fill(orderNumber.toLowerCase());
  await page.getByLabel('Email or home ZIP code').fill('99999');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText(/We could not find an order with these details/)).toBeVisible();
  await page.getByLabel('Email or home ZIP code').fill('07302');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByText(`Order number ${orderNumber}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the Spanish site has the ways in and the guest login in Spanish', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}/sales/digital`;
  await cartWithPhone(page, spanish);
  await page.goto(`${spanish}/prospectCheckout.html`);
  await expect(heading(page, '¿Cómo quieres completar tu compra?')).toBeVisible();
  await page.getByRole('link', { name: 'Comprar como invitado' }).click();
  await expect(heading(page, 'Compra como invitado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar como invitado' })).toBeEnabled();
  await page.getByLabel('Número de celular de la cuenta').fill(GUEST.mdn);
  await page.getByLabel('Dos últimos dígitos de tu número de cuenta').fill('41');
  await page.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(page.getByText(/no coinciden con una cuenta/)).toBeVisible();
  await page.goto(`${spanish}/orderstatus.html`);
  await expect(heading(page, 'Consulta tu pedido')).toBeVisible();
  await page.goto(`${spanish}/prospectbyodoptions.html`);
  await expect(heading(page, 'Tu sesión terminó')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor whose session timed out can keep the cart or start again: clearCache, then the gridwall with nothing kept, even when the call fails (spec 4.1)', async ({
  page,
}) => {
  await cartWithPhone(page);
  await page.goto('/sales/digital/prospectbyodoptions.html');
  await expect(heading(page, 'Your session ended')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/sales/digital/cart.html');
  await expectNoSeriousA11yViolations(page);
  const cleared = page.waitForRequest('**/fraudservice/session/nse/clearCache');
  await page.getByRole('button', { name: 'Start again' }).click();
  expect((await cleared).method()).toBe('POST');
  // A cleared session lands on the gridwall with an empty cart (spec 4.1).
  await expect(page).toHaveURL(/\/sales\/digital\/smartphones$/);
  const cartOf = async () => (await page.context().cookies()).find((c) => c.name === 'cartId');
  expect(await cartOf()).toBeUndefined();
  // When the clear-cache call fails, the caches are wiped all the same.
  await cartWithPhone(page);
  await page.route('**/fraudservice/session/nse/clearCache', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/sales/digital/prospectbyodoptions.html');
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/\/sales\/digital\/smartphones$/);
  expect(await cartOf()).toBeUndefined();
});
