import { REQUEST_TOKEN_COOKIE, sharedCookieDomain } from '@carrier/safety';
import { createAtoms } from '@carrier/store';
import { classify } from '@carrier/error-catalogue';
import { pinnedBanner } from './banner.js';
import { createCartClient } from './cart/cart-client.js';
import { createStoreCart } from './cart/store-cart.js';
import { readThrottleList } from './cart/throttle-list.js';
import { cookieFavoritesStorage, createFavorites } from './favorites.js';
import { cookieIntentStore } from './intent.js';
import { drawnForCookies } from './drawn-for.js';
import { createMemoryHistory, rootRouteId } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Atoms } from '@carrier/store';
import {
  CSRF_TOKEN_HEADER,
  createCarrierHttpClient,
  createContentHttpClient,
  type ServiceBase,
} from '@carrier/http-client';
import { carrierContext } from './platform/carrier-context.js';
import { SERVER_READ_TIMEOUT_MS, serverReads, type ServerReads } from './reads.js';
import { createPageAnalytics } from './analytics.js';
import { headPlace, type StorefrontDeps } from './context.js';
import { headTags, type HeadTags, type PageHead } from './page-head.js';
import {
  FORM_PROBLEM_PARAM,
  journeyPageModules,
  pagePath,
  readsVisitState,
  type AnyJourney,
  type JourneyWorld,
  type PageEntry,
} from './journey.js';
import { journeyDepsReady } from './journey-deps.js';
import { loadJourneys } from './lazy-journey.js';
import type { BrowserStorefrontOptions } from './platform/browser.js';
import { inAppOptions } from './platform/webview.js';
import { StorefrontApp } from './render.js';
import { createStoreRouter, serverRouteTree } from './router.js';
import { detectSite, isSpanishSite, type Site } from './site.js';
import { readCookie } from '@carrier/http-client';
import {
  cartCount,
  greetingName,
  isLoggedIn,
  parseThrottleList,
  visitorFromCookies,
  visitorServiceBase,
} from './visitor.js';
import { storeJourney } from './store-journey.js';
import { createStoreServices } from './store-calls.js';
import {
  detachedAssist,
  detachedCart,
  detachedCartOpener,
  detachedJourneyWorld,
  detachedSessionTimer,
  detachedStoreServices,
  allJourneyDepsReady,
  journeyDepsOf,
} from './testing/world.js';
import { cartAddedCookie } from './cart/cart-added.js';

/*
 * Pages drawn on the server, for one request each: the page as the store draws it before anything is loaded (the
 * visitor as their cookies say, placeholders where the page's data goes), with the request's own address. The customer
 * sees the header, the page's title and its placeholders at once instead of a blank page until the scripts have run;
 * the store then draws the same page in its place (`renderStorefront` waits for the page's code first, so nothing
 * blinks). An address that is no page of the store is drawn as the store's not-found page, and says so (404).
 */
/**
 * The store's world for one request, before anything is read: the visitor, the greeting and the cart's count as the
 * request's cookies say (`cookies`, its `Cookie` header), session flags in memory, no calls. Made for each request:
 * nothing of it outlives the page it draws.
 */
function requestWorld(
  options: BrowserStorefrontOptions,
  site: Site,
  href: string,
  request: PageRequest,
  /** The visitor is anyone (`isAnonymousCookie`): their reads may be shared. */
  anonymous: boolean,
  /** A form's world: the services' calls that change something are made, with the visitor's cookies as they are now. */
  writes?: FormWrites,
) {
  const { cookies = '', userAgent } = request;
  const flags = new Map<string, string>();
  // What the page says it is, as it is drawn: the last said counts (a phone's details say more than its page).
  let head: PageHead | undefined;
  const loggedIn = isLoggedIn(
    { loggedIn: readCookie(cookies, 'loggedIn'), role: readCookie(cookies, 'role') },
    options.guestRoleProcessing ?? true,
  );
  const visitor = visitorFromCookies(site, loggedIn, cookies);
  const firstName = greetingName(readCookie(cookies, 'firstName'));
  const count = cartCount(cookies, site.base === '/sales/prepaid');
  // Each page drawn has a jotai store of its own: one per request.
  const atoms = createAtoms();
  const throttleCookie = readCookie(cookies, 'cdlThrottleList');
  const throttleList = throttleCookie === undefined ? undefined : parseThrottleList(throttleCookie);
  let answered: readonly string[] = [];
  // The visitor's cookies as they are now: a form's world keeps those its calls set since the request.
  const currentCookies = () => writes?.cookies() ?? cookies;
  // With the services, the page's reads are made with the visitor's cookies, or, when the visitor is anyone, for
  // anyone (no cookies) through the shared cache; without them, nothing is read.
  const reach =
    request.sharedFetch && anonymous
      ? { fetch: request.sharedFetch, cookies: '' }
      : request.fetch && { fetch: request.fetch, cookies };
  const journeyWorld = reach
    ? servicesWorld(
        reach.fetch,
        atoms,
        {
          site,
          href,
          cookies: reach.cookies,
          // A form's calls go under the base the throttle list it read says (spec 7.1), as the browser's do.
          base: () => visitorServiceBase({ loggedIn, prepay: visitor.prepay }, false, throttleList ?? answered),
        },
        writes,
      )
    : detachedJourneyWorld(atoms);
  const storeServices = reach
    ? createStoreServices(journeyWorld.services, journeyWorld.content)
    : detachedStoreServices();
  const deps: StorefrontDeps & { readonly reads: ServerReads; readonly head: () => PageHead | undefined } = {
    atoms,
    site,
    homePath: options.homePath,
    journeys: options.journeys,
    journeyDeps: journeyDepsOf(options.journeys, journeyWorld),
    storeServices,
    // A prospect's favorites are in a cookie: the header counts them as the browser will.
    favorites: createFavorites({
      storage: cookieFavoritesStorage({ read: () => cookies, write: () => undefined }),
      remote: storeServices.favorites,
      loggedIn: () => loggedIn,
      now: () => 0,
      atoms,
    }),
    cartOpener: detachedCartOpener(atoms),
    // The line an upgrade is for, as the intent cookie says: the product page draws it as the browser will.
    intent: cookieIntentStore(
      { read: currentCookies, write: (assignment) => writes?.setCookie(assignment) },
      { domain: sharedCookieDomain(new URL(href).host) },
    ),
    analytics: createPageAnalytics({}),
    errors: {
      report: (error) => {
        throw error;
      },
      handleServiceError: () => ({ type: 'notify' }),
    },
    assist: detachedAssist({}, atoms),
    navigate: () => undefined,
    now: () => Date.now(),
    currentHref: () => href,
    page: {
      setTitle: () => undefined,
      declareHead: (said) => void (head = head?.title === said.title ? { ...head, ...said } : said),
      setLanguage: () => undefined,
      print: () => undefined,
    },
    shell: {
      production: options.shell.production,
      inApp: options.shell.inApp ?? false,
      userAgent,
      loggedIn: () => loggedIn,
      firstName: () => firstName,
      sessionFlags: { get: (key) => flags.get(key) ?? null, set: (key, value) => void flags.set(key, value) },
      signInUrl: options.shell.signInUrl,
      appLinks: options.shell.appLinks,
      ...(options.shell.smartBannerPages ? { smartBannerPages: options.shell.smartBannerPages } : {}),
      openExternal: () => undefined,
      recentResponses: () => [],
    },
    sessionTimer: detachedSessionTimer(visitor, atoms),
    visitor: () => visitor,
    // The visitor's cart is read for the page that shows it (a GET), with the services when the server reaches them.
    cart: reach
      ? createStoreCart({
          client: async () => createCartClient(journeyWorld.services),
          cartId: () => readCookie(currentCookies(), 'cartId'),
          count: () => count,
          readError: classify,
          atoms,
        })
      : detachedCart(undefined, readCookie(cookies, 'cartId'), atoms, () => count),
    ...pinnedBanner(atoms),
    // The cookie's list; the cart service's is asked for by the browser (a call the server does not make for a page
    // it draws), or by a form's world.
    throttleList: () =>
      throttleList !== undefined
        ? Promise.resolve(throttleList)
        : writes
          ? readThrottleList(journeyWorld.services, loggedIn).then((list) => (answered = list))
          : Promise.reject(new Error('the throttle list is read in the browser')),
    pendingCalls: () => 0,
    // The page's loads are read as it is drawn, with the services when the server reaches them.
    reads: serverReads(reach !== undefined),
    head: () => head,
  };
  return deps;
}

/**
 * What the journeys' services are built from for one request: the carrier's services reached with `fetch` on the
 * request's own origin, each call with the visitor's cookies and the headers of spec 7.2 as the browser sends them.
 * Failures are the browser's to show: on the server a read that fails is read again there.
 */
function servicesWorld(
  fetch: typeof globalThis.fetch,
  atoms: Atoms,
  request: {
    readonly site: Site;
    readonly href: string;
    readonly cookies: string;
    /** The visitor's service base (spec 7.1), as it is when each call is made. */
    readonly base: () => ServiceBase;
  },
  writes?: FormWrites,
): JourneyWorld {
  const { site, href, base } = request;
  const origin = new URL(href).origin;
  const cookies = writes ? writes.cookies : () => request.cookies;
  const withCookies = () => {
    const now = cookies();
    return now ? { Cookie: now } : {};
  };
  // For a page, the server only reads: a call that may change something (a POST, which also needs the visitor's
  // cross-site token) is the browser's to make, and the load that makes it is read there. A form's world makes it,
  // with the token.
  const reading: typeof globalThis.fetch = (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET') return fetch(input, init);
    if (!writes) return Promise.reject(new Error(`the server makes no ${method} call for the visitor`));
    const headers = new Headers(init?.headers);
    headers.set(CSRF_TOKEN_HEADER, writes.token);
    return fetch(input, { ...init, headers });
  };
  const services = createCarrierHttpClient({
    origin,
    fetch: reading,
    base,
    context: () => carrierContext({ site, cookies: cookies(), href }),
    headers: [withCookies],
    retry: false,
    timeout: SERVER_READ_TIMEOUT_MS,
  });
  const content = createContentHttpClient({
    origin,
    fetch: reading,
    headers: [withCookies],
    retry: false,
    timeout: SERVER_READ_TIMEOUT_MS,
  });
  return {
    ...detachedJourneyWorld(atoms),
    services,
    content,
    cookies,
  };
}

/** What the store server answers for one page request: the page drawn, or where the store sends the visitor instead. */
export type DrawnAnswer = DrawnPage | PageRedirect;

/**
 * The page asked for is elsewhere: its address written the store's way (its query parameters as the page reads them,
 * markup and unknown values left out), or another page a manifest sends it to (`productType=accessory` on the
 * gridwall). `location` is a path of the store's own origin.
 */
export interface PageRedirect {
  readonly status: 301 | 302 | 303 | 307 | 308;
  readonly location: string;
}

/** A page drawn for one request: the markup of the store's root, and the answer's status. */
export interface DrawnPage {
  /** 404 when the address is no page of the store (the not-found page is drawn). */
  readonly status: 200 | 404;
  readonly html: string;
  /**
   * Drawn for one visitor (signed in, in a guest checkout, or with a cart): a cache must never give it to another
   * (`Cache-Control: private, no-store`).
   */
  readonly personal: boolean;
  /**
   * A page of the catalogue (its manifest row says `shared`) drawn whole (every read answered) for a visitor the store
   * knows nothing of: the same for every such visitor, so a shared cache may give it to any of them.
   */
  readonly shared: boolean;
  /**
   * What the page's loads read while it was drawn, as JSON safe inside a `<script>` element: the page carries it in
   * `<script type="application/json" id="store-reads">` after its root, and the browser takes it as it hydrates.
   */
  readonly reads: string;
  /** The page's head as the page said it (`usePageHead`): its title, description, addresses and link preview. */
  readonly head: HeadTags;
  /** One visitor's page (its manifest row says `noindex`): search engines are asked not to list it. */
  readonly noindex: boolean;
  /**
   * The visitor's cookies the page was drawn with, as a fingerprint (`drawnForCookies`): the root carries it
   * (`data-drawn-for`), and the browser hydrates the drawing only when its cookies still give the same.
   */
  readonly drawnFor: string;
}

const REDIRECT_STATUSES: readonly PageRedirect['status'][] = [301, 302, 303, 307, 308];

/** A redirect's status as the router gave it, or 307 (the router's own default) for one that is not a redirect's. */
const redirectStatus = (status: number): PageRedirect['status'] =>
  REDIRECT_STATUSES.find((known) => known === status) ?? 307;

/** What the server knows of the request a page is drawn for. */
export interface PageRequest {
  /** The address asked for, as the request says it (its host says the language: spec 1). */
  readonly url: string;
  /** The browser's user agent: the device the page is drawn for. */
  readonly userAgent: string;
  /** The request's `Cookie` header: who the visitor is, what their cart holds. None for a first visit. */
  readonly cookies?: string;
  /**
   * The store's public origin: links to the other language's site are built on it, never on the request's host,
   * which any client can set.
   */
  readonly origin: string;
  /**
   * How the server reaches the carrier's services (on the request's origin, with the visitor's cookies): the page's
   * data is read with it while the page is drawn. Without it the page is drawn with placeholders where its data goes.
   */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * How the server reaches the services through a cache shared by every visitor (`createSharedCache` over `fetch`):
   * the reads of a visitor the store knows nothing of (no cookie but `SHARED_READ_COOKIES`) are made with it and
   * without cookies, so the answers the services mark public are read once for all of them. Without it, every read
   * is made with `fetch`.
   */
  readonly sharedFetch?: typeof globalThis.fetch;
}

/**
 * The cookies that say nothing of who the visitor is or what they chose: the request token, and the throttle list
 * (which decides the service base, part of every read's URL). A visitor with no other cookie reads what every such
 * visitor reads.
 */
export const SHARED_READ_COOKIES: readonly string[] = [REQUEST_TOKEN_COOKIE, 'cdlThrottleList'];

/** Whether a `Cookie` header holds no cookie but `SHARED_READ_COOKIES`: the visitor is anyone. */
export function isAnonymousCookie(cookies: string): boolean {
  return cookies
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .every((name) => name === '' || SHARED_READ_COOKIES.includes(name));
}

/** The same address: the same path and the same query parameters, however their characters are written. */
const sameAddress = (a: URL, b: URL) =>
  a.pathname === b.pathname &&
  JSON.stringify([...a.searchParams].sort()) === JSON.stringify([...b.searchParams].sort());

/**
 * The store's router at `url`, loaded as on a server. Its load ends on a redirect (as its own request handler reads
 * it) when the address is not the one it would write, or a page sends elsewhere: the visitor is sent there, on the
 * store's own origin only. An address the router would only write otherwise (`,` as `%2C`) is drawn as it is.
 */
async function loadRouter(journeys: readonly AnyJourney[], base: string, url: URL, again = true) {
  const router = createStoreRouter({
    basepath: base,
    journeys,
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
    routeTree: serverRouteTree(journeys),
  });
  // The router restores scrolling with an inline script when it renders on a server; the pages allow none.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const result = router._serverResult;
  if (result?.type !== 'redirect') return [router, undefined] as const;
  const target = new URL(result.redirect.headers.get('Location') ?? '', url);
  if (target.origin !== url.origin) throw new Error(`a page redirected off the store: ${target.origin}`);
  if (again && sameAddress(target, url)) return loadRouter(journeys, base, target, false);
  const redirect: PageRedirect = {
    status: redirectStatus(result.redirect.status),
    location: `${target.pathname}${target.search}`,
  };
  return [router, redirect] as const;
}

/**
 * The page at `request.url` as the store first draws it, or undefined when the address is under none of the app's
 * sales bases. Nothing of the request reaches the markup but through React, which escapes it.
 * @example const page = await renderStorePage(DOTCOM, { url: request.url, userAgent, origin: 'https://www.example.com' });
 */
export async function renderStorePage(
  appOptions: BrowserStorefrontOptions,
  request: PageRequest,
): Promise<DrawnAnswer | undefined> {
  const asked = await askedPage(appOptions, request);
  if (!asked) return undefined;
  const { url, base, options, site, href } = asked;
  const anonymous = isAnonymousCookie(request.cookies ?? '');
  const deps = requestWorld(options, site, href, request, anonymous);
  const [router, redirected] = await loadRouter(options.journeys, base, url);
  if (redirected) return redirected;
  await allJourneyDepsReady(deps.journeyDeps);
  // No page's route matched (only the root's, which draws the not-found page), or a page said it has nothing here.
  const { matches } = router.state;
  const missing =
    matches.every((match) => match.routeId === rootRouteId) || matches.some((m) => m.status === 'notFound');
  const visitor = deps.visitor();
  const personal =
    !visitor.prospect || deps.cart.count() > 0 || readCookie(request.cookies ?? '', 'cartId') !== undefined;
  const { reads } = deps;
  const html = await drawWhole(<StorefrontApp deps={deps} router={router} />);
  // A page that moved for good (a phone sold before) sends there, under the base it was asked under.
  const moved = reads.movedTo();
  if (moved?.startsWith('/')) return { status: 301, location: `${base}${moved}` };
  const status = missing || reads.missing() ? 404 : 200;
  const page = matches.findLast((match) => match.staticData.pageName !== undefined);
  const noindex = page?.staticData.traits?.noindex === true;
  return {
    status,
    html,
    personal,
    shared: status === 200 && reads.whole() && !personal && page?.staticData.traits?.shared === true && anonymous,
    reads: reads.serialize(),
    head: headTags(deps.head() ?? { title: '' }, headPlace(site, href), { noindex }),
    noindex,
    drawnFor: drawnForCookies(request.cookies ?? ''),
  };
}

/**
 * The page a request asks for: its address, its sales base (none: not a page of the app), the app's options with the
 * journeys' whole manifests (loaded once; the browser draws with what its first script has), the site, and the page's
 * address on the store's own origin.
 */
async function askedPage(appOptions: BrowserStorefrontOptions, request: PageRequest) {
  const url = new URL(request.url);
  const base = appOptions.bases.find((b) => url.pathname === b || url.pathname.startsWith(`${b}/`));
  if (!base) return undefined;
  const options = { ...appOptions, journeys: await loadJourneys(appOptions.journeys) };
  const origin = new URL(request.origin);
  const root = origin.host.replace(/^espanol\./i, '').toLowerCase();
  const spanish = isSpanishSite(request.url);
  // A host of the store's own domain (the origin's, a name under it) is the one the browser is on, and its links are
  // written on it as the browser writes them; any other host (which any client can set) is replaced by the origin's.
  const asked = url.host.toLowerCase();
  const host = asked === root || asked.endsWith(`.${root}`) ? asked : spanish ? `espanol.${root}` : root;
  const href = `${origin.protocol}//${host}${url.pathname}${url.search}`;
  const detected = detectSite({ href, pathname: url.pathname }, request.userAgent, options.bases);
  const site = { ...detected, channelId: options.channelId ?? detected.channelId };
  return { url, base, options, site, href };
}

/** What a form's world may do that a page's may not: change something, with the visitor's token. */
interface FormWrites {
  /** The visitor's cross-site request token, sent with each call that changes something. */
  readonly token: string;
  /** The visitor's cookies as they are now: the request's, with what the services' answers set since. */
  readonly cookies: () => string;
  /** Sets a cookie of the store's own (a `Set-Cookie` line) with the answer, and for the calls after. */
  readonly setCookie: (line: string) => void;
}

/** A page's form as the store server received it: a POST to the page's own address. */
export interface FormRequest extends PageRequest {
  /** The form's body (`application/x-www-form-urlencoded`). */
  readonly body: string;
  /**
   * The visitor's cross-site request token: their `XSRF-TOKEN` cookie's, which the store server gave them if they had
   * none (it is among `cookies` then). The store server has checked that the form comes from one of the store's pages.
   */
  readonly token: string;
  readonly fetch: typeof globalThis.fetch;
}

/**
 * What the store server answers a form with: a 303 to the page the customer goes to next (a path of the store's own
 * origin), with the cookies the services set while the form was done (a new cart's id).
 */
export interface FormAnswer {
  readonly status: 303;
  readonly location: string;
  readonly setCookies: readonly string[];
}

/** The name and value of a `Set-Cookie` line, or undefined when it sets none. */
function cookieOf(line: string): [string, string] | undefined {
  const pair = line.split(';', 1)[0] ?? '';
  const at = pair.indexOf('=');
  return at > 0 ? [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] : undefined;
}

/** A `Set-Cookie` line that removes its cookie. */
const EXPIRED = /max-age=0(?:;|$)|expires=thu, 01 jan 1970/i;

/** A `Cookie` header with `name` set to `value` (or removed, when the answer expired it). */
function withCookie(header: string, name: string, value: string | undefined): string {
  const others = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && pair.split('=', 1)[0] !== name);
  return [...others, ...(value ? [`${name}=${value}`] : [])].join('; ');
}

/**
 * Does what a page's form asks (its manifest row's `form`), for the visitor who posted it, when their page's code did
 * not (it had not run yet, or never will): the page's action with the services (its calls that change something carry
 * the visitor's token), then a 303 to the next page, or back to the page with the problem in its query (`problem`).
 * Undefined when the address is no page of the app or the page has no form.
 * @example const answer = await submitStoreForm(DOTCOM, { url, userAgent, origin, cookies, body, token, fetch });
 */
export async function submitStoreForm(
  appOptions: BrowserStorefrontOptions,
  request: FormRequest,
): Promise<FormAnswer | undefined> {
  const asked = await askedPage(appOptions, request);
  if (!asked) return undefined;
  const { url, base, options, site, href } = asked;
  const router = createStoreRouter({
    basepath: base,
    journeys: options.journeys,
    history: createMemoryHistory({ initialEntries: [url.pathname] }),
    routeTree: serverRouteTree(options.journeys),
  });
  const [, params, route] = router.getMatchedRoutes(url.pathname.slice(base.length));
  const page = route?.options.staticData?.traits as AnyJourney['pages'][number] | undefined;
  const journey = route?.options.staticData?.flow?.journey;
  if (!page?.form || journey === undefined) return undefined;
  let cookies = request.cookies ?? '';
  const setCookies: string[] = [];
  // Each cookie set (by a service's answer: a cart made by the first call) is kept for the next calls and sent on to
  // the browser.
  const setCookie = (line: string) => {
    setCookies.push(line);
    const cookie = cookieOf(line);
    if (cookie) cookies = withCookie(cookies, cookie[0], EXPIRED.test(line) ? undefined : cookie[1]);
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const answer = await request.fetch(input, init);
    answer.headers.getSetCookie().forEach(setCookie);
    return answer;
  };
  // Never anonymous: a form's calls are the visitor's own, never through the shared cache.
  const deps = requestWorld(options, site, href, { ...request, fetch }, false, {
    token: request.token,
    cookies: () => cookies,
    setCookie,
  });
  await allJourneyDepsReady(deps.journeyDeps);
  const outcome = await page
    .form({
      fields: new URLSearchParams(request.body),
      params: params as Record<string, string>,
      deps: deps.journeyDeps[journey],
      store: deps,
      pageName: page.pageName,
    })
    .catch((error: unknown) => ({ problem: classify(error).id }));
  if ('to' in outcome && outcome.to.startsWith('/') && !outcome.to.startsWith('//')) {
    const location = `${base}${outcome.to}`;
    if (outcome.added) setCookies.push(cartAddedCookie(outcome.added, new URL(location, url).pathname));
    return { status: 303, location, setCookies };
  }
  const back = new URL(url);
  back.searchParams.set(FORM_PROBLEM_PARAM, 'problem' in outcome ? outcome.problem : 'failed');
  return { status: 303, location: `${back.pathname}${back.search}`, setCookies };
}

/**
 * Draws `app` whole: its drawing waits for the page's reads and for the code of its parts (`lazy`), and is read once
 * all of it is there, so no part is left for the browser to draw and no script is needed to put a part in place.
 */
async function drawWhole(app: ReactElement): Promise<string> {
  let failure: unknown;
  // The server's own stream (a Node one): read as it comes, without the web streams' machinery around each chunk.
  const { prelude } = await prerenderToNodeStream(app, {
    // Every part is written in its place, however long: none is sent apart to be moved in by a script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (failure !== undefined) throw failure;
  return html;
}

/**
 * A page of the store inside the carrier's app (the web view), drawn for one request as `renderStorePage` draws the
 * web's: with the app's options for the request's user agent, as the web view's browser will have them. The bridge to
 * the app starts in the browser, once the page is hydrated.
 * @example export const renderPage = (request: PageRequest) => renderInAppPage(WEBVIEW, request);
 */
export const renderInAppPage = (options: BrowserStorefrontOptions, request: PageRequest) =>
  renderStorePage(inAppOptions(options, request.userAgent), request);

/** A page's form inside the carrier's app, done as `submitStoreForm` does it with the app's options for the request. */
export const submitInAppForm = (options: BrowserStorefrontOptions, request: FormRequest) =>
  submitStoreForm(inAppOptions(options, request.userAgent), request);

/**
 * Each page of the app with the source of its lazy module, relative to the repository: the build lists each page's
 * chunks from it, so the server can preload them with the page.
 */
export async function storePageModules(
  journeys: readonly AnyJourney[],
): Promise<{ readonly path: string; readonly modules: readonly string[] }[]> {
  // A lazy journey's sources come with its manifest; its pages' modules then include the manifest's own.
  await loadJourneys(journeys);
  return journeyPageModules([storeJourney, ...journeys]);
}

/** A page of an app's table: its journey, page name, path, and how a customer comes to it. */
export interface StorePage {
  readonly journey: string;
  readonly pageName: string;
  /** Relative to the sales base, as the router writes it (`/smartphones/{$deviceId}.html`). */
  readonly path: string;
  /** Who opens it, an address of it to open, the state it needs, and where it sends back to (a path). */
  readonly entry?: Omit<PageEntry, 'sendsBackTo'> & { readonly sendsBackTo?: string };
}

/**
 * The app's page table, from its journeys' manifests and the store's own pages: what the build writes next to the app
 * (`pages.json`) for the browser tests' census, which opens every page of it.
 */
export async function storePageTable(journeys: readonly AnyJourney[]): Promise<StorePage[]> {
  const all = [storeJourney, ...(await loadJourneys(journeys))];
  return all.flatMap((journey) =>
    journey.pages.map(({ pageName, path, entry }) => {
      const back = entry?.sendsBackTo === undefined ? undefined : pagePath(all, entry.sendsBackTo);
      if (entry?.sendsBackTo !== undefined && back === undefined)
        throw new Error(`${pageName} sends back to ${entry.sendsBackTo}, a page name no journey has`);
      return {
        journey: journey.key.name,
        pageName,
        path,
        ...(entry ? { entry: { ...entry, ...(back ? { sendsBackTo: back } : {}) } } : {}),
      };
    }),
  );
}

/** Every page pattern of a store serving `journeys`, once each. */
export const storePagePatterns = async (journeys: readonly AnyJourney[]): Promise<string[]> => [
  ...new Set((await storePageModules(journeys)).map((page) => page.path)),
];

/** What the store server asks an app's server module for a sitemap: the site's origin, and how to reach the services. */
export interface SitemapRequest {
  /** The origin of the site the sitemap is for: the store's public origin, or its Spanish host's. */
  readonly origin: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly sharedFetch?: typeof globalThis.fetch;
}

/** A page a sitemap lists: its path on the site's origin, and the day the catalogue says it last changed. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastmod?: string;
}

/** A day as a sitemap writes it (`2025-08-28`); anything else is left out. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The pages of the app a search engine may list, under its first sales base: each page of its journeys with no path
 * variable and nothing of a visitor's (no `noindex`, no signed-in visitor, no state of a visit), at its first path, then the pages of the
 * catalogue each journey's `sitemap` names (each phone, each accessory), read with the services as a visitor the store
 * knows nothing of. A journey whose catalogue cannot be read is left out, not the whole sitemap.
 * @example const pages = await storeSitemap(DOTCOM, { origin: 'https://www.example.com', fetch });
 */
export async function storeSitemap(
  appOptions: BrowserStorefrontOptions,
  request: SitemapRequest,
): Promise<SitemapEntry[]> {
  const base = appOptions.bases[0];
  if (!base) return [];
  const asked = await askedPage(appOptions, {
    url: `${request.origin}${base}${appOptions.homePath}`,
    userAgent: '',
    origin: request.origin,
  });
  if (!asked) return [];
  const { options, site, href } = asked;
  const pageRequest: PageRequest = {
    url: href,
    userAgent: '',
    origin: request.origin,
    ...(request.fetch ? { fetch: request.fetch } : {}),
    ...(request.sharedFetch ? { sharedFetch: request.sharedFetch } : {}),
  };
  const deps = requestWorld(options, site, href, pageRequest, true);
  // A page at a second path (`/smartphones` beside `/smartphones.html`) is listed at its first only.
  const named = new Set<string>();
  const listed = options.journeys.flatMap((journey) =>
    journey.pages
      .filter((page) => !page.path.includes('{') && !page.noindex && page.entry === undefined && !readsVisitState(page))
      .filter((page) => !named.has(page.pageName) && named.add(page.pageName))
      .map((page): SitemapEntry => ({ path: `${base}${page.path}` })),
  );
  for (const journey of options.journeys) {
    if (!journey.sitemap) continue;
    try {
      await journeyDepsReady(deps.journeyDeps, journey.key.name);
      const items = await journey.sitemap(deps.journeyDeps[journey.key.name]);
      for (const item of items)
        listed.push({
          path: `${base}${item.path}`,
          ...(item.lastmod !== undefined && DAY.test(item.lastmod) ? { lastmod: item.lastmod } : {}),
        });
    } catch (error) {
      console.error(`[storefront] the ${journey.key.name} journey's pages could not be listed for the sitemap`, error);
    }
  }
  const seen = new Set<string>();
  return listed.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
