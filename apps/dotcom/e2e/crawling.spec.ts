import { expect, test } from '../../../tools/e2e/test.js';

// Issue 47, deliverable 3: robots.txt, the sitemap index and one sitemap per site, from the store server.

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

test('robots.txt names the sitemap index; the index names the English and the Spanish sitemaps', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(locs(await index.text())).toEqual([
    `${baseURL}/sitemaps/en.xml`,
    `${baseURL?.replace('localhost', 'espanol.localhost')}/sitemaps/es.xml`,
  ]);
});

test("the English sitemap lists every phone and accessory of the catalogue and the store's pages, no visitor's own page, and each answers 200", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemaps/en.xml')).text();
  const urls = locs(xml);
  const devices = (await (await request.get('/soe/digital/deviceconfigservice/catalog/devices')).json()) as {
    data: { devices: { id: string; released: string }[] };
  };
  const accessories = (await (await request.get('/soe/digital/deviceconfigservice/catalog/accessories')).json()) as {
    data: { accessories: { id: string }[] };
  };
  for (const device of devices.data.devices) {
    const url = `${baseURL}/sales/digital/smartphones/${device.id}.html`;
    expect(xml, device.id).toContain(`<url><loc>${url}</loc><lastmod>${device.released}</lastmod></url>`);
  }
  for (const accessory of accessories.data.accessories)
    expect(urls, accessory.id).toContain(`${baseURL}/sales/digital/shop/accessories/${accessory.id}.html`);
  for (const page of ['shop.html', 'smartphones.html', 'plans.html', 'stores.html', 'trial.html'])
    expect(urls, page).toContain(`${baseURL}/sales/digital/${page}`);
  expect(urls).toContain(`${baseURL}/sales/prepaid/shop.html`);
  for (const page of ['cart.html', 'checkout.html', 'payment.html', 'favorites.html', 'account.html'])
    expect(urls, page).not.toContain(`${baseURL}/sales/digital/${page}`);
  // Every page it lists is there, and asks to be listed (no noindex): a sample of each kind, to keep the test short.
  const sample = [
    ...urls.filter((url) => url.includes('/smartphones/')).slice(0, 2),
    ...urls.filter((url) => url.includes('/shop/accessories/')).slice(0, 2),
    ...urls.filter((url) => !/\/(smartphones|accessories)\//.test(url)),
  ];
  for (const url of sample) {
    const res = await request.get(url.replace(baseURL ?? '', ''));
    expect(res.status(), url).toBe(200);
    expect(res.headers()['x-robots-tag'], url).toBeUndefined();
  }
});

test('the Spanish sitemap lists the same pages on the Spanish host', async ({ request, baseURL }) => {
  const english = locs(await (await request.get('/sitemaps/en.xml')).text());
  const spanish = locs(await (await request.get('/sitemaps/es.xml')).text());
  const host = new URL(baseURL ?? '').host;
  expect(spanish).toEqual(english.map((url) => url.replace(`//${host}`, `//espanol.${host}`)));
});
