import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { cartWithPhone } from '../../../tools/e2e/checkout-fixtures.js';
import { expectNoSeriousA11yViolations } from '../../../tools/e2e/fixtures.js';

interface AppSettings {
  readonly page: string;
  readonly version?: string;
  /** '' for the prospect app (no line of business). */
  readonly lob?: string;
  readonly guest?: boolean | 'true-guest';
}

/** Opens the native-app simulator with the web view on `page`, and waits for the page to say it loaded. */
async function openSimulator(page: Page, settings: AppSettings) {
  const query = new URLSearchParams({ page: settings.page });
  if (settings.version) query.set('version', settings.version);
  if (settings.lob !== undefined) query.set('lob', settings.lob);
  if (settings.guest) query.set('guest', settings.guest === true ? '1' : settings.guest);
  await page.goto(`/simulator?${query}`);
  await expect(page.getByRole('heading', { name: 'Native-app simulator' })).toBeVisible();
  return {
    bar: page.getByRole('group', { name: 'App navigation bar' }),
    status: page.getByRole('paragraph').filter({ hasText: /Pattern|Waiting/ }),
    tabBar: page.getByRole('navigation', { name: 'App tab bar' }),
    store: page.frameLocator('iframe[title="Store web view"]'),
    log: page.getByRole('list', { name: 'Message log, newest first' }),
  };
}

test.describe('the web view in the native-app simulator (spec 2.8, 7.4)', () => {
  test('the store in the app has no global header or footer, and every bridge message is logged', async ({ page }) => {
    const sim = await openSimulator(page, { page: '/sales/digital/smartphones.html' });
    await expect(sim.status).toContainText('loaded smartphones');
    await expect(sim.store.getByRole('heading', { level: 1 })).toHaveText('Smartphones');
    await expect(sim.store.getByRole('banner')).toHaveCount(0);
    await expect(sim.store.getByRole('contentinfo')).toHaveCount(0);
    for (const type of ['hello', 'fetchClientParameters', 'updateNavigation', 'updateTab', 'setTitle', 'webPageLoaded'])
      await expect(sim.log.getByText(`web → app · ${type}`, { exact: true }).first()).toBeVisible();
    await expect(sim.log.getByText('app → web · ready', { exact: true }).first()).toBeVisible();
    await expect(sim.log.getByText('app → web · answer', { exact: true }).first()).toBeVisible();
    await expect(sim.bar.getByRole('heading')).toHaveText('Smartphones');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  test('the chat button is drawn as the store asks (spec 9): expand duration 3 and text size 13, its words in 13 px, then the icon alone after 3 s', async ({
    page,
  }) => {
    await page.clock.install();
    const sim = await openSimulator(page, { page: '/sales/digital/smartphones.html' });
    await expect(sim.status).toContainText('loaded smartphones');
    const asked = sim.log.getByRole('listitem').filter({ hasText: 'web → app · updateChatFab' }).first();
    await expect(asked).toContainText('"expandDuration":3');
    await expect(asked).toContainText('"textSize":13');
    const fab = page.getByRole('button', { name: 'Chat with us' });
    await expect(fab).toHaveCSS('font-size', '13px');
    await page.clock.runFor(3_100);
    await expect(fab).toHaveAttribute('data-expanded', 'false');
    await expect(fab).not.toContainText('Chat with us');
    await expect(fab).toBeVisible();
  });

  test('the help button is asked for with the invocation time of spec 9 (500 ms), and the app shows it after that long', async ({
    page,
  }) => {
    await page.clock.install();
    const sim = await openSimulator(page, { page: '/sales/digital/smartphones.html' });
    await expect(sim.status).toContainText('loaded smartphones');
    await expect(sim.log.getByRole('listitem').filter({ hasText: 'web → app · setHAB' }).first()).toContainText(
      '"invocationTime":500',
    );
    await page.clock.runFor(600);
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  });

  // Three app versions against the default minimum versions: B2 needs 10.0 (else B1, which needs 10.0, else B);
  // G needs 12.1 (else E).
  for (const [version, friendsPattern, errorPattern] of [
    ['8.0', 'B', 'E'],
    ['10.5', 'B2', 'E'],
    ['12.4', 'B2', 'G'],
  ] as const) {
    test(`app ${version}: the chrome of the pattern it can draw`, async ({ page }) => {
      const friends = await openSimulator(page, { page: '/sales/digital/friendsandfamily.html', version, lob: '' });
      await expect(friends.status).toContainText(`Pattern ${friendsPattern}`);
      await expect(friends.bar.getByRole('button', { name: 'Sign in' })).toBeVisible();
      if (friendsPattern === 'B') {
        await expect(friends.bar.getByText('Carrier', { exact: true })).toBeVisible();
        await expect(friends.bar.getByRole('button', { name: 'Stores' })).toBeVisible();
        await expect(friends.tabBar).toBeVisible();
      } else {
        await expect(friends.bar.getByRole('button', { name: /Back/ })).toBeVisible();
        await expect(friends.bar.getByRole('button', { name: 'Stores' })).toHaveCount(0);
        await expect(friends.tabBar).toHaveCount(0);
      }

      const error = await openSimulator(page, {
        page: '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER',
        version,
        lob: '',
      });
      await expect(error.status).toContainText(`Pattern ${errorPattern}`);
      await expect(error.bar.getByRole('button', { name: /Close/ })).toBeVisible();
      await expect(error.tabBar).toHaveCount(0);
    });
  }

  test('the cart and favorites hide the app’s own wishlist and cart icons from app 9.0 (pattern F)', async ({
    page,
  }) => {
    const newer = await openSimulator(page, { page: '/sales/digital/favorites.html', version: '9.0' });
    await expect(newer.status).toContainText('Pattern F');
    await expect(newer.bar.getByRole('button', { name: /favorites/ })).toHaveCount(0);
    const older = await openSimulator(page, { page: '/sales/digital/favorites.html', version: '8.9' });
    await expect(older.status).toContainText('Pattern C');
    await expect(older.bar.getByRole('button', { name: /favorites/ })).toBeVisible();
    await expect(older.bar.getByRole('button', { name: 'Alerts' })).toBeVisible();
  });

  test('from app 20 the shop is its variant (spec 6.2): the landing leaves the categories to the app’s shop tab', async ({
    page,
  }) => {
    const categories = (sim: Awaited<ReturnType<typeof openSimulator>>) =>
      sim.store.getByRole('navigation', { name: 'Shop by category' });
    const newer = await openSimulator(page, { page: '/sales/digital/shop.html', version: '20.0' });
    await expect(newer.status).toContainText('loaded');
    await expect(newer.store.getByRole('heading', { level: 2, name: 'Featured deals' })).toBeVisible();
    await expect(categories(newer)).toHaveCount(0);
    const older = await openSimulator(page, { page: '/sales/digital/shop.html', version: '19.9' });
    await expect(older.status).toContainText('loaded');
    await expect(categories(older)).toBeVisible();
  });

  test("closing a flow asks 'Are You Sure': No stays, Yes leaves for the shop", async ({ page }) => {
    const sim = await openSimulator(page, { page: '/sales/digital/protection.html' });
    await expect(sim.status).toContainText('Pattern E');
    await sim.bar.getByRole('button', { name: /Close/ }).click();
    const dialog = sim.store.getByRole('alertdialog', { name: 'Are You Sure' });
    await expect(dialog).toContainText('You will lose your progress if you leave this flow.');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sim.status).toContainText('loaded protection');
    await sim.bar.getByRole('button', { name: /Close/ }).click();
    await sim.store.getByRole('alertdialog', { name: 'Are You Sure' }).getByRole('button', { name: 'Yes' }).click();
    await expect(sim.status).toContainText('loaded shopLanding');
    await expect(sim.status).toContainText('Pattern B'); // a prospect's shop home
  });

  for (const [lob, tab, shopTab] of [
    ['vzt', 1, 'Shop'],
    ['vzp', 1, 'Shop'],
    ['vzw', 2, 'Shop'],
  ] as const) {
    test(`the title and the tab bar of a ${lob} app use tab index ${tab}`, async ({ page }) => {
      const sim = await openSimulator(page, { page: '/sales/digital/shop.html', lob });
      await expect(sim.status).toContainText(`title tab ${tab}`);
      await expect(sim.tabBar.getByRole('button', { name: shopTab })).toHaveAttribute('aria-current', 'page');
      const title = sim.log.locator('li').filter({ hasText: 'web → app · setTitle' }).first();
      await expect(title).toContainText(`"tabIndex":${tab}`);
    });
  }

  test('a guest on checkout goes to the app guest authentication and comes back to checkout', async ({ page }) => {
    const sim = await openSimulator(page, { page: '/sales/digital/checkout.html', lob: '', guest: true });
    await expect(sim.log.getByText('launch · guestCheckout', { exact: true })).toBeVisible();
    await expect(sim.log.locator('li').filter({ hasText: 'launch · guestCheckout' })).toContainText(
      'goto /sales/digital/checkout.html',
    );
    // The app authenticated the guest (the last two digits of the account) and returned to checkout.
    await expect(page.getByRole('textbox', { name: 'Last two digits of the account' })).toHaveValue('42');
    await expect(sim.status).toContainText('loaded');
    await expect(sim.log.getByText('launch · guestCheckout', { exact: true })).toHaveCount(1);
    expect(
      await page
        .frameLocator('iframe')
        .locator('body')
        .evaluate(() => window.location.pathname),
    ).toBe('/sales/digital/checkout.html');
  });

  test('a guest on the guest checkout goes to the app guest authentication and comes back to it (spec 6.5)', async ({
    page,
  }) => {
    await cartWithPhone(page);
    const sim = await openSimulator(page, { page: '/sales/digital/guestcheckout.html', lob: '', guest: true });
    await expect(sim.log.locator('li').filter({ hasText: 'launch · guestCheckout' })).toContainText(
      'goto /sales/digital/guestcheckout.html',
    );
    await expect(sim.store.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();
    await expect(sim.store.getByRole('link', { name: 'Continue to phone numbers' })).toBeVisible();
  });

  test('a true guest has no account to confirm: the guest checkout opens with no app authentication (spec 4.2)', async ({
    page,
  }) => {
    await cartWithPhone(page);
    const sim = await openSimulator(page, { page: '/sales/digital/cart.html', lob: '', guest: 'true-guest' });
    // The cart's checkout button leads the guest to the guest checkout.
    await sim.store.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(sim.store.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();
    await expect(sim.log.getByText('launch · guestCheckout', { exact: true })).toHaveCount(0);
  });

  test('a prospect who is no guest goes to the app sign-in, and is signed in on return', async ({ page }) => {
    const sim = await openSimulator(page, { page: '/sales/digital/checkout.html', lob: '' });
    await expect(sim.log.getByText('launch · oauthSignIn', { exact: true })).toBeVisible();
    await sim.store.getByRole('button', { name: 'Paula Postpay' }).click();
    await expect(sim.status).toContainText('loaded');
    expect(await sim.store.locator('body').evaluate(() => window.location.pathname)).toBe(
      '/sales/digital/checkout.html',
    );
    await expect(sim.log.getByText('launch · oauthSignIn', { exact: true })).toHaveCount(1);
  });

  test('a wrong app version in the form is refused with a clear message, and nothing is sent', async ({ page }) => {
    await openSimulator(page, { page: '/sales/digital/shop.html' });
    await page.getByRole('textbox', { name: 'App version' }).fill('21.beta');
    await page.getByRole('button', { name: 'Apply and reload' }).click();
    await expect(page.getByRole('alert')).toHaveText('App property appReleaseVersion is not a version.');
  });

  test('the simulator has no serious or critical accessibility violation', async ({ page }) => {
    const sim = await openSimulator(page, { page: '/sales/digital/shop.html' });
    await expect(sim.status).toContainText('loaded shopLanding');
    await expectNoSeriousA11yViolations(page);
  });
});
