import type { ServiceErrorAction } from './actions.js';

// What a page does about an error before the rest of the catalogue has loaded (a small module of its own): reload once
// after a script that failed to load, log out after HTTP 401.

const CHUNK_LOAD =
  /loading (css )?chunk|dynamically imported module|importing a module script failed|unable to preload css/i;

/**
 * Whether an error is a script of the page (a chunk) that failed to load: `classify` makes it a `scriptLoadError`,
 * which reloads the page once (spec 8.3, 8.4). Small on its own, for a page that must tell it before the rest of the
 * catalogue has loaded.
 * @example isScriptLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Cart.js')) // true
 */
export function isScriptLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_LOAD.test(error.message));
}

/** Lazy chunks time out after this long (spec 7.5, 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The query parameter that marks a page reloaded after a chunk-load failure (spec 8.4). */
export const CHUNK_RELOAD_PARAM = 'ts';

/**
 * After a chunk-load failure, the URL to reload once with a `ts` parameter; undefined when reloading is
 * off or this page was already reloaded for it (spec 8.4).
 */
export function chunkReloadUrl(pageUrl: string, enabled: boolean, now: number): string | undefined {
  const url = new URL(pageUrl);
  if (!enabled || url.searchParams.has(CHUNK_RELOAD_PARAM)) return undefined;
  url.searchParams.set(CHUNK_RELOAD_PARAM, String(now));
  return url.href;
}

/** Logging out after HTTP 401: stop services, clear storage and cookies, session logout (spec 8.4). */
export const LOGOUT_ACTION = {
  type: 'logout',
  steps: ['stopServices', 'clearStorage', 'clearCookies', 'sessionLogout'],
} as const satisfies ServiceErrorAction;
