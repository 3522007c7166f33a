import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { expectNoSeriousA11yViolations, sandboxLogs, scopedFaults, signIn } from '../../../../tools/e2e/fixtures';

// Offers and promotions (issue 25), with the sandbox's fixtures (apps/sandbox/README.md): the lead LD-7Q2K9D, the
// Specialist's link ML-4F7K2Q, 5G Home Internet in ZIP areas 100 and 606, and the connected car from 1996 on.
const BASE = '/sales/digital';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a prospect builds a bundle: a phone, a plan and two accessories a quarter off, kept so in the cart', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${BASE}/promohub.html`);
  await expect(heading(page, 'Deals and promotions')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Build your bundle' }).click();
  await expect(heading(page, 'Build your bundle')).toBeVisible();
  await page.getByRole('radio', { name: /^Apple iPhone 17$/ }).check();
  await page.getByRole('checkbox', { name: /^Clear Case for iPhone 17: \$29\.99 \(\$39\.99\)$/ }).check();
  await page.getByRole('checkbox', { name: /^Glass Screen Protector for iPhone 17:/ }).check();
  const summary = page.getByRole('region', { name: 'Your bundle' });
  await expect(summary.getByText('Bundle accessories (25%)')).toBeVisible();
  await expect(summary.getByText('$52.48')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add bundle to cart' }).click();
  await expect(heading(page, 'Your cart')).toBeVisible();
  await expect(page.getByText('$29.99 with your bundle (was $39.99)')).toBeVisible();
  await expect(page.getByText('Unlimited Plus · $90.00/mo')).toBeVisible();
});

test("a bundle's quote that the customer's next choice replaced is cancelled, and the cancelled call is logged as aborted, INFO (spec 8.1, 8.2)", async ({
  page,
  request,
}) => {
  const marker = `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let quotes = 0;
  let nextAsked!: () => void;
  const next = new Promise<void>((resolve) => (nextAsked = resolve));
  // The page's first quote is held by the network until the next one is asked for; the next ones answer at once.
  await page.route('**/offersservice/bundle/quote', async (route) => {
    quotes += 1;
    if (quotes === 1) await next;
    else nextAsked();
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${BASE}/promobundlebuilder.html?intcmp=${marker}`);
  await expect(heading(page, 'Build your bundle')).toBeVisible();
  await expect.poll(() => quotes).toBe(1);
  // Another plan: a new quote, and the held one is no longer needed.
  await page.getByRole('group', { name: 'Plan' }).getByRole('radio', { checked: false }).first().check();
  await expect(page.getByRole('region', { name: 'Your bundle' }).getByText('Due today')).toBeVisible();
  expect(quotes).toBe(2);
  await expect
    .poll(async () =>
      (await sandboxLogs(request))
        .filter((r) => r.pageUrl?.includes(marker))
        // Under the visitor's base, whichever it is (spec 7.1).
        .map((r) => [
          r.messageType,
          r.errorType,
          r.errorMessage,
          r.serviceUrl?.replace(/^\/soe\/.*?\/(?=offersservice\/)/, ''),
        ]),
    )
    .toEqual([['INFO', 'Aborted', 'Request cancelled or aborted', 'offersservice/bundle/quote']]);
});

test('a promotion of the hub: its phone and what it saves, into the cart', async ({ page }) => {
  await page.goto(`${BASE}/promohubcart.html?promo=OF-PX10-100`);
  await expect(heading(page, 'Your deal')).toBeVisible();
  const phone = page.getByRole('region', { name: 'Google Pixel 10' });
  await expect(phone.getByText('With the offer')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await phone.getByRole('radio', { name: 'Pay in full' }).check();
  await phone.getByRole('button', { name: 'Add to cart' }).click();
  await expect(heading(page, 'Your cart')).toBeVisible();
  await expect(page.getByText('Google Pixel 10').first()).toBeVisible();
  // An unknown promotion says so and leads to the hub.
  await page.goto(`${BASE}/promohubcart.html?promo=OF-NOTHING`);
  await expect(page.getByText('This promotion has ended or does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all promotions' })).toBeVisible();
});

test('"each offer page shows its offers with pictures, terms, eligibility and a way to act on each": the promotions, in English and Spanish', async ({
  page,
  baseURL,
}) => {
  for (const [origin, who, terms] of [
    [baseURL ?? '', 'Who can get it', 'Terms'],
    [(baseURL ?? '').replace('//', '//espanol.'), 'Quién puede obtenerla', 'Términos'],
  ] as const) {
    await page.goto(`${origin}${BASE}/promohub.html`);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const picture = card.locator('img').first();
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(card.getByRole('list', { name: who }).getByRole('listitem').first()).toBeVisible();
      await expect(card.getByText(new RegExp(`^${terms}: `))).toBeVisible();
      await expect(card.getByRole('link').last()).toBeVisible();
    }
  }
});

test('a customer accepts a reserved offer: saved with saveAcceptedMyofferData, then shown as accepted', async ({
  page,
}) => {
  await page.goto(`${BASE}/myOffersList.html`);
  await expect(page.getByText('Sign in to see the offers for your account.')).toBeVisible();
  await signIn(page, 'Paula Postpay', `${BASE}/myOffersList.html`);
  await expect(heading(page, 'My offers')).toBeVisible();
  const fold = page.getByRole('listitem').filter({ hasText: 'Reserved for you: $500 off Galaxy Z Fold7' });
  await expect(fold.getByText('Reserved for your account')).toBeVisible();
  const saved = page.waitForRequest(
    (r) => r.url().includes('devicepricingservice/saveAcceptedMyofferData') && r.method() === 'POST',
  );
  await fold.getByRole('link', { name: 'Accept offer' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ offerId: 'OF-FOLD7-500', restricted: true, type: 'DEVICE' });
  await expect(page).toHaveURL(/samsung-galaxy-z-fold7\.html\?restricted=true/);
  await page.goto(`${BASE}/myOffersList.html`);
  await expect(fold.getByText('Accepted: kept on your account')).toBeVisible();
  await expect(fold.getByRole('link', { name: 'Shop this phone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('quotes: the cart saved twice under names, compared, and one deleted', async ({ page }) => {
  await page.goto(`${BASE}/quotes.html`);
  await page.getByLabel('Name this quote').fill('Nothing yet');
  await page.getByRole('button', { name: 'Save my cart as a quote' }).click();
  await expect(page.getByText(/Your cart is empty/)).toBeVisible();
  await page.goto(`${BASE}/mylink.html?code=ML-4F7K2Q`);
  await expect(page.getByText(/Put together for you by Jordan/)).toBeVisible();
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(heading(page, 'Your cart')).toBeVisible();
  await page.goto(`${BASE}/quotes.html`);
  for (const name of ['Galaxy plan', 'Same again']) {
    await page.getByLabel('Name this quote').fill(name);
    await page.getByRole('button', { name: 'Save my cart as a quote' }).click();
    await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'Compare: Galaxy plan' }).check();
  await page.getByRole('checkbox', { name: 'Compare: Same again' }).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(heading(page, 'Compare quotes')).toBeVisible();
  await expect(page.getByRole('row', { name: /Samsung Galaxy S25, Unlimited Plus/ })).toContainText('In both');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to saved quotes' }).click();
  await page.getByRole('button', { name: 'Delete Same again' }).click();
  await expect(page.getByRole('heading', { name: 'Same again' })).toHaveCount(0);
});

test("a Specialist's link that expired, scan and go, 5G Home Internet and the connected car", async ({ page }) => {
  await page.goto(`${BASE}/mylink.html?code=ML-EXP001`);
  await expect(page.getByText('This link has expired: ask your Specialist for a new one.')).toBeVisible();
  // A prospect adds accessories to a prospect cart (spec 6.2): without one, scan and go asks to sign in.
  await page.goto(`${BASE}/scanAndGoCart.html?scanngoACC=roadline-vent-car-mount`);
  await expect(page.getByText('Sign in to shop this offer.')).toBeVisible();
  await page.goto(`${BASE}/promohubcart.html?promo=OF-16E-100`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(heading(page, 'Your cart')).toBeVisible();
  await page.goto(`${BASE}/scanAndGoCart.html?scanngoACC=roadline-vent-car-mount`);
  await expect(page.getByText('Vent Car Mount is in your cart.')).toBeVisible();
  // The code left the address: a reload adds nothing again.
  await expect(page).toHaveURL(`${BASE}/scanAndGoCart.html`);
  await page.reload();
  await expect(page.getByText(/Vent Car Mount × 1/)).toBeVisible();
  await page.goto(`${BASE}/scanAndGoCart.html?scanngoACC=%3Cb%3Enothing`);
  await expect(page.getByText(/We could not find this item/)).toBeVisible();
  await page.goto(`${BASE}/5gbolt.html`);
  await page.getByLabel('ZIP code').fill('59001');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('5G Home Internet does not reach this ZIP code yet.')).toBeVisible();
  await page.getByLabel('ZIP code').fill('60611');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('Good news: 5G Home Internet reaches Chicago, IL.')).toBeVisible();
  await page.getByLabel('Street address for the receiver').fill('540 N Michigan Avenue');
  const order = page.waitForRequest((r) => r.url().includes('homeinternet/order'));
  await page.getByRole('button', { name: 'Order 5G Home Internet' }).click();
  expect((await order).headers()['idempotency-key']).toBeTruthy();
  await expect(page.getByText(/^Order HI[A-Z0-9]{8} is placed\.$/)).toBeVisible();
  await page.goto(`${BASE}/humconfig.html`);
  await page.getByLabel('Model year').fill('2019');
  await page.getByLabel('Make').fill('Subaru');
  await page.getByRole('button', { name: 'Check my car' }).click();
  await expect(page.getByText('Drive works with your car.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(heading(page, 'Your cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drive Connected-Car Reader' })).toBeVisible();
});

test('wrong input then corrected: a ZIP code of four digits and a two-digit model year each say what they need, keep the rest, and go on once corrected', async ({
  page,
}) => {
  await page.goto(`${BASE}/5gbolt.html`);
  await page.getByLabel('ZIP code').fill('6061');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('Enter the 5 digits of your ZIP code.')).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveValue('6061');
  await page.getByLabel('ZIP code').fill('60611');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('Good news: 5G Home Internet reaches Chicago, IL.')).toBeVisible();
  await expect(page.getByText('Enter the 5 digits of your ZIP code.')).toHaveCount(0);
  await page.goto(`${BASE}/humconfig.html`);
  await page.getByLabel('Model year').fill('19');
  await page.getByLabel('Make').fill('Subaru');
  await page.getByRole('button', { name: 'Check my car' }).click();
  await expect(page.getByText('Enter the 4-digit model year of your car.')).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveValue('Subaru');
  await page.getByLabel('Model year').fill('2019');
  await page.getByRole('button', { name: 'Check my car' }).click();
  await expect(page.getByText('Drive works with your car.')).toBeVisible();
  await expect(page.getByText('Enter the 4-digit model year of your car.')).toHaveCount(0);
});

test("offers for a lead, for home and mobile, for 5G, the season's (and its error page), and the bank's", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto(`${BASE}/leadOffers.html?leadId=LD-7Q2K9D`);
  await expect(page.getByText('Liam, these offers are waiting for you.')).toBeVisible();
  await page.goto(`${BASE}/leadOffers.html?leadId=LD-000000`);
  await expect(page.getByText(/We could not find the offers of this link/)).toBeVisible();
  await page.goto(`${BASE}/jtooffers.html`);
  await expect(page.getByRole('heading', { name: '5G Home Internet from $35 a month' })).toBeVisible();
  await page.goto(`${BASE}/fivegupsell.html`);
  await expect(page.getByRole('heading', { name: 'Google Pixel 9a on us with a new line' })).toBeVisible();
  await page.goto(`${BASE}/holidayoffers.html`);
  await expect(page.getByRole('heading', { name: 'Holiday deal: $200 off iPhone 16' })).toBeVisible();
  const faults = await scopedFaults(context, request, baseURL!);
  // Every read of the list fails while the fault is on: the server's, and the browser's own when the server's failed.
  await faults.add({ pattern: '*/offersservice/offers/list', status: 503 });
  await page.goto(`${BASE}/holidayoffers.html`);
  await expect(heading(page, 'Holiday offers are not available')).toBeVisible();
  await expect(page.getByText(/We could not load the holiday offers right now/)).toBeVisible();
  await faults.clear();
  await page.goto(`${BASE}/openBankMLP.html`);
  await page.getByRole('link', { name: 'Open an account at Sandbox Bank' }).click();
  await expect(heading(page, 'Sandbox Bank: open a checking account')).toBeVisible();
});

test('the offers speak Spanish', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}`;
  await page.goto(`${spanish}/promohub.html`);
  await expect(heading(page, 'Ofertas y promociones')).toBeVisible();
  await expect(page.getByRole('heading', { name: '$100 de descuento en Google Pixel 10' })).toBeVisible();
  await page.goto(`${spanish}/promobundlebuilder.html`);
  await expect(heading(page, 'Arma tu paquete')).toBeVisible();
  await expect(
    page.getByText('Accesorios del paquete (25%)').or(page.getByText('Pago automático (24 meses)')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
