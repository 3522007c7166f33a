import { CSRF_TOKEN_HEADER, readCookie } from '@carrier/http-client';
import { REQUEST_TOKEN_PATH } from '@carrier/safety';
import { CSRF_COOKIE } from './cookies.js';

/** Calls that change nothing: the services take them without a token. */
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * `fetch` for the services' calls, sure of the visitor's cross-site request token: a page a shared cache gave (the
 * same to every visitor) sets no cookie, so before the first call that changes something the token is asked of the
 * store server (`REQUEST_TOKEN_PATH`, once for calls made together) and the call carries it.
 * @example createCarrierHttpClient({ fetch: withRequestToken(fetch, () => document.cookie), ... })
 */
export function withRequestToken(
  fetch: typeof globalThis.fetch,
  cookies: () => string,
  tokenUrl: string = REQUEST_TOKEN_PATH,
): typeof globalThis.fetch {
  let asking: Promise<unknown> | undefined;
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (SAFE_METHODS.includes(method)) return fetch(input, init);
    if (readCookie(cookies(), CSRF_COOKIE) === undefined) {
      asking ??= fetch(tokenUrl, { credentials: 'same-origin', cache: 'no-store' })
        .catch(() => undefined)
        .finally(() => (asking = undefined));
      await asking;
    }
    // The call carries the token the cookie holds now (its headers may have been made before the cookie came).
    const token = readCookie(cookies(), CSRF_COOKIE);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    // Without a token (the store server could not be reached) the call goes as it is, and the services say why.
    if (token === undefined || headers.get(CSRF_TOKEN_HEADER) === token) return fetch(input, init);
    headers.set(CSRF_TOKEN_HEADER, token);
    return fetch(input, { ...init, headers });
  };
}
