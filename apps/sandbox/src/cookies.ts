import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { sharedCookieDomain } from '@carrier/safety';

/** The shared domain of the store's cookies for this request's host (`@carrier/safety`), as a cookie option. */
const domainOf = (c: Context) => {
  const domain = sharedCookieDomain(new URL(c.req.url).host);
  return domain ? { domain } : {};
};

/** Sets one of the store's cookies, on the shared domain when there is one (path `/`). */
export function storeCookie(c: Context, name: string, value: string, options: CookieOptions = {}): void {
  setCookie(c, name, value, { path: '/', ...options, ...domainOf(c) });
}

/** Removes one of the store's cookies, from the shared domain and from the host alone (wherever it was set). */
export function dropCookie(c: Context, name: string): void {
  const shared = domainOf(c);
  if (shared.domain) deleteCookie(c, name, { path: '/', ...shared });
  deleteCookie(c, name, { path: '/' });
}
