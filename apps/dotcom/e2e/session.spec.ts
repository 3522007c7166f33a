import { expect, test, type Page } from '@playwright/test';
import { scopedFaults, settled, signIn } from '../../../tools/e2e/fixtures.js';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

test.describe('session timer (spec 4.1, 8.3, 8.6)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

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
    const keepAlive = page.waitForResponse((r) => r.url().endsWith('/fraudservice/session/keepalive'));
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    expect((await keepAlive).status()).toBe(200);
    await expect(warning(page)).toBeHidden();
    // The timer starts again from the extension: no warning for another 28 minutes.
    await page.clock.fastForward('27:00');
    await expect(warning(page)).toBeHidden();
  });

  test('the warning counts down once a second, and by the time that passed when ticks were missed (a tab asleep)', async ({
    page,
  }) => {
    await signIn(page);
    await page.clock.fastForward('28:00');
    await expect(warning(page)).toContainText('2:00');
    await page.clock.runFor(1000);
    await expect(warning(page)).toContainText('1:59');
    await page.clock.runFor(1000);
    await expect(warning(page)).toContainText('1:58');
    // A minute with no ticks (the tab was asleep): the next tick counts the minute.
    await page.clock.fastForward(60_000);
    await expect(warning(page)).toContainText('0:58');
  });

  test("staying calls the visitor's keep-alive: a prospect's the session continue of onedp, a prepaid customer's the prepay service (spec 7.3)", async ({
    page,
  }) => {
    for (const [visitor, path] of [
      ['prospect', '/onedp/api/mva/session/continue'],
      ['Priya Prepay', '/prepayservice/session/keepalive'],
    ] as const) {
      if (visitor === 'prospect') {
        await page.goto('/sales/digital/plans.html');
        await settled(page);
      } else await signIn(page, visitor, '/sales/prepaid/plans.html');
      await page.clock.fastForward('28:00');
      await expect(warning(page)).toBeVisible();
      const kept = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname.endsWith('/session/keepalive') ||
          new URL(request.url()).pathname.endsWith('/session/continue'),
      );
      await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
      expect(new URL((await kept).url()).pathname.endsWith(path), visitor).toBe(true);
      await expect(warning(page)).toBeHidden();
    }
  });

  test('Escape answers the warning as staying does (at least 20 s to respond, WCAG 2.2.1)', async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('29:35');
    await expect(warning(page)).toBeVisible();
    const keepAlive = page.waitForResponse((r) => r.url().endsWith('/fraudservice/session/keepalive'));
    await page.keyboard.press('Escape');
    await keepAlive;
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

  test('at 30:00 a guest goes to the prospect BYOD options page', async ({ page }) => {
    await page.goto('/sales/digital/friendsandfamily.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('30:00');
    await expect(page).toHaveURL(/\/sales\/digital\/prospectbyodoptions\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your session ended' })).toBeVisible();
  });

  test("a failed keep-alive says 'Failed to extend session, already expired' and logs the customer out", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const faults = await scopedFaults(context, request, baseURL!);
    await signIn(page);
    await faults.add({ pattern: '*/fraudservice/session/keepalive', status: 500 });
    await page.clock.fastForward('28:00');
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(overlay).toContainText('Failed to extend session, already expired');
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('loggedIn');
    await faults.clear();
  });

  test('a service response with a last-cached-time header resets the timer', async ({ page }) => {
    await signIn(page);
    await page.clock.fastForward('20:00');
    // Any call with a live session answers the header; the promo check is one. An expired code keeps the
    // customer on this page, so only the header can have reset the timer.
    await page.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED');
    const answered = page.waitForResponse((r) => r.url().endsWith('/validateFnfRedemptionCode'));
    await page.getByRole('button', { name: 'Apply code' }).click();
    expect((await answered).headers()['last-cached-time']).toBeTruthy();
    await expect(page.getByText('This promo code has expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/friendsandfamily\.html$/);
    await page.clock.fastForward('20:00');
    await expect(warning(page)).toBeHidden();
    await page.clock.fastForward('08:05');
    await expect(warning(page)).toBeVisible();
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
