import type { HttpError } from './errors.js';

/** When and how often a failed call is tried again. */
export interface RetryPolicy {
  /** Retries after the first attempt (spec 9: 1). */
  readonly retries: number;
  /** Delay before the first retry in ms; each next one doubles (spec 9: 200). */
  readonly baseDelay: number;
  /** Only calls whose URL contains one of these (or matches the pattern) are retried (spec 9). */
  readonly urls: readonly (string | RegExp)[];
  /** Statuses retried; 0 stands for no response at all, a network error or a timeout (spec 9). */
  readonly statuses: readonly number[];
  /**
   * Longest `Retry-After` honoured, in ms; a longer one is cut to this. By default the spec's own delay (200 ms), so a
   * service's `Retry-After` never makes a customer wait longer than spec 9 says; raise it for services of your own.
   */
  readonly maxRetryAfter: number;
}

/**
 * Retry as spec 9 says: once, after 200 ms, on no response or 502, 503, 504, for the listed URLs only. A `Retry-After`
 * is honoured up to that same 200 ms: the spec's delay is the longest a customer waits for a retry.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 1,
  baseDelay: 200,
  urls: [],
  statuses: [0, 502, 503, 504],
  maxRetryAfter: 200,
};

/** The header that makes a non-idempotent request safe to send again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** True when the request may be sent again: an idempotent method, or one that carries an idempotency key. */
export function isSafeToRepeat(method: string, headers: Readonly<Record<string, string>>): boolean {
  if (IDEMPOTENT_METHODS.has(method.toUpperCase())) return true;
  const key = Object.keys(headers).find((name) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase());
  return key !== undefined && headers[key] !== '';
}

/** True when the policy lists this URL. */
export function isRetryableUrl(policy: RetryPolicy, url: string): boolean {
  return policy.urls.some((entry) => (typeof entry === 'string' ? url.includes(entry) : entry.test(url)));
}

/** True when this failure is one the policy retries: no response at all, or a listed status. */
export function isRetryableFailure(policy: RetryPolicy, error: HttpError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return policy.statuses.includes(0);
  return error.kind === 'http' && policy.statuses.includes(error.status);
}

/** Delay before retry number `retry` (1-based): the base doubled each time. */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  return policy.baseDelay * 2 ** (retry - 1);
}

/**
 * Milliseconds a `Retry-After` header asks to wait (seconds or an HTTP date), capped by the policy;
 * undefined when there is no usable header.
 */
export function retryAfterDelay(policy: RetryPolicy, headers: Headers | undefined, now: number): number | undefined {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), policy.maxRetryAfter);
}
