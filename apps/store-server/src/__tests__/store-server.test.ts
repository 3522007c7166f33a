import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreServer, type Services } from '../app.js';
import { proxyServices } from '../proxy.js';
import { SIMULATOR_PATH, isWebViewRequest, type ServedApp } from '../static.js';

const NAUGHTY_STRINGS = createRequire(import.meta.url)('big-list-of-naughty-strings') as string[];
const ORIGIN = 'http://localhost:4200';

/** A built app folder whose page says which app it is, with one hashed asset. */
function builtApp(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `store-server-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><meta name="description" content="The store." /><title>${name}</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  if (name === 'dotcom') {
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'server.js'), SERVER_MODULE);
  }
  mkdirSync(join(dist, 'simulator'));
  writeFileSync(join(dist, 'simulator', 'simulator.html'), '<!doctype html><title>simulator</title>');
  return dist;
}

/**
 * The server module of a built app (apps/<app>/src/server.ts): it draws each page it knows, and the not-found page
 * for the rest; one address makes it fail.
 */
const SERVER_MODULE = `export async function renderPage({ url, origin, cookies, fetch, sharedFetch }) {
  const { pathname, search } = new URL(url);
  if (!pathname.startsWith('/sales/')) return undefined;
  if (pathname.endsWith('/shared.html')) {
    if (!sharedFetch) return { status: 200, html: '<h1>No shared reads</h1>' };
    const answer = await (await sharedFetch(new URL('/soe/digital/public-catalog', url))).json();
    return { status: 200, html: '<h1>Read ' + answer.read + '</h1>' };
  }
  if (pathname.endsWith('/reads.html')) {
    const answer = await (await fetch(new URL('/soe/digital/catalog', url), { headers: { Cookie: cookies } })).json();
    return { status: 200, html: '<h1>Read</h1>', reads: JSON.stringify({ a: { key: '[]', value: answer } }) };
  }
  if (pathname.endsWith('/catalogue.html'))
    return { status: 200, html: '<h1>Phones</h1>', personal: false, shared: cookies === '' };
  if (pathname.endsWith('/unsafe.html'))
    return { status: 200, html: '<h1>Unsafe</h1>', reads: '{"a":"</script><script>alert(1)</script>"}' };
  if (pathname.endsWith('/head.html'))
    return {
      status: 200,
      html: '<h1>Pixel</h1>',
      head: {
        title: 'Pixel </title><script>alert(1)</script> | Carrier',
        meta: [
          { name: 'description', content: 'Buy it "now" & <b>save</b>' },
          { property: 'og:title', content: 'Pixel' },
        ],
        links: [{ rel: 'canonical', href: 'https://www.example.com/sales/digital/head.html?a=1&b="2"' }],
        jsonLd: ['{"@context":"https://schema.org","@type":"Product","name":"Pixel \\\\u003c/script\\\\u003e"}'],
      },
    };
  if (pathname.endsWith('/mine.html')) return { status: 200, html: '<h1>Your cart</h1>', personal: true, noindex: true };
  if (pathname.endsWith('/unsafe-data.html'))
    return {
      status: 200,
      html: '<h1>Unsafe data</h1>',
      head: { title: 'Data', meta: [], links: [], jsonLd: ['{"name":"</script><script>alert(1)</script>"}'] },
    };
  if (pathname.endsWith('/odd-head.html'))
    return { status: 200, html: '<h1>Odd</h1>', head: { title: 'Odd', meta: [{ name: 'description', content: 7 }], links: [] } };
  if (pathname.endsWith('/broken.html')) throw new Error('cannot draw');
  if (pathname.endsWith('/odd.html')) return { status: 500, html: 'odd' };
  if (pathname.endsWith('/moved.html')) return { status: 307, location: '/sales/digital/shop.html?category=smartphones' };
  if (pathname.endsWith('/away.html')) return { status: 302, location: '//evil.example/sales/digital/shop.html' };
  const known = ['/sales/digital/shop.html', '/sales/digital/cart.html'].includes(pathname);
  const personal = pathname.endsWith('/cart.html');
  return known
    ? { status: 200, html: '<h1>Drawn ' + pathname + '</h1><a href="' + origin + '">home</a>' + search.length, personal }
    : { status: 404, html: '<h1>We can&#x27;t find that page</h1>', personal: false };
}

export async function sitemap({ origin, sharedFetch }) {
  if (!sharedFetch) throw new Error('no shared reads');
  return [
    { path: '/sales/digital/shop.html' },
    { path: '/sales/digital/smartphones/a&b<c>.html', lastmod: '2025-08-28' },
    { path: '/sales/digital/shop.html' },
    { path: '//evil.example/sales/digital/x.html' },
    { path: '/sales/digital/odd.html', lastmod: 'yesterday' },
    { path: '/sales/digital/site.html?origin=' + encodeURIComponent(origin) },
  ];
}

export async function submitForm({ url, cookies, body, token, fetch }) {
  const { pathname } = new URL(url);
  if (!pathname.endsWith('/phone.html')) return undefined;
  if (pathname.endsWith('/away/phone.html')) return { status: 303, location: '//evil.example/', setCookies: [] };
  const answer = await fetch(new URL('/soe/digital/cartservice/cart/add-device', url), {
    method: 'POST',
    headers: { Cookie: cookies, 'p-csrf-token': token },
    body,
  });
  return {
    status: 303,
    location: '/sales/digital/cart.html?token=' + encodeURIComponent(token) + '&cookies=' + encodeURIComponent(cookies),
    setCookies: answer.headers.getSetCookie(),
  };
}
`;

const BASES = ['/sales/digital/', '/sales/nse/'];
const APPS: ServedApp[] = [
  {
    name: 'webview',
    dist: builtApp('webview'),
    assetBase: '/sales/_app/webview/',
    pageBases: BASES,
    serves: isWebViewRequest,
  },
  {
    name: 'dotcom',
    dist: builtApp('dotcom'),
    assetBase: '/sales/_app/dotcom/',
    pageBases: BASES,
    homePage: 'shop.html',
    pagePaths: ['/stores/video-assist'],
  },
];

/** Services that say what they were asked, and set a cookie. */
const echoServices: Services = async (request) =>
  Response.json(
    { method: request.method, path: new URL(request.url).pathname, body: await request.text() },
    { headers: { 'Set-Cookie': 'cartId=C1; Path=/' } },
  );

const app = createStoreServer({
  apps: APPS,
  origin: ORIGIN,
  services: echoServices,
  onPage: (c) => {
    const scenario = c.req.query('scenario');
    if (scenario) c.header('X-Scenario', encodeURIComponent(scenario));
  },
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const titleOf = async (res: Response) => /<title>(\w+)<\/title>/.exec(await res.text())?.[1];

describe('the store pages', () => {
  it('answers each page base with the page under its content security policy', async () => {
    for (const path of ['/sales/digital/shop.html', '/sales/nse/friendsandfamily/validpromo.html']) {
      const res = await app.request(path);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await titleOf(res)).toBe('dotcom');
    }
  });

  it('gives the browser its cross-site request token with a page, unless it has one', async () => {
    const first = await app.request('/sales/digital/cart.html');
    expect(first.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN=') && c.includes('SameSite=Strict'))).toBe(
      true,
    );
    const again = await app.request('/sales/digital/cart.html', { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("runs the page hook on pages only (the sandbox's test scenario)", async () => {
    expect((await app.request('/sales/digital/cart.html?scenario=cart-chat-lock')).headers.get('x-scenario')).toBe(
      'cart-chat-lock',
    );
    expect((await app.request('/soe/digital/cart?scenario=x')).headers.get('x-scenario')).toBeNull();
  });

  it("is served at /stores/video-assist as a page of the store's app (the video-assist popup, spec 2.4)", async () => {
    const res = await app.request('/stores/video-assist?locationCode=ST-CHI-MIC');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable, compressed as the browser accepts', async () => {
    const res = await app.request('/sales/_app/dotcom/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  it("an app's own HTML file (the native-app simulator) is under the store's content policy too", async () => {
    const res = await app.request('/sales/_app/webview/simulator/simulator.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('never serves a file outside the app folder', async () => {
    expect((await app.request('/sales/_app/dotcom/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    // Dot segments, even encoded, are resolved as the URL is read: this asks for /sales/etc/passwd, not the store's.
    expect(await (await app.request('/sales/_app/dotcom/%2e%2e/%2e%2e/etc/passwd')).json()).toMatchObject({
      path: '/sales/etc/passwd',
    });
  });

  it(`never a server error, never echoed as markup, always the page's headers: the Big List of Naughty Strings in a page's query (${NAUGHTY_STRINGS.length} strings)`, async () => {
    for (const param of ['scenario', 'lang', 'promo', 'intcmp', 'goto'])
      for (const naughty of NAUGHTY_STRINGS) {
        const res = await app.request(`/sales/digital/shop.html?${new URLSearchParams({ [param]: naughty })}`);
        const body = await res.text();
        const what = `?${param}=${JSON.stringify(naughty)}`;
        expect(res.status, what).toBe(200);
        if (/[<>"']/.test(naughty) && naughty.trim().length > 1) expect(body.includes(naughty), what).toBe(false);
        expect(res.headers.get('Content-Security-Policy') ?? '', what).toContain("frame-ancestors 'self'");
      }
  });
});

describe('pages drawn on the server, one request each', () => {
  it("draws the page inside the app's root with its server module, links on the public origin", async () => {
    const res = await app.request('http://evil.example/sales/digital/shop.html');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"><h1>Drawn /sales/digital/shop.html</h1><a href="http://localhost:4200">');
    expect(html).not.toContain('evil.example');
    // The page is on screen: its scripts only bring it to life.
    expect(html).toContain('<html lang="en">');
  });

  it("reads the page's data from the services with the visitor's cookies, and carries it after the root as JSON", async () => {
    const res = await app.request('/sales/digital/reads.html', { headers: { Cookie: 'cartId=C7' } });
    const html = await res.text();
    expect(html).toContain(
      '<div id="root"><h1>Read</h1></div><script type="application/json" id="store-reads">{"a":{"key":"[]","value":{"method":"GET","path":"/soe/digital/catalog","body":""}}}</script>',
    );
    // What the services set on a read of the server's is not the browser's: no cookie of theirs comes with the page.
    expect(res.headers.get('set-cookie') ?? '').not.toContain('cartId=C1');
  });

  it('what the services mark public is read once for the pages of every visitor, for as long as they say', async () => {
    let reads = 0;
    const services: Services = () =>
      Response.json({ read: ++reads }, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
    const store = createStoreServer({ apps: APPS, origin: ORIGIN, services });
    const first = await (await store.request('/sales/digital/shared.html')).text();
    const second = await (await store.request('/sales/digital/shared.html')).text();
    expect(first).toContain('<h1>Read 1</h1>');
    expect(second).toContain('<h1>Read 1</h1>');
    expect(reads).toBe(1);
    // A store server that allows no shared reads makes none.
    const none = createStoreServer({ apps: APPS, origin: ORIGIN, services, sharedReadSeconds: 0 });
    expect(await (await none.request('/sales/digital/shared.html')).text()).toContain('<h1>No shared reads</h1>');
  });

  it('reads that could end their script element are not carried: the browser reads the data itself', async () => {
    const html = await (await app.request('/sales/digital/unsafe.html')).text();
    expect(html).toContain('<div id="root"><h1>Unsafe</h1></div></body>');
    expect(html).not.toContain('alert(1)');
  });

  it('an address under a sales base that is no page answers 404 with the store’s not-found page', async () => {
    const res = await app.request('/sales/digital/no-such-page.html');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>We can&#x27;t find that page</h1>');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('a page drawn for one visitor is kept by no cache (private, no-store); any other is asked for again each time', async () => {
    expect((await app.request('/sales/digital/cart.html')).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request('/sales/digital/shop.html')).headers.get('cache-control')).toBe('no-cache');
    // Not drawn on the server: nothing says whose it is, so no cache keeps it.
    expect((await app.request('/sales/digital/broken.html')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('a catalogue page drawn for a visitor the store knows nothing of: any cache may keep it a few seconds, and it sets no cookie', async () => {
    const res = await app.request('/sales/digital/catalogue.html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(res.headers.getSetCookie()).toEqual([]);
    // Drawn for a visitor with cookies, it is theirs: asked for again, with the token.
    const known = await app.request('/sales/digital/catalogue.html', { headers: { Cookie: 'cartId=C1' } });
    expect(known.headers.get('cache-control')).toBe('no-cache');
    expect(known.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('a page whose answer sets a cookie (a test scenario picked) is kept by no shared cache', async () => {
    const scenarios = createStoreServer({
      apps: APPS,
      origin: ORIGIN,
      services: echoServices,
      onPage: (c) => c.header('Set-Cookie', 'sandboxScenario=x; Path=/', { append: true }),
    });
    const res = await scenarios.request('/sales/digital/catalogue.html?scenario=x');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('every page says what it varies on besides its address: the cookies, the device, a frame', async () => {
    for (const path of ['/sales/digital/catalogue.html', '/sales/digital/cart.html', '/sales/digital/nowhere.html'])
      expect((await app.request(path)).headers.get('vary'), path).toBe('Cookie, User-Agent, Sec-Fetch-Dest');
  });

  it('gives a browser whose page came without a token its own: 204, the cookie, kept by no cache', async () => {
    const res = await app.request('/sales/_token');
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN=') && c.includes('SameSite=Strict'))).toBe(
      true,
    );
    const again = await app.request('/sales/_token', { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("writes the page's head in place of the frame's title and description, every value escaped", async () => {
    const html = await (await app.request('/sales/digital/head.html')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<title>dotcom</title>');
    expect(head).not.toContain('The store.');
    expect(head).toContain('<title>Pixel &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Carrier</title>');
    expect(head).toContain(
      '<meta name="description" content="Buy it &quot;now&quot; &amp; &lt;b&gt;save&lt;/b&gt;" />',
    );
    expect(head).toContain('<meta property="og:title" content="Pixel" />');
    expect(head).toContain(
      '<link rel="canonical" href="https://www.example.com/sales/digital/head.html?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(head).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Pixel \\u003c/script\\u003e"}</script>',
    );
    // The structured data is the page's only script element, and it is data.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('structured data that could end its script element is not written, nor the head it came with', async () => {
    const html = await (await app.request('/sales/digital/unsafe-data.html')).text();
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<title>dotcom</title>');
    expect(html).toContain('<h1>Unsafe data</h1>');
  });

  it("one visitor's page asks search engines not to list it (X-Robots-Tag: noindex); a page of the catalogue does not", async () => {
    expect((await app.request('/sales/digital/mine.html')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await app.request('/sales/digital/head.html')).headers.get('x-robots-tag')).toBeNull();
  });

  it("a head that is not one (a value that is not text) is not written: the frame's own stays", async () => {
    const html = await (await app.request('/sales/digital/odd-head.html')).text();
    expect(html).toContain('<title>dotcom</title>');
    expect(html).toContain('The store.');
    expect(html).toContain('<h1>Odd</h1>');
  });

  it('the Spanish site is Spanish in the HTML (<html lang="es">)', async () => {
    expect(await (await app.request('http://espanol.localhost:4200/sales/digital/shop.html')).text()).toContain(
      '<html lang="es">',
    );
  });

  it('a page that cannot be drawn on the server goes as the frame alone, for the browser to draw', async () => {
    for (const path of ['/sales/digital/broken.html', '/sales/digital/odd.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('a page that says it is elsewhere sends the visitor there, on the store’s own origin only', async () => {
    const moved = await app.request('/sales/digital/moved.html?category=%3Cimg%3E');
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/sales/digital/shop.html?category=smartphones');
    // A redirect off the store is no answer to send: the frame goes instead, for the browser to draw.
    const away = await app.request('/sales/digital/away.html');
    expect(away.status).toBe(200);
    expect(away.headers.get('location')).toBeNull();
  });

  it("never serves the app's server module as an asset", async () => {
    expect((await app.request('/sales/_app/dotcom/server/server.js')).status).toBe(404);
    expect((await app.request('/sales/_app/dotcom//server/server.js')).status).toBe(404);
  });
});

describe('what search engines read first: robots.txt and the sitemaps (issue 47)', () => {
  it('robots.txt lets every page be crawled and names the sitemaps on the public origin, whatever the Host', async () => {
    const res = await app.request('/robots.txt', { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await res.text()).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /sales/_token',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      'Sitemap: http://espanol.localhost:4200/sitemaps/es.xml',
      '',
    ]);
  });

  it('the sitemap index names one sitemap per site, each on its own host', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemaps/en.xml`,
      'http://espanol.localhost:4200/sitemaps/es.xml',
    ]);
  });

  it("a site's sitemap lists the pages the apps name, once each, on the site's origin, escaped; nothing off the store", async () => {
    const en = await (await app.request('/sitemaps/en.xml')).text();
    expect(en).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(en.match(/<url>/g)).toHaveLength(3);
    expect(en).toContain(`<url><loc>${ORIGIN}/sales/digital/shop.html</loc></url>`);
    expect(en).toContain(
      `<url><loc>${ORIGIN}/sales/digital/smartphones/a&amp;b&lt;c&gt;.html</loc><lastmod>2025-08-28</lastmod></url>`,
    );
    // The app was asked for the site's own origin.
    expect(en).toContain(`site.html?origin=${encodeURIComponent(ORIGIN)}`);
    expect(en).not.toContain('evil.example');
    expect(en).not.toContain('odd.html');
    const es = await (await app.request('/sitemaps/es.xml')).text();
    expect(es).toContain('<url><loc>http://espanol.localhost:4200/sales/digital/shop.html</loc></url>');
  });
});

describe('the web view app is served to the carrier app (spec 6.2)', () => {
  it('a browser gets the web store', async () => {
    expect(await titleOf(await app.request('/sales/digital/shop.html'))).toBe('dotcom');
  });

  it("the app's web view, known by its user-agent marker, gets the web view app", async () => {
    const res = await app.request('/sales/digital/shop.html', {
      headers: { 'User-Agent': `${IPHONE} CarrierApp/9.4.0 (iOS)` },
    });
    expect(await titleOf(res)).toBe('webview');
  });

  it('a page loaded into a frame (the native-app simulator) gets the web view app', async () => {
    const res = await app.request('/sales/digital/shop.html', { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(await titleOf(res)).toBe('webview');
  });

  it('/simulator opens the simulator, keeping its query', async () => {
    const res = await app.request('/simulator?platform=android');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SIMULATOR_PATH}?platform=android`);
  });
});

describe("the store's redirects", () => {
  it("a sales base's own address leads to its home page for good (301), with its query", async () => {
    for (const path of ['/sales/digital', '/sales/digital/', '/sales/nse/?intcmp=x']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(
        `${path.startsWith('/sales/nse') ? '/sales/nse/' : '/sales/digital/'}shop.html${path.includes('?') ? '?intcmp=x' : ''}`,
      );
    }
  });

  it('the origin leads to the shop, and a cleared prospect session lands on the gridwall (spec 2.2)', async () => {
    expect((await app.request('/')).headers.get('location')).toBe('/sales/digital/shop.html');
    expect((await app.request('/smartphones?x=1')).headers.get('location')).toBe('/sales/digital/smartphones?x=1');
  });
});

describe('every other request goes to the services', () => {
  it('with its method, path and body, and their cookies come back', async () => {
    const res = await app.request('/soe/digital/cartservice/cart/add-device', { method: 'POST', body: '{"a":1}' });
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/soe/digital/cartservice/cart/add-device',
      body: '{"a":1}',
    });
    expect(res.headers.getSetCookie()).toEqual(['cartId=C1; Path=/']);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a path under no page base and no asset base is theirs to answer, even a GET', async () => {
    expect(await (await app.request('/nothing/here')).json()).toMatchObject({ path: '/nothing/here' });
  });
});

describe('the carrier services over HTTP (proxyServices)', () => {
  let upstream: ServerType;
  let origin = '';
  beforeAll(async () => {
    const services = new Hono();
    services.use('*', compress());
    services.post('/soe/digital/echo', async (c) => {
      c.header('Set-Cookie', 'a=1; Path=/', { append: true });
      c.header('Set-Cookie', 'b=2; Path=/', { append: true });
      return c.json({
        body: await c.req.text(),
        cookie: c.req.header('cookie'),
        host: c.req.header('host'),
        forwardedHost: c.req.header('x-forwarded-host'),
        forwardedProto: c.req.header('x-forwarded-proto'),
        padding: 'x'.repeat(4096),
      });
    });
    await new Promise<void>((resolve) => {
      upstream = serve({ fetch: services.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => upstream.close());

  it('sends the call on with its body and cookies, as the services host, saying the store host it came to', async () => {
    const store = createStoreServer({ apps: [], origin: ORIGIN, services: proxyServices(origin) });
    const res = await store.request('http://store.localhost:4200/soe/digital/echo', {
      method: 'POST',
      body: 'hello',
      headers: { Cookie: 'cartId=C9', 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    // Both cookies come back; the body is readable whatever the services compressed.
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toMatchObject({
      body: 'hello',
      cookie: 'cartId=C9',
      host: new URL(origin).host,
      forwardedHost: 'store.localhost:4200',
      forwardedProto: 'http',
    });
  });

  it('services that cannot be reached answer 502 in their own error shape', async () => {
    const store = createStoreServer({ apps: [], origin: ORIGIN, services: proxyServices('http://127.0.0.1:9') });
    const res = await store.request('/soe/digital/echo', { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      errors: [{ id: 'SERVICES_UNREACHABLE', message: 'The carrier services could not be reached.' }],
    });
  });
});

describe("a page's form, posted to the page before its code runs (or with scripts off)", () => {
  const post = (path: string, init: { body?: string; headers?: Record<string, string> } = {}) =>
    app.request(path, {
      method: 'POST',
      body: init.body ?? 'sku=GOOGLE-PIXEL-10-OBSIDIAN-128&view=monthly',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        ...init.headers,
      },
    });

  it("is done by the app's server module and answered with a 303 to the next page, with the cookies the services set", async () => {
    const res = await post('/sales/digital/phone.html', { headers: { cookie: 'XSRF-TOKEN=t1; cartId=C0' } });
    expect(res.status).toBe(303);
    const next = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(next.pathname).toBe('/sales/digital/cart.html');
    expect(next.searchParams.get('token')).toBe('t1');
    expect(next.searchParams.get('cookies')).toBe('XSRF-TOKEN=t1; cartId=C0');
    expect(res.headers.getSetCookie()).toContain('cartId=C1; Path=/');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a visitor with no request token yet gets one made, used for the form and set with the answer', async () => {
    const res = await post('/sales/digital/phone.html');
    const token = res.headers
      .getSetCookie()
      .find((line) => line.startsWith('XSRF-TOKEN='))
      ?.split(';')[0]
      ?.slice('XSRF-TOKEN='.length);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const next = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(next.searchParams.get('token')).toBe(token);
    expect(next.searchParams.get('cookies')).toBe(`XSRF-TOKEN=${token}`);
  });

  it('a form from another site is refused (403), and nothing is done', async () => {
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'null' }, { origin: '' }]) {
      const res = await post('/sales/digital/phone.html', { headers });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().some((line) => line.startsWith('cartId='))).toBe(false);
    }
    // A browser that sends no origin says where the form is from.
    const own = await app.request('/sales/digital/phone.html', {
      method: 'POST',
      body: 'sku=X',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(303);
    const unsaid = await app.request('/sales/digital/phone.html', {
      method: 'POST',
      body: 'sku=X',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsaid.status).toBe(403);
  });

  it('what is not a form (415), a form too large (413), or a page with no form (405) is answered so', async () => {
    expect((await post('/sales/digital/phone.html', { headers: { 'content-type': 'application/json' } })).status).toBe(
      415,
    );
    expect((await post('/sales/digital/phone.html', { body: `sku=${'x'.repeat(20_000)}` })).status).toBe(413);
    const none = await post('/sales/digital/shop.html');
    expect(none.status).toBe(405);
    expect(none.headers.get('allow')).toBe('GET, HEAD');
  });

  it("an app's answer that would send the customer off the store fails (500), never redirects", async () => {
    const res = await post('/sales/digital/away/phone.html');
    expect(res.status).toBe(500);
    expect(res.headers.get('location')).toBeNull();
  });

  it("a POST to the services' own paths still goes to the services", async () => {
    const res = await app.request('/soe/digital/cartservice/cart/add-device', { method: 'POST', body: '{}' });
    expect(await res.json()).toMatchObject({ method: 'POST', path: '/soe/digital/cartservice/cart/add-device' });
  });
});
