import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sharedCookieDomain } from '@carrier/safety';

/**
 * The cookie of the store's cross-site request token: the page's scripts send its value back in a header with
 * every call that changes something, and the carrier's services refuse a call whose header and cookie differ.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Gives the browser its cross-site request token with the page, unless it has one: on the store's shared domain
 * (the English and Spanish hosts share it), sent to the store's own pages only (`SameSite=Strict`).
 */
export function ensureCsrfCookie(c: Context): void {
  if (getCookie(c, CSRF_COOKIE)) return;
  const domain = sharedCookieDomain(new URL(c.req.url).host);
  setCookie(c, CSRF_COOKIE, randomUUID(), { path: '/', sameSite: 'Strict', ...(domain ? { domain } : {}) });
}
