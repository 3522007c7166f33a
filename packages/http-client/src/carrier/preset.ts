import { createHttpClient, type HeaderProvider, type HttpClient, type HttpClientOptions } from '../client.js';
import { CONTENT_BASE, SERVICE_BASES, type ServiceBase } from './bases.js';
import { carrierHeaders, jsonHeaders, type CarrierContext } from './headers.js';
import type { ServiceResponses } from './responses.js';

export interface CarrierClientOptions extends Omit<
  HttpClientOptions,
  'baseURL' | 'headers' | 'onRequest' | 'onResponse'
> {
  /** Which service base the calls go to, fixed or per call (spec 7.1). */
  readonly base?: ServiceBase | (() => ServiceBase);
  /** Origin of the services (a local proxy on localhost); empty for the page's own origin. */
  readonly origin?: string | (() => string);
  /** What the store knows now; read on every request for the headers of spec 7.2. */
  readonly context: () => CarrierContext;
  /** Extra header providers, applied after the carrier's. */
  readonly headers?: readonly HeaderProvider[];
  /** A unique id per request for `guiE2eRequestId`; `crypto.randomUUID` by default. */
  readonly randomId?: () => string;
  /** Service-response handling: kept responses, last-cached-time, goToUrl, loader, 401, stopped. */
  readonly responses?: ServiceResponses;
}

const valueOf = <T>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);

/**
 * A client for the carrier's services: the base path by visitor, every header of spec 7.2, the spec's
 * retry policy for the URLs you list, and the service-response handling.
 * @example
 * const services = createCarrierHttpClient({ context: () => ({ channelId: 'VZW-DOTCOM' }), retry: { urls: ['getNSAThrottleList'] } });
 * await services.post('plansservice/nse/validateFnfRedemptionCode', payload);
 */
export function createCarrierHttpClient(options: CarrierClientOptions): HttpClient {
  const {
    base = 'default',
    origin = '',
    context,
    headers = [],
    randomId = () => globalThis.crypto.randomUUID(),
    responses,
    ...rest
  } = options;
  return createHttpClient({
    ...rest,
    baseURL: () => `${valueOf(origin)}${SERVICE_BASES[valueOf(base)]}`,
    headers: [jsonHeaders, carrierHeaders(context, randomId), ...headers],
    ...(responses ? responses.hooks : {}),
  });
}

/** A client for the content service under `/content/vcg` (spec 7.1). */
export function createContentHttpClient(
  options: Omit<HttpClientOptions, 'baseURL'> & { readonly origin?: string } = {},
): HttpClient {
  const { origin = '', headers = [], ...rest } = options;
  return createHttpClient({
    ...rest,
    baseURL: `${origin}${CONTENT_BASE}`,
    headers: [() => ({ Accept: 'application/json' }), ...headers],
  });
}
