/**
 * Where the store server gives a browser its cross-site request token (the `XSRF-TOKEN` cookie, sent back in the
 * `p-csrf-token` header of each call that changes something) when the page it arrived on carried none: a page a
 * shared cache may give every visitor sets no cookie. A `GET` of it answers 204 with the cookie, kept by no cache.
 */
export const REQUEST_TOKEN_PATH = '/sales/_token';

/** The cookie that carries the cross-site request token (spec 7.2), set by the services and the store server. */
export const REQUEST_TOKEN_COOKIE = 'XSRF-TOKEN';

/** The header a call that changes something sends the token back in; the services refuse the call without it. */
export const REQUEST_TOKEN_HEADER = 'p-csrf-token';
