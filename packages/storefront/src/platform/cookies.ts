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
  'firstName',
] as const;

/** The cross-site request token cookie, sent back as `p-csrf-token` (spec 7.2). */
export { REQUEST_TOKEN_COOKIE as CSRF_COOKIE } from '@carrier/safety';

/** Cookies are expired by setting their expiry three days back (spec 3.4). */
export const COOKIE_EXPIRY_OFFSET_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The `document.cookie` assignments that expire the store's cookies: on the host, and on the domain the site's
 * hosts share (`@carrier/safety`'s `sharedCookieDomain`) when there is one, wherever they were set.
 */
export function expiredCookieAssignments(
  now: number,
  names: readonly string[] = STORE_COOKIES,
  sharedDomain?: string,
): string[] {
  const expires = new Date(now - COOKIE_EXPIRY_OFFSET_MS).toUTCString();
  return names.flatMap((name) => [
    `${name}=; expires=${expires}; path=/`,
    ...(sharedDomain ? [`${name}=; expires=${expires}; path=/; domain=${sharedDomain}`] : []),
  ]);
}

/**
 * `document.cookie`, read at most once per task: the store reads a few cookies on every render, and each read of
 * `document.cookie` asks the browser's cookie store. The cached text is dropped once the task's work is done
 * (`queue`, a microtask by default) and on every `write`, so a change is seen by the next read.
 */
export function taskCookies(
  doc: { cookie: string },
  queue: (drop: () => void) => void = (drop) => queueMicrotask(drop),
): { read(): string; write(assignment: string): void } {
  let text: string | undefined;
  return {
    read() {
      if (text === undefined) {
        text = doc.cookie;
        queue(() => (text = undefined));
      }
      return text;
    },
    write(assignment) {
      doc.cookie = assignment;
      text = undefined;
    },
  };
}
