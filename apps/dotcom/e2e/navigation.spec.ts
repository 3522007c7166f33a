import { expect, test } from '../../../tools/e2e/test.js';
import { storeDrawn } from '../../../tools/e2e/fixtures';

const PIXEL = '/sales/digital/smartphones/google-pixel-10.html';

test('a page restored from the back-forward cache resets its loader: a button left busy is ready again (spec 2.7)', async ({
  page,
}) => {
  await page.goto(PIXEL);
  await storeDrawn(page);
  // The add-to-cart call never answers: the button stays busy, as when the customer left mid-way.
  await page.route('**/cartservice/cart/add-device', () => undefined);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  // The browser restores the page from its back-forward cache (the event it sends then).
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Pixel 10');
});

test(
  'the mobile-only layout (450 px and under, spec 2.10) puts the buying actions one under the other, full width',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto(PIXEL);
    await storeDrawn(page);
    const add = (await page.getByRole('button', { name: 'Add to cart' }).boundingBox())!;
    const save = (await page.getByRole('button', { name: /Save to favorites/ }).boundingBox())!;
    if (testInfo.project.name === 'mobile-375') {
      expect(save.y).toBeGreaterThanOrEqual(add.y + add.height);
      expect(add.width).toBeGreaterThan(300);
      expect(Math.abs(add.width - save.width)).toBeLessThan(1);
    } else {
      expect(Math.abs(save.y + save.height / 2 - (add.y + add.height / 2))).toBeLessThan(2);
      expect(add.width).toBeLessThan(300);
    }
  },
);
