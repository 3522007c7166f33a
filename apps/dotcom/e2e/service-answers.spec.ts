import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, storeDrawn } from './fixtures';

const BASE = '/sales/digital';

/** This browser plays one of the sandbox's scenarios (apps/sandbox/README.md). */
const playScenario = (context: BrowserContext, baseURL: string, scenario: string) =>
  context.addCookies([{ name: 'sandboxScenario', value: scenario, url: baseURL }]);

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
    await playScenario(context, baseURL!, 'error-help');
    await addPhone(page);
    const notice = page.getByRole('alert').filter({ hasText: 'Learn more' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText([
      'An account can have up to 10 lines; this one has 10.',
      'Remove a line from your cart or your account to add a new one.',
    ]);
    // proactiveChatIndicator Y: the chat is offered in the service's words.
    const chat = page.getByRole('region', { name: 'Let us sort this out together.' });
    await expect(chat).toContainText('A specialist can help you make room for a new line. Chat now?');
    await expectNoSeriousA11yViolations(page);
    await chat.getByRole('button', { name: 'Chat now' }).click();
    await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
    // information_link on the store's origin: a page of the store.
    await notice.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(`${BASE}/help.html`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/can.t find that page/i);
  });

  test('@once a learn-more link to another site is not shown; the issues still are', async ({
    page,
    context,
    baseURL,
  }) => {
    await playScenario(context, baseURL!, 'error-help-offsite');
    await addPhone(page);
    const notice = page.getByRole('alert').filter({ hasText: 'An account can have up to 10 lines' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
    await expect(page.locator('a[href*="attacker"]')).toHaveCount(0);
  });
});
