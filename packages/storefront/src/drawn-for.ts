import { readCookie } from '@carrier/http-client';

/**
 * The cookies a page's drawing depends on: who the visitor is (signed in, their role and first name, a guest), their
 * cart (its id and the counts the header shows), their favorites, what they shop for (the intent) and the
 * launch's throttle list. Each is one the browser's scripts can read (none is HttpOnly).
 */
export const DRAWN_COOKIES = [
  'loggedIn',
  'role',
  'firstName',
  'lastTwoDigits',
  'cartId',
  'gnCartCount',
  'prospectCartCount',
  'prepaidCartCount',
  'carrierFavorites',
  'intent',
  'cdlThrottleList',
] as const;

/**
 * A short fingerprint of the cookies a page was drawn with (`DRAWN_COOKIES`, their values in that order; the others
 * and their order do not count). The server writes it on the page it draws; the browser hydrates that drawing only
 * when the visitor's cookies still give the same fingerprint. When they changed in between (the answer to a form sent
 * before the page's code ran, another tab), the drawing is another visitor's state and the page is drawn afresh.
 * @example drawnForCookies('loggedIn=true; intent=AAL') === drawnForCookies('intent=AAL; XSRF-TOKEN=x; loggedIn=true')
 */
export function drawnForCookies(cookies: string): string {
  const said = DRAWN_COOKIES.map((name) => `${name}=${readCookie(cookies, name) ?? ''}`).join(';');
  // FNV-1a, 32 bits: a fingerprint to compare, not a secret.
  let hash = 0x811c9dc5;
  for (let i = 0; i < said.length; i++) hash = Math.imul(hash ^ said.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
