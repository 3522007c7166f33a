import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { expectNoSeriousA11yViolations, signIn } from '../../../../tools/e2e/fixtures.js';

/** The customer's tag in the data layer, as readDL gave it. */
const customerTag = (page: Page) =>
  page.evaluate(() => (window as { vzdl?: { user?: { customerTag?: string } } }).vzdl?.user?.customerTag);

const BASE = '/sales/digital';

/** The header's account link of a signed-in customer. */
const accountLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name });

/**
 * An upgrade of the signed-in customer's line, ordered through the services as the checkout's pages call them:
 * the phone, its plan, the agreement, shipping, a card, and the order with its idempotency key.
 */
async function placeUpgrade(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`/soe/digital/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'p-csrf-token': token, ...headers },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const address = { line1: '30 Hudson Street', line2: '', city: 'Jersey City', state: 'NJ', zip: '07302' };
    const { cartId } = await post('cartservice/cart/add-device', {
      deviceId: 'google-pixel-10',
      sku: 'GOOGLE-PIXEL-10-INDIGO-128',
      intendType: 'EUP',
      upgradeMtn: '2015550111',
    });
    await post('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
    await post('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    await post('orderprocessservice/checkoutapi/dpp-agreement', {
      cartId,
      lineId: 'L1',
      acceptedName: 'Paula Postpay',
    });
    await post('orderprocessservice/checkoutapi/save-delivery', {
      cartId,
      method: 'SHIPPING',
      optionId: 'STANDARD',
      address,
    });
    const card = await post('paymentservice/tokenize', {
      cardNumber: '4111111111111111',
      expiry: '08/29',
      cvv: '123',
      nameOnCard: 'Paula Postpay',
      billingZip: '07302',
    });
    await post('paymentservice/authorize', { cartId, cardToken: card['token'], giftCardTokens: [] });
    const order = await post(
      'orderprocessservice/checkoutapi/submit-order',
      { cartId },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    return order['orderNumber'] as string;
  });
}

test.describe('the signed-in customer (issue 21)', () => {
  test('is greeted by first name, offered the upgrade their lines are ready for, and reaches their account', async ({
    page,
  }) => {
    await signIn(page, 'Paula Postpay', `${BASE}/shop.html`);
    const link = accountLink(page, 'Your account, Paula');
    await expect(link).toHaveAttribute('href', `${BASE}/account.html`);
    await expect(page.getByRole('banner').getByText('Hi, Paula')).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const forYou = page.getByRole('region', { name: 'For you, Paula' });
    await expect(forYou).toContainText('1 of your 2 lines are ready for a new phone.');
    await expect(forYou.getByRole('link', { name: 'Upgrade a phone' })).toBeVisible();
    await page.goto(`${BASE}/account.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Paula' })).toBeVisible();
    const lines = page.getByRole('region', { name: 'Your wireless lines' });
    await expect(lines.getByRole('heading', { name: 'Line (201) 555-0111' })).toBeVisible();
    await expect(lines).toContainText('Apple iPhone 15');
    await expect(lines).toContainText('Ready to upgrade');
    await expect(page.getByRole('region', { name: 'Your home services' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('signs out from the header and is a visitor again', async ({ page }) => {
    await signIn(page, 'Paula Postpay', `${BASE}/account.html`);
    // On a phone, sign out is in the menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/sales\/digital\/(shop|smartphones)\.html/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('firstName');
    await page.goto(`${BASE}/account.html`);
    await expect(page.getByText('Sign in to see your lines, your orders and your favorites.')).toBeVisible();
  });

  test('"a wireline customer is offered wireless": no lines, their fios services, phones and plans offered', async ({
    page,
  }) => {
    await signIn(page, 'Walter Wireline', `${BASE}/shop.html`);
    // readDL tags a wireline customer vzt_cust in the data layer (spec 6.3).
    expect(await customerTag(page)).toBe('vzt_cust');
    const forYou = page.getByRole('region', { name: 'For you, Walter' });
    await expect(forYou).toContainText('Add wireless to your Fios home');
    await page.goto(`${BASE}/account.html`);
    await expect(page.getByText('You have no wireless lines yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your home services' })).toContainText('Fios Home Internet 1 Gig');
    await expect(page.getByRole('link', { name: 'Shop phones' })).toBeVisible();
  });

  test('"a joint customer sees both": their wireless line and their home services', async ({ page }) => {
    await signIn(page, 'Jordan Joint', `${BASE}/shop.html`);
    expect(await customerTag(page)).toBe('joint_cust');
    await expect(page.getByRole('region', { name: 'For you, Jordan' })).toContainText(
      'Your home and mobile, together: Fios Home Internet 500 Mbps.',
    );
    await page.goto(`${BASE}/account.html`);
    await expect(page.getByRole('region', { name: 'Your wireless lines' })).toContainText('Google Pixel 8');
    await expect(page.getByRole('region', { name: 'Your home services' })).toContainText('Fios Home Internet 500 Mbps');
  });

  test('an order placed signed in is in the order history, and on the account page', async ({ page }) => {
    await signIn(page, 'Paula Postpay', `${BASE}/shop.html`);
    const orderNumber = await placeUpgrade(page);
    await page.goto(`${BASE}/orderhistory.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
    await expect(card).toContainText('Upgrade');
    await expect(card).toContainText('Google Pixel 10');
    await expect(card).toContainText('Standard shipping');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${BASE}/account.html`);
    await expect(page.getByRole('region', { name: 'Recent orders' })).toContainText(`Order ${orderNumber}`);
  });

  test('in Spanish: the greeting, the account page and sign out', async ({ page, baseURL }) => {
    const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}`;
    await page.goto(`${spanish}/shop.html`);
    await page.goto(
      `${(baseURL as string).replace('localhost', 'espanol.localhost')}/sandbox/signin?goto=${encodeURIComponent(`${BASE}/account.html`)}`,
    );
    await page.getByRole('button', { name: 'Paula Postpay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Paula' })).toBeVisible();
    await expect(accountLink(page, 'Tu cuenta, Paula')).toBeAttached();
    await expect(page.getByRole('region', { name: 'Tus líneas móviles' })).toContainText(
      'Lista para cambiar de equipo',
    );
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
  });
});
