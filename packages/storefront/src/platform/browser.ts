import { LOGOUT_ACTION, createErrorLogger } from '@carrier/error-catalogue';
import {
  createCarrierHttpClient,
  createContentHttpClient,
  createServiceResponses,
  readCookie,
  type CarrierContext,
} from '@carrier/http-client';
import { createPageAnalytics, type DataLayerHost } from '../analytics.js';
import type { StorefrontDeps } from '../context.js';
import { createFnfSession } from '../fnf/session.js';
import { createFnfServices } from '../services.js';
import type { AppLinks } from '../shell/rules.js';
import { detectSite, type SalesBase, type Site } from '../site.js';
import { CSRF_COOKIE, expiredCookieAssignments } from './cookies.js';
import { createErrorReporting, runErrorAction, type ErrorActionWorld } from './errors.js';

/** Calls that may be retried by the policy of spec 9 (GETs of content and throttle lists). */
export const STORE_RETRY_URLS = ['/content/vcg/', 'getNSAThrottleList'] as const;

/** A `srcCode` is only sent on as `entryPoint` when it looks like one. */
const SRC_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface BrowserStorefrontOptions {
  /** The sales bases this app serves. */
  readonly bases: readonly SalesBase[];
  /** Where the customer lands after a logout, relative to the sales base. */
  readonly homePath: string;
  /** The environment and links of the shell (spec 1, 2.9, 6.5). */
  readonly shell: {
    readonly production: boolean;
    readonly signInUrl: string;
    readonly appLinks: AppLinks;
    readonly smartBannerPages?: readonly string[];
    readonly inApp?: boolean;
  };
}

/** What the store sends as the headers of spec 7.2, read from the page now. */
export function browserCarrierContext(site: Site, analytics: DataLayerHost): CarrierContext {
  const cookies = document.cookie;
  const srcCode = new URL(window.location.href).searchParams.get('srcCode') ?? '';
  return {
    channelId: site.channelId,
    cartId: readCookie(cookies, 'cartId'),
    fromReferrer: document.referrer || undefined,
    prepaid: site.base === '/sales/prepaid' || readCookie(cookies, 'role') === 'prepay',
    orderLanguage: site.language,
    srcCode: SRC_CODE.test(srcCode) ? srcCode : undefined,
    csrfToken: readCookie(cookies, CSRF_COOKIE),
    intent: readCookie(cookies, 'intent'),
    authToken: readCookie(cookies, 'authToken'),
    pageName: analytics.vzdl?.page?.name,
    flowName: analytics.vzdl?.page?.flow,
  };
}

/**
 * The store's world in a browser: location, cookies, session storage, the data layer on `window`, one
 * carrier client with the service-response handling, and error reporting with the global handlers.
 */
export function createBrowserStorefront({ bases, homePath, shell }: BrowserStorefrontOptions): StorefrontDeps {
  const site = detectSite(window.location, navigator.userAgent, bases);
  const host = window as unknown as DataLayerHost;
  const loggedIn = () => readCookie(document.cookie, 'loggedIn') === 'true';
  const navigate = (url: string) => window.location.assign(url);

  const responses = createServiceResponses({ currentUrl: () => window.location.href, navigate });
  const services = createCarrierHttpClient({
    context: () => browserCarrierContext(site, host),
    retry: { urls: STORE_RETRY_URLS },
    responses,
  });
  const content = createContentHttpClient({ retry: { urls: STORE_RETRY_URLS } });

  const logger = createErrorLogger({
    // The nse variant for prospects (spec 7.3); never retried, and its failures are ignored.
    send: (record) =>
      services.post(`peripheralsservice/${loggedIn() ? '' : 'nse/'}jsNotifyAsDynamic`, record, { retry: false }),
    page: () => ({
      pageUrl: window.location.href,
      pageName: host.vzdl?.page?.name ?? '',
      flowName: host.vzdl?.page?.flow ?? '',
    }),
    config: { skipVendorErrors: true },
  });
  let loggedOut = false;
  const world: ErrorActionWorld = {
    visitor: () => ({ loggedIn: loggedIn(), prepaid: site.base === '/sales/prepaid' }),
    onCartPage: () => /\/express(cart|checkout)\.html$/.test(window.location.pathname),
    navigate,
    reload: () => window.location.reload(),
    stopServices: () => responses.stop(),
    clearStorage: () => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    },
    clearCookies: () => expiredCookieAssignments(Date.now()).forEach((cookie) => (document.cookie = cookie)),
    sessionLogout: () => {
      if (loggedOut) return;
      loggedOut = true;
      void services
        .post('fraudservice/session/logout', {}, { retry: false })
        .catch(() => undefined)
        .finally(() => navigate(`${site.base}${homePath}`));
    },
  };
  const errors = createErrorReporting(logger, world);
  // HTTP 401 on any call logs out (spec 8.4); the failed call itself reaches the same action, run once.
  responses.subscribe((event) => {
    if (event.type === 'unauthorized') runErrorAction(LOGOUT_ACTION, world);
  });
  window.addEventListener('error', (event) => void errors.report(event, 'global'));
  window.addEventListener('unhandledrejection', (event) => void errors.report(event.reason, 'rejection'));

  return {
    site,
    services: createFnfServices({ services, content, errors }),
    session: createFnfSession(window.sessionStorage),
    analytics: createPageAnalytics(host),
    errors,
    currentHref: () => window.location.href,
    navigate,
    now: Date.now,
    page: {
      setTitle: (title) => void (document.title = title),
      setLanguage: (language) => void (document.documentElement.lang = language),
    },
    shell: {
      production: shell.production,
      inApp: shell.inApp ?? false,
      userAgent: navigator.userAgent,
      loggedIn,
      sessionFlags: {
        get: (key) => window.sessionStorage.getItem(key),
        set: (key, value) => window.sessionStorage.setItem(key, value),
      },
      signInUrl: shell.signInUrl,
      appLinks: shell.appLinks,
      ...(shell.smartBannerPages ? { smartBannerPages: shell.smartBannerPages } : {}),
      openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      recentResponses: () => responses.recent(),
    },
  };
}
