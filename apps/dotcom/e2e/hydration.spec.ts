import { expect, test, type Page } from '../../../tools/e2e/test.js';

// Each page arrives drawn by the store server (header, title, what it shows) and the store hydrates it in place.

/** Holds the scripts whose address matches `script` until the answer is called: they arrive late, as on a slow phone. */
async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `url` on a phone six times slower whose store entry arrives only once `release` is called: the customer has
 * the server's drawing meanwhile. `fullSpeed` gives the page its CPU back.
 */
async function onSlowPhone(page: Page, url: string): Promise<{ release: () => void; fullSpeed: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto(url, { waitUntil: 'commit' });
  return { release, fullSpeed: async () => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })) };
}

test.describe('with scripts off, a page still arrives drawn', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows the header, its title and working links', async ({ page }) => {
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop phones, plans and more' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carrier home' })).toHaveAttribute('href', '/sales/digital/shop.html');
    await expect(page.getByRole('link', { name: 'Smartphones' }).first()).toHaveAttribute(
      'href',
      /\/sales\/digital\/smartphones/,
    );
  });

  test("a product page's links carry its own address and host", async ({ page, baseURL }) => {
    await page.goto('/sales/digital/smartphones/google-pixel-10.html');
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/sandbox/signin?goto=%2Fsales%2Fdigital%2Fsmartphones%2Fgoogle-pixel-10.html',
    );
    await expect(page.getByRole('link', { name: 'Español' }).first()).toHaveAttribute(
      'href',
      `http://espanol.${host}/sales/digital/smartphones/google-pixel-10.html`,
    );
  });

  test("a phone's colour and storage are chosen by links: each shows the page of that variant", async ({ page }) => {
    await page.goto('/sales/digital/smartphones/google-pixel-10.html');
    await page.getByRole('link', { name: 'Frost' }).click();
    await expect(page).toHaveURL(/\/google-pixel-10\.html\?color=frost$/);
    await expect(page.getByRole('img', { name: 'Google Pixel 10, Frost' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Colour Selected: Frost/ })).toBeVisible();
    await page.getByRole('link', { name: /256 GB/ }).click();
    await expect(page).toHaveURL(/\?color=frost&storage=256$/);
    await expect(page.getByRole('link', { name: /256 GB/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Frost' })).toHaveAttribute('aria-current', 'true');
  });

  test('the gridwall is filtered by links and sorted by a form', async ({ page }) => {
    await page.goto('/sales/digital/smartphones.html');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters
      .getByRole('group', { name: 'Brand' })
      .getByRole('button', { name: /^Samsung/ })
      .click();
    await expect(page).toHaveURL(/\/smartphones\.html\?maker=Samsung$/);
    await expect(
      filters.getByRole('group', { name: 'Brand' }).getByRole('button', { name: /^Samsung/, pressed: true }),
    ).toBeVisible();
    await filters.getByRole('group', { name: 'Network' }).getByRole('button', { name: '5G' }).click();
    await expect(page).toHaveURL(/\?maker=Samsung&fiveG=true$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\?maker=Samsung&fiveG=true&sort=price-asc$/);
    const tiles = page.locator('main ul > li > article');
    const names = await tiles.locator('h2').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^Samsung/);
    // Each tile's monthly price (the last before "/mo": a price cut shows the old one first).
    const monthly = await tiles.locator('p').filter({ hasText: '/mo' }).allTextContents();
    const prices = monthly.map((text) =>
      Number((/\$([\d,.]+)(?![\s\S]*\$)/.exec(text.split('/mo')[0] ?? '')?.[1] ?? 'NaN').replace(/,/g, '')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The filters applied are chips that take one off, and "Clear all" leaves the sort.
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: /^5G/ }).click();
    await expect(page).toHaveURL(/\?sort=price-asc&maker=Samsung$/);
    await page.getByRole('group', { name: 'Filters' }).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/smartphones\.html\?sort=price-asc$/);
  });

  test('an accessory is added to the cart by the page’s form, in the quantity typed; without a phone first, the page says why', async ({
    page,
  }) => {
    const accessory = '/sales/digital/shop/accessories/apple-20w-usb-c-power-adapter.html';
    // A prospect with no phone in the cart cannot buy accessories online (spec 6.2, 6.4).
    await page.goto(accessory);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\?problem=prospectBlocked$/);
    await expect(
      page.getByText('Add a phone to your cart first, or sign in, to buy accessories online.'),
    ).toBeVisible();
    // With a phone in the cart, two adapters.
    await page.goto('/sales/digital/smartphones/google-pixel-10.html');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/accessoryInterstitial\.html/);
    await page.goto(accessory);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\?added=apple-20w-usb-c-power-adapter$/);
    await expect(page.getByText('20W USB-C Power Adapter was added to your cart.')).toBeVisible();
    await page.goto('/sales/digital/cart.html');
    await expect(page.getByText(/20W USB-C Power Adapter/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart, 3 items/ }).first()).toBeVisible();
  });

  test('sin scripts, un cliente recorre la tienda en español por sus enlaces: filtra, abre un teléfono, elige color y almacenamiento y lo agrega al carrito', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${(baseURL ?? '').replace('//', '//espanol.')}/sales/digital/shop.html`);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Teléfonos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teléfonos inteligentes' })).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Filtros' })
      .getByRole('group', { name: 'Marca' })
      .getByRole('button', { name: /^Google/ })
      .click();
    await expect(page).toHaveURL(/\/smartphones\.html\?maker=Google$/);
    await page.getByRole('link', { name: 'Google Pixel 10', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Google Pixel 10' })).toBeVisible();
    await page.getByRole('link', { name: 'Frost' }).click();
    await page
      .getByRole('group', { name: 'Almacenamiento' })
      .getByRole('link', { name: /256 GB/ })
      .click();
    await expect(page).toHaveURL(/\/google-pixel-10\.html\?color=frost&storage=256$/);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Se agregó a tu carrito' })).toBeVisible();
    await page.getByRole('link', { name: 'Carrito, 1 artículo' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
    await expect(page.getByText(/Google Pixel 10/).first()).toBeVisible();
    await expect(page.getByText(/Frost/).first()).toBeVisible();
    await expect(page.getByText(/256 GB/).first()).toBeVisible();
  });

  test('the Spanish site arrives in Spanish', async ({ page }) => {
    await page.goto('/sales/digital/smartphones.html?lang=espanol');
    await expect(page.getByRole('heading', { level: 1, name: 'Teléfonos inteligentes' })).toBeVisible();
    await expect(page.locator('[lang="es"]').first()).toBeVisible();
  });

  for (const site of [
    {
      language: 'English',
      host: '',
      search: 'Search',
      results: /results for “pixel 10”/i,
      storage: 'Storage',
      add: 'Add to cart',
      added: 'Added to your cart',
      cartLink: 'Cart, 1 item',
      cart: 'Your cart',
    },
    {
      language: 'Spanish',
      host: 'espanol.',
      search: 'Buscar',
      results: /resultados para “pixel 10”/i,
      storage: 'Almacenamiento',
      add: 'Agregar al carrito',
      added: 'Se agregó a tu carrito',
      cartLink: 'Carrito, 1 artículo',
      cart: 'Tu carrito',
    },
  ])
    test(`with scripts off (${site.language}), a customer searches from the landing by the header's form, reads a phone, chooses its colour and storage and adds it: the store server does the page's form and the cart lists it`, async ({
      page,
      baseURL,
    }) => {
      const origin = (baseURL ?? '').replace('//', `//${site.host}`);
      await page.goto(`${origin}/sales/digital/shop.html`);
      const box = page.getByRole('search').first().getByRole('combobox', { name: site.search });
      await box.fill('pixel 10');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\.html\?q=pixel\+10$/);
      await expect(page.getByRole('heading', { level: 1, name: site.results })).toBeVisible();
      await page.getByRole('link', { name: 'Google Pixel 10', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Google Pixel 10' })).toBeVisible();
      await page.getByRole('link', { name: 'Frost' }).click();
      await page
        .getByRole('group', { name: site.storage })
        .getByRole('link', { name: /256 GB/ })
        .click();
      await expect(page).toHaveURL(/\/google-pixel-10\.html\?color=frost&storage=256$/);
      await page.getByRole('button', { name: site.add }).click();
      await expect(page).toHaveURL(/\/accessoryInterstitial\.html\?device=google-pixel-10&line=/);
      await expect(page.getByRole('heading', { level: 1, name: site.added })).toBeVisible();
      await page.getByRole('link', { name: site.cartLink }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: site.cart })).toBeVisible();
      await expect(page.getByText(/Google Pixel 10/).first()).toBeVisible();
      await expect(page.getByText(/Frost/).first()).toBeVisible();
      await expect(page.getByText(/256 GB/).first()).toBeVisible();
    });
});

test('“Add to cart” tapped before the store’s code runs adds the phone: the page’s form goes to the store server', async ({
  page,
}) => {
  // The store's entry arrives late, as on a slow phone: the customer taps the server's drawing.
  const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/sales/digital/smartphones/google-pixel-10.html?color=frost', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/accessoryInterstitial\.html\?device=google-pixel-10&line=/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Added to your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart, 1 item/ }).first()).toBeVisible();
  // As after the page's own add (spec 4.3): the first add of the session opens the cart, and the add-to-cart event
  // follows the next page's view, with the line's items. The cart was made in this visit: it is no resumed cart. The
  // next page finds nothing more to tell.
  await expect(page.getByRole('status').filter({ hasText: 'was added to your cart.' })).toHaveText(
    'Google Pixel 10 was added to your cart.',
  );
  const events = () =>
    page.evaluate(() =>
      (
        window as unknown as { vzdl: { events: { event: string; pageName: string; items?: { sku: string }[] }[] } }
      ).vzdl.events.filter((e) => e.event !== 'liveChatDecision'),
    );
  await expect
    .poll(async () => (await events()).map((e) => `${e.event}:${e.pageName}`))
    .toEqual(['pageView:accessoryInterstitial', 'cartOpened:accessoryInterstitial', 'addToCart:accessoryInterstitial']);
  expect((await events()).at(-1)?.items?.map((item) => item.sku)).toEqual([expect.stringMatching(/PIXEL-10/)]);
  await page.goto('/sales/digital/accessories.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('was added to your cart.')).toHaveCount(0);
});

test('the store hydrates the page drawn on the server: the title does not move, nothing is reported', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  // The store's entry arrives late, as on a slow phone: the server's drawing is what shows meanwhile.
  const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/sales/digital/shop.html', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Shop phones, plans and more' });
  await expect(title).toBeVisible();
  // Measured once the page's style sheet applies (a busy machine can show the heading before it has come).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const before = await title.boundingBox();
  await expect(page.getByRole('heading', { name: 'Featured deals' })).toBeVisible();
  release();
  // The store has hydrated the page when the featured deals (from the catalogue) are drawn.
  await expect(page.locator('main img').first()).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  expect(problems).toEqual([]);
});

test('what is typed into a page before the store’s code runs is kept and used', async ({ page }) => {
  // The store's entry arrives late, as on a slow phone: the customer types the IMEI into the server's drawing.
  const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/sales/digital/dvm/eligibility.html', { waitUntil: 'commit' });
  const imei = page.getByLabel('IMEI', { exact: true });
  const check = page.getByRole('button', { name: 'Check my phone' });
  await imei.fill('356938035643809');
  await expect(check).toBeDisabled();
  release();
  await expect(check).toBeEnabled();
  await expect(imei).toHaveValue('356938035643809');
  await check.click();
  await expect(page.getByText('Good news: your Samsung Galaxy S21 works on our network.')).toBeVisible();
});

test("a colour then a storage chosen on a phone's page before the store's code runs are both kept", async ({
  page,
}) => {
  // The store's entry arrives late, as on a slow phone: the customer chooses on the server's drawing.
  const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/sales/digital/smartphones/google-pixel-10.html', { waitUntil: 'commit' });
  await page.getByTitle('Frost').click();
  await page.getByRole('group', { name: 'Storage' }).getByText('256 GB', { exact: true }).click();
  release();
  await expect(page).toHaveURL(/color=frost/);
  await expect(page).toHaveURL(/storage=256/);
  await expect(page.getByRole('img', { name: 'Google Pixel 10, Frost' })).toBeVisible();
  await expect(page.getByRole('link', { name: /256 GB/ })).toHaveAttribute('aria-current', 'true');
});

for (const wait of [0, 300, 900]) {
  test(`on a phone six times slower, a colour then a storage chosen ${wait} ms after the store's code arrives (while it hydrates the page in slices) are both kept`, async ({
    page,
  }) => {
    test.slow();
    const { release } = await onSlowPhone(page, '/sales/digital/smartphones/google-pixel-10.html');
    await expect(page.getByTitle('Frost')).toBeVisible();
    release();
    await page.waitForTimeout(wait);
    await page.getByTitle('Frost').click();
    await page.getByRole('group', { name: 'Storage' }).getByText('256 GB', { exact: true }).click();
    await expect(page).toHaveURL(/color=frost/);
    await expect(page).toHaveURL(/storage=256/);
    await expect(page.getByRole('img', { name: 'Google Pixel 10, Frost' })).toBeVisible();
    await expect(page.getByRole('link', { name: /256 GB/ })).toHaveAttribute('aria-current', 'true');
  });
}

for (const wait of [0, 300, 900]) {
  test(`on a phone six times slower, “Add to cart” tapped ${wait} ms after the store's code arrives (while it hydrates the page) adds the phone once`, async ({
    page,
  }) => {
    test.slow();
    const { release, fullSpeed } = await onSlowPhone(
      page,
      '/sales/digital/smartphones/google-pixel-10.html?color=frost',
    );
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeVisible();
    release();
    await page.waitForTimeout(wait);
    await add.click();
    // Sent by the page once live, or by the store server before: either way one phone, and the next page.
    await expect(page).toHaveURL(/\/accessoryInterstitial\.html\?device=google-pixel-10&line=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Added to your cart' })).toBeVisible();
    await fullSpeed();
    await expect(page.getByRole('link', { name: /Cart, 1 item/ }).first()).toBeVisible();
  });
}

test('a button tapped before the page is hydrated is tapped again once it is', { tag: '@phone' }, async ({ page }) => {
  // The page's code arrives late, as on a slow phone; the store's entry is running and the server's drawing is on screen.
  const release = await holdScript(page, /\/assets\/ProspectByodOptionsPage-[\w-]+\.js$/);
  await page.goto('/sales/digital/prospectbyodoptions.html');
  const cleared = page.waitForRequest('**/fraudservice/session/nse/clearCache');
  await page.getByRole('button', { name: 'Start again' }).click();
  release();
  expect((await cleared).method()).toBe('POST');
  await expect(page).toHaveURL(/\/sales\/digital\/smartphones$/);
});

test('on a phone six times slower, a query typed into the search box while the page hydrates is kept, with its suggestions', async ({
  page,
}) => {
  // The query is typed before the store's entry has even arrived: the box is the server's.
  const { release, fullSpeed } = await onSlowPhone(page, '/sales/digital/shop.html');
  const box = page.getByRole('combobox', { name: 'Search the store' });
  await box.pressSequentially('pixel');
  release();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveValue('pixel');
  await box.press('End');
  await box.pressSequentially(' 10');
  await expect(box).toHaveValue('pixel 10');
  await fullSpeed();
});
