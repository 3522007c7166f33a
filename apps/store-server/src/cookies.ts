import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { REQUEST_TOKEN_COOKIE as CSRF_COOKIE, sharedCookieDomain } from '@carrier/safety';

/**
 * Gives the browser its cross-site request token with the page, unless it has one: on the store's shared domain
 * (the English and Spanish hosts share it), sent to the store's own pages only (`SameSite=Strict`).
 */
export function ensureCsrfCookie(c: Context): void {
  if (getCookie(c, CSRF_COOKIE)) return;
  const domain = sharedCookieDomain(new URL(c.req.url).host);
  setCookie(c, CSRF_COOKIE, randomUUID(), { path: '/', sameSite: 'Strict', ...(domain ? { domain } : {}) });
}
