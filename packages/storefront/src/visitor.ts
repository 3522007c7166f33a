/**
 * Who is shopping (spec 6.1 to 6.4): logged in by the `loggedIn` cookie with the guest-role rule, the
 * prospect flow by its flag or throttle entry, the line of business and the customer tag.
 */
import { readCookie, serviceBaseFor, type ServiceBase } from '@carrier/http-client';
import type { SessionVisitor } from '@carrier/session-timer';
import type { Site } from './site.js';

/** The throttle entry that turns the prospect flow on (spec 6.2). */
export const PROSPECT_FLOW_THROTTLE = 'NSE_REDIRECT_TH_PROSPECT';

/**
 * The throttle entry of the new-account sales flow (spec 6.4): a prospect's order opens a new account, so the cart
 * is a new account order (NAO) rather than a new service (NSE).
 */
export const NEW_ACCOUNT_THROTTLE = 'NSA_REDIRECT_TH_PROSPECT';

/** The throttle entry that lets the new-account flow add accessories on the gridwall and product pages (spec 6.4). */
export const NEW_ACCOUNT_ACCESSORIES_THROTTLE = 'NSA_REDIRECT_TH_ACCESSORY_GW_PDP_NSA_ADD_TO_CART_ENABLE';

/** The largest throttle list read; anything longer is not a throttle list. */
const MAX_THROTTLE_LENGTH = 2000;

/** The throttle list of spec 3.3: pipe-separated feature flags; anything that is not a flag name is dropped. */
export function parseThrottleList(raw: unknown): readonly string[] {
  if (typeof raw !== 'string' || raw.length > MAX_THROTTLE_LENGTH) return [];
  return [
    ...new Set(
      raw
        .split('|')
        .map((flag) => flag.trim())
        .filter((flag) => /^[A-Za-z0-9_]{1,80}$/.test(flag)),
    ),
  ];
}

/** The role cookie's value for a business account's manager: the store's calls go the business route (B2B, spec 7.2). */
export const BUSINESS_ROLE = 'business';

/**
 * Logged in by the `loggedIn` cookie; when guest-role processing is on, the role `guest` counts as not
 * logged in (spec 6.2).
 */
export function isLoggedIn(
  cookies: { readonly loggedIn?: string | undefined; readonly role?: string | undefined },
  guestRoleProcessing: boolean,
): boolean {
  if (cookies.loggedIn !== 'true') return false;
  return !(guestRoleProcessing && cookies.role === 'guest');
}

export interface ProspectFlowInput {
  readonly loggedIn: boolean;
  /** The prospect flow flag (configuration, or `isProspect=true` in the URL). */
  readonly prospectFlag: boolean;
  readonly throttleList: readonly string[];
  /** For accessories the flow also needs a prospect cart cookie… */
  readonly forAccessories?: boolean;
  readonly hasProspectCart?: boolean;
  /** …unless standalone accessories is on. */
  readonly standaloneAccessories?: boolean;
}

/**
 * The prospect flow applies when the visitor is not logged in and either its flag or the throttle entry
 * NSE_REDIRECT_TH_PROSPECT is set; for accessories it also needs a prospect cart, unless standalone
 * accessories is on (spec 6.2).
 */
export function prospectFlow(input: ProspectFlowInput): boolean {
  if (input.loggedIn) return false;
  if (!input.prospectFlag && !input.throttleList.includes(PROSPECT_FLOW_THROTTLE)) return false;
  if (input.forAccessories && !input.hasProspectCart && !input.standaloneAccessories) return false;
  return true;
}

/**
 * The new-account flow applies when the visitor is not logged in and the throttle entry NSA_REDIRECT_TH_PROSPECT is
 * set; for accessories it also needs a prospect cart, unless standalone accessories or the NSA accessory entry is on.
 */
export function newAccountFlow(input: ProspectFlowInput): boolean {
  if (input.loggedIn || !input.throttleList.includes(NEW_ACCOUNT_THROTTLE)) return false;
  if (
    input.forAccessories &&
    !input.hasProspectCart &&
    !input.standaloneAccessories &&
    !input.throttleList.includes(NEW_ACCOUNT_ACCESSORIES_THROTTLE)
  )
    return false;
  return true;
}

/**
 * The service base of a visitor's calls (spec 7.1): a prepaid visitor's prepaid base (signed in or not), a signed-in
 * customer's auth base, a prospect's in the prospect flow (its flag or the throttle entry, spec 6.2), else the default.
 */
export const visitorServiceBase = (
  visitor: { readonly loggedIn: boolean; readonly prepay: boolean },
  prospectFlag: boolean,
  throttleList: readonly string[],
): ServiceBase =>
  serviceBaseFor({
    loggedIn: visitor.loggedIn,
    prepaid: visitor.prepay,
    prospect: prospectFlow({ loggedIn: visitor.loggedIn, prospectFlag, throttleList }),
  });

/** May this visitor add to the cart? Logged-in customers always; prospects in the prospect or new-account flow. */
export const canAddToCart = (input: ProspectFlowInput) =>
  input.loggedIn || prospectFlow(input) || newAccountFlow(input);

/**
 * The first name the header greets a signed-in customer by, from its cookie: letters (any alphabet), marks,
 * spaces, apostrophes, dots and hyphens, at most 40 characters; anything else is not a name and greets no one.
 */
export function greetingName(raw: string | undefined): string | undefined {
  const name = raw?.trim();
  return name && /^\p{L}[\p{L}\p{M}' .-]{0,39}$/u.test(name) ? name : undefined;
}

/** Lines of business (spec 6.3): wireless, wireline (fios), prospect, and joint (both). */
export type LineOfBusiness = 'vzw' | 'vzt' | 'vzp' | 'vzw|vzt';

/** Reads a line of business; anything unknown is a prospect's. */
export function lineOfBusiness(raw: unknown): LineOfBusiness {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === 'vzw|vzt' || value === 'vzt|vzw') return 'vzw|vzt';
  return value === 'vzw' || value === 'vzt' ? value : 'vzp';
}

/** Customer business tags by line of business (spec 6.3). */
const CUSTOMER_TAGS: Record<LineOfBusiness, string> = {
  vzw: 'vzw_cust',
  vzt: 'vzt_cust',
  'vzw|vzt': 'joint_cust',
  vzp: '',
};

/** The customer tag of a line of business; prospects and customers tagged no-cust are blanked (spec 6.3). */
export function customerTag(lob: LineOfBusiness, tag?: string): string {
  if (tag !== undefined && tag.trim().toLowerCase() === 'no-cust') return '';
  return CUSTOMER_TAGS[lob];
}

/**
 * Who the visitor is for the session calls, by their cookies (`cookies`, as a `Cookie` header says them): guest
 * checkout (L1, spec 6.1) has a server session like a logged-in customer; anyone else not logged in is a prospect.
 */
export function visitorFromCookies(site: Pick<Site, 'base'>, loggedIn: boolean, cookies: string): SessionVisitor {
  const role = readCookie(cookies, 'role');
  const guest = role === 'guest' || readCookie(cookies, 'lastTwoDigits') !== undefined;
  return {
    loggedIn,
    prospect: !loggedIn && !guest,
    prepay: site.base === '/sales/prepaid' || role === 'prepay',
    guest,
  };
}

/**
 * Items in the cart by the count cookies: the logged-in count, else the prospect's (spec 3.4); in the prepaid store,
 * the prepaid cart's own count (a prepaid cart is another cart than the web store's).
 */
export function cartCount(cookies: string, prepaid = false): number {
  const raw = prepaid
    ? readCookie(cookies, 'prepaidCartCount')
    : (readCookie(cookies, 'gnCartCount') ?? readCookie(cookies, 'prospectCartCount'));
  const count = Number(raw);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 999) : 0;
}
