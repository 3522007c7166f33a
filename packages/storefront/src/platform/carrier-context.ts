import { readCookie, type CarrierContext } from '@carrier/http-client';
import type { Site } from '../site.js';
import { BUSINESS_ROLE } from '../visitor.js';
import { CSRF_COOKIE } from './cookies.js';
import { isIdValue } from './id-value.js';

/** What the headers of spec 7.2 are made from: the page's site, cookies and address, and who it is for. */
export interface CarrierContextSource {
  readonly site: Site;
  /** The page's cookies as one text (`document.cookie`, or a request's `Cookie` header). */
  readonly cookies: string;
  /** The page's address: its `srcCode` query parameter is sent as `entryPoint`. */
  readonly href: string;
  readonly referrer?: string | undefined;
  readonly pageName?: string | undefined;
  readonly flowName?: string | undefined;
  /** A prospect's id (`engageUserId`, spec 3.3); a signed-in customer is known by the account instead. */
  readonly visitorId?: string | undefined;
}

/**
 * What the store sends as the headers of spec 7.2, in the browser (read from the page) and on the server (read from
 * the request) alike.
 */
export function carrierContext({
  site,
  cookies,
  href,
  referrer,
  pageName,
  flowName,
  visitorId,
}: CarrierContextSource): CarrierContext {
  const srcCode = new URL(href).searchParams.get('srcCode') ?? '';
  const role = readCookie(cookies, 'role');
  return {
    channelId: site.channelId,
    cartId: readCookie(cookies, 'cartId'),
    fromReferrer: referrer || undefined,
    prepaid: site.base === '/sales/prepaid' || role === 'prepay',
    orderLanguage: site.language,
    srcCode: isIdValue(srcCode) ? srcCode : undefined,
    csrfToken: readCookie(cookies, CSRF_COOKIE),
    intent: readCookie(cookies, 'intent'),
    authToken: readCookie(cookies, 'authToken'),
    pageName,
    flowName,
    visitorId,
    // The visitor's role type (the role cookie, spec 3.4) as rType; a business account's calls go the B2B route.
    rType: role && isIdValue(role) ? role : undefined,
    b2b: role === BUSINESS_ROLE,
  };
}
