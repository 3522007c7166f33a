import { expect, test, type Page } from '../../../tools/e2e/test.js';
import { settled, signIn } from '../../../tools/e2e/fixtures.js';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

test.describe('session timer (spec 4.1, 8.3, 8.6)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  // The rules of the timer (the countdown, a tab asleep, each visitor's keep-alive, a failed keep-alive, a guest at
  // 30:00, the last-cached-time header) are stated by @carrier/session-timer's tests and the kit's session screens'
  // (packages/storefront/src/__tests__/session-screens.test.tsx); here, what only the store in a browser shows: the
  // real dialog's focus and keys, the sign-out's cookies, and tabs sharing one session.
  test('the warning shows at 28:00 with the focus on Stay signed in, kept inside; staying extends the session', async ({
    page,
  }) => {
    await signIn(page);
    await page.clock.fastForward('27:50');
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward('00:10');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page)).toContainText('2:00');
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    // The focus stays in the dialog: Tab and Shift+Tab move between its two actions only.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    // Escape answers the warning as staying does (at least 20 s to respond, WCAG 2.2.1).
    const keepAlive = page.waitForResponse((r) => r.url().endsWith('/fraudservice/session/keepalive'));
    await page.keyboard.press('Escape');
    expect((await keepAlive).status()).toBe(200);
    await expect(warning(page)).toBeHidden();
    // The timer starts again from the extension: no warning for another 28 minutes.
    await page.clock.fastForward('27:00');
    await expect(warning(page)).toBeHidden();
  });

  test('at 30:00 a customer is logged out and the time-out overlay says why', async ({ page, context }) => {
    await signIn(page);
    const logout = page.waitForRequest((r) => r.url().endsWith('/fraudservice/session/logout'));
    await page.clock.fastForward('30:00');
    await logout;
    const overlay = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/sandbox/signin?goto=%2Fsales%2Fdigital%2Ffriendsandfamily.html',
    );
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('loggedIn');
  });
});

test.describe('tabs of one browser share one session', () => {
  test('extending in one tab extends all; signing out in one ends all', async ({ context }) => {
    await context.clock.install();
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await second.goto('/sales/digital/friendsandfamily.html');
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(second);
    await context.clock.fastForward('28:30');
    await expect(warning(first)).toBeVisible();
    await expect(warning(second)).toBeVisible();
    await first.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning(first)).toBeHidden();
    await expect(warning(second)).toBeHidden();

    await context.clock.fastForward('28:30');
    await expect(warning(second)).toBeVisible();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(second).toHaveURL(/\/sales\/digital\/shop\.html$/);
    await expect(first.getByRole('alertdialog', { name: 'You signed out in another tab' })).toBeVisible();
  });
});

test("the loggedIn cookie says who is signed in, and the role 'guest' is not (spec 6.2)", async ({
  page,
  context,
  baseURL,
}) => {
  const banner = page.getByRole('banner');
  // Signed in (the services know the session; its calls go under the auth base, spec 7.1).
  await signIn(page, 'Paula Postpay', '/sales/digital/plans.html');
  await expect(banner.getByRole('link', { name: 'Your account' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The same loggedIn cookie with the role 'guest' is not signed in.
  await context.addCookies([{ name: 'role', value: 'guest', url: baseURL! }]);
  await page.goto('/sales/digital/plans.html');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'loggedIn')?.value).toBe('true');
});
