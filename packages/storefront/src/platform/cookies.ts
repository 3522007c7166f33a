/** The store's cookies (spec 3.4). */
export const STORE_COOKIES = [
  'loggedIn',
  'role',
  'cartId',
  'channelId',
  'gnCartCount',
  'prospectCartCount',
  'cdlThrottleList',
  'intent',
  'authToken',
  'customerId',
  'mtn',
] as const;

/** The cross-site request token cookie, sent back as `p-csrf-token` (spec 7.2). */
export const CSRF_COOKIE = 'XSRF-TOKEN';

/** Cookies are expired by setting their expiry three days back (spec 3.4). */
export const COOKIE_EXPIRY_OFFSET_MS = 3 * 24 * 60 * 60 * 1000;

/** The `document.cookie` assignments that expire the store's cookies. */
export function expiredCookieAssignments(now: number, names: readonly string[] = STORE_COOKIES): string[] {
  const expires = new Date(now - COOKIE_EXPIRY_OFFSET_MS).toUTCString();
  return names.map((name) => `${name}=; expires=${expires}; path=/`);
}
