import { createPageAnalytics, type DataLayerHost } from './analytics.js';
import type { StorefrontDeps } from './context.js';
import { FNF_FLOW_NAME, FNF_PAGE_NAME } from './fnf/constants.js';
import { createFnfSession } from './fnf/session.js';
import { createFnfServices } from './services.js';
import { detectSite, type SalesBase } from './site.js';

/** The store's world in a browser: location, user agent, session storage, the data layer on `window`. */
export function createBrowserStorefront(bases: readonly SalesBase[]): StorefrontDeps {
  const site = detectSite(window.location, navigator.userAgent, bases);
  return {
    site,
    services: createFnfServices({
      site,
      pageUrl: () => window.location.href,
      pageName: FNF_PAGE_NAME,
      flowName: FNF_FLOW_NAME,
    }),
    session: createFnfSession(window.sessionStorage),
    analytics: createPageAnalytics(window as unknown as DataLayerHost),
    currentHref: () => window.location.href,
    page: {
      setTitle: (title) => void (document.title = title),
      setLanguage: (language) => void (document.documentElement.lang = language),
    },
  };
}
