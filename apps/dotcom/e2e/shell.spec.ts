import { expect, test } from '../../../tools/e2e/test.js';
import { EN, PROMO as CODES, applyPromo, expectNoSeriousA11yViolations, storeDrawn } from '../../../tools/e2e/fixtures';

// The store's shell (spec 1, 2.9, 6.5) in the running store: header and footer, content width, the menu
// on phones, sign in, the language switch, the debug button and the app-download banner's page rules.

const PROMO = '/sales/digital/friendsandfamily.html';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test('a shopping page has the global header and footer, and content at most 1232 px wide', async ({ page }) => {
  await page.goto(PROMO);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrier home' })).toHaveAttribute('href', '/sales/digital/shop.html');
  // The store draws its page over the page's shell: measured once it is there (one flaky run measured between).
  await expect(page.getByRole('main')).toBeVisible();
  await expect
    .poll(async () => (await page.getByRole('main').boundingBox())?.width ?? Infinity)
    .toBeLessThanOrEqual(1232);
  await expectNoSeriousA11yViolations(page);
});

test(
  'the navigation is behind a Menu button on phones and in the bar on desktops',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto(PROMO);
    // The Menu button opens once the store has drawn over the page's shell (a press on the shell before is lost).
    await storeDrawn(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const width = page.viewportSize()?.width ?? 0;
    if (width < 1024) {
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Friends and Family' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Español' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } else {
      await expect(menu).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Friends and Family' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toHaveAttribute(
        'href',
        /\/\/espanol\.localhost:\d+\/sales\/digital\/friendsandfamily\.html/,
      );
    }
    expect(isMobile).toBe(false);
  },
);

test('sign in leads to the sign-in page and back to the same page, signed in', async ({ page }) => {
  await page.goto(`${PROMO}?promo=FNF2026`);
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in as a test user' })).toBeVisible();
  await page.getByRole('button', { name: 'Paula Postpay' }).click();
  await expect(page).toHaveURL(`${PROMO}?promo=FNF2026`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test.describe('on a phone (mobile web)', { tag: '@phone-only' }, () => {
  test.use({ userAgent: IPHONE });

  test('the debug button shows outside production and lists the last service calls', async ({ page }) => {
    await applyPromo(page, CODES.expired);
    await expect(page.getByRole('alert')).toHaveText(EN.expired);
    await page.getByRole('button', { name: 'Debug' }).click();
    const panel = page.getByRole('dialog', { name: 'Debug information' });
    await expect(panel).toContainText('/sales/digital · en · VZW-DOTCOM-MOB · mobile');
    await expect(panel).toContainText('POST');
    await expect(panel).toContainText('validateFnfRedemptionCode');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Debug' })).toBeFocused();
  });

  test('the debug button never shows on a prospect page', async ({ page }) => {
    await page.goto('/sales/nse/friendsandfamily.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
  });

  test('the app-download banner stays off pages other than mdnselection and protection, even signed in', async ({
    page,
  }) => {
    await page.goto(`/sandbox/signin?goto=${encodeURIComponent(PROMO)}`);
    await page.getByRole('button', { name: 'Paula Postpay' }).click();
    await expect(page).toHaveURL(PROMO);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'My Carrier app' })).toHaveCount(0);
  });
});

test('the debug button does not show on a desktop', async ({ page }) => {
  await page.goto(PROMO);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
});

test("the header's cart count follows every add and remove, on the page where it happens", async ({ page }) => {
  await page.goto('/sales/digital/smartphones/google-pixel-10.html');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/sales/digital/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.goto('/sales/digital/cart.html');
  await page.getByRole('button', { name: /^Remove .*Cable/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
