import { createAtoms, createValue } from '@carrier/store';
import { LOGOUT_ACTION, type ErrorLoggerOptions } from '@carrier/error-catalogue';
import { buildJourneyDeps } from '../journey-deps.js';
import type { SessionVisitor } from '@carrier/session-timer';
import { deferredSessionTimer } from '../session/deferred-timer.js';
import { createServiceResponses, readCookie, type CarrierContext, type ChannelId } from '@carrier/http-client';
import type { TagManager } from '@carrier/analytics-tagger';
import type { DataLayerHost } from '../analytics.js';
import { deferredPageAnalytics } from './deferred-analytics.js';
import { STORE_CART_LOCK_CONFIG, createStoreCart } from '../cart/store-cart.js';
import { createCartOpener } from '../cart/cart-opener.js';
import { CART_ADDED_COOKIE, CART_ADDED_TAKEN, parseCartAdded } from '../cart/cart-added.js';
import type { StorefrontDeps } from '../context.js';
import { cookieFavoritesStorage, createFavorites } from '../favorites.js';
import { cookieIntentStore } from '../intent.js';
import { pagePath, type AnyJourney, type JourneyWorld } from '../journey.js';
import type { AppLinks } from '../shell/rules.js';
import { detectSite, type SalesBase, type Site } from '../site.js';
import { deferredStoreServices } from '../store-services.js';
import {
  cartCount,
  greetingName,
  isLoggedIn,
  parseThrottleList,
  visitorFromCookies,
  visitorServiceBase,
} from '../visitor.js';
import { PROSPECT_FLAG_KEY, createCartAccessSource } from '../cart/cart-access.js';
import { sharedCookieDomain } from '@carrier/safety';
import { STORE_COOKIES, expiredCookieAssignments, taskCookies } from './cookies.js';
import {
  DEFAULT_ASSIST_CONFIG,
  deferredAssistServices,
  type AssistConfig,
  type ChatWidget,
  type ProactiveChat,
} from '../assist/deps.js';
import {
  STORE_REDIRECT_TO_CHECKOUT_PATTERNS,
  deferredErrorReporting,
  runErrorAction,
  type ErrorActionWorld,
} from './errors.js';
import { pinnedBanner } from '../banner.js';
import { createCallCounter } from './pending-calls.js';
import { LOADER_CALLS, createPageLoader } from './page-loader.js';
import { carrierContext } from './carrier-context.js';
import { keepProspectId } from './prospect-id.js';
import { lazyHttpClient } from './lazy-client.js';
import { loadOnce } from './load-once.js';
import { withRequestToken } from './request-token.js';

let jar: ReturnType<typeof taskCookies> | undefined;
/** The page's cookie jar, made on first use (importing this module touches no page global). */
const cookieJar = () => (jar ??= taskCookies(document));
/**
 * What the store server added for a form sent before the page's code ran (`CartAdded`): its cookie, taken once, by the
 * page it was meant for (the page the form was sent from may be starting as it is left). One that is no `CartAdded` is
 * dropped.
 */
export function takeCartAdded() {
  const raw = readCookie(pageCookies(), CART_ADDED_COOKIE);
  if (raw === undefined) return undefined;
  const added = parseCartAdded(raw);
  if (added && added.page !== window.location.pathname) return undefined;
  cookieJar().write(CART_ADDED_TAKEN);
  return added;
}

/** The page's cookies as one text, read at most once per task. */
export const pageCookies = () => cookieJar().read();

/** Calls that may be retried by the policy of spec 9 (GETs of content and throttle lists). */
export const STORE_RETRY_URLS = ['/content/vcg/', 'getNSAThrottleList'] as const;

export interface BrowserStorefrontOptions {
  /** The sales bases this app serves. */
  readonly bases: readonly SalesBase[];
  /** The journeys this app serves, each from its manifest: their pages, navigation and services. */
  readonly journeys: readonly AnyJourney[];
  /**
   * The app's home page, relative to the sales base: where the logo, "keep shopping", the error pages and a
   * logout lead.
   */
  readonly homePath: string;
  /** The role `guest` counts as not logged in (spec 6.2); on when left out. */
  readonly guestRoleProcessing?: boolean;
  /** The channel id of the calls (spec 3.5); by the device's user agent when left out. */
  readonly channelId?: ChannelId;
  /**
   * The tag manager's script (a path on this site, spec 7.1) and the global it defines once loaded; none in
   * the sandbox and the tests, where the data layer is read directly.
   */
  readonly tagManager?: { readonly src: string; readonly global: string };
  /** Switches of the live-chat and video offers; spec defaults for what is left out. */
  readonly assist?: Partial<AssistConfig>;
  /** The environment and links of the shell (spec 1, 2.9, 6.5). */
  readonly shell: {
    readonly production: boolean;
    readonly signInUrl: string;
    readonly appLinks: AppLinks;
    readonly smartBannerPages?: readonly string[];
    readonly inApp?: boolean;
    /** Origins besides the store's own a service may send the customer to (a redirect, a "learn more" page). */
    readonly allowedLinkOrigins?: readonly string[];
  };
}

/**
 * The store's tag manager (spec 7.1): its script at `src`, a path of the store's site (the sandbox serves a
 * stand-in at `/sandbox/tags.js`), answering as `window.carrierTags`.
 * @example tagManager: storeTagManager(import.meta.env['VITE_TAG_MANAGER_SRC']),
 */
export const storeTagManager = (src = '/sandbox/tags.js') => ({ src, global: 'carrierTags' }) as const;

/**
 * Loads the tag manager's script (only a path of this site) and answers for it once its global is there,
 * with a `track(event)` function; the tagger queues events until then.
 */
export function loadTagManager(config: { readonly src: string; readonly global: string }): TagManager {
  if (config.src.startsWith('/') && !config.src.startsWith('//')) {
    const script = document.createElement('script');
    script.src = config.src;
    script.async = true;
    document.head.append(script);
  }
  const target = () =>
    (window as unknown as Record<string, { track?: (event: unknown) => void } | undefined>)[config.global];
  return {
    isReady: () => typeof target()?.track === 'function',
    track: (event) => target()?.track?.(event),
  };
}

/**
 * Who the visitor is for the session calls (`visitorFromCookies`), by the page's cookies.
 */
export const browserVisitor = (site: Site, loggedIn: boolean): SessionVisitor =>
  visitorFromCookies(site, loggedIn, pageCookies());

/**
 * What the store sends as the headers of spec 7.2, read from the page now. A prospect's calls carry the prospect id
 * (`engageUserId`, spec 3.3) as `visitorId`; a signed-in customer is known by the account instead.
 */
export const browserCarrierContext = (
  site: Site,
  analytics: DataLayerHost,
  prospectId: () => string | undefined = () => undefined,
): CarrierContext =>
  carrierContext({
    site,
    cookies: pageCookies(),
    href: window.location.href,
    referrer: document.referrer,
    pageName: analytics.vzdl?.page?.name,
    flowName: analytics.vzdl?.page?.flow,
    visitorId: prospectId(),
  });

/**
 * The store's world in a browser: location, cookies, session storage, the data layer on `window`, one
 * carrier client with the service-response handling, and error reporting with the global handlers.
 */
export function createBrowserStorefront({
  bases,
  journeys,
  homePath,
  guestRoleProcessing = true,
  shell,
  channelId,
  tagManager,
  assist,
}: BrowserStorefrontOptions): StorefrontDeps {
  // Every state of the page is held in one jotai store.
  const atoms = createAtoms();
  const detected = detectSite(window.location, navigator.userAgent, bases);
  const site: Site = channelId ? { ...detected, channelId } : detected;
  const host = window as unknown as DataLayerHost;
  // The analytics' code (the tagger and the scrubber) comes in a chunk of its own, fetched as the store starts.
  const analytics = deferredPageAnalytics(host, () =>
    import('../analytics.js').then((m) =>
      m.createPageAnalytics(host, {
        storage: window.sessionStorage,
        currentHref: () => window.location.href,
        ...(tagManager ? { tagManager: loadTagManager(tagManager) } : {}),
      }),
    ),
  );
  void analytics.ready().catch(() => undefined);
  const loggedIn = () =>
    isLoggedIn(
      { loggedIn: readCookie(pageCookies(), 'loggedIn'), role: readCookie(pageCookies(), 'role') },
      guestRoleProcessing,
    );
  const visitor = (): SessionVisitor => browserVisitor(site, loggedIn());
  const navigate = (url: string) => window.location.assign(url);

  const allowedLinkOrigins = shell.allowedLinkOrigins ?? [];
  // The loader covers the page while a call that changes the cart is under way; the client hides it 500 ms after
  // that call's answer (spec 7.2).
  const loader = createPageLoader(atoms);
  const responses = createServiceResponses({
    currentUrl: () => window.location.href,
    navigate,
    allowedRedirectOrigins: allowedLinkOrigins,
    hideLoaderAfter: LOADER_CALLS,
    hideLoader: loader.hide,
  });
  // A service that asks for a chat offer with its error (spec 3.6): the assistance shows it.
  const proactiveChat = createValue<ProactiveChat | undefined>(undefined, atoms);
  // The prospect id of a campaign's link, kept for the session (spec 3.3).
  const prospectId = keepProspectId(window.location.href, window.sessionStorage);
  // The throttle list the cart service answered, when no cookie had it: with it, the calls' base (spec 7.1).
  let answeredThrottle: readonly string[] = [];
  // The calls under way are counted: a flow's code is fetched ahead only once the page's own calls have ended.
  const calls = createCallCounter();
  // The clients' code (fetch, retry, parsing) is a chunk of its own, fetched as the store starts: the page's first
  // script does not carry it, and the first call waits for it if it has not arrived.
  // A failed call is reported and acted on at once: the clients wait for the error reporting's code too.
  /** The visitor's service base now (spec 7.1). */
  const serviceBase = () => {
    const cookie = readCookie(pageCookies(), 'cdlThrottleList');
    return visitorServiceBase(
      visitor(),
      window.sessionStorage.getItem(PROSPECT_FLAG_KEY) === 'true',
      cookie === undefined ? answeredThrottle : parseThrottleList(cookie),
    );
  };
  const clients = loadOnce(() =>
    Promise.all([import('./service-clients.js'), errors.ready().catch(() => undefined)]).then(([m]) =>
      m.createServiceClients(
        {
          // A call that changes something carries the visitor's token, asked for first when the page came without one.
          fetch: withRequestToken((...args) => globalThis.fetch(...args), pageCookies),
          // Each call goes under the visitor's base (spec 7.1), as the visitor is when it is made.
          base: serviceBase,
          context: () => browserCarrierContext(site, host, () => (loggedIn() ? undefined : prospectId)),
          retry: { urls: STORE_RETRY_URLS },
          responses,
        },
        { retry: { urls: STORE_RETRY_URLS } },
      ),
    ),
  );
  const services = calls.counted(loader.during(lazyHttpClient(async () => (await clients()).services)));
  const content = calls.counted(lazyHttpClient(async () => (await clients()).content));

  const clearStorage = () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  };
  const clearCookies = () =>
    expiredCookieAssignments(Date.now(), STORE_COOKIES, sharedCookieDomain(window.location.host)).forEach((cookie) =>
      cookieJar().write(cookie),
    );
  const home = `${site.base}${homePath}`;
  // The countdown's code comes once the page is live (the session host starts it).
  const sessionTimer = deferredSessionTimer(
    () =>
      import('../session/browser-timer.js').then((m) =>
        m.browserSessionTimer({
          visitor,
          services,
          base: site.base,
          home,
          navigate,
          stopServices: () => responses.stop(),
          clearStorage,
          clearCookies,
          atoms,
        }),
      ),
    atoms,
    Date.now,
  );
  // Every service response with a last-cached-time header resets the timer (spec 4.1).
  responses.subscribe((event) => {
    if (event.type === 'lastCachedTime') sessionTimer.activity(event.time, event.serverTime);
  });
  // A page left by an error's action sends its waiting log records first (leaving would cut their calls off),
  // waiting at most 1.5 s for them.
  const leaveAfterLog = (url: string) =>
    void Promise.race([errors.flush(), new Promise((resolve) => setTimeout(resolve, 1500))]).finally(() =>
      navigate(url),
    );
  const world: ErrorActionWorld = {
    visitor: () => ({ loggedIn: loggedIn(), prepaid: site.base === '/sales/prepaid' }),
    onCartPage: () => /\/express(cart|checkout)\.html$/.test(window.location.pathname),
    navigate: leaveAfterLog,
    reload: () => window.location.reload(),
    stopServices: () => responses.stop(),
    clearStorage,
    clearCookies,
    // The timer posts the logout once, tells the other tabs, and leaves for the store's home page.
    sessionLogout: () => void sessionTimer.logout('unauthorized'),
    offerChat: (message) => proactiveChat.set(message === undefined ? {} : { message }),
    checkoutUrl: () => `${site.base}${pagePath(journeys, 'checkout') ?? homePath}`,
  };
  const logging: ErrorLoggerOptions = {
    // The nse variant for prospects (spec 7.3); never retried, and its failures are ignored.
    send: (record) =>
      services.post(`peripheralsservice/${loggedIn() ? '' : 'nse/'}jsNotifyAsDynamic`, record, { retry: false }),
    page: () => ({
      pageUrl: window.location.href,
      pageName: host.vzdl?.page?.name ?? '',
      flowName: host.vzdl?.page?.flow ?? '',
    }),
    config: {
      skipVendorErrors: true,
      digitalLockIds: STORE_CART_LOCK_CONFIG.digitalLockIds,
      redirectToCheckoutPatterns: STORE_REDIRECT_TO_CHECKOUT_PATTERNS,
    },
  };
  // The catalogue's code comes in a chunk of its own, fetched as the store starts: the services' clients wait for it.
  // An id the store's rules do not act on is asked about (the store's calls are built after this, on first use).
  const errors = deferredErrorReporting(() =>
    import('./browser-errors.js').then((m) =>
      m.browserErrorReporting(logging, world, (errorId) => storeServices.errorLookup(errorId)),
    ),
  );
  // Both chunks are fetched as the store starts (the clients' waits for the reporting's).
  void clients().catch(() => undefined);
  // HTTP 401 on any call logs out (spec 8.4); the failed call itself reaches the same action, run once.
  responses.subscribe((event) => {
    if (event.type === 'unauthorized') runErrorAction(LOGOUT_ACTION, world);
  });
  window.addEventListener('error', (event) => void errors.report(event, 'global'));
  window.addEventListener('unhandledrejection', (event) => void errors.report(event.reason, 'rejection'));

  const cart = createStoreCart({
    client: () => import('../cart/cart-client.js').then((m) => m.createCartClient(services)),
    cartId: () => readCookie(pageCookies(), 'cartId'),
    count: () => cartCount(pageCookies(), site.base === '/sales/prepaid'),
    readError: (error) => errors.classify(error),
    atoms,
  });
  // A page restored from the back-forward cache may show a lock that has since been released, and starts without the
  // loader it was left under (spec 2.7).
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    cart.lock.markStale();
    loader.reset();
  });

  const sessionFlags = {
    get: (key: string) => window.sessionStorage.getItem(key),
    set: (key: string, value: string) => window.sessionStorage.setItem(key, value),
  };
  const storeServices = deferredStoreServices(() =>
    import('../store-calls.js').then((m) => m.createStoreServices(services, content)),
  );
  const throttle = createCartAccessSource({ services, cookies: pageCookies });
  const journeyWorld: JourneyWorld = {
    services,
    content,
    errors,
    cookies: pageCookies,
    sessionStorage: window.sessionStorage,
    atoms,
  };

  return {
    atoms,
    site,
    homePath,
    journeys,
    journeyDeps: buildJourneyDeps(journeys, journeyWorld),
    storeServices,
    favorites: createFavorites({
      storage: cookieFavoritesStorage(cookieJar(), {
        domain: sharedCookieDomain(window.location.host),
        legacy: window.localStorage,
      }),
      remote: storeServices.favorites,
      loggedIn,
      now: Date.now,
      atoms,
    }),
    cartOpener: createCartOpener(sessionFlags, atoms, takeCartAdded()),
    assist: {
      config: { ...DEFAULT_ASSIST_CONFIG, ...assist },
      services: deferredAssistServices(() =>
        import('../assist/services.js').then((m) =>
          m.createAssistServices(services, { channelId: site.channelId, serviceBase }),
        ),
      ),
      now: () => new Date(),
      windowSize: () => ({ width: window.innerWidth, height: window.innerHeight }),
      openPopup: (url, { width, height }) =>
        void window.open(url, 'videoAssist', `popup,width=${width},height=${height},noopener`),
      videoAssist: createValue<string | undefined>(undefined, atoms),
      chatWidget: createValue<ChatWidget | undefined>(undefined, atoms),
      proactiveChat,
    },
    analytics,
    errors,
    sessionTimer,
    visitor,
    cart,
    // The same reads as a journey's cart access: the cdlThrottleList cookie, else the cart service by login.
    pendingCalls: calls.pending,
    pageLoader: loader.visible,
    throttleList: loadOnce(
      async () =>
        throttle.throttleCookie() ??
        throttle.throttleList(loggedIn()).then(
          (list) => (answeredThrottle = list),
          () => [],
        ),
    ),
    // The pinned banner stays from page to page for the session, until closed or its page reached.
    ...pinnedBanner(atoms, { ...sessionFlags, remove: (key) => window.sessionStorage.removeItem(key) }),
    intent: cookieIntentStore(cookieJar(), { domain: sharedCookieDomain(window.location.host) }),
    currentHref: () => window.location.href,
    navigate,
    now: Date.now,
    page: {
      setTitle: (title) => void (document.title = title),
      // The description, addresses and link preview change with the page, for whoever reads the document after the
      // scripts ran: their code comes when a page first says them, not with the store's first script.
      setHead: (head, place) =>
        void import('./head-writer.js').then(
          (writer) => writer.writePageHead(document, head, place),
          () => undefined,
        ),
      setLanguage: (language) => void (document.documentElement.lang = language),
      print: () => window.print(),
    },
    shell: {
      production: shell.production,
      inApp: shell.inApp ?? false,
      userAgent: navigator.userAgent,
      loggedIn,
      firstName: () => greetingName(readCookie(pageCookies(), 'firstName')),
      sessionFlags,
      signInUrl: shell.signInUrl,
      appLinks: shell.appLinks,
      allowedLinkOrigins,
      salesBases: bases,
      ...(shell.smartBannerPages ? { smartBannerPages: shell.smartBannerPages } : {}),
      openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      recentResponses: () => responses.recent(),
      onPageRestored: (listener) => {
        const onShow = (event: PageTransitionEvent) => {
          if (event.persisted) listener();
        };
        window.addEventListener('pageshow', onShow);
        return () => window.removeEventListener('pageshow', onShow);
      },
      guardBack: (onBack) => {
        // One extra entry for the same page: going back pops it, and the page decides where to go.
        window.history.pushState({ ...(window.history.state as object), carrierBackGuard: true }, '');
        let active = true;
        const onPop = () => {
          if (!active) return;
          active = false;
          window.removeEventListener('popstate', onPop);
          onBack();
        };
        window.addEventListener('popstate', onPop);
        return () => {
          if (!active) return;
          active = false;
          window.removeEventListener('popstate', onPop);
        };
      },
    },
  };
}
