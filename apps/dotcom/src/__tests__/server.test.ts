// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountJourney } from '@carrier/journey-account';
import { cartJourney } from '@carrier/journey-cart';
import { checkoutJourney } from '@carrier/journey-checkout';
import { trialJourney } from '@carrier/journey-trial';
import { fnfJourney } from '@carrier/journey-fnf';
import { shopJourney } from '@carrier/journey-shop';
import { CATALOGUE_PHONES, LANDING_CONTENT, catalogueAccessory } from '@carrier/journey-shop/testing';
import { CART } from '@carrier/storefront/testing';
import { serverOptions } from './server-options.js';
import { renderStorePage, storePagePatterns, storeSitemap, type DrawnPage } from '@carrier/storefront/prerender';

const OPTIONS = serverOptions([shopJourney, cartJourney, fnfJourney, accountJourney]);

const ORIGIN = 'https://store.example';
const answer = (path: string, host = 'store.example', cookies = '') =>
  renderStorePage(OPTIONS, {
    url: `http://${host}${path}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies,
    origin: ORIGIN,
  });

/** The page drawn at `path` (a test of a redirect asks `answer`). */
async function draw(path: string, host?: string, cookies?: string): Promise<DrawnPage | undefined> {
  const page = await answer(path, host, cookies);
  if (page && 'location' in page) throw new Error(`${path} redirects to ${page.location}`);
  return page;
}

describe('pages drawn on the server, one request each', () => {
  it("draws the header, the page's title and its placeholders, for a prospect, in English and Spanish", async () => {
    const en = await draw('/sales/digital/shop.html');
    expect(en?.status).toBe(200);
    expect(en?.html).toContain('<header');
    expect(en?.html).toMatch(/<h1[^>]*>Shop phones, plans and more<\/h1>/);
    expect(en?.html).toContain('aria-label="Sign in"');
    expect(en?.html).toContain('<footer');
    const es = await draw('/sales/digital/shop.html', 'espanol.store.example');
    expect(es?.html).toContain('lang="es"');
    expect(es?.html).not.toContain('Shop phones, plans and more');
  });

  it("writes the request's own address, on the public origin: the other language's site, the sign-in's way back", async () => {
    const product = await draw('/sales/digital/smartphones/google-pixel-10.html?color=iris', 'attacker.example');
    expect(product?.html).toContain(
      'href="https://espanol.store.example/sales/digital/smartphones/google-pixel-10.html?color=iris"',
    );
    expect(product?.html).toContain(
      `/signin?goto=${encodeURIComponent('/sales/digital/smartphones/google-pixel-10.html?color=iris')}`,
    );
    expect(product?.html).not.toContain('attacker.example');
    expect(product?.html).toContain('aria-busy="true"');
  });

  it('a host under the store’s own domain is the one the browser is on: its links are written on it', async () => {
    const page = await draw('/sales/digital/shop.html', 'shop.store.example');
    expect(page?.html).toContain('href="https://espanol.shop.store.example/sales/digital/shop.html"');
    const spanish = await draw('/sales/digital/shop.html', 'espanol.shop.store.example');
    expect(spanish?.html).toContain('href="https://shop.store.example/sales/digital/shop.html"');
    const lookalike = await draw('/sales/digital/shop.html', 'evilstore.example');
    expect(lookalike?.html).not.toContain('evilstore');
  });

  it('markup in the address is written as text, never as markup', async () => {
    const page = await draw(`/sales/digital/smartphones/${encodeURIComponent('"><script>x</script>')}.html?q="><b>`);
    expect(page?.html).not.toMatch(/<script|<b>/);
  });

  it('an address the store would only write otherwise (a comma, a space as %20) is drawn as it is', async () => {
    const compare = await draw('/sales/digital/smartphones.html?compare=google-pixel-10,apple-iphone-17');
    expect(compare?.status).toBe(200);
    const search = await draw('/sales/digital/search.html?q=pixel%2010');
    expect(search?.status).toBe(200);
  });

  it('a query the page would clean (markup for a category), or a page that sends elsewhere, answers a redirect there', async () => {
    expect(await answer(`/sales/digital/smartphones.html?category=${encodeURIComponent('<img src=x>')}`)).toEqual({
      status: 307,
      location: '/sales/digital/smartphones.html?category=smartphones',
    });
    expect(
      await answer('/sales/digital/smartphones.html?productType=accessory&compatibledevice=google-pixel-10'),
    ).toEqual({
      status: 307,
      location: '/sales/digital/shop/accessories?device=google-pixel-10',
    });
  });

  it('an address that is no page of the store is drawn as the not-found page, with 404', async () => {
    const missing = await draw('/sales/digital/no-such-page.html');
    expect(missing?.status).toBe(404);
    expect(missing?.html).toContain('<main id="main"');
  });

  it("an address under none of the app's sales bases is not the app's to draw", async () => {
    expect(await draw('/sales/prepaid/shop.html')).toBeUndefined();
    expect(await draw('/stores/video-assist')).toBeUndefined();
  });

  it('every page of the store is drawn with no script in it (the pages allow none inline), and none fails', async () => {
    const patterns = await storePagePatterns(OPTIONS.journeys);
    for (const pattern of patterns)
      for (const host of ['store.example', 'espanol.store.example']) {
        const path = `/sales/digital${pattern.replace(/\{\$([A-Za-z]+)\}/g, 'sample-$1')}`;
        const page = await draw(path, host);
        expect(page?.html, path).toContain('<main id="main"');
        expect(page?.html, path).not.toContain('<script');
        expect(page?.html, path).not.toContain('Something went wrong.');
        // A part that failed on the server is left for the browser to draw (React's marker): none may.
        expect(page?.html, path).not.toContain('<!--$!-->');
      }
  });

  it("is drawn for the visitor the request's cookies say: signed in and greeted, their cart's count", async () => {
    const page = await draw(
      '/sales/digital/shop.html',
      'store.example',
      'loggedIn=true; firstName=Paula; gnCartCount=3',
    );
    expect(page?.html).toContain('Hi, Paula');
    expect(page?.html).toContain('Cart, 3 items');
    expect(page?.personal).toBe(true);
    const prospect = await draw('/sales/digital/shop.html');
    expect(prospect?.html).not.toContain('Hi, ');
    expect(prospect?.html).toContain('Cart, empty');
    expect(prospect?.personal).toBe(false);
    // A prospect's cart, or a guest checkout, is one visitor's too.
    expect((await draw('/sales/digital/shop.html', 'store.example', 'cartId=C1'))?.personal).toBe(true);
    expect((await draw('/sales/digital/shop.html', 'store.example', 'lastTwoDigits=42'))?.personal).toBe(true);
  });
});

describe('nothing shared between visitors', () => {
  it("two customers' pages drawn at once, many times interleaved, each hold only their own: name, cart, language", async () => {
    const paula = () =>
      draw('/sales/digital/smartphones.html', 'store.example', 'loggedIn=true; firstName=Paula; gnCartCount=3');
    const jordan = () =>
      draw('/sales/digital/cart.html', 'espanol.store.example', 'loggedIn=true; firstName=Jordan; gnCartCount=1');
    const drawn = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? paula() : jordan())));
    drawn.forEach((page, i) => {
      const html = page?.html ?? '';
      if (i % 2 === 0) {
        expect(html).toContain('Hi, Paula');
        expect(html).toContain('Cart, 3 items');
        expect(html).toMatch(/^<div[^>]* lang="en"/);
        expect(html).not.toContain('Jordan');
      } else {
        expect(html).toContain('Jordan');
        expect(html).toMatch(/^<div[^>]* lang="es"/);
        expect(html).not.toMatch(/Paula|Cart, 3 items/);
      }
    });
  });
});

/** Strings that end a script element, open a comment or end a line in old script parsers: none may break out. */
const NAUGHTY = [
  '</script><script>alert(1)</script>',
  '<!--',
  '-->',
  '\u2028',
  '\u2029',
  '<img src=x onerror=alert(1)>',
  '&amp;"\'',
];

/**
 * The carrier's services for a page drawn on the server: the catalogue of `phones` and `accessories`, the landing's
 * content; each request is kept, to see what the server sent.
 */
/** The content service's footer: one group of links to the store's own pages. */
const FOOTER_CONTENT = {
  groups: [
    { id: 'shop', title: 'Shop our store', links: [{ label: 'Every phone we sell', path: '/smartphones.html' }] },
  ],
  note: 'Prices and offers as shown.',
};

function catalogueServices(
  phones: readonly unknown[] = CATALOGUE_PHONES,
  accessories: readonly unknown[] = [],
  retired: readonly unknown[] = [],
  plans: readonly unknown[] = [],
) {
  const requests: Request[] = [];
  const ok = (data: unknown) => Response.json({ serviceHeader: { statusCode: '200' }, data });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/deviceconfigservice/catalog/devices')) return ok({ devices: phones, retired });
    if (pathname.endsWith('/deviceconfigservice/catalog/accessories')) return ok({ accessories });
    if (pathname.endsWith('/plansservice/plans')) return ok({ plans });
    if (pathname.endsWith('/tradeinservice/tradein/devices')) return ok({ makes: [] });
    const reviews = /catalog\/devices\/([^/]+)\/reviews$/.exec(pathname);
    if (reviews) return ok({ deviceId: reviews[1], average: 0, count: 0, histogram: [], reviews: [] });
    if (pathname.endsWith('/services-v1/landing.model.json')) return Response.json(LANDING_CONTENT);
    if (pathname.endsWith('/services-v1/footer.model.json')) return Response.json(FOOTER_CONTENT);
    return Response.json({ errors: [{ id: 'NOT_HERE', message: 'No such service here.' }] }, { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const withData = (path: string, fetch: typeof globalThis.fetch, cookies = '', host = 'store.example') =>
  renderStorePage(OPTIONS, {
    url: `http://${host}${path}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies,
    origin: ORIGIN,
    fetch,
  }) as Promise<DrawnPage>;

/** Fields the catalogue's contract holds to a list of values or a pattern: they keep theirs. */
const FIXED = new Set(['os', 'tier', 'panel', 'sim', 'hex', 'condition', 'released']);

/** Every free string of `value` with `suffix` added (a badge keeps its id, one of three). */
const suffixed = (value: unknown, suffix: string, key = ''): unknown =>
  typeof value === 'string'
    ? FIXED.has(key)
      ? value
      : `${value}${suffix}`
    : Array.isArray(value)
      ? value.map((item) =>
          key === 'badges'
            ? { ...(suffixed(item, suffix) as object), id: (item as { id: string }).id }
            : suffixed(item, suffix),
        )
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, suffixed(v, suffix, k)]))
        : value;

describe("the page's data, read once on the server", () => {
  it("draws a phone's page whole (its name, its price, its heading), read with the visitor's cookies", async () => {
    const services = catalogueServices();
    const page = await withData(
      '/sales/digital/smartphones/google-pixel-10.html',
      services.fetch,
      'cartId=C9; role=guest',
    );
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Google google-pixel-10<\/h1>/);
    expect(page.html).toMatch(/\$\d+\.\d\d/);
    expect(page.html).not.toContain('aria-busy="true"><span');
    const catalogue = services.requests.find((r) => r.url.includes('catalog/devices'));
    expect(catalogue?.headers.get('Cookie')).toBe('cartId=C9; role=guest');
    expect(catalogue?.headers.get('channelId')).toBeTruthy();
  });

  it("draws a visitor's cart page whole (each line, the amounts), read (GET) with the visitor's cookies, never shared", async () => {
    const services = catalogueServices();
    const withCart = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/cartservice/cart/read')) return services.fetch(request);
      services.requests.push(request);
      return Response.json({ serviceHeader: { statusCode: '00000' }, data: CART });
    }) as typeof globalThis.fetch;
    const page = await withData('/sales/digital/cart.html', withCart, `cartId=${CART.cartId}; prospectCartCount=1`);
    expect(page.status).toBe(200);
    expect(page.personal).toBe(true);
    expect(page.html).toMatch(/Line 1: Google Pixel 10/);
    expect(page.html).toContain('$48.93');
    const read = services.requests.find((r) => r.url.includes('cartservice/cart/read'));
    expect(read?.method).toBe('GET');
    expect(new URL(read?.url ?? 'http://x').searchParams.get('cartId')).toBe(CART.cartId);
    expect(read?.headers.get('Cookie')).toBe(`cartId=${CART.cartId}; prospectCartCount=1`);
  });

  it('the server only reads (GET): a call that may change something, or needs the visitor’s token, is the browser’s', async () => {
    const services = catalogueServices();
    for (const path of ['/sales/digital/search.html?q=pixel', '/sales/digital/smartphones/google-pixel-10.html'])
      await withData(path, services.fetch, 'loggedIn=true; firstName=Paula');
    expect(services.requests.length).toBeGreaterThan(0);
    expect(services.requests.filter((r) => r.method !== 'GET').map((r) => new URL(r.url).pathname)).toEqual([]);
  });

  it('a visitor the store knows nothing of (no cookie but the request token) reads through the shared cache, with no cookie', async () => {
    const own = catalogueServices();
    const shared = catalogueServices();
    const page = await renderStorePage(OPTIONS, {
      url: 'http://store.example/sales/digital/smartphones/google-pixel-10.html',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      cookies: 'XSRF-TOKEN=abc; cdlThrottleList=NSE_REDIRECT_TH_PROSPECT',
      origin: ORIGIN,
      fetch: own.fetch,
      sharedFetch: shared.fetch,
    });
    expect(page && 'html' in page && page.html).toMatch(/<h1[^>]*>Google google-pixel-10<\/h1>/);
    expect(own.requests).toEqual([]);
    expect(shared.requests.length).toBeGreaterThan(0);
    for (const request of shared.requests) expect(request.headers.get('Cookie')).toBeNull();
  });

  it.each(['loggedIn=true; firstName=Paula', 'XSRF-TOKEN=abc; cartId=C9', 'sandboxScope=e2e-1', 'intent=upgrade'])(
    'a visitor with a cookie of their own (%s) reads with it, never through the shared cache',
    async (cookies) => {
      const own = catalogueServices();
      const shared = catalogueServices();
      await renderStorePage(OPTIONS, {
        url: 'http://store.example/sales/digital/smartphones/google-pixel-10.html',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        cookies,
        origin: ORIGIN,
        fetch: own.fetch,
        sharedFetch: shared.fetch,
      });
      expect(shared.requests).toEqual([]);
      expect(own.requests.length).toBeGreaterThan(0);
      for (const request of own.requests) expect(request.headers.get('Cookie')).toBe(cookies);
    },
  );

  it("draws the footer's links read from the content service, and carries them for the browser (not read again)", async () => {
    const services = catalogueServices();
    const page = await withData('/sales/digital/smartphones.html', services.fetch);
    expect(page.html).toContain('Shop our store');
    expect(page.html).toContain('href="/sales/digital/smartphones.html">Every phone we sell</a>');
    expect(page.reads).toContain('Every phone we sell');
  });

  it('a page of the catalogue drawn whole for a visitor the store knows nothing of is the same for all of them (shared)', async () => {
    const services = catalogueServices();
    for (const path of [
      '/sales/digital/shop.html',
      '/sales/digital/smartphones.html',
      '/sales/digital/smartphones/google-pixel-10.html',
    ])
      expect((await withData(path, services.fetch, 'XSRF-TOKEN=abc')).shared, path).toBe(true);
  });

  it.each([
    ['a visitor with a cart', '/sales/digital/shop.html', 'cartId=C9'],
    ['a signed-in customer', '/sales/digital/smartphones.html', 'loggedIn=true; firstName=Paula'],
    ['a visitor with a cookie of their own', '/sales/digital/shop.html', 'intent=upgrade'],
    ['a page that is not the catalogue', '/sales/digital/cart.html', ''],
    ['an unknown phone', '/sales/digital/smartphones/no-such-phone.html', ''],
  ])('%s is not shared (%s)', async (_who, path, cookies) => {
    expect((await withData(path, catalogueServices().fetch, cookies)).shared).toBe(false);
  });

  it('a catalogue page whose read failed (drawn loading) is not shared: the next visitor gets it whole', async () => {
    const failing = (async () => new Response('down', { status: 503 })) as unknown as typeof globalThis.fetch;
    expect((await withData('/sales/digital/smartphones.html', failing)).shared).toBe(false);
  });

  it('what the page read is carried in the page, to be taken by the browser as it hydrates', async () => {
    const page = await withData('/sales/digital/smartphones/google-pixel-10.html', catalogueServices().fetch);
    const reads = JSON.parse(page.reads) as Record<string, { key: string; value: { device: { id: string } } }>;
    const read = Object.values(reads).find((r) => r.key === '["google-pixel-10",0]');
    expect(read?.value.device.id).toBe('google-pixel-10');
  });

  it('an unknown phone or accessory answers 404, with the page that says so', async () => {
    const services = catalogueServices();
    const phone = await withData('/sales/digital/smartphones/no-such-phone.html', services.fetch);
    expect(phone.status).toBe(404);
    expect(phone.html).toContain('We could not find this phone.');
    const accessory = await withData('/sales/digital/accessories/no-such-case.html', services.fetch);
    expect(accessory.status).toBe(404);
  });

  it('a phone sold before answers 301 to the phone that took its place', async () => {
    const services = catalogueServices(
      CATALOGUE_PHONES,
      [],
      [{ id: 'google-pixel-8', successorId: 'google-pixel-10' }],
    );
    expect(await withData('/sales/digital/smartphones/google-pixel-8.html', services.fetch)).toEqual({
      status: 301,
      location: '/sales/digital/smartphones/google-pixel-10.html',
    });
    // A phone the catalogue never had is still not found.
    expect((await withData('/sales/digital/smartphones/google-pixel-7.html', services.fetch)).status).toBe(404);
  });

  it('a read that fails is drawn as loading and carried nowhere: the browser reads it and shows its failure', async () => {
    const failing = (async () => new Response('down', { status: 503 })) as unknown as typeof globalThis.fetch;
    const page = await withData('/sales/digital/smartphones/google-pixel-10.html', failing);
    expect(page.status).toBe(200);
    expect(page.html).toContain('aria-busy="true"');
    expect(JSON.parse(page.reads)).toEqual({});
  });

  it.each(NAUGHTY)(
    'every string the services answer, with %j in it, stays text: nothing breaks out of the page',
    async (naughty) => {
      const phones = CATALOGUE_PHONES.map((phone) => suffixed(phone, naughty));
      const page = await withData(
        `/sales/digital/smartphones/${encodeURIComponent(`google-pixel-10${naughty}`)}.html`,
        catalogueServices(phones).fetch,
      );
      const gridwall = await withData('/sales/digital/smartphones.html', catalogueServices(phones).fetch);
      for (const drawn of [page, gridwall]) {
        expect(drawn.reads).not.toMatch(/[<>&\u2028\u2029]/);
        expect(drawn.html).not.toContain('<script');
        expect(drawn.html).not.toContain('<img src=x');
        expect(drawn.html).not.toContain('<!--<!--');
      }
      const reads = Object.values(JSON.parse(gridwall.reads) as Record<string, { value: unknown }>);
      // The phones as the gridwall lists them: every string as the services wrote it, no stock per store.
      const listed = (phones as typeof CATALOGUE_PHONES).map((phone) => ({
        ...phone,
        skus: phone.skus.map((sku) => ({ ...sku, stock: {} })),
      }));
      expect(reads.map((r) => r.value)).toContainEqual(listed);
    },
  );
});

describe('each page says what it is, in the head of its HTML (issue 47, deliverable 1)', () => {
  const metaOf = (page: DrawnPage, key: string) =>
    page.head.meta.find((m) => m.name === key || m.property === key)?.content;
  const linkOf = (page: DrawnPage, rel: string, hreflang?: string) =>
    page.head.links.find((l) => l.rel === rel && l.hreflang === hreflang)?.href;

  it("a phone's page: its name, its price from and its monthly price; its picture; its canonical address on the public origin", async () => {
    const page = await withData(
      '/sales/digital/smartphones/google-pixel-10.html?color=black&utm_source=mail',
      catalogueServices().fetch,
    );
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(page.html)?.[1] ?? '';
    expect(heading).not.toBe('');
    expect(page.head.title).toMatch(
      new RegExp(`^${heading}: from \\$[\\d,]+\\.\\d\\d or \\$[\\d,]+\\.\\d\\d/mo \\| Carrier$`),
    );
    expect(metaOf(page, 'description')).toMatch(new RegExp(`^Buy the ${heading} from \\$.+/mo for \\d+ months`));
    expect(metaOf(page, 'og:type')).toBe('product');
    expect(metaOf(page, 'og:image')).toMatch(/^https:\/\/store\.example\/content\/vcg\/images\/devices\/.+\.svg$/);
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
    const canonical = 'https://store.example/sales/digital/smartphones/google-pixel-10.html';
    expect(linkOf(page, 'canonical')).toBe(canonical);
    expect(metaOf(page, 'og:url')).toBe(canonical);
    expect(linkOf(page, 'alternate', 'en-US')).toBe(canonical);
    expect(linkOf(page, 'alternate', 'x-default')).toBe(canonical);
    expect(linkOf(page, 'alternate', 'es-US')).toBe(
      'https://espanol.store.example/sales/digital/smartphones/google-pixel-10.html',
    );
  });

  it('on the Spanish site, in Spanish, canonical on the Spanish host, pointing back to the English page', async () => {
    const page = await withData(
      '/sales/digital/smartphones/google-pixel-10.html',
      catalogueServices().fetch,
      '',
      'espanol.store.example',
    );
    expect(page.head.title).toMatch(/: desde \$.+ o \$.+\/mes \| Carrier$/);
    expect(metaOf(page, 'description')).toMatch(/^Compra el .+ desde \$/);
    expect(metaOf(page, 'og:locale')).toBe('es_US');
    expect(linkOf(page, 'canonical')).toBe(
      'https://espanol.store.example/sales/digital/smartphones/google-pixel-10.html',
    );
    expect(linkOf(page, 'alternate', 'en-US')).toBe(
      'https://store.example/sales/digital/smartphones/google-pixel-10.html',
    );
  });

  it("never on the request's Host: a host that is not the store's gets the public origin's addresses", async () => {
    const page = await withData('/sales/digital/shop.html', catalogueServices().fetch, '', 'evil.example');
    for (const link of page.head.links) expect(link.href).toMatch(/^https:\/\/(espanol\.)?store\.example\//);
  });

  it('a page with no description of its own has its title and the store’s words; none is the bare brand', async () => {
    for (const path of [
      '/sales/digital/cart.html',
      '/sales/digital/favorites.html',
      '/sales/digital/search.html?q=pixel',
    ]) {
      const page = await withData(path, catalogueServices().fetch);
      expect(page.head.title, path).toMatch(/^.+ \| Carrier$/);
      const own = page.head.title.replace(/ \| Carrier$/, '');
      expect(metaOf(page, 'description'), path).toBe(
        `${own}. Shop phones, plans and Friends and Family savings at Carrier.`,
      );
      expect(metaOf(page, 'twitter:card'), path).toBe('summary');
    }
  });

  it('a gridwall: its category and filters in its title; its canonical address keeps the filters, not the sort', async () => {
    const page = await withData(
      '/sales/digital/smartphones.html?sort=price-asc&maker=Apple&fiveG=true&view=retail',
      catalogueServices().fetch,
    );
    expect(page.head.title).toBe('Smartphones: Apple, 5G | Carrier');
    expect(metaOf(page, 'description')).toMatch(/^Smartphones \(Apple, 5G\): compare prices/);
    expect(linkOf(page, 'canonical')).toBe(
      'https://store.example/sales/digital/smartphones.html?fiveG=true&maker=Apple',
    );
    const plain = await withData('/sales/digital/smartphones.html', catalogueServices().fetch);
    expect(plain.head.title).toBe('Smartphones | Carrier');
    expect(linkOf(plain, 'canonical')).toBe('https://store.example/sales/digital/smartphones.html');
  });

  it("an accessory's page: its name and price, its maker and colour, its picture", async () => {
    const cable = catalogueAccessory({ id: 'usb-c-cable', name: 'USB-C Cable 1 m', brand: 'Voltaline', price: 19.99 });
    const page = await withData(
      '/sales/digital/shop/accessories/usb-c-cable.html',
      catalogueServices(CATALOGUE_PHONES, [cable]).fetch,
    );
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>USB-C Cable 1 m<\/h1>/);
    expect(page.head.title).toBe('USB-C Cable 1 m: $19.99 | Carrier');
    expect(metaOf(page, 'description')).toMatch(/^USB-C Cable 1 m by Voltaline, in .+: \$19\.99\./);
    expect(metaOf(page, 'og:type')).toBe('product');
    expect(metaOf(page, 'og:image')).toMatch(/^https:\/\/store\.example\//);
  });

  it('a cart, a checkout step, an account page, a sign-in, the test drive’s dashboard: noindex; the catalogue: not', async () => {
    const options = serverOptions([shopJourney, cartJourney, accountJourney, checkoutJourney, trialJourney]);
    for (const path of [
      '/sales/digital/cart.html',
      '/sales/digital/checkout.html',
      '/sales/digital/account.html',
      '/sales/digital/guestlogin.html',
      '/sales/digital/favorites.html',
      '/sales/digital/trial/dashboard.html',
    ]) {
      const page = (await renderStorePage(options, {
        url: `http://store.example${path}`,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        origin: ORIGIN,
        fetch: catalogueServices().fetch,
      })) as DrawnPage;
      expect(page.status, path).toBe(200);
      expect(page.noindex, path).toBe(true);
      expect(metaOf(page, 'robots'), path).toBe('noindex');
    }
    for (const path of [
      '/sales/digital/shop.html',
      '/sales/digital/smartphones.html',
      '/sales/digital/smartphones/google-pixel-10.html',
      '/sales/digital/plans.html',
    ]) {
      const page = await withData(path, catalogueServices().fetch);
      expect(page.noindex, path).toBe(false);
      expect(metaOf(page, 'robots'), path).toBeUndefined();
    }
  });

  it('the plans page: each plan with its price a month for one line', async () => {
    const plan = (id: string, name: string, price: number) => ({
      id,
      name,
      type: 'postpaid',
      pricePerLine: [price, price - 10],
      autopayDiscount: 10,
      data: 'Unlimited',
      hotspot: '30 GB',
      features: [],
    });
    const plans = [plan('welcome', 'Unlimited Welcome', 65), plan('plus', 'Unlimited Plus', 80)];
    const page = await withData('/sales/digital/plans.html', catalogueServices(CATALOGUE_PHONES, [], [], plans).fetch);
    expect(page.head.title).toBe('Plans | Carrier');
    expect(metaOf(page, 'description')).toBe(
      'Our plans, priced per month for one line: Unlimited Welcome $65.00, Unlimited Plus $80.00.',
    );
  });
});

describe("the pages a search engine may list (the store server's sitemaps, issue 47)", () => {
  it('every page of the catalogue with no path variable, each phone sold (with the day it was released) and each accessory; no one visitor’s page', async () => {
    const cable = catalogueAccessory({ id: 'usb-c-cable', name: 'USB-C Cable 1 m', brand: 'Voltaline', price: 19.99 });
    const options = serverOptions([shopJourney, cartJourney, accountJourney, checkoutJourney, trialJourney]);
    const pages = await storeSitemap(options, {
      origin: ORIGIN,
      fetch: catalogueServices(CATALOGUE_PHONES, [cable]).fetch,
    });
    const paths = pages.map((page) => page.path);
    for (const path of ['shop.html', 'smartphones.html', 'plans.html', 'shop/accessories', 'trial.html'])
      expect(paths, path).toContain(`/sales/digital/${path}`);
    for (const phone of CATALOGUE_PHONES)
      expect(pages, phone.id).toContainEqual({
        path: `/sales/digital/smartphones/${phone.id}.html`,
        lastmod: phone.released,
      });
    expect(paths).toContain('/sales/digital/shop/accessories/usb-c-cable.html');
    for (const path of [
      'cart.html',
      'checkout.html',
      'favorites.html',
      'search.html',
      'account.html',
      'trial/dashboard.html',
    ])
      expect(paths, path).not.toContain(`/sales/digital/${path}`);
    expect(paths.filter((path) => path.includes('{'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("a catalogue that cannot be read leaves its phones out, not the store's other pages", async () => {
    const pages = await storeSitemap(OPTIONS, {
      origin: ORIGIN,
      fetch: (async () => new Response('down', { status: 503 })) as typeof fetch,
    });
    const paths = pages.map((page) => page.path);
    expect(paths).toContain('/sales/digital/shop.html');
    expect(paths.some((path) => path.startsWith('/sales/digital/smartphones/'))).toBe(false);
  });
});
