import { expect, test } from '@playwright/test';

// The app-download banner of spec 2.9 in Chromium, for each platform: the store's banner host (its story in
// the built Storybook) with this browser's user agent, as a signed-in visitor on the protection page.

const STORYBOOK = `http://127.0.0.1:${process.env['STORYBOOK_PORT'] ?? 6106}`;
const story = (id: string) => `${STORYBOOK}/iframe.html?id=store-shell-smartbannerhost--${id}&viewMode=story`;

const PLATFORMS = [
  {
    name: 'iOS',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    target: 'https://apps.apple.com/app/my-carrier/id1000000001',
  },
  {
    name: 'Android',
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    target: 'https://play.google.com/store/apps/details?id=example.carrier.app',
  },
  {
    name: 'Windows',
    userAgent:
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Lumia 950) AppleWebKit/537.36 Mobile Safari/537.36 Edge/15',
    target: 'https://www.carrier.example/',
  },
] as const;

for (const platform of PLATFORMS) {
  test.describe(`on ${platform.name}`, { tag: '@phone' }, () => {
    test.use({ userAgent: platform.userAgent });

    test('the banner shows its rating; View opens the right store; closing hides it for the session', async ({
      page,
      context,
    }) => {
      // No internet here: the store pages are never loaded, only asked for.
      await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com|www\.carrier\.example)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
      );
      await page.goto(story('protection'));
      const banner = page.getByRole('complementary', { name: 'My Carrier app' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();

      const popup = page.waitForEvent('popup');
      await banner.getByRole('button', { name: 'View' }).click();
      await expect(await popup).toHaveURL(platform.target);

      await banner.getByRole('button', { name: 'Close' }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('smartBannerExited'))).toBe('true');
      await page.reload();
      await expect(page.locator('#storybook-root')).toBeAttached();
      await expect(page.getByRole('complementary', { name: 'My Carrier app' })).toHaveCount(0);
    });

    test('the banner stays off other pages', async ({ page }) => {
      await page.goto(story('other-page'));
      await expect(page.locator('#storybook-root')).toBeAttached();
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  });
}

test('the banner never shows on a desktop', async ({ page }) => {
  await page.goto(story('protection'));
  await expect(page.locator('#storybook-root')).toBeAttached();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});
