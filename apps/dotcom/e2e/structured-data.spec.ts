import { expect, test, type APIRequestContext } from '../../../tools/e2e/test.js';

// Issue 47, deliverable 2: structured data (JSON-LD) in the server's HTML, checked for the fields the major search
// engines require and recommend for each type, on every phone and accessory of the catalogue, in both languages.

type Node = Record<string, unknown>;
const BASE = '/sales/digital';

/** The JSON-LD nodes of a page, as its server sends it (on the English or the Spanish host). */
async function nodesOf(request: APIRequestContext, path: string, host?: string): Promise<Node[]> {
  const res = await request.get(path, host ? { headers: { host } } : {});
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Node,
  );
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isPrice = (value: unknown) => typeof value === 'string' && /^\d+\.\d\d$/.test(value);
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock'];

/** What a `Product` must say (name; an offer, a rating or a review) and should (the rest), as search engines read it. */
function checkProduct(product: Node | undefined, what: string, canonical: string): void {
  expect(product, what).toBeDefined();
  const p = product as Node;
  expect(p['@context'], what).toBe('https://schema.org');
  expect(typeof p['name'] === 'string' && p['name'].length > 0, `${what} name`).toBe(true);
  expect(typeof p['description'] === 'string' && p['description'].length > 0, `${what} description`).toBe(true);
  expect(typeof p['sku'] === 'string' && p['sku'].length > 0, `${what} sku`).toBe(true);
  expect((p['brand'] as Node | undefined)?.['@type'], `${what} brand`).toBe('Brand');
  expect(typeof (p['brand'] as Node)['name'], `${what} brand name`).toBe('string');
  const images = p['image'] as unknown[];
  expect(Array.isArray(images) && images.length > 0 && images.every(isAbsolute), `${what} image`).toBe(true);
  const offer = p['offers'] as Node;
  expect(offer?.['@type'], `${what} offer`).toBe('Offer');
  expect(isPrice(offer['price']), `${what} price ${String(offer['price'])}`).toBe(true);
  expect(offer['priceCurrency'], `${what} currency`).toBe('USD');
  expect(AVAILABILITY, `${what} availability`).toContain(offer['availability']);
  expect(offer['url'], `${what} offer url`).toBe(canonical);
  expect(offer['itemCondition'], `${what} condition`).toBe('https://schema.org/NewCondition');
  const rating = p['aggregateRating'] as Node | undefined;
  if (rating) {
    expect(rating['@type'], `${what} rating`).toBe('AggregateRating');
    expect(Number(rating['ratingValue']), `${what} rating value`).toBeGreaterThanOrEqual(1);
    expect(Number(rating['ratingValue']), `${what} rating value`).toBeLessThanOrEqual(5);
    expect(Number(rating['reviewCount']), `${what} review count`).toBeGreaterThan(0);
  }
  for (const review of (p['review'] as Node[] | undefined) ?? []) {
    expect(review['@type'], `${what} review`).toBe('Review');
    expect((review['author'] as Node)['@type'], `${what} review author`).toBe('Person');
    expect(typeof (review['author'] as Node)['name'], `${what} review author name`).toBe('string');
    expect(isDay(review['datePublished']), `${what} review date`).toBe(true);
    const stars = Number((review['reviewRating'] as Node)['ratingValue']);
    expect(stars >= 1 && stars <= 5, `${what} review rating`).toBe(true);
  }
}

/** A `BreadcrumbList` whose items are in order, each named, each but the last with an absolute address. */
function checkBreadcrumbs(list: Node | undefined, what: string, last: string): void {
  expect(list, what).toBeDefined();
  const items = (list as Node)['itemListElement'] as Node[];
  expect(items.length, what).toBeGreaterThanOrEqual(2);
  items.forEach((item, i) => {
    expect(item['@type'], what).toBe('ListItem');
    expect(item['position'], what).toBe(i + 1);
    expect(typeof item['name'] === 'string' && item['name'].length > 0, what).toBe(true);
    expect(isAbsolute(item['item']), what).toBe(true);
  });
  expect(items.at(-1)?.['item'], what).toBe(last);
}

test('every phone of the catalogue: a Product with its offer, device payment, rating and reviews, and its breadcrumbs, in English and Spanish', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  const { data } = (await (await request.get('/soe/digital/deviceconfigservice/catalog/devices')).json()) as {
    data: { devices: { id: string; skus: { monthlyPrice: number; months: number }[] }[] };
  };
  expect(data.devices.length).toBeGreaterThan(10);
  for (const device of data.devices)
    for (const site of [host, `espanol.${host}`]) {
      const path = `${BASE}/smartphones/${device.id}.html`;
      const nodes = await nodesOf(request, path, site === host ? undefined : site);
      const canonical = `http://${site}${path}`;
      const [product] = ofType(nodes, 'Product');
      checkProduct(product, `${device.id} on ${site}`, canonical);
      const payment = ((product?.['offers'] as Node)['priceSpecification'] as Node[]).find(
        (spec) => spec['billingDuration'] !== undefined,
      );
      expect(payment?.['billingDuration'], device.id).toBe(device.skus[0]?.months);
      expect(payment?.['priceCurrency'], device.id).toBe('USD');
      checkBreadcrumbs(ofType(nodes, 'BreadcrumbList')[0], `${device.id} on ${site}`, canonical);
    }
});

test('every accessory of the catalogue: a Product with its offer and rating, and its breadcrumbs, in English and Spanish', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL ?? '').host;
  const { data } = (await (await request.get('/soe/digital/deviceconfigservice/catalog/accessories')).json()) as {
    data: { accessories: { id: string }[] };
  };
  expect(data.accessories.length).toBeGreaterThan(5);
  for (const accessory of data.accessories)
    for (const site of [host, `espanol.${host}`]) {
      const path = `${BASE}/shop/accessories/${accessory.id}.html`;
      const nodes = await nodesOf(request, path, site === host ? undefined : site);
      const canonical = `http://${site}${path}`;
      checkProduct(ofType(nodes, 'Product')[0], `${accessory.id} on ${site}`, canonical);
      checkBreadcrumbs(ofType(nodes, 'BreadcrumbList')[0], `${accessory.id} on ${site}`, canonical);
    }
});

test('the gridwall: its breadcrumbs, shown and said; the landing: the Organization and the WebSite with its search', async ({
  request,
  baseURL,
  page,
}) => {
  const gridwall = await nodesOf(request, `${BASE}/smartphones.html`);
  checkBreadcrumbs(ofType(gridwall, 'BreadcrumbList')[0], 'gridwall', `${baseURL}${BASE}/smartphones.html`);
  await page.goto(`${BASE}/smartphones.html`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' })).toBeVisible();

  const landing = await nodesOf(request, `${BASE}/shop.html`);
  const [organization] = ofType(landing, 'Organization');
  expect(organization?.['name']).toBe('Carrier');
  expect(isAbsolute(organization?.['url'])).toBe(true);
  const [site] = ofType(landing, 'WebSite');
  expect(isAbsolute(site?.['url'])).toBe(true);
  const action = site?.['potentialAction'] as Node;
  expect(action['@type']).toBe('SearchAction');
  const template = String((action['target'] as Node)['urlTemplate']);
  expect(template).toBe(`${baseURL}${BASE}/search.html?q={search_term_string}`);
  expect(action['query-input']).toBe('required name=search_term_string');
  // The search it names finds what it is asked for.
  const found = await request.get(template.replace('{search_term_string}', 'pixel').replace(baseURL ?? '', ''));
  expect(found.status()).toBe(200);
});
