import { expect, test } from '../../../tools/e2e/test.js';
import { signIn, storeDrawn } from '../../../tools/e2e/fixtures.js';

// The app-download banner of spec 2.9 in Chromium: the store's banner host (its story in the built Storybook) with a
// phone's user agent, as a signed-in visitor on the protection page: the popup View opens, and the session's flag
// surviving a reload. Which store View opens on each platform (iOS, Android, Windows), the pages it shows on and when
// it hides are the kit's rules (packages/storefront/src/__tests__/smart-banner.test.tsx and shell-rules.test.ts).

const STORYBOOK = `http://127.0.0.1:${process.env['STORYBOOK_PORT'] ?? 6106}`;
const story = (id: string) => `${STORYBOOK}/iframe.html?id=store-shell-smartbannerhost--${id}&viewMode=story`;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const APP_STORE = 'https://apps.apple.com/app/my-carrier/id1000000001';

test.describe('on a phone (iOS)', { tag: '@phone-only' }, () => {
  test.use({ userAgent: IPHONE });

  test('the banner shows its rating; View opens the right store; closing hides it for the session', async ({
    page,
    context,
  }) => {
    // No internet here: the store's page is never loaded, only asked for.
    await context.route(/^https:\/\/apps\.apple\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
    );
    await page.goto(story('protection'));
    const banner = page.getByRole('complementary', { name: 'My Carrier app' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();

    const popup = page.waitForEvent('popup');
    await banner.getByRole('button', { name: 'View' }).click();
    await expect(await popup).toHaveURL(APP_STORE);

    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('smartBannerExited'))).toBe('true');
    await page.reload();
    await expect(page.locator('#storybook-root')).toBeAttached();
    await expect(page.getByRole('complementary', { name: 'My Carrier app' })).toHaveCount(0);
  });

  test('in the store, a signed-in customer who closes the banner on one of its pages sees it on none of them for the rest of the session (spec 5.3)', async ({
    page,
  }) => {
    await signIn(page, 'Paula Postpay', '/sales/digital/protection.html');
    const banner = page.getByRole('complementary', { name: 'My Carrier app' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    // The other page that offers it (choosing the line to upgrade), opened afresh: still closed.
    await page.goto('/sales/digital/mdnselection.html');
    await storeDrawn(page);
    await expect(page.getByRole('complementary', { name: 'My Carrier app' })).toHaveCount(0);
    await page.goto('/sales/digital/protection.html');
    await storeDrawn(page);
    await expect(page.getByRole('complementary', { name: 'My Carrier app' })).toHaveCount(0);
  });

  test('the banner stays off other pages', async ({ page }) => {
    await page.goto(story('other-page'));
    await expect(page.locator('#storybook-root')).toBeAttached();
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test('the banner never shows on a desktop', async ({ page }) => {
  await page.goto(story('protection'));
  await expect(page.locator('#storybook-root')).toBeAttached();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});
