import { createHttpClient, type HeaderProvider, type HttpClient, type HttpClientOptions } from './client.js';

/** Service bases by visitor (spec 7.1). */
export const SERVICE_BASES = {
  default: '/soe/digital',
  auth: '/soe/digital/auth',
  prepaid: '/soe/digital/prepaid',
  authPrepaid: '/soe/digital/auth/prepaid',
  prospect: '/soe/digital/prospect',
} as const;
export type ServiceBase = keyof typeof SERVICE_BASES;

/** Base of the content service (spec 7.1). */
export const CONTENT_BASE = '/content/vcg';

/** The channel ids of spec 3.5. */
export const CHANNEL_IDS = [
  'VZW-DOTCOM',
  'VZW-DOTCOM-MOB',
  'VZW-DOTCOM-TAB',
  'VZW-MFA-IOS',
  'VZW-MFA-ANDROID',
  'VZW-RPS',
] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

export type LoginStatus = 'authenticated' | 'unauthenticated';

/**
 * The loginStatus header by path (spec 7.2): unauthenticated for `/nse/` and `/prospect/`, authenticated
 * for `/auth/`, none otherwise. An nse endpoint is the unauthenticated variant even under an `/auth/` base.
 */
export function loginStatusForPath(url: string): LoginStatus | undefined {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '';
  if (path.includes('/nse/') || path.includes('/prospect/')) return 'unauthenticated';
  if (path.includes('/auth/')) return 'authenticated';
  return undefined;
}

/** JSON Accept and Content-Type on every call (spec 7.2). */
export const jsonHeaders: HeaderProvider = () => ({ Accept: 'application/json', 'Content-Type': 'application/json' });

/** The loginStatus header from the request path (spec 7.2). */
export const loginStatusHeader: HeaderProvider = ({ url }) => ({ loginStatus: loginStatusForPath(url) });

export interface CarrierClientOptions extends Omit<HttpClientOptions, 'baseURL'> {
  /** Which service base the calls go to (spec 7.1). */
  readonly base?: ServiceBase;
  /** Origin of the services; empty for the page's own origin. */
  readonly origin?: string;
  /** The channelId header (spec 3.5, 7.2). */
  readonly channelId: ChannelId | (() => ChannelId);
}

/**
 * A client for the carrier's services with the headers of spec 7.2 that this release supports:
 * JSON Accept and Content-Type, channelId and loginStatus. Extra providers in `headers` run after these.
 * @example
 * const services = createCarrierHttpClient({ channelId: 'VZW-DOTCOM' });
 * await services.post('plansservice/nse/validateFnfRedemptionCode', payload);
 */
export function createCarrierHttpClient(options: CarrierClientOptions): HttpClient {
  const { base = 'default', origin = '', channelId, headers = [], ...rest } = options;
  const channel: HeaderProvider = () => ({ channelId: typeof channelId === 'function' ? channelId() : channelId });
  return createHttpClient({
    ...rest,
    baseURL: `${origin}${SERVICE_BASES[base]}`,
    headers: [jsonHeaders, channel, loginStatusHeader, ...headers],
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
