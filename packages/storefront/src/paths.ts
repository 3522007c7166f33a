import { CALL_LINES } from './click-to-call.js';

// The store's own paths, relative to the sales base: the pages the kit itself serves in every app (the error page,
// the help and legal pages) and the queries every journey reads. A journey's pages are its own: each journey owns
// its paths in its `paths` module (`@carrier/journey-shop/paths`, …), and the kit finds a journey's page by its
// page name in the app's manifests (`pagePath`), never by a path constant.

/** The store's sales line, as a link that calls it: where the cart lock and a service error's call offer (EA_C) lead. */
export const SALES_PHONE_HREF = CALL_LINES.sales.href;

/** The help, company and legal pages, drawn from the content service (the store's own, linked from the footer). */
export const CONTENT_PATHS = {
  help: '/help.html',
  shipping: '/help/shipping.html',
  returns: '/help/returns.html',
  about: '/about.html',
  privacy: '/legal/privacy.html',
  terms: '/legal/terms.html',
  accessibility: '/accessibility.html',
} as const;

/** The value of the `redirect` query that says the services lost the order's details (spec 8.4). */
export const DETAILS_NOT_FOUND = 'detailsnotfound';

/** Reads a page's `redirect` query: only the values the store knows. */
export function parseRedirectSearch(search: Record<string, unknown>): { redirect?: typeof DETAILS_NOT_FOUND } {
  return search['redirect'] === DETAILS_NOT_FOUND ? { redirect: DETAILS_NOT_FOUND } : {};
}

/** The error page (spec 2.4). */
export const GENERIC_ERROR_PATH = '/error/genericError.html';
