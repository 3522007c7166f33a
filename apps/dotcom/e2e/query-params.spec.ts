import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { cartWithPhone, servicePost } from '../../../tools/e2e/checkout-fixtures';
import { openInStore, playScenario, settled, signIn, storeDrawn } from '../../../tools/e2e/fixtures';

// The query parameters of spec 2.6 the store acts on (issue 22). Each looks at what the store does with input, not
// at a layout: they run once (desktop).
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('the query parameters of spec 2.6', () => {
  test('redirect=detailsnotfound: the cart says the checkout starts again from it, and nothing was lost', async ({
    page,
  }) => {
    await cartWithPhone(page);
    await page.goto('/sales/next/expresscart.html?redirect=detailsnotfound');
    await expect(page.getByText(/We could not find the details of your checkout/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Line 1: Google Pixel 10/ })).toBeVisible();
  });

  test('guestCheckout=true: the prospect’s way into checkout goes straight to the guest login', async ({ page }) => {
    await cartWithPhone(page);
    await page.goto('/sales/digital/prospectCheckout.html?guestCheckout=true');
    await expect(heading(page, 'Check out as a guest')).toBeVisible();
  });

  test('mtnFlow=G: the number prompt is skipped for a new number', async ({ page }) => {
    await cartWithPhone(page);
    await page.goto('/sales/digital/checkout.html');
    await expect(page.getByRole('link', { name: 'Continue to phone numbers' })).toBeVisible();
    await page.goto('/sales/digital/portInPrompt.html?mtnFlow=G');
    await expect(page).toHaveURL(/\/sales\/digital\/newnumber\.html$/);
    await expect(heading(page, 'Choose your phone numbers')).toBeVisible();
  });

  test('shopL2SignInSuccess=true tells a customer just signed in so, once', async ({ page }) => {
    await signIn(page, 'Paula Postpay', '/sales/digital/shop.html?shopL2SignInSuccess=true');
    await expect(page.getByText(/You’re signed in/)).toBeVisible();
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByText(/You’re signed in/)).toHaveCount(0);
  });

  test('the express checkout (the signed-in fallback of spec 8.4) fills in what the account knows', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'Paula Postpay', '/sales/digital/shop.html');
    const added = await servicePost(page, 'cartservice/cart/add-device', {
      deviceId: 'google-pixel-10',
      sku: 'GOOGLE-PIXEL-10-INDIGO-128',
      purchaseType: 'fullRetail',
      intendType: 'EUP',
      upgradeMtn: '2015550111',
    });
    const cartId = added.data['cartId'] as string;
    await servicePost(page, 'cartservice/cart/save-cart', {
      cartId,
      lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }],
    });
    await page.goto('/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound');
    await expect(heading(page, 'Express checkout')).toBeVisible();
    await expect(page.getByText(/We could not find the details of your checkout/)).toBeVisible();
    // Standard shipping to the account's address is filled in: the payment is next.
    await expect(page.getByRole('link', { name: 'Continue to payment' })).toBeVisible();
    const details = await servicePost(page, 'orderprocessservice/checkoutapi/get-checkout-details', { cartId });
    expect(details.data['delivery']).toMatchObject({ method: 'SHIPPING', optionId: 'STANDARD' });
  });

  test('isFiosOnlyFeedFlow, iconicTestIntent, preconfigure and scanngoACC each change what the page shows', async ({
    page,
  }) => {
    await page.goto('/sales/digital/shop.html?isFiosOnlyFeedFlow=true');
    await expect(page.getByText('Welcome, Fios customer')).toBeVisible();
    // The iconic test leads the gridwall with the new phones.
    await page.goto('/sales/digital/smartphones.html?iconicTestIntent=true');
    const tiles = page.locator('main ul > li > article');
    await expect(tiles.first()).toBeVisible();
    const leading = await tiles.evaluateAll((all) => all.slice(0, 3).map((tile) => tile.textContent ?? ''));
    for (const tile of leading) expect(tile).toMatch(/New/);
    // A variant chosen elsewhere, by its SKU.
    await page.goto('/sales/digital/smartphones/google-pixel-10.html?preconfigure=GOOGLE-PIXEL-10-FROST-256');
    await expect(page.getByRole('img', { name: 'Google Pixel 10, Frost' })).toBeVisible();
    await expect(page.getByRole('link', { name: /256 GB/ })).toHaveAttribute('aria-current', 'true');
    await page.goto('/sales/digital/shop/accessories/apple-20w-usb-c-power-adapter.html?scanngoACC=true');
    await expect(page.getByText(/You scanned this in a store/)).toBeVisible();
  });

  test('the headers of spec 7.2 on a call: JSON, the channel, the referrer, the language, srcCode as entryPoint, intent, the page and its flow, a request id and DeviceFirst on add-device; service=prepaid in the prepaid store', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'intent', value: 'upgrade', url: baseURL! }]);
    await page.goto('/sales/digital/smartphones/google-pixel-10.html?srcCode=SPRING26', {
      referer: 'https://partner.example/phones',
    });
    await storeDrawn(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/cartservice/cart/add-device'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const headers = (await sent).headers();
    expect(headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      channelid: 'VZW-DOTCOM',
      'from-referrer': 'https://partner.example/phones',
      orderlanguage: 'en',
      entrypoint: 'SPRING26',
      intent: 'upgrade',
      pagename: 'productDetail',
      prospectflowentry: 'DeviceFirst',
    });
    expect(headers['flowname']).toBeTruthy();
    expect(headers['p-csrf-token']).toBeTruthy();
    expect(headers['guie2erequestid']).toMatch(/^[0-9a-f-]{36}$/);
    // The prepaid store says so on its calls.
    const services: (string | undefined)[] = [];
    page.on('request', (request) => {
      const fromPrepaid = (request.headers()['referer'] ?? '').includes('/sales/prepaid/');
      if (fromPrepaid && new URL(request.url()).pathname.startsWith('/soe/'))
        services.push(request.headers()['service']);
    });
    await page.goto('/sales/prepaid/smartphones.html');
    await expect.poll(() => services.length).toBeGreaterThan(0);
    expect(new Set(services)).toEqual(new Set(['prepaid']));
  });

  test("the visitor's role type goes with each call as rType, and a business account's calls go the B2B route (route-type); the fraud service's calls carry the authToken cookie (spec 7.2)", async ({
    page,
    context,
  }) => {
    type Sent = {
      path: string;
      rType: string | undefined;
      routeType: string | undefined;
      authToken: string | undefined;
    };
    let sent: Sent[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/soe/')) return;
      const h = request.headers();
      sent.push({ path: pathname, rType: h['rtype'], routeType: h['route-type'], authToken: h['authtoken'] });
    });
    // A prospect has no role: no rType, no route, no token.
    await page.goto('/sales/digital/plans.html');
    await settled(page);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.rType ?? s.routeType ?? s.authToken)).toEqual([]);
    for (const [user, rType, routeType] of [
      ['Bianca Business', 'business', 'B2B'],
      ['Paula Postpay', 'postpay', undefined],
    ] as const) {
      await signIn(page, user, '/sales/digital/plans.html');
      const authToken = (await context.cookies()).find((c) => c.name === 'authToken')?.value;
      expect(authToken).toBeTruthy();
      sent = [];
      await openInStore(page, '/sales/digital/smartphones.html');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => sent.filter((s) => !s.path.endsWith('/jsNotifyAsDynamic')).length).toBeGreaterThan(0);
      for (const call of sent.filter((s) => !s.path.endsWith('/jsNotifyAsDynamic')))
        expect([call.path, call.rType, call.routeType, call.authToken]).toEqual([
          call.path,
          rType,
          routeType,
          undefined,
        ]);
      // The token goes to the fraud service only: the logout carries it.
      const logout = page.waitForRequest((request) => request.url().endsWith('/fraudservice/session/logout'));
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      expect((await logout).headers()).toMatchObject({ authtoken: authToken, rtype: rType });
      // Signed out, the store leaves for its home page: the next sign-in starts once it is there.
      await expect(page).toHaveURL(/\/sales\/digital\/shop\.html$/);
      await storeDrawn(page);
    }
  });

  test("each visitor's calls go under its base (spec 7.1): /soe/digital, /prospect in the prospect flow, /auth signed in, /prepaid and /auth/prepaid in the prepaid store; loginStatus says which", async ({
    page,
    context,
    baseURL,
  }) => {
    type Call = { path: string; loginStatus: string | undefined };
    const calls: Call[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/soe/')) calls.push({ path: pathname, loginStatus: request.headers()['loginstatus'] });
    });
    /** The calls `open` makes, once the page has settled. */
    const callsOf = async (open: () => Promise<void>) => {
      calls.length = 0;
      await open();
      await settled(page);
      expect(calls.length).toBeGreaterThan(0);
      return [...calls];
    };
    /** The calls not under `base` (the path after it starts with a service's name). */
    const notUnder = (base: string, made: readonly Call[]) =>
      made.filter(
        (call) => !(call.path.startsWith(`${base}/`) && /^[a-z]+service\//.test(call.path.slice(base.length + 1))),
      );
    const open = (url: string) => async () => void (await page.goto(url));

    // A visitor outside the prospect flow (a throttle list without its entry): the default base.
    await playScenario(context, baseURL, 'prospect-flow-off');
    expect(notUnder('/soe/digital', await callsOf(open('/sales/digital/plans.html')))).toEqual([]);
    // The throttle entry NSE_REDIRECT_TH_PROSPECT puts the visitor in the prospect flow once the list has answered.
    await playScenario(context, baseURL, 'prospect-flow-on');
    await callsOf(open('/sales/digital/plans.html'));
    // The page's first reads may leave before the list has answered (under the default base); once it has (the page
    // has settled), every call is the prospect flow's: the search box's first use reads the catalogue.
    const next = page.waitForRequest((request) => /\/soe\/.*service\//.test(new URL(request.url()).pathname));
    await page.getByRole('combobox', { name: 'Search the store' }).pressSequentially('pix');
    expect(
      notUnder('/soe/digital/prospect', [{ path: new URL((await next).url()).pathname, loginStatus: undefined }]),
    ).toEqual([]);
    // The prospect flag (isProspect=true on the gridwall, kept for the session): every later call, unauthenticated.
    await playScenario(context, baseURL, 'prospect-flow-off');
    await callsOf(open('/sales/digital/smartphones.html?isProspect=true'));
    const flagged = await callsOf(open('/sales/digital/plans.html'));
    expect(notUnder('/soe/digital/prospect', flagged)).toEqual([]);
    expect(new Set(flagged.map((call) => call.loginStatus))).toEqual(new Set(['unauthenticated']));
    await playScenario(context, baseURL, 'none');
    // Signed in: the auth base, authenticated but for an nse call.
    const signedIn = await callsOf(() => signIn(page));
    expect(notUnder('/soe/digital/auth', signedIn)).toEqual([]);
    for (const call of signedIn)
      expect(call.loginStatus, call.path).toBe(call.path.includes('/nse/') ? 'unauthenticated' : 'authenticated');
    // The prepaid store: its own base, signed in or not.
    await page.context().clearCookies();
    expect(notUnder('/soe/digital/prepaid', await callsOf(open('/sales/prepaid/plans.html')))).toEqual([]);
    const prepaidCustomer = await callsOf(() => signIn(page, 'Priya Prepay', '/sales/prepaid/plans.html'));
    expect(notUnder('/soe/digital/auth/prepaid', prepaidCustomer)).toEqual([]);
  });

  test('each call names the channel: the web on a computer, a phone or a tablet, the app on iOS or Android (spec 3.5)', async ({
    browser,
  }) => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const PIXEL =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const IPAD =
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    for (const [userAgent, channel] of [
      [undefined, 'VZW-DOTCOM'],
      [PIXEL, 'VZW-DOTCOM-MOB'],
      [IPAD, 'VZW-DOTCOM-TAB'],
      [`${IPHONE} CarrierApp/21.0`, 'VZW-MFA-IOS'],
      [`${PIXEL} CarrierApp/21.0`, 'VZW-MFA-ANDROID'],
    ] as const) {
      const context = await browser.newContext(userAgent ? { userAgent } : {});
      const page = await context.newPage();
      const call = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/soe/'));
      await page.goto('/sales/digital/smartphones.html');
      expect((await call).headers()['channelid'], userAgent ?? 'a computer').toBe(channel);
      await context.close();
    }
  });

  test('query values are kept as typed: ?mdn=2015550121 stays as it is in the address and in every link the page builds', async ({
    page,
  }) => {
    await signIn(page, 'Paula Postpay', '/sales/digital/earlyupgrade.html?mdn=2015550121');
    for (const path of [
      '/earlyupgrade.html?mdn=2015550121',
      '/mdnselection.html?mdn=2015550121&device=google-pixel-10',
    ]) {
      await page.goto(`/sales/digital${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      expect(new URL(page.url()).search, path).toBe(path.slice(path.indexOf('?')));
      const hrefs = await page
        .locator('a[href*="mdn="]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href, path).toMatch(/mdn=\d{10}(?:&|$)/);
    }
  });

  test('a page for an unknown order or phone says so, and nothing else: no thanks, no "Added to your cart"', async ({
    page,
  }) => {
    await page.goto('/sales/digital/orderconfirmation.html?orderNumber=MW00000000');
    await expect(heading(page, 'We could not find this order')).toBeVisible();
    await expect(page.getByText(/Thank you/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Check your order' })).toBeVisible();
    await page.goto('/sales/digital/accessoryInterstitial.html?device=nope');
    await expect(heading(page, 'We could not find this phone.')).toBeVisible();
    await expect(page.getByText('Added to your cart')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all phones' })).toBeVisible();
  });

  test('a phone sold before sends to the phone that took its place: 301 from the server, at once in the store', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/sales/digital/smartphones/google-pixel-8.html', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/sales/digital/smartphones/google-pixel-10.html');
    const unknown = await request.get('/sales/digital/smartphones/google-pixel-7.html', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    // An old link followed in the store (a favorite, a page kept open): the address is replaced, Back skips it.
    await page.goto('/sales/digital/smartphones.html');
    await storeDrawn(page);
    await openInStore(page, '/sales/digital/smartphones/google-pixel-8.html');
    await expect(heading(page, 'Google Pixel 10')).toBeVisible();
    await expect(page).toHaveURL(/\/smartphones\/google-pixel-10\.html$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/smartphones\.html$/);
  });
});
