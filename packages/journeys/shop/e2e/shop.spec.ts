import { expect, test, type Page } from '../../../../tools/e2e/test.js';
import { cartWithPhone, servicePost } from '../../../../tools/e2e/checkout-fixtures';
import {
  expectNoSeriousA11yViolations,
  playScenario,
  signIn,
  storeDrawn,
  visitInStore,
} from '../../../../tools/e2e/fixtures.js';

const BASE = '/sales/digital';

/** The gridwall's phone tiles. */
const tiles = (page: Page) => page.locator('main ul > li > article');

/**
 * The monthly amount of each tile, in order. Text content, not rendered text: tiles off screen are not drawn
 * until they come near it.
 */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await tiles(page).locator('p').filter({ hasText: '/mo' }).allTextContents();
  return texts.map((t) =>
    Number((/\$([\d,.]+)(?![\s\S]*\$)/.exec(t.split('/mo')[0] ?? '')?.[1] ?? 'NaN').replace(/,/g, '')),
  );
}

/**
 * The journey of issue 7, for a prospect and for a signed-in customer: land, filter, sort, compare, open a
 * device, change colour and storage, toggle the price view, favorite it, add it to the cart with a plan and
 * protection, add an accessory, reload, and find the cart and favorites intact.
 */
for (const who of ['prospect', 'customer'] as const) {
  // The prospect's shopping at both widths; the customer's, the same pages signed in, at 1440 px.
  test(
    `a ${who} shops a phone with a plan, protection and an accessory, and keeps cart and favorites`,
    who === 'prospect' ? { tag: '@phone' } : {},
    async ({ page }) => {
      // A whole shopping journey of some forty steps: on two shared cores it takes longer than one page's test.
      test.slow();
      if (who === 'customer') await signIn(page, 'Paula Postpay', `${BASE}/shop.html`);
      else await page.goto(`${BASE}/shop.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop phones, plans and more');
      // The server's drawing is up before the store: its menu button opens nothing until the page is hydrated.
      await storeDrawn(page);

      // Land on the gridwall; filter by brand and 5G, sort by price.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phones' }).click();
      await expect(page).toHaveURL(/smartphones\.html/);
      await expect(page.getByRole('status').filter({ hasText: /\d+ phones/ })).toHaveText('42 phones');
      // Beside the grid on wide screens, in a drawer on narrow ones.
      const narrow = await page.getByRole('button', { name: 'Filters' }).isVisible();
      if (narrow) await page.getByRole('button', { name: 'Filters' }).click();
      const filters = narrow
        ? page.getByRole('dialog', { name: 'Filters' })
        : page.getByRole('complementary', { name: 'Filters' });
      await filters
        .getByRole('group', { name: 'Brand' })
        .getByRole('button', { name: /^Samsung/ })
        .click();
      await filters.getByRole('group', { name: 'Network' }).getByRole('button', { name: '5G' }).click();
      if (narrow) await filters.getByRole('button', { name: /^Show \d+ phones/ }).click();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
      await expect(page).toHaveURL(/maker=Samsung/);
      await expect(page).toHaveURL(/fiveG=true/);
      await expect(page).toHaveURL(/sort=price-asc/);
      const makers = await tiles(page).locator('h2').allTextContents();
      expect(makers.length).toBeGreaterThan(1);
      for (const name of makers) expect(name).toMatch(/^Samsung/);
      const prices = await tilePrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // Compare the first two side by side. Their names by text content: a tile the phone's screen has not reached
      // yet is not drawn, and its rendered text is empty.
      const nameOf = async (n: number) =>
        ((await tiles(page).nth(n).locator('h2').textContent()) ?? '').replace(/^Samsung\s*/, '').trim();
      const first = await nameOf(0);
      const second = await nameOf(1);
      await page.getByRole('checkbox', { name: `Compare ${first}` }).check();
      await page.getByRole('checkbox', { name: `Compare ${second}` }).check();
      await expect(page).toHaveURL(/compare=/);
      await page.getByRole('button', { name: 'Compare now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare phones' });
      await expect(dialog.getByRole('columnheader')).toHaveCount(2);
      await expect(dialog.getByRole('rowheader', { name: 'Price from' })).toBeVisible();
      await page.keyboard.press('Escape');

      // A filtered, sorted grid survives a reload.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
      await expect(tiles(page).first().locator('h2')).toContainText(first);

      // Open the Pixel 10; change colour and storage; toggle the price view.
      await page.goto(`${BASE}/smartphones.html?maker=Google`);
      await page.getByRole('link', { name: 'Google Pixel 10', exact: true }).click();
      await expect(page).toHaveURL(`${BASE}/smartphones/google-pixel-10.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Pixel 10');
      // The colours and sizes are links (they work before the page's code runs); once it has, a choice stays on the page.
      await storeDrawn(page);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByTitle('Frost').click();
      await page.getByRole('group', { name: 'Storage' }).getByText('256 GB', { exact: true }).click();
      await expect(page).toHaveURL(/color=frost/);
      await expect(page).toHaveURL(/storage=256/);
      await expect(page.getByRole('img', { name: 'Google Pixel 10, Frost' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.getByRole('radio', { name: 'Full price' }).check();
      await expect(page).toHaveURL(/view=retail/);
      await expect(page.getByText('Paid in full today.')).toBeVisible();
      await page.getByRole('radio', { name: 'Monthly' }).check();

      // Favorite it (a signed-in customer's favorites live on the server, shared by both browser projects).
      const favorite = page.getByRole('button', { name: /(Save|Saved) to favorites/ });
      if ((await favorite.getAttribute('aria-pressed')) !== 'true') await favorite.click();
      await expect(page.getByRole('button', { name: /Saved to favorites/ })).toHaveAttribute('aria-pressed', 'true');
      // A customer says what the phone is for: an upgrade asks for the line first, a new line goes straight in.
      if (who === 'customer') {
        await expect(page.getByRole('link', { name: 'Choose the line to upgrade' })).toBeVisible();
        await page.getByRole('radio', { name: /A new line on my account/ }).check();
      }
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/accessoryInterstitial\.html\?device=google-pixel-10&line=L\d+/);
      // The first add-to-cart of the session opens the cart by itself (spec 4.3).
      const miniCart = page.getByRole('region', { name: 'Your cart', exact: true });
      await expect(miniCart).toBeVisible();
      // "The add-to-cart confirmation never covers the next step's action" (at 375 px and 1440 px): a trial click
      // waits until the action itself, not something over it, would take the click.
      await page.getByRole('link', { name: 'Continue: choose a plan' }).click({ trial: true, timeout: 5_000 });
      await miniCart.getByRole('button', { name: 'Keep shopping' }).click();

      // An accessory for it; this second add does not open the cart again.
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(page.getByText(/was added to your cart/)).toBeVisible();
      await expect(miniCart).toHaveCount(0);

      // A plan, then protection, then the cart.
      await page.getByRole('link', { name: 'Continue: choose a plan' }).click();
      await page.getByRole('button', { name: 'Choose Unlimited Plus for Google Pixel 10' }).click();
      await expect(page).toHaveURL(/protectionNew\.html\?line=L\d+/);
      await page.getByRole('radio', { name: /^Device Protection/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${BASE}/cart.html`);

      // Reload: the cart and the favorites are intact.
      await page.reload();
      const line = page.getByRole('listitem').filter({ hasText: 'Google Pixel 10' });
      await expect(line.getByRole('heading', { name: /Line 1: Google Pixel 10/ })).toBeVisible();
      await expect(line).toContainText('Frost · 256 GB');
      await expect(line).toContainText('Unlimited Plus');
      await expect(line).toContainText('Device Protection');
      await expect(page.getByRole('heading', { level: 2, name: 'Accessories' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Cart, 2 items/i })).toBeVisible();

      await page.goto(`${BASE}/favorites.html`);
      await expect(page.getByRole('link', { name: 'Google Pixel 10' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Favorites, 1 saved' })).toBeVisible();
    },
  );
}

test('a prospect’s favorites are merged into the account at sign-in', async ({ page }) => {
  await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
  await page.getByRole('button', { name: /Save to favorites/ }).click();
  await expect(page.getByRole('button', { name: /Saved to favorites/ })).toBeVisible();
  await signIn(page, 'Jordan Joint', `${BASE}/favorites.html`);
  await expect(page.getByRole('link', { name: 'Google Pixel 10' })).toBeVisible();
  // Now on the server: another browser of the same customer sees it.
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await signIn(second, 'Jordan Joint', `${BASE}/favorites.html`);
  await expect(second.getByRole('link', { name: 'Google Pixel 10' })).toBeVisible();
  await other.close();
});

test.describe('query parameters of spec 2.6', () => {
  test('markup in category is never rendered: the page shows smartphones', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`${BASE}/smartphones.html?category=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smartphones');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('productType=accessory with compatibledevice opens the accessories that fit', async ({ page }) => {
    await page.goto(`${BASE}/smartphones.html?productType=accessory&compatibledevice=google-pixel-10`);
    await expect(page).toHaveURL(`${BASE}/shop/accessories?device=google-pixel-10`);
    await expect(page.getByRole('combobox', { name: 'Fits your phone' })).toHaveValue('google-pixel-10');
  });

  test('special_offers shows deals; type=5g shows 5G phones; unknown values are dropped', async ({ page }) => {
    await page.goto(`${BASE}/smartphones.html?special_offers=true&sort=cheapest&price=free`);
    await expect(page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Deals' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    await page.goto(`${BASE}/smartphones.html?type=5g`);
    await expect(page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: '5G' })).toBeVisible();
  });

  test('with the prospect flow off, a prospect cannot add to the cart; isProspect=true turns it on', async ({
    page,
    context,
    baseURL,
  }) => {
    await playScenario(context, baseURL, 'prospect-flow-off');
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    await expect(page.getByText(/Online orders are not open for new customers/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await page.goto(`${BASE}/smartphones.html?isProspect=true`);
    await expect(page.getByRole('status').filter({ hasText: /\d+ phones/ })).toBeVisible();
    // The flag is kept for the visit (the tab's session) by the store's code in the browser, once it has loaded.
    await storeDrawn(page);
    await page.goto(`${BASE}/smartphones/google-pixel-10.html`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test('/smartphones (where a cleared prospect session lands) is the gridwall', async ({ page }) => {
    await page.goto('/smartphones?deals=true');
    await expect(page).toHaveURL(`${BASE}/smartphones?deals=true`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smartphones');
  });
});

test('an empty filter result says so and offers to clear the filters, a link that works before the page’s code runs', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones.html?maker=Kyocera&os=ios`);
  await expect(page.getByRole('heading', { name: 'No phones match these filters' })).toBeVisible();
  // Clicked as soon as the page shows it, its code perhaps not yet running: a button there would do nothing.
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /phones/ })).toHaveText('42 phones');
});

const SHOP_PAGES = [
  'shop.html',
  'smartphones.html',
  'smartphones.html?compare=google-pixel-10,apple-iphone-17',
  'smartphones/google-pixel-10.html',
  'search.html?q=galxy',
  'search.html?q=toaster',
  'shop/accessories',
  'shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html',
  'accessoryInterstitial.html?device=google-pixel-10',
  'favorites.html',
  'plans.html',
  'plans/selector.html',
  'plans/recommended.html?usage=heavy&hotspot=lots&travel=yes',
  'protection.html',
  'cart.html',
  'expresscart.html',
];

// Each runs at 375 px and at 1440 px (the two projects of playwright.config.ts). The pages are checked in two halves,
// each in one page load, one page after another as the store's links open them (visitInStore): both workers take one.
test.describe('accessibility of the shopping pages', { tag: '@phone' }, () => {
  const half = Math.ceil(SHOP_PAGES.length / 2);
  for (const pages of [SHOP_PAGES.slice(0, half), SHOP_PAGES.slice(half)]) {
    test(`no serious or critical axe violation, and nothing wider than the screen, on ${pages.join(', ')}`, async ({
      page,
    }) => {
      // Axe over a whole page of tiles takes several seconds on two shared cores.
      test.setTimeout(40_000 * pages.length);
      await visitInStore(
        page,
        pages.map((path) => `${BASE}/${path}`),
        async (url) => {
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectNoSeriousA11yViolations(page);
          // The page reflows to the screen's width: nothing to scroll sideways to (WCAG 1.4.10).
          const widths = await page.evaluate(() => ({
            content: document.documentElement.scrollWidth,
            screen: document.documentElement.clientWidth,
          }));
          expect(widths.content, url).toBeLessThanOrEqual(widths.screen);
        },
      );
    });
  }
});

test('a conditional offer is shown with its condition, never as the price: the Pixel 9a is on us with a new line', async ({
  page,
}) => {
  await page.goto(`${BASE}/smartphones/google-pixel-9a.html?view=retail`);
  await expect(page.getByRole('heading', { level: 1, name: 'Google Pixel 9a' })).toBeVisible();
  await expect(page.getByText('On us with a new line')).toBeVisible();
  await expect(page.getByText(/With a new line: \$499\.00 off as \$13\.86\/mo credits over 36 months/)).toBeVisible();
  const price = page.locator('main [aria-live="polite"]').first();
  await expect(price).toContainText('$499.00');
  await expect(price).not.toContainText('$0.00');
});

test('removing a line asks first and can be undone: the phone comes back with its plan', async ({ page }) => {
  await cartWithPhone(page);
  await page.goto(`${BASE}/cart.html`);
  const line = page.getByRole('listitem').filter({ hasText: 'Google Pixel 10' });
  await expect(line).toContainText('Unlimited Plus');
  await line.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }).click();
  await expect(line).toContainText('Remove Line 1: Google Pixel 10 from your cart?');
  await line.getByRole('button', { name: 'Remove line' }).click();
  await expect(page.getByText('Line 1: Google Pixel 10 was removed from your cart.')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  const back = page.getByRole('listitem').filter({ hasText: 'Google Pixel 10' });
  await expect(back).toContainText('Unlimited Plus');
  await expect(page.getByText('Line 1: Google Pixel 10 was removed from your cart.')).toHaveCount(0);
});

test('the Spanish cart: its alerts, offer badges and words come in Spanish', async ({ page, baseURL }) => {
  const spanish = `${(baseURL as string).replace('localhost', 'espanol.localhost')}${BASE}`;
  await cartWithPhone(page, spanish);
  await page.goto(`${spanish}/cart.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  await expect(page.getByText('Oferta aplicada: $100 de descuento en el Pixel 10.')).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: 'Google Pixel 10' });
  await expect(line.getByText('$100 de descuento en el Pixel 10')).toBeVisible();
  await expect(line).toContainText('Total de la línea');
  await expect(page.getByRole('link', { name: 'Pagar', exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('applied');
});

test("an accessory's Add to cart for a prospect (spec 6.2, 6.4): off without a prospect cart, on with one; NSA_REDIRECT_TH_ACCESSORY_GW_PDP_NSA_ADD_TO_CART_ENABLE turns it on in the new-account flow", async ({
  page,
  context,
  baseURL,
}) => {
  const ACCESSORY = '/sales/digital/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html';
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  const openAccessory = async () => {
    await page.goto(ACCESSORY);
    await storeDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('USB-C to USB-C Cable 1 m');
  };
  for (const scenario of ['prospect-flow-on', 'throttle-nsa-only']) {
    await playScenario(context, baseURL, scenario);
    await openAccessory();
    await expect(addToCart).toBeDisabled();
    await expect(
      page.getByText('Add a phone to your cart first, or sign in, to buy accessories online.'),
    ).toBeVisible();
  }
  await playScenario(context, baseURL, 'throttle-nsa-prospect');
  await openAccessory();
  await expect(addToCart).toBeEnabled();
  // A phone in the cart is the prospect cart: accessories can join it.
  await playScenario(context, baseURL, 'prospect-flow-on');
  await page.goto('/sales/digital/smartphones/google-pixel-10.html');
  await storeDrawn(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html/);
  await openAccessory();
  await expect(addToCart).toBeEnabled();
});

test('"a plan\'s price is shown with the conditions that make it" wherever it appears, and the plans page lets the customer pick the line count: one plan on the same terms has one price', async ({
  page,
}) => {
  // The landing: 4 lines, with and without Auto Pay.
  await page.goto(`${BASE}/shop.html`);
  const teaser = page
    .getByRole('region', { name: 'Plans for everyone' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: 'Unlimited Welcome' }),
    });
  await expect(teaser).toContainText('$40.00/mo per line, for 4 lines');
  await expect(teaser).toContainText('$30.00/mo per line with Auto Pay and paper-free billing');

  // The plans page: 1 line until the customer picks 4, then the landing's figures.
  await page.goto(`${BASE}/plans.html`);
  const card = page.getByRole('article', { name: 'Unlimited Welcome' });
  await expect(card).toContainText('$75.00/mo per line, for 1 line');
  await expect(card).toContainText('$65.00/mo per line with Auto Pay and paper-free billing');
  await page.getByLabel('Lines on your plan').selectOption('4');
  await expect(card).toContainText('$40.00/mo per line, for 4 lines');
  await expect(card).toContainText('$30.00/mo per line with Auto Pay and paper-free billing');

  // Search: 1 line, both prices, with their conditions.
  const search = page.getByRole('combobox', { name: 'Search the store' });
  await search.pressSequentially('welcome');
  await expect(page.getByRole('option', { name: /Unlimited Welcome/ })).toContainText(
    '$75.00/mo per line for 1 line; $65.00 with Auto Pay and paper-free billing',
  );

  // The cart charges the plans page's price for its one line.
  const cartId = await cartWithPhone(page);
  await servicePost(page, 'cartservice/cart/save-cart', {
    cartId,
    lines: [{ lineId: 'L1', planId: 'PLAN-UNL-WELCOME' }],
  });
  await page.goto(`${BASE}/cart.html`);
  await expect(page.getByText(/Unlimited Welcome · \$75\.00\/mo/)).toBeVisible();
});
