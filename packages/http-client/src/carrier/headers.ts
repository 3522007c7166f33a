import { REQUEST_TOKEN_HEADER } from '@carrier/safety';
import type { HeaderProvider } from '../client.js';

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

/** What the store knows at the moment of a request; each field becomes a header of spec 7.2. */
export interface CarrierContext {
  readonly channelId: ChannelId;
  readonly cartId?: string | undefined;
  /** The page the customer came from (`from-referrer`). */
  readonly fromReferrer?: string | undefined;
  /** Prepaid customer: adds `service: prepaid`. */
  readonly prepaid?: boolean | undefined;
  readonly orderLanguage?: string | undefined;
  /** The `srcCode` query parameter, sent as `entryPoint`. */
  readonly srcCode?: string | undefined;
  /** The cross-site token cookie, sent as `p-csrf-token`. */
  readonly csrfToken?: string | undefined;
  readonly intent?: string | undefined;
  /** Sent as `authToken`, to the fraud service only. */
  readonly authToken?: string | undefined;
  readonly pageName?: string | undefined;
  readonly flowName?: string | undefined;
  readonly visitorId?: string | undefined;
  readonly rType?: string | undefined;
  /** Business customer: adds `route-type: B2B`. */
  readonly b2b?: boolean | undefined;
}

/**
 * The loginStatus header by path (spec 7.2): unauthenticated for `/nse/` and `/prospect/`, authenticated
 * for `/auth/`, none otherwise. An nse endpoint is the unauthenticated variant even under an `/auth/` base.
 */
export function loginStatusForPath(url: string): LoginStatus | undefined {
  // The path alone: no scheme and host before it, no query or fragment after it.
  const path = url.replace(/^[a-z][\w+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*/s, '');
  if (path.includes('/nse/') || path.includes('/prospect/')) return 'unauthenticated';
  if (path.includes('/auth/')) return 'authenticated';
  return undefined;
}

/** JSON Accept and Content-Type on every call (spec 7.2). */
export const jsonHeaders: HeaderProvider = () => ({ Accept: 'application/json', 'Content-Type': 'application/json' });

/** The loginStatus header from the request path (spec 7.2). */
export const loginStatusHeader: HeaderProvider = ({ url }) => ({ loginStatus: loginStatusForPath(url) });

/** The header a call that changes something carries the cross-site request token in (spec 7.2). */
export { REQUEST_TOKEN_HEADER as CSRF_TOKEN_HEADER };

/** Header names of spec 7.2 for the context fields that are sent as they are. */
const CONTEXT_HEADERS = [
  ['channelId', 'channelId'],
  ['cartId', 'cartId'],
  ['fromReferrer', 'from-referrer'],
  ['orderLanguage', 'orderLanguage'],
  ['srcCode', 'entryPoint'],
  ['csrfToken', REQUEST_TOKEN_HEADER],
  ['intent', 'intent'],
  ['pageName', 'pageName'],
  ['flowName', 'flowName'],
  ['visitorId', 'visitorId'],
  ['rType', 'rType'],
] as const;

/** Every header of spec 7.2, read from the context at the moment of each request. */
export function carrierHeaders(context: () => CarrierContext, randomId: () => string): HeaderProvider {
  return ({ url }) => {
    const c = context();
    const headers: Record<string, string> = {};
    for (const [field, name] of CONTEXT_HEADERS) {
      const value = c[field];
      if (value) headers[name] = value;
    }
    if (c.prepaid) headers['service'] = 'prepaid';
    if (c.authToken && url.includes('/fraudservice/')) headers['authToken'] = c.authToken;
    if (c.b2b) headers['route-type'] = 'B2B';
    if (/\/add-device(?:[/?#]|$)/.test(url)) headers['prospectFlowEntry'] = 'DeviceFirst';
    headers['guiE2eRequestId'] = randomId();
    const loginStatus = loginStatusForPath(url);
    if (loginStatus) headers['loginStatus'] = loginStatus;
    return headers;
  };
}

/** Reads one cookie from a `document.cookie` string; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      const value = pair.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
