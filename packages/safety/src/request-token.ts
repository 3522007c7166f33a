/**
 * Where the store server gives a browser its cross-site request token (the `XSRF-TOKEN` cookie, sent back in the
 * `p-csrf-token` header of each call that changes something) when the page it arrived on carried none: a page a
 * shared cache may give every visitor sets no cookie. A `GET` of it answers 204 with the cookie, kept by no cache.
 */
export const REQUEST_TOKEN_PATH = '/sales/_token';
