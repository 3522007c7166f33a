import { Hono, type Context } from 'hono';
import { createSharedCache } from '@carrier/http-client/shared-cache';
import { PAGE_SECURITY_HEADERS, REQUEST_TOKEN_PATH } from '@carrier/safety';
import { ensureCsrfCookie } from './cookies.js';
import { SIMULATOR_PATH, serveAsset, servePage, submitPageForm, type ServedApp } from './static.js';
import {
  SITEMAP_INDEX_PATH,
  SITE_SITEMAP_PATHS,
  serveRobots,
  serveSiteSitemap,
  serveSitemapIndex,
} from './sitemaps.js';

/**
 * The carrier's services as the store server reaches them: a request of the browser's that is not a page or an
 * asset of the store, answered as the services answer it. `env` is the server's own binding of the request (the
 * Node request and response), for a services app served in the same process.
 */
export type Services = (request: Request, env: unknown) => Response | Promise<Response>;

export interface StoreServerOptions {
  /** The built store apps it serves: the first that serves a page wins. */
  readonly apps: readonly ServedApp[];
  /** Where every other request goes: the carrier's services (`proxyServices`), or the sandbox in one process. */
  readonly services: Services;
  /**
   * The origin customers reach the store on (`https://www.example.com`): absolute links are built from it, never
   * from a request's `Host` header, which any client can set.
   */
  readonly origin: string;
  /** Runs on each page request before it is answered (the sandbox's test scenario, picked by the page's query). */
  readonly onPage?: (c: Context) => void;
  /**
   * The longest, in seconds, the pages' reads that the services mark public (the catalogue, the content) are kept
   * for every visitor the store knows nothing of, whatever the services say (30); 0 keeps none.
   */
  readonly sharedReadSeconds?: number;
}

/** Where the store's home page is: the phones of the web store's default sales base. */
export const HOME_PATH = '/sales/digital/shop.html';

/**
 * The store server as a Hono app: the store's pages and built assets, its few redirects, and every other request
 * handed to the carrier's services, so that the browser reaches the store and its services on one origin.
 */
export function createStoreServer({
  apps,
  services,
  origin,
  onPage,
  sharedReadSeconds = 30,
}: StoreServerOptions): Hono {
  const publicOrigin = new URL(origin);
  const app = new Hono();
  // The pages' own reads go to the services as the browser's calls do (with no connection of the browser's); those
  // of a visitor the store knows nothing of go through one cache for all of them, which keeps what the services
  // mark public (the catalogue, the content) as long as they say, and nothing else.
  const read: typeof fetch = (input, init) => Promise.resolve(services(new Request(input, init), undefined));
  const reads = {
    fetch: read,
    ...(sharedReadSeconds > 0 ? { sharedFetch: createSharedCache(read, { maxSeconds: sharedReadSeconds }) } : {}),
  };

  // No content sniffing on any answer; a page (the native-app simulator's too) under the store's content policy
  // unless it came with its own; HSTS when served over HTTPS.
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) headers.set('X-Content-Type-Options', 'nosniff');
    if (headers.get('Content-Type')?.startsWith('text/html') && !headers.has('Content-Security-Policy'))
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
    if (new URL(c.req.url).protocol === 'https:')
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  app.get('/', (c) => c.redirect(HOME_PATH));
  // The browser's cross-site request token, for a visitor whose page came from a shared cache (with no cookie).
  app.get(REQUEST_TOKEN_PATH, (c) => {
    ensureCsrfCookie(c);
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  });
  // What search engines read first: the robots file, the sitemap index, and each site's sitemap (issue 47).
  app.get('/robots.txt', (c) => serveRobots(c, publicOrigin, REQUEST_TOKEN_PATH));
  app.get(SITEMAP_INDEX_PATH, (c) => serveSitemapIndex(c, publicOrigin));
  app.get(SITE_SITEMAP_PATHS.en, (c) => serveSiteSitemap(c, apps, publicOrigin, 'en', reads));
  app.get(SITE_SITEMAP_PATHS.es, (c) => serveSiteSitemap(c, apps, publicOrigin, 'es', reads));
  // The native-app simulator: the store as the carrier's app shows it, without a phone.
  app.get('/simulator', (c) => c.redirect(`${SIMULATOR_PATH}${new URL(c.req.url).search}`));
  // Where a cleared prospect session lands (spec 2.2): the gridwall of the default sales base.
  app.get('/smartphones', (c) => c.redirect(`/sales/digital/smartphones${new URL(c.req.url).search}`));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    // A sales base's own address (spec 2.1: pages are .html paths under it) is its home page, for good.
    const base = apps
      .flatMap((served) => served.pageBases.map((b) => ({ b, home: served.homePage })))
      .find(({ b, home }) => home && (pathname === b || pathname === b.slice(0, -1)));
    if (base) return c.redirect(`${base.b}${base.home}${search}`, 301);
    for (const served of apps) {
      const asset = serveAsset(c, served, pathname);
      if (asset) return asset;
      const page = await servePage(
        c,
        served,
        pathname,
        publicOrigin,
        (shared) => {
          // A page any cache may give to every visitor carries no token of one: the browser asks for its own.
          if (!shared) ensureCsrfCookie(c);
          onPage?.(c);
        },
        reads,
      );
      if (page) return page;
    }
    await next();
  });

  // A page's form, posted to the page's own address by a customer whose page's code has not run (or never will).
  app.post('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    for (const served of apps) {
      const answer = await submitPageForm(c, served, pathname, publicOrigin, () => ensureCsrfCookie(c), reads);
      if (answer) return answer;
    }
    await next();
  });

  app.all('*', (c) => services(c.req.raw, c.env));
  app.onError((error, c) => {
    console.error('[store-server]', error);
    return c.text('The store could not answer this request.', 500, PAGE_SECURITY_HEADERS);
  });
  return app;
}
