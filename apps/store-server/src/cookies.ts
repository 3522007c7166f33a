import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { REQUEST_TOKEN_COOKIE as CSRF_COOKIE, sharedCookieDomain } from '@carrier/safety';

/**
 * Gives the browser its cross-site request token with the page, unless it has one: on the store's shared domain
 * (the English and Spanish hosts share it), sent to the store's own pages only (`SameSite=Strict`). Answers the token.
 */
export function ensureCsrfCookie(c: Context): string {
  const had = getCookie(c, CSRF_COOKIE);
  if (had) return had;
  const domain = sharedCookieDomain(new URL(c.req.url).host);
  const token = randomUUID();
  setCookie(c, CSRF_COOKIE, token, { path: '/', sameSite: 'Strict', ...(domain ? { domain } : {}) });
  return token;
}
