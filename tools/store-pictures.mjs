#!/usr/bin/env node
// Screenshots of every shopping page of the built store, at 375 px and at 1440 px side by side, one PNG contact
// sheet per page, in Debian's Chromium against the sandbox: a change to a page can be looked at, not only read.
// Keep a set from before a change (`--label before`) and compare it with the set after it.
// Usage: node tools/store-pictures.mjs [--build] [--label name] [page name filter]
// The sheets go to dist/store-pictures/<label>/ (label `current` when none is given).
/* global document -- the callbacks of page.evaluate run in the browser */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { checkoutVisit, filledCart } from './checkout-cart.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ensure-chromium.mjs';
import { startSandbox } from './sandbox-process.mjs';
import { root } from './workspace.mjs';

const WIDTHS = [375, 1440];
const PORT = Number(process.env['STORE_PICTURES_PORT'] ?? 4731);
const ORIGIN = `http://localhost:${PORT}`;
const SPANISH = `http://espanol.localhost:${PORT}`;
const MAX_HEIGHT = 7000;

/**
 * The shopping pages, each as a customer reaches it; `cart` pages are visited with a filled cart, `user` pages
 * signed in as that sandbox test user, `checkout` pages with a cart taken through the checkout to that stage (or, for
 * `order`, an order placed from it).
 */
const PAGES = [
  { name: 'landing', url: `${ORIGIN}/sales/digital/shop.html` },
  { name: 'gridwall', url: `${ORIGIN}/sales/digital/smartphones.html` },
  { name: 'product', url: `${ORIGIN}/sales/digital/smartphones/google-pixel-10.html` },
  { name: 'compare', url: `${ORIGIN}/sales/digital/smartphones.html?compare=google-pixel-10,apple-iphone-17` },
  { name: 'search', url: `${ORIGIN}/sales/digital/search.html?q=galxy` },
  { name: 'search-nothing', url: `${ORIGIN}/sales/digital/search.html?q=toaster` },
  { name: 'accessories', url: `${ORIGIN}/sales/digital/shop/accessories` },
  { name: 'accessory', url: `${ORIGIN}/sales/digital/shop/accessories/voltaline-usb-c-to-usb-c-cable-1-m.html` },
  { name: 'plans', url: `${ORIGIN}/sales/digital/plans.html` },
  { name: 'protection', url: `${ORIGIN}/sales/digital/protection.html`, cart: true },
  { name: 'favorites', url: `${ORIGIN}/sales/digital/favorites.html` },
  { name: 'cart', url: `${ORIGIN}/sales/digital/cart.html`, cart: true },
  { name: 'cart-empty', url: `${ORIGIN}/sales/digital/cart.html` },
  { name: 'friends-and-family', url: `${ORIGIN}/sales/digital/friendsandfamily.html` },
  { name: 'account', url: `${ORIGIN}/sales/digital/account.html`, user: 'Jordan Joint' },
  { name: 'help', url: `${ORIGIN}/sales/digital/help.html` },
  { name: 'landing-es', url: `${SPANISH}/sales/digital/shop.html` },
  { name: 'product-es', url: `${SPANISH}/sales/digital/smartphones/google-pixel-10.html` },
  { name: 'cart-es', url: `${SPANISH}/sales/digital/cart.html`, cart: true },
  // The purchase path: the checkout's overview, a step, the review and the confirmation of an order placed.
  { name: 'checkout', url: `${ORIGIN}/sales/digital/checkout.html`, checkout: 'started' },
  { name: 'checkout-payment', url: `${ORIGIN}/sales/digital/payment.html`, checkout: 'payment' },
  { name: 'checkout-review', url: `${ORIGIN}/sales/digital/orderreview.html`, checkout: 'review' },
  { name: 'checkout-review-es', url: `${SPANISH}/sales/digital/orderreview.html`, checkout: 'review' },
  { name: 'order-confirmation', url: `${ORIGIN}/sales/digital/orderconfirmation.html`, checkout: 'order' },
  { name: 'order-confirmation-es', url: `${SPANISH}/sales/digital/orderconfirmation.html`, checkout: 'order' },
  { name: 'plans-es', url: `${SPANISH}/sales/digital/plans.html` },
  { name: 'offers', url: `${ORIGIN}/sales/digital/promohub.html` },
  { name: 'credit-card', url: `${ORIGIN}/sales/digital/creditcard/splash.html` },
  { name: 'stores', url: `${ORIGIN}/sales/digital/stores.html?zip=10001` },
  { name: 'prepaid', url: `${ORIGIN}/sales/prepaid/shop.html` },
  { name: 'prepaid-es', url: `${SPANISH}/sales/prepaid/shop.html` },
  { name: 'prepaid-plans', url: `${ORIGIN}/sales/prepaid/plans.html` },
  // The rest of the purchase path and the pages issue 49 designed, on the Spanish site too.
  { name: 'protection-es', url: `${SPANISH}/sales/digital/protection.html`, cart: true },
  { name: 'checkout-es', url: `${SPANISH}/sales/digital/checkout.html`, checkout: 'started' },
  { name: 'checkout-payment-es', url: `${SPANISH}/sales/digital/payment.html`, checkout: 'payment' },
  { name: 'friends-and-family-es', url: `${SPANISH}/sales/digital/friendsandfamily.html` },
  { name: 'offers-es', url: `${SPANISH}/sales/digital/promohub.html` },
  { name: 'credit-card-es', url: `${SPANISH}/sales/digital/creditcard/splash.html` },
  { name: 'prepaid-plans-es', url: `${SPANISH}/sales/prepaid/plans.html` },
];

const args = process.argv.slice(2);
const labelAt = args.indexOf('--label');
const label = labelAt >= 0 ? args[labelAt + 1] : 'current';
if (!label || !/^[\w-]+$/.test(label)) throw new Error('--label takes a name of letters, digits and dashes');
const filter = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--label')?.toLowerCase();
const out = join(root, 'dist/store-pictures', label);

if (args.includes('--build') || !existsSync(join(root, 'apps/dotcom/dist/index.html')))
  execFileSync(
    join(root, 'node_modules/.bin/nx'),
    ['run-many', '-t', 'build', '-p', '@carrier/dotcom', '@carrier/sandbox'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );

/** Posts to the sandbox's services as the store would (with `headers` more), and answers the answer's data. */
async function post(path, body, headers = {}) {
  const res = await fetch(`${ORIGIN}/soe/digital/prospect/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: 'XSRF-TOKEN=pictures',
      'p-csrf-token': 'pictures',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const sandbox = await startSandbox({ port: PORT });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = PAGES.filter((p) => !filter || p.name.includes(filter));
try {
  const cart = await filledCart(post);
  for (const { name, url, cart: withCart, user, checkout } of pages) {
    const shots = [];
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // A checkout page at its stage, or an order placed, for each width: a visit of its own.
      const visit = checkout ? await checkoutVisit(post, checkout) : undefined;
      for (const cookie of visit?.cookies ?? [])
        for (const domain of ['localhost', 'espanol.localhost'])
          await context.addCookies([{ ...cookie, domain, path: '/' }]);
      if (withCart)
        for (const domain of ['localhost', 'espanol.localhost'])
          await context.addCookies([
            { name: 'cartId', value: cart.id, domain, path: '/' },
            { name: 'prospectCartCount', value: String(cart.count), domain, path: '/' },
          ]);
      const page = await context.newPage();
      if (user) {
        await page.goto(`${ORIGIN}/sandbox/signin?goto=${encodeURIComponent(new URL(url).pathname)}`);
        await page.getByRole('button', { name: user }).click();
      }
      await page.goto(`${url}${visit?.query ?? ''}`, { waitUntil: 'networkidle' });
      // The whole page in the viewport, so lazy images load, then a moment for them and the layout to settle.
      const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
      await page.setViewportSize({ width, height });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      shots.push({ width, png: await page.screenshot({ fullPage: false }) });
      await context.close();
    }
    const sheet = await browser.newPage({ viewport: { width: 1900, height: 900 } });
    await sheet.setContent(`<!doctype html><html><body style="margin:0;font:14px sans-serif;background:#e5e5e5">
      <h1 style="margin:12px 16px;font-size:18px">${name} — ${url.replace(/[<>&]/g, '')}</h1>
      <div style="display:flex;gap:16px;align-items:flex-start;padding:0 16px 16px">
        ${shots
          .map(
            ({ width, png }) => `<figure style="margin:0"><figcaption>${width} px</figcaption>
            <img src="data:image/png;base64,${png.toString('base64')}" style="width:${width}px;display:block;background:#fff"></figure>`,
          )
          .join('')}
      </div></body></html>`);
    await sheet.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
    await sheet.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    await sheet.close();
    console.log(`  ${name}.png`);
  }
} finally {
  await browser.close();
  sandbox.kill();
}
console.log(`store pictures: ${pages.length} contact sheets in ${out}`);
