import { expect, test, type Page } from '../../../tools/e2e/test.js';
import {
  expectNoSeriousA11yViolations,
  openInStore,
  playScenario,
  sandboxLogs,
  signIn,
  storeDrawn,
} from '../../../tools/e2e/fixtures';

const BASE = '/sales/digital';

/** A prospect adds the Pixel 10 to the cart from its page. */
async function addPhone(page: Page) {
  await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
  await storeDrawn(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

test.describe("what a service's error answer offers (spec 3.6)", () => {
  test("a refused add-to-cart shows the service's issues, its learn-more page and its chat offer", async ({
    page,
    context,
    baseURL,
  }) => {
    await playScenario(context, baseURL, 'error-help');
    // The chat the service asks for is proposed by the recommendation service: pdm with source proactiveChat and the
    // header DESTINATION_CLIENT_ID NSA (spec 7.3).
    const proposed = page.waitForRequest(
      (r) =>
        r.url().endsWith('/personalizationrecommendationsservice/pdm/') &&
        r.postData()?.includes('proactiveChat') === true,
    );
    await addPhone(page);
    const proactive = await proposed;
    expect(proactive.headers()['destination_client_id']).toBe('NSA');
    expect(proactive.postDataJSON()).toMatchObject({ source: 'proactiveChat' });
    const notice = page.getByRole('alert').filter({ hasText: 'Learn more' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText([
      'An account can have up to 10 lines; this one has 10.',
      'Remove a line from your cart or your account to add a new one.',
    ]);
    // proactiveChatIndicator Y: the chat is offered in the service's words.
    const chat = page.getByRole('region', { name: 'Let us sort this out together.' });
    await expect(chat).toContainText('A specialist can help you make room for a new line. Chat now?');
    // Outside the app, the throttle list's assistance (EA_BAU by default: a live agent via chat, spec 8.3).
    await expect(
      notice.getByRole('button', { name: 'Click here to get assistance from a live agent via chat.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chat.getByRole('button', { name: 'Chat now' }).click();
    await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
    // information_link on the store's origin: a page of the store.
    await notice.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(`${BASE}/help.html`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/can.t find that page/i);
  });

  test('a learn-more link to another site is not shown; the issues still are', async ({ page, context, baseURL }) => {
    await playScenario(context, baseURL, 'error-help-offsite');
    await addPhone(page);
    const notice = page.getByRole('alert').filter({ hasText: 'An account can have up to 10 lines' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
    await expect(page.locator('a[href*="attacker"]')).toHaveCount(0);
  });
});

// What a service error offers by the throttle list (EA_BAU, EA_C, EA_VC), where spokeJourney and processStep steer, the
// redirect-to-checkout patterns and the Next JS test are the kit's rules, stated by its component and unit tests
// (ProblemNotice, frame, platform, next-test); here, what the store does with them page to page.

/** A signed-in customer puts the Pixel 10 in the cart on a new line of their account. */
async function customerAddsPhone(page: Page) {
  await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
  await storeDrawn(page);
  await page.getByRole('radio', { name: /A new line on my account/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
}

test.describe('where the services say the customer left off (spec 3.7, 3.12)', () => {
  test('a signed-in customer with a cart is led back to it by a banner above the page, which moves the page down', async ({
    page,
  }) => {
    await signIn(page, 'Paula Postpay', `${BASE}/shop.html`);
    await customerAddsPhone(page);
    await page.goto(`${BASE}/shop.html`);
    const banner = page.getByRole('status').filter({ hasText: 'Your cart is waiting' });
    await expect(banner).toBeVisible();
    // Above the page's heading, not over it: the page moved down to make room.
    const bannerBox = (await banner.boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headingBox.y);
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole('link', { name: 'Go to your cart' }).click();
    await expect(page).toHaveURL(`${BASE}/cart.html`);
    // On the page it leads to, it is not shown; closed, it stays closed for the session.
    await expect(page.getByText('Your cart is waiting')).toHaveCount(0);
    await page.goto(`${BASE}/shop.html`);
    await page
      .getByRole('status')
      .filter({ hasText: 'Your cart is waiting' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page.getByText('Your cart is waiting')).toHaveCount(0);
    await page.reload();
    await storeDrawn(page);
    await expect(page.getByRole('heading', { level: 2, name: 'For you, Paula' })).toBeVisible();
    await expect(page.getByText('Your cart is waiting')).toHaveCount(0);
  });

  test('an open support case is told before an upgrade (getCases)', async ({ page }) => {
    await signIn(page, 'Jordan Joint', `${BASE}/mdnselection.html`);
    const notice = page.getByRole('status').filter({ hasText: 'You have an open support case' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'Trade-in credit missing from the bill (case CASE-2417, opened November 18, 2026)',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('id 208 on the account landing sends a signed-in customer to the scheduled-order page', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'Paula Postpay', `${BASE}/friendsandfamily.html`);
    await playScenario(context, baseURL, 'scheduled-order');
    await page.goto(`${BASE}/shop.html`);
    await expect(page).toHaveURL(/\/error\/genericError\.html\?type=SCHEDULED_ORDER$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a goToUrl in an answer sends the customer there, with a goto back to the page they were on (spec 3.7, 4.5)', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'Paula Postpay', `${BASE}/plans.html`);
  await playScenario(context, baseURL, 'goto-redirect');
  await openInStore(page, `${BASE}/shop.html`);
  await expect(page).toHaveURL(/\/sales\/next\/expresscart\.html\?goto=/);
  expect(new URL(page.url()).searchParams.get('goto')).toBe(`${baseURL}${BASE}/shop.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
});

test("a goToUrl answer stops the page's services and resolves its call 2 s later: the page being left finishes what it was doing, and nothing it asks for after goes out (spec 4.5, 9)", async ({
  page,
  request,
}) => {
  await signIn(page, 'Paula Postpay', `${BASE}/plans.html`);
  // The page the services send the customer to is slow to come: the page they were on stays while it is leaving.
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/sales/next/expresscart.html*', async (route) => {
    await arrived;
    await route.continue();
  });
  let answeredAt = 0;
  await page.route('**/accountlandingservice/getProcessStep', async (route) => {
    answeredAt = Date.now();
    await route.fulfill({
      json: {
        serviceHeader: { statusCode: '00000' },
        processStep: 'CART',
        spokeJourney: null,
        goToUrl: '/sales/next/expresscart.html',
      },
    });
  });
  let leaving = false;
  const sentWhileLeaving: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/sales/next/expresscart.html')) leaving = true;
    else if (leaving && sent.url().includes('/soe/') && !sent.url().includes('jsNotifyAsDynamic'))
      sentWhileLeaving.push(sent.url());
  });
  // While a navigation is under way Playwright reads no page, so the page being left reports what it shows itself:
  // the banner's link. Then the customer opens a phone's page.
  let shownAt = 0;
  await page.exposeFunction('steeringBannerShown', () => void (shownAt = Date.now()));
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Go to your cart');
      if (!link) return;
      observer.disconnect();
      void (window as unknown as { steeringBannerShown: () => Promise<void> }).steeringBannerShown();
      history.pushState(null, '', '/sales/digital/smartphones/google-pixel-10.html');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await openInStore(page, `${BASE}/shop.html`);
  // The call resolves 2 s after its answer: then the page pins the banner its answer steers to (processStep CART).
  await expect.poll(() => shownAt).toBeGreaterThan(0);
  expect(leaving).toBe(true);
  expect(shownAt - answeredAt).toBeGreaterThanOrEqual(2_000);
  // The services are stopped: what the phone's page asks for is refused, each refusal logged as aborted (spec 8.2).
  const refusedOnThePhonePage = async () =>
    (await sandboxLogs(request))
      .filter((r) => r.pageUrl?.endsWith('/google-pixel-10.html') && r.errorType === 'Aborted')
      .map((r) => `${r.messageType} ${r.errorMessage}`);
  await expect.poll(async () => (await refusedOnThePhonePage()).length).toBeGreaterThan(0);
  expect(new Set(await refusedOnThePhonePage())).toEqual(new Set(['INFO Request cancelled or aborted']));
  expect(sentWhileLeaving).toEqual([]);
  arrive();
  await expect(page).toHaveURL(/\/sales\/next\/expresscart\.html\?goto=/);
});

test('the redirect some services send under a field named null is followed as goToUrl is (spec 3.7)', async ({
  page,
}) => {
  await signIn(page, 'Paula Postpay', `${BASE}/plans.html`);
  await page.route('**/accountlandingservice/getProcessStep', (route) =>
    route.fulfill({ json: { serviceHeader: { statusCode: '00000' }, null: '/sales/next/expresscart.html' } }),
  );
  await openInStore(page, `${BASE}/shop.html`);
  await expect(page).toHaveURL(/\/sales\/next\/expresscart\.html\?goto=/);
});
