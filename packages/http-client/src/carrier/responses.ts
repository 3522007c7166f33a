import { safeRedirectUrl } from '@carrier/safety';
import { createListeners } from '@carrier/store';
import type { OutgoingRequest, ResponseInfo } from '../client.js';
import { HttpError } from '../errors.js';

/** How many service responses are kept (spec 3.7, 9). */
export const SERVICE_INFO_KEPT = 5;
/** A goToUrl redirect resolves the call after this many ms (spec 4.5, 9). */
export const REDIRECT_RESOLVE_MS = 2000;
/** The loader is hidden this many ms after a listed call (spec 7.2). */
export const LOADER_HIDE_DELAY_MS = 500;
/** The response header whose time resets the session timer (spec 4.1). */
export const LAST_CACHED_TIME_HEADER = 'last-cached-time';
/** Calls that still go out while services are stopped: the logout itself and the log service. */
export const ALLOWED_WHILE_STOPPED = ['/fraudservice/session/logout', '/jsNotifyAsDynamic'] as const;

/** What is kept of one service response (spec 3.7). */
export interface ServiceInfo {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly at: number;
  readonly statusCode: string | undefined;
  readonly processStep: unknown;
  readonly spokeJourney: unknown;
  readonly goToUrl: string | undefined;
  readonly page: unknown;
}

export type ServiceEvent =
  /**
   * A last-cached-time header (spec 4.1). `serverTime` is the answer's own time (its `Date` header) when it
   * has one: the two read together say how long ago the activity was, whatever this computer's clock says.
   */
  | { readonly type: 'lastCachedTime'; readonly time: number; readonly serverTime?: number }
  | { readonly type: 'redirect'; readonly url: string }
  | { readonly type: 'redirectRefused'; readonly url: string }
  | { readonly type: 'unauthorized'; readonly url: string };

export interface ServiceResponsesOptions {
  /** The page's URL now: the `goto` return parameter and the origin redirects must stay on. */
  readonly currentUrl: () => string;
  /** Leaves the page; `location.assign` in the browser. */
  readonly navigate: (url: string) => void;
  /** Other origins a `goToUrl` may send the customer to. */
  readonly allowedRedirectOrigins?: readonly string[];
  /** Calls (URL fragments) after which the loader is hidden 500 ms later. */
  readonly hideLoaderAfter?: readonly string[];
  readonly hideLoader?: () => void;
  readonly now?: () => number;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
}

/** The store's handling of every service response (spec 3.7, 4.1, 4.5, 7.2, 8.4). */
export interface ServiceResponses {
  /** The last five responses, oldest first. */
  recent(): readonly ServiceInfo[];
  /** Listens to last-cached-time, redirect and 401 events; returns the unsubscribe. */
  subscribe(listener: (event: ServiceEvent) => void): () => void;
  /** True once services are stopped: by a redirect, or by `stop()` (logout). */
  isStopped(): boolean;
  stop(): void;
  /** The client hooks that apply all this; passed to `createHttpClient` by the carrier preset. */
  readonly hooks: {
    readonly onRequest: (request: OutgoingRequest) => void;
    readonly onResponse: (response: ResponseInfo) => Promise<void>;
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The redirect a response asks for (spec 3.7, 4.5): its `goToUrl`, else the redirect some services send under a field
 * named `null` (a key their serializer wrote from a null name). Either is followed by the same rules.
 */
export const REDIRECT_FIELDS = ['goToUrl', 'null'] as const;

function redirectOf(body: Record<string, unknown>): string | undefined {
  for (const field of REDIRECT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function parseTime(value: string): number | undefined {
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** Keeps, publishes and acts on service responses; the world (navigation, timers, clock) is injected. */
export function createServiceResponses(options: ServiceResponsesOptions): ServiceResponses {
  const now = options.now ?? Date.now;
  const later = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const events = createListeners<ServiceEvent>();
  const ring: ServiceInfo[] = [];
  let stopped = false;
  const emit = events.emit;

  /**
   * The redirect target with the `goto` return parameter, or undefined when it would leave the page's origin for
   * one not allowed (the one redirect guard of `@carrier/safety`, which reads the URL as the browser will).
   */
  function redirectTarget(goToUrl: string): string | undefined {
    const here = new URL(options.currentUrl());
    const href = safeRedirectUrl(goToUrl, { origin: here.href, allowedOrigins: options.allowedRedirectOrigins ?? [] });
    if (href === undefined) return undefined;
    const target = new URL(href);
    target.searchParams.set('goto', here.href);
    return target.href;
  }

  async function onResponse({ request, status, headers, data }: ResponseInfo): Promise<void> {
    const body = record(data);
    const goToUrl = redirectOf(body);
    const statusCode = record(body['serviceHeader'])['statusCode'];
    ring.push({
      method: request.method,
      url: request.url,
      status,
      at: now(),
      statusCode: typeof statusCode === 'string' ? statusCode : undefined,
      processStep: body['processStep'],
      spokeJourney: body['spokeJourney'],
      goToUrl,
      page: record(body['vzdl'])['page'],
    });
    if (ring.length > SERVICE_INFO_KEPT) ring.shift();

    const cached = headers.get(LAST_CACHED_TIME_HEADER);
    const time = cached ? parseTime(cached.trim()) : undefined;
    if (time !== undefined) {
      const date = headers.get('date');
      const serverTime = date ? Date.parse(date) : Number.NaN;
      emit({ type: 'lastCachedTime', time, ...(Number.isFinite(serverTime) ? { serverTime } : {}) });
    }

    if (options.hideLoader && (options.hideLoaderAfter ?? []).some((fragment) => request.url.includes(fragment))) {
      later(options.hideLoader, LOADER_HIDE_DELAY_MS);
    }
    if (status === 401) emit({ type: 'unauthorized', url: request.url });

    if (goToUrl) {
      const target = redirectTarget(goToUrl);
      if (!target) return emit({ type: 'redirectRefused', url: goToUrl });
      stopped = true;
      emit({ type: 'redirect', url: target });
      options.navigate(target);
      await new Promise<void>((resolve) => later(resolve, REDIRECT_RESOLVE_MS));
    }
  }

  function onRequest(request: OutgoingRequest): void {
    if (stopped && !ALLOWED_WHILE_STOPPED.some((fragment) => request.url.includes(fragment))) {
      throw new HttpError({ kind: 'stopped', method: request.method, url: request.url, status: 0, attempts: 0 });
    }
  }

  return {
    recent: () => [...ring],
    subscribe: events.subscribe,
    isStopped: () => stopped,
    stop: () => void (stopped = true),
    hooks: { onRequest, onResponse },
  };
}
