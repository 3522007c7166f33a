import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { VIDEO_ASSIST_PATH } from '@carrier/live-chat-engine';
import { detectApp } from '@carrier/native-bridge';
import type { Context } from 'hono';
import { compressed } from './compress.js';
import { PAGE_PRELOADS_FILE, parsePagePreloads, withPreloads } from './preloads.js';
import {
  SERVER_FOLDER,
  drawPage,
  submitForm,
  withDrawnPage,
  type DrawnPage,
  type PageRedirect,
  type PageRequest,
} from './pages.js';
import { PAGE_SECURITY_HEADERS, REQUEST_TOKEN_COOKIE as CSRF_COOKIE } from '@carrier/safety';

/** A built app the store server serves: its assets under one path, its pages under each of its bases. */
export interface ServedApp {
  readonly name: string;
  /** The app's build output folder (holds `index.html`). */
  readonly dist: string;
  /** Where the app's assets are served, as its Vite `base` says, e.g. `/sales/_app/dotcom/`. */
  readonly assetBase: string;
  /** The bases whose pages this app renders, e.g. `/sales/digital/`. */
  readonly pageBases: readonly string[];
  /** The app's home page under each of its bases (`shop.html`): where the base's own address leads. */
  readonly homePage?: string;
  /** Pages the app renders outside its bases, at these paths from the origin (the video-assist popup). */
  readonly pagePaths?: readonly string[];
  /** Serves this app's pages only to the requests it says yes to (the app's web view); every request if left out. */
  readonly serves?: (request: Request) => boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The native-app simulator of the web view app (a page of its build). */
export const SIMULATOR_PATH = '/sales/_app/webview/simulator/simulator.html';

/** Reads a file under `root`, refusing any path that leaves it; with the file's version for caches. */
function readInside(root: string, relative: string): { data: Buffer; version: string } | undefined {
  const base = resolve(root);
  const target = resolve(base, normalize(relative).replace(/^([/\\])+/, ''));
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  if (!existsSync(target)) return undefined;
  const stat = statSync(target);
  if (!stat.isFile()) return undefined;
  return { data: readFileSync(target), version: `${target}:${stat.size}:${stat.mtimeMs}` };
}

/** Answers an asset request of a served app, or undefined when it is not one. */
export function serveAsset(c: Context, app: ServedApp, pathname: string): Response | undefined {
  if (!pathname.startsWith(app.assetBase)) return undefined;
  const relative = decodeURIComponent(pathname.slice(app.assetBase.length));
  // The app's server module is built inside its folder (server/): it is the store server's to run, not to serve.
  if (relative.replace(/^[/\\]+/, '').split(/[/\\]/)[0] === SERVER_FOLDER) return c.text('Not found', 404);
  const file = readInside(app.dist, relative);
  if (!file) return c.text('Not found', 404);
  const hashed = pathname.includes('/assets/');
  const { body, encoding } = compressed(pathname, file.version, file.data, c.req.header('accept-encoding'));
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': TYPES[extname(pathname)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

const tableCache = new Map<string, { version: string; table: unknown }>();

/** A table the app's build wrote next to it (its pages' preloads), read again only when the build changed. */
function tableOf<T>(app: ServedApp, file: string, parse: (json: string | undefined) => T[]): T[] {
  const found = readInside(app.dist, file);
  if (!found) return [];
  const key = join(app.dist, file);
  const cached = tableCache.get(key);
  if (cached?.version === found.version) return cached.table as T[];
  const table = parse(found.data.toString('utf8'));
  tableCache.set(key, { version: found.version, table });
  return table;
}

/**
 * Answers a page request of a served app with the page drawn by the app's server module, or undefined when it is
 * not one of its pages; `before(shared)` runs once it is drawn (it may set cookies on the answer, which then no shared
 * cache keeps; `shared` says whether it may, so that it sets none of its own). The page's data is read
 * from the carrier's services with `services.fetch` (the visitor's cookies go with each call), or through the shared
 * cache `services.sharedFetch` for a visitor the store knows nothing of. An address under a sales base
 * that is no page of the store answers 404, with the store's not-found page.
 */
export async function servePage(
  c: Context,
  app: ServedApp,
  pathname: string,
  origin: URL,
  before: (shared: boolean) => void = () => undefined,
  services?: Pick<PageRequest, 'fetch' | 'sharedFetch'>,
): Promise<Response | undefined> {
  const base =
    app.pageBases.find((b) => pathname.startsWith(b)) ?? (app.pagePaths?.includes(pathname) ? '/' : undefined);
  if (base === undefined) return undefined;
  if (app.serves && !app.serves(c.req.raw)) return undefined;
  const html = readInside(app.dist, 'index.html');
  if (!html) return c.text(`The ${app.name} app is not built: run npm run build.`, 503);
  const template = withPreloads(
    html.data.toString('utf8'),
    pathname.slice(base.length - 1),
    app.assetBase,
    tableOf(app, PAGE_PRELOADS_FILE, parsePagePreloads),
  );
  const url = c.req.url;
  const drawn = await drawPage(app.dist, {
    url,
    userAgent: c.req.header('user-agent') ?? '',
    cookies: c.req.header('cookie') ?? '',
    origin: origin.origin,
    ...services,
  });
  const shared = drawn !== undefined && 'html' in drawn && drawn.shared === true;
  before(shared);
  if (drawn && 'location' in drawn)
    return c.body(null, drawn.status, {
      Location: drawn.location,
      'Cache-Control': 'no-cache',
      ...PAGE_SECURITY_HEADERS,
    });
  // The Spanish site is chosen when the URL contains the word espanol (spec 1), as the store itself decides.
  const spanish = url.toLowerCase().includes('espanol');
  return c.body(drawn ? withDrawnPage(template, drawn, spanish) : template, drawn?.status === 404 ? 404 : 200, {
    'Content-Type': TYPES['.html'] as string,
    'Cache-Control': pageCaching(drawn, shared && !c.res.headers.has('set-cookie')),
    // What the page drawn depends on besides its address: the visitor's cookies, their device, and whether it is
    // framed (the native-app simulator's web view).
    Vary: PAGE_VARY,
    ...(drawn?.noindex === true ? { 'X-Robots-Tag': 'noindex' } : {}),
    ...PAGE_SECURITY_HEADERS,
  });
}

/** The most a page's form may send, in bytes: a few fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Whether a POST comes from one of the store's own pages: its `Origin` is the address's own, or (a browser that sends
 * none) it says it is from the same origin (`Sec-Fetch-Site`). Anything else (another site's form) is refused.
 */
function fromOwnPage(c: Context): boolean {
  const from = c.req.header('origin');
  if (from !== undefined) return URL.canParse(from) && new URL(from).host === new URL(c.req.url).host;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/**
 * A page's form posted to its own address (`app`'s page at `pathname`): done by the app's server module for the visitor
 * who sent it, answered with a 303 to where they go next. Undefined when the address is none of the app's pages; 403
 * for a form from another site, 413 for one too large, 415 for one not sent as a form, 405 for a page with no form.
 * `token` gives the visitor's cross-site request token (made and set now when they have none).
 */
export async function submitPageForm(
  c: Context,
  app: ServedApp,
  pathname: string,
  origin: URL,
  token: () => string,
  services: Pick<PageRequest, 'fetch'>,
): Promise<Response | undefined> {
  if (!app.pageBases.some((b) => pathname.startsWith(b))) return undefined;
  if (app.serves && !app.serves(c.req.raw)) return undefined;
  const refuse = (status: 403 | 405 | 413 | 415, text: string) =>
    c.text(text, status, { 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'GET, HEAD' } : {}) });
  if (!fromOwnPage(c)) return refuse(403, 'A form of the store is sent from the store’s own pages only.');
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
    return refuse(415, 'The form was not sent as a form.');
  const body = await c.req.text();
  if (body.length > FORM_BODY_LIMIT) return refuse(413, 'The form is too large.');
  if (!services.fetch) return refuse(405, 'This page takes no form here.');
  const visitorToken = token();
  const cookies = c.req.header('cookie') ?? '';
  const answer = await submitForm(app.dist, {
    url: c.req.url,
    userAgent: c.req.header('user-agent') ?? '',
    // A token made now is the visitor's from this request on: their cookies carry it to the services.
    cookies: cookies.includes(`${CSRF_COOKIE}=`)
      ? cookies
      : [cookies, `${CSRF_COOKIE}=${visitorToken}`].filter(Boolean).join('; '),
    origin: origin.origin,
    body,
    token: visitorToken,
    fetch: services.fetch,
  });
  if (!answer) return refuse(405, 'This page takes no form.');
  for (const line of answer.setCookies) c.header('Set-Cookie', line, { append: true });
  return c.body(null, 303, { Location: answer.location, 'Cache-Control': 'no-store', ...PAGE_SECURITY_HEADERS });
}

/** The request headers a page drawn on the server depends on, besides its URL. */
export const PAGE_VARY = 'Cookie, User-Agent, Sec-Fetch-Dest';

/** How long a shared cache (a CDN, a caching proxy) may give a page the same to every visitor, in seconds. */
export const SHARED_PAGE_SECONDS = 10;

/**
 * Who may keep a page: one drawn for one visitor (signed in, in a guest checkout, or with a cart) no cache; a page of
 * the catalogue drawn for a visitor the store knows nothing of, with no cookie set on its answer, any cache, a few
 * seconds, then again while it is read anew (`stale-while-revalidate`); any other page is asked for again each time.
 */
function pageCaching(drawn: DrawnPage | PageRedirect | undefined, shared: boolean): string {
  if (shared)
    return `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=${3 * SHARED_PAGE_SECONDS}`;
  return drawn !== undefined && 'html' in drawn && drawn.personal === false ? 'no-cache' : 'private, no-store';
}

/**
 * A page request from the carrier's app: its web view's user agent carries the app's marker (spec 6.2), or the
 * page is loaded into a frame, which only the native-app simulator does (the store's pages may be framed by
 * the store's own origin only).
 */
export function isWebViewRequest(request: Request): boolean {
  return (
    detectApp(request.headers.get('user-agent') ?? '') !== undefined ||
    request.headers.get('sec-fetch-dest') === 'iframe'
  );
}

/** The apps of this workspace as the store server serves them after `npm run build`; the first that serves a page wins. */
export function workspaceApps(root: string): ServedApp[] {
  return [
    {
      name: 'webview',
      dist: join(root, 'apps/webview/dist'),
      assetBase: '/sales/_app/webview/',
      pageBases: ['/sales/digital/', '/sales/nse/', '/sales/next/'],
      homePage: 'shop.html',
      pagePaths: [VIDEO_ASSIST_PATH],
      serves: isWebViewRequest,
    },
    {
      name: 'dotcom',
      dist: join(root, 'apps/dotcom/dist'),
      assetBase: '/sales/_app/dotcom/',
      pageBases: ['/sales/digital/', '/sales/nse/', '/sales/next/'],
      homePage: 'shop.html',
      pagePaths: [VIDEO_ASSIST_PATH],
    },
    {
      name: 'prepaid',
      dist: join(root, 'apps/prepaid/dist'),
      assetBase: '/sales/_app/prepaid/',
      pageBases: ['/sales/prepaid/'],
      homePage: 'shop.html',
    },
  ];
}
