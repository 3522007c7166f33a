import { expect, test } from '../../../tools/e2e/test.js';
import { storeDrawn } from '../../../tools/e2e/fixtures';

// Issue 47, deliverable 1: each page says what it is in the head of the HTML the store server sends (what a search
// engine, a link preview or a slow phone reads first), and the head follows the page in the browser.

const BASE = '/sales/digital';
const PHONE = `${BASE}/smartphones/google-pixel-10.html`;

/** The head of an HTML answer. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (head: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];
const linkHref = (head: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(head)?.[1];

test("a phone's page, as the server sends it: its own title with its prices, description, canonical, alternates and preview", async ({
  request,
  baseURL,
}) => {
  const res = await request.get(`${PHONE}?color=frost&utm_source=mail`);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBeUndefined();
  const head = headOf(await res.text());
  expect(head).toMatch(/<title>Google Pixel 10: from \$[\d,]+\.\d\d or \$[\d,]+\.\d\d\/mo \| Carrier<\/title>/);
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head.match(/name="description"/g)).toHaveLength(1);
  expect(metaContent(head, 'description')).toMatch(/^Buy the Google Pixel 10 from \$.+ for 36 months/);
  expect(metaContent(head, 'og:type')).toBe('product');
  expect(metaContent(head, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/content\/.+\.svg$/);
  expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
  const canonical = `${baseURL}${PHONE}`;
  expect(linkHref(head, 'canonical')).toBe(canonical);
  expect(linkHref(head, 'alternate', 'en-US')).toBe(canonical);
  expect(linkHref(head, 'alternate', 'x-default')).toBe(canonical);
  expect(linkHref(head, 'alternate', 'es-US')).toBe(canonical.replace('localhost', 'espanol.localhost'));
  // The image the preview names is there.
  expect((await request.get(metaContent(head, 'og:image') ?? '')).status()).toBe(200);
});

test('a cart or a checkout asks search engines not to list it (meta and X-Robots-Tag); the catalogue does not', async ({
  request,
}) => {
  for (const path of [`${BASE}/cart.html`, `${BASE}/checkout.html`, `${BASE}/favorites.html`]) {
    const res = await request.get(path);
    expect(res.headers()['x-robots-tag'], path).toBe('noindex');
    expect(headOf(await res.text()), path).toContain('<meta name="robots" content="noindex" />');
  }
  for (const path of [`${BASE}/shop.html`, `${BASE}/smartphones.html`, `${BASE}/plans.html`]) {
    const res = await request.get(path);
    expect(res.headers()['x-robots-tag'], path).toBeUndefined();
    expect(headOf(await res.text()), path).not.toContain('name="robots"');
  }
});

test('in the browser, the head follows the page: from the gridwall to a phone, its title and canonical address', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${BASE}/smartphones.html?maker=Google&sort=price-asc`);
  await storeDrawn(page);
  await expect(page).toHaveTitle('Smartphones: Google | Carrier');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${baseURL}${BASE}/smartphones.html?maker=Google`);
  await page
    .locator('main')
    .getByRole('link', { name: /Pixel 10$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/google-pixel-10\.html/);
  await expect(page).toHaveTitle(/^Google Pixel 10: from \$.+\/mo \| Carrier$/);
  await expect(canonical).toHaveAttribute('href', `${baseURL}${PHONE}`);
  await expect(canonical).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Buy the Google Pixel 10 from/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /google-pixel-10/);
});

test('the Spanish site says it in Spanish, canonical on its own host', async ({ request, baseURL }) => {
  // Asked on the Spanish host (the name a browser sends to this machine; Node's resolver does not know it).
  const host = new URL(baseURL ?? '').host;
  const res = await request.get(PHONE, { headers: { host: `espanol.${host}` } });
  const head = headOf(await res.text());
  expect(head).toMatch(/<title>Google Pixel 10: desde \$.+ o \$.+\/mes \| Carrier<\/title>/);
  expect(metaContent(head, 'og:locale')).toBe('es_US');
  expect(linkHref(head, 'canonical')).toBe(`http://espanol.${host}${PHONE}`);
  expect(linkHref(head, 'alternate', 'en-US')).toBe(`${baseURL}${PHONE}`);
});
