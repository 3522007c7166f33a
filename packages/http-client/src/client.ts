import { createFetch } from 'ofetch';
import pRetry from 'p-retry';
import { withBase, withQuery } from 'ufo';
import { deepFreeze } from '@carrier/service-contracts';
import { keptJson } from './kept.js';
import { HttpError, isHttpError, type HttpErrorKind } from './errors.js';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isRetryableFailure,
  isRetryableUrl,
  isSafeToRepeat,
  retryAfterDelay,
  type RetryPolicy,
} from './retry.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What hooks and header providers see of a request. */
export interface RequestInfo {
  readonly method: HttpMethod;
  /** The path as the caller gave it, before the base URL is applied. */
  readonly path: string;
  /** The full URL the request goes to. */
  readonly url: string;
}

/** A request about to be sent, with the headers it will carry (the same on every attempt). */
export interface OutgoingRequest extends RequestInfo {
  readonly headers: Readonly<Record<string, string>>;
}

/** A response that came back, whatever its status. */
export interface ResponseInfo {
  readonly request: OutgoingRequest;
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body; for an error status that is not JSON, its first 200 characters. */
  readonly data: unknown;
}

/** Adds headers to a request; an `undefined` value leaves the header out. */
export type HeaderProvider = (request: RequestInfo) => Readonly<Record<string, string | undefined>>;

export interface HttpClientOptions {
  /** Prefix of every relative path, or a function that picks it per request. */
  readonly baseURL?: string | ((path: string) => string);
  /** Header providers, applied in order; later ones win. */
  readonly headers?: readonly HeaderProvider[];
  /** Default timeout of one attempt in milliseconds; none when left out. */
  readonly timeout?: number;
  /** Retry policy; the spec's defaults apply to URLs listed in `urls`. `false` turns retries off. */
  readonly retry?: Partial<RetryPolicy> | false;
  /** The fetch implementation; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Wall clock, for `Retry-After` dates; `Date.now` by default. */
  readonly now?: () => number;
  /** Runs before a request is sent; throwing refuses the request with that error. */
  readonly onRequest?: (request: OutgoingRequest) => void;
  /** Runs for every response that came back, before an error status is thrown; awaited. */
  readonly onResponse?: (response: ResponseInfo) => void | Promise<void>;
  /** Called once with each failed call, after its last attempt, before it is thrown. */
  readonly onError?: (error: HttpError, request: OutgoingRequest) => void;
}

export interface RequestOptions {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeout of each attempt of this call in milliseconds, overriding the client's. */
  readonly timeout?: number;
  readonly signal?: AbortSignal;
  /** This call's retry policy, merged over the client's; `false` turns retries off for it. */
  readonly retry?: Partial<RetryPolicy> | false;
}

export interface HttpClient {
  /** Sends a request and resolves with the parsed JSON body. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

function attemptSignal(signal: AbortSignal | undefined, timeout: number | undefined): AbortSignal | undefined {
  const timer = timeout !== undefined && timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
  return signal && timer ? AbortSignal.any([signal, timer]) : (signal ?? timer);
}

/** Why no response came back: the timeout fired, the caller aborted, or the network failed. */
function failureKind(signal: AbortSignal | undefined): HttpErrorKind {
  if (!signal?.aborted) return 'network';
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'TimeoutError' ? 'timeout' : 'aborted';
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function policyOf(client: RetryPolicy | undefined, call: RequestOptions['retry']): RetryPolicy | undefined {
  if (!client || call === false) return undefined;
  return call ? { ...client, ...call } : client;
}

/**
 * A JSON client for any HTTP service: base URL, header providers, hooks, per-attempt timeout, abort
 * signal, typed errors, and retries by policy (p-retry; ofetch's own retry is off).
 * @example
 * const api = createHttpClient({ baseURL: '/api', retry: { urls: ['/catalog'] } });
 * const phones = await api.get<Phone[]>('catalog/phones');
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });
  const now = options.now ?? Date.now;
  const clientPolicy = options.retry === false ? undefined : { ...DEFAULT_RETRY_POLICY, ...options.retry };

  async function attempt(request: OutgoingRequest, call: RequestOptions, attempts: number): Promise<unknown> {
    const signal = attemptSignal(call.signal, call.timeout ?? options.timeout);
    const fail = (init: Omit<ConstructorParameters<typeof HttpError>[0], 'method' | 'url' | 'attempts'>) =>
      new HttpError({ ...init, method: request.method, url: request.url, attempts });
    let response;
    try {
      const init: Parameters<typeof $fetch.raw<string, 'text'>>[1] = {
        method: request.method,
        headers: request.headers,
        retry: false,
        responseType: 'text',
        ignoreResponseError: true,
      };
      if (call.body !== undefined) init.body = call.body as Record<string, unknown>;
      if (signal) init.signal = signal;
      response = await $fetch.raw<string, 'text'>(request.url, init);
    } catch (cause) {
      throw fail({ kind: failureKind(signal), status: 0, cause });
    }
    // An empty body is undefined; one that is not JSON is kept as its first 200 characters, and fails
    // the call only when the status said it succeeded.
    const text = typeof response._data === 'string' ? response._data : '';
    // An answer a shared cache gave many readers is parsed once for all of them, and frozen.
    const kept = keptJson(response);
    let data: unknown = kept?.json;
    let parseError: unknown;
    if (data === undefined && text.trim() !== '') {
      try {
        data = JSON.parse(text) as unknown;
        if (kept) kept.json = deepFreeze(data);
      } catch (cause) {
        parseError = cause;
        data = text.slice(0, 200);
      }
    }
    await options.onResponse?.({ request, status: response.status, headers: response.headers, data });
    if (!response.ok) throw fail({ kind: 'http', status: response.status, data, headers: response.headers });
    if (parseError) throw fail({ kind: 'parse', status: response.status, data, cause: parseError });
    return data;
  }

  async function request<T>(path: string, call: RequestOptions = {}): Promise<T> {
    const method = call.method ?? 'GET';
    const base = typeof options.baseURL === 'function' ? options.baseURL(path) : (options.baseURL ?? '');
    const url = call.query ? withQuery(withBase(path, base), call.query) : withBase(path, base);
    const headers: Record<string, string> = {};
    const info: RequestInfo = { method, path, url };
    for (const provider of options.headers ?? []) {
      const provided = provider(info);
      for (const name in provided) {
        const value = provided[name];
        if (value !== undefined) headers[name] = value;
      }
    }
    Object.assign(headers, call.headers);
    const outgoing: OutgoingRequest = { method, path, url, headers };
    options.onRequest?.(outgoing);

    const policy = policyOf(clientPolicy, call.retry);
    const retries = policy && isRetryableUrl(policy, url) && isSafeToRepeat(method, headers) ? policy.retries : 0;
    let attempts = 0;
    try {
      // Most calls cannot be retried (unlisted URLs, POSTs without a key): they skip the retry machinery.
      if (!policy || retries === 0) return (await attempt(outgoing, call, ++attempts)) as T;
      return (await pRetry(() => attempt(outgoing, call, ++attempts), {
        retries,
        factor: 2,
        minTimeout: policy.baseDelay,
        randomize: false,
        signal: call.signal,
        shouldRetry: ({ error }) => isHttpError(error) && isRetryableFailure(policy, error),
        onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
          if (retriesLeft === 0 || !isHttpError(error) || !isRetryableFailure(policy, error)) return;
          // p-retry waits the backoff after this; wait the rest of a longer Retry-After first.
          const asked = retryAfterDelay(policy, error.headers, now());
          if (asked !== undefined) await sleep(Math.max(0, asked - backoffDelay(policy, attemptNumber)), call.signal);
        },
      })) as T;
    } catch (cause) {
      // p-retry rejects with the signal's reason when the caller aborts during a backoff.
      const error = isHttpError(cause)
        ? cause
        : new HttpError({ kind: 'aborted', method, url, status: 0, attempts, cause });
      options.onError?.(error, outgoing);
      throw error;
    }
  }

  return {
    request,
    get: (path, call) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
  };
}
