import { createFetch } from 'ofetch';
import { HttpError, type HttpErrorKind } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a header provider sees of the request it adds headers to. */
export interface RequestInfo {
  readonly method: HttpMethod;
  /** The path as the caller gave it, before the base URL is applied. */
  readonly path: string;
  /** The full URL the request goes to. */
  readonly url: string;
}

/** Adds headers to a request; an `undefined` value leaves the header out. */
export type HeaderProvider = (request: RequestInfo) => Readonly<Record<string, string | undefined>>;

export interface HttpClientOptions {
  /** Prefix of every relative path, or a function that picks it per request. */
  readonly baseURL?: string | ((path: string) => string);
  /** Header providers, applied in order; later ones win. */
  readonly headers?: readonly HeaderProvider[];
  /** Default timeout of a call in milliseconds; none when left out. */
  readonly timeout?: number;
  /** The fetch implementation; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Called with every failed call before it is thrown, for logging and analytics. */
  readonly onError?: (error: HttpError, request: RequestInfo) => void;
}

export interface RequestOptions {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeout of this call in milliseconds, overriding the client's. */
  readonly timeout?: number;
  readonly signal?: AbortSignal;
}

export interface HttpClient {
  /** Sends a request and resolves with the parsed JSON body. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

function joinURL(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) || base === '') return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withQuery(url: string, query: RequestOptions['query']): string {
  const pairs = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (pairs.length === 0) return url;
  const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function combineSignals(signal: AbortSignal | undefined, timeout: number | undefined): AbortSignal | undefined {
  const timer = timeout !== undefined && timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
  if (signal && timer) return AbortSignal.any([signal, timer]);
  return signal ?? timer;
}

/** Why no response came back: the timeout fired, the caller aborted, or the network failed. */
function failureKind(signal: AbortSignal | undefined): HttpErrorKind {
  if (!signal?.aborted) return 'network';
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'TimeoutError' ? 'timeout' : 'aborted';
}

/** An error body is kept for the caller as JSON when it is JSON, else as (short) text. */
function parseLenient(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 200);
  }
}

/**
 * A JSON client for any HTTP service: base URL, header providers, timeout, abort signal, typed errors.
 * @example
 * const api = createHttpClient({ baseURL: '/api', headers: [() => ({ Accept: 'application/json' })] });
 * const cart = await api.get<Cart>('cart');
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });

  async function request<T>(path: string, call: RequestOptions = {}): Promise<T> {
    const method = call.method ?? 'GET';
    const base = typeof options.baseURL === 'function' ? options.baseURL(path) : (options.baseURL ?? '');
    const url = withQuery(joinURL(base, path), call.query);
    const info: RequestInfo = { method, path, url };
    const headers: Record<string, string> = {};
    for (const provider of options.headers ?? []) {
      for (const [name, value] of Object.entries(provider(info))) if (value !== undefined) headers[name] = value;
    }
    Object.assign(headers, call.headers);
    const signal = combineSignals(call.signal, call.timeout ?? options.timeout);
    const fail = (kind: HttpErrorKind, status: number, data: unknown, cause?: unknown): HttpError => {
      const error = new HttpError({ kind, method, url, status, data, cause });
      options.onError?.(error, info);
      return error;
    };
    let response: Awaited<ReturnType<typeof $fetch.raw<string, 'text'>>>;
    try {
      response = await $fetch.raw(url, {
        method,
        headers,
        retry: false,
        responseType: 'text',
        ignoreResponseError: true,
        ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      throw fail(failureKind(signal), 0, undefined, cause);
    }
    const text = typeof response._data === 'string' ? response._data : '';
    if (!response.ok) throw fail('http', response.status, parseLenient(text));
    if (text.trim() === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw fail('parse', response.status, text.slice(0, 200), cause);
    }
  }

  return {
    request,
    get: (path, call) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
  };
}
