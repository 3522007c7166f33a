import { expect, test, type BrowserContext } from '../../../../tools/e2e/test.js';
import { playScenario } from '../../../../tools/e2e/fixtures';

/** A phone's user agent: the store treats the visitor as on mobile. */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A cart the sandbox's lock scenarios answer for (apps/sandbox/README.md), chosen for this browser. */
async function lockedCart(context: BrowserContext, baseURL: string, scenario: string) {
  await context.addCookies([
    { name: 'cartId', value: 'CART-LOCKED-0001', url: baseURL },
    { name: 'prospectCartCount', value: '2', url: baseURL },
  ]);
  await playScenario(context, baseURL, scenario);
}

test.describe('cart lock (spec 3.8, 4.4)', () => {
  test('on a computer, a cart a chat representative is working on shows the lock overlay over the cart', async ({
    page,
    context,
    baseURL,
  }) => {
    await lockedCart(context, baseURL!, 'cart-chat-lock');
    await page.goto('/sales/digital/cart.html');
    const overlay = page.getByRole('alertdialog', { name: 'A representative is working on your cart' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('A chat representative has your cart open right now.');
    await expect(overlay.getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    await overlay.getByRole('button', { name: 'Keep shopping' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByText('Your cart can’t be changed right now.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart\.html$/);
  });

  test('a cart locked by a store (known by its channel only) shows the overlay naming the store', async ({
    page,
    context,
    baseURL,
  }) => {
    await lockedCart(context, baseURL!, 'cart-store-lock');
    await page.goto('/sales/digital/cart.html');
    await expect(page.getByRole('alertdialog')).toContainText('Your cart is open in one of our stores right now.');
  });

  test('opened from the cart icon, a chat-locked cart goes to cartLocked/chatRep.html and the lock is cleared', async ({
    page,
    context,
    baseURL,
  }) => {
    await lockedCart(context, baseURL!, 'cart-chat-lock');
    await page.goto('/sales/digital/friendsandfamily.html');
    await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
    await expect(page).toHaveURL(/\/sales\/digital\/cartLocked\/chatRep\.html\?channel=VZW-CHAT$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'A representative is working on your cart' }),
    ).toBeVisible();
    await expect(page.getByText('A chat representative has your cart open right now.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveTitle(/A representative is working on your cart/);
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: PHONE_UA });

    test('a digitally locked cart goes to cartLocked.html, which says where it is open', async ({
      page,
      context,
      baseURL,
    }) => {
      await lockedCart(context, baseURL!, 'cart-digital-lock');
      await page.goto('/sales/digital/cart.html');
      await expect(page).toHaveURL(/\/sales\/digital\/cartLocked\.html\?channel=VZW-MFA-IOS$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart is open somewhere else' })).toBeVisible();
      await expect(page.getByText('Your cart is open in the My Carrier app right now.')).toBeVisible();
    });
  });

  test('a released lock is found by Check again, and the cart shows', async ({ page, context, baseURL }) => {
    await lockedCart(context, baseURL!, 'cart-chat-lock');
    await page.goto('/sales/digital/cart.html');
    const overlay = page.getByRole('alertdialog');
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Check again' }).click();
    await expect(overlay.getByText('Your cart is still being worked on.')).toBeVisible();
    // The representative is done: the sandbox stops playing the lock.
    await playScenario(context, baseURL, 'none');
    await overlay.getByRole('button', { name: 'Check again' }).click();
    await expect(overlay).toBeHidden();
    // The made-up cart id is no cart at all once unlocked: the cart page is read again and says it is empty.
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByText('Your cart can’t be changed right now.')).toBeHidden();
  });
});
