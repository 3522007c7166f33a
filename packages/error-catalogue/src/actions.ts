import type { ErrorRecord } from './classes.js';
import { matchesRedirectToCheckout } from './logging.js';
import { LOGOUT_ACTION } from './page-actions.js';

/** The scheduled-order error page (spec 2.4, 8.4). */
export const SCHEDULED_ORDER_URL = '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER';
/** The id of a scheduled order (spec 8.4). */
export const SCHEDULED_ORDER_ID = '208';
/** The calls on which id 208 means a scheduled order (spec 8.4). */
export const SCHEDULED_ORDER_CALLS = [
  'casemanagementservice/cases/getCases',
  'cartservice/cart/add-device',
  'cartservice/cart/add-accessories',
  'accountlandingservice/landing',
] as const;
/** Ids after which state is cleared and the customer goes to the cart page (spec 8.4). */
export const CLEAR_STATE_IDS = ['R1001', '1022', '3454', '15501', '899'] as const;
/** Messages after which state is cleared (spec 8.4). */
export const CLEAR_STATE_MESSAGES = ['Request body must either contain', 'redis', 'missing'] as const;
/** Id 3000 with one of these messages reloads the page (spec 8.4). */
export const RELOAD_ID = '3000';
export const RELOAD_MESSAGES = ['Accessory Item not found in cart', 'Invalid Accessory Item Id'] as const;

/** The fallback cart pages (spec 8.4). */
export const FALLBACK_CART_URLS = {
  prospect: '/sales/next/expresscart.html?redirect=detailsnotfound',
  prepaid: '/sales/prepaid/expresscart.html?redirect=detailsnotfound',
  loggedIn: '/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound',
} as const;

/** What to do about a failed service call (spec 8.4). */
export type ServiceErrorAction =
  | { readonly type: 'scheduledOrder'; readonly url: string }
  | {
      readonly type: 'logout';
      readonly steps: readonly ['stopServices', 'clearStorage', 'clearCookies', 'sessionLogout'];
    }
  | { readonly type: 'cartFallback'; readonly url: string }
  | { readonly type: 'reload' }
  | { readonly type: 'checkout' }
  | { readonly type: 'notify' };

export interface ServiceErrorContext {
  readonly visitor: { readonly loggedIn: boolean; readonly prepaid: boolean };
  /** True on the express cart and checkout pages themselves. */
  readonly onCartPage?: boolean;
  /** Of the clear-state ids, those that still send the customer to the cart from the cart pages (spec 8.4: "only for some"). */
  readonly cartPageClearStateIds?: readonly string[];
  /** Configured ids that also clear state: the redis list and others (spec 8.4). */
  readonly extraClearStateIds?: readonly string[];
  /**
   * The redirect-to-checkout patterns (spec 5.3, 8.2): a failure whose message holds one, whatever its case, means
   * the cart is ready for checkout, where the customer goes instead of seeing an error.
   */
  readonly redirectToCheckoutPatterns?: readonly string[];
}

/** The fallback cart page for a visitor (spec 8.4). */
export function fallbackCartUrl(visitor: ServiceErrorContext['visitor']): string {
  if (visitor.prepaid) return FALLBACK_CART_URLS.prepaid;
  return visitor.loggedIn ? FALLBACK_CART_URLS.loggedIn : FALLBACK_CART_URLS.prospect;
}

function clearsState(record: ErrorRecord, context: ServiceErrorContext): boolean {
  const id = record.id ?? '';
  const byId = (CLEAR_STATE_IDS as readonly string[]).includes(id) || (context.extraClearStateIds ?? []).includes(id);
  const byMessage = CLEAR_STATE_MESSAGES.some((m) => record.message.toLowerCase().includes(m.toLowerCase()));
  if (!byId && !byMessage) return false;
  // On the cart pages the fallback is the page itself: only the listed ids still go there.
  return !context.onCartPage || (context.cartPageClearStateIds ?? []).includes(id);
}

/**
 * The action a failed service call calls for (spec 8.4), as one pure decision: the scheduled-order page for
 * id 208 on the four named calls, logout on HTTP 401, the fallback cart page for the clear-state ids and
 * messages, a reload for id 3000 with the accessory messages, checkout for a message of the redirect-to-checkout
 * patterns (spec 5.3), else a notification.
 */
export function decideServiceErrorAction(record: ErrorRecord, context: ServiceErrorContext): ServiceErrorAction {
  const url = record.serviceUrl ?? '';
  if (record.id === SCHEDULED_ORDER_ID && SCHEDULED_ORDER_CALLS.some((call) => url.includes(call))) {
    return { type: 'scheduledOrder', url: SCHEDULED_ORDER_URL };
  }
  if (record.statusCode === 401) return LOGOUT_ACTION;
  if (clearsState(record, context)) return { type: 'cartFallback', url: fallbackCartUrl(context.visitor) };
  if (record.id === RELOAD_ID && (RELOAD_MESSAGES as readonly string[]).includes(record.message))
    return { type: 'reload' };
  if (matchesRedirectToCheckout(record.message, context.redirectToCheckoutPatterns)) return { type: 'checkout' };
  return { type: 'notify' };
}

/** What the error service (fraudservice/error/lookup, spec 7.3) says the store should do about an error id. */
export type LookedUpAction = 'notify' | 'logout' | 'cartFallback' | 'reload' | 'scheduledOrder';

/**
 * Whether to ask the error service what an error means: a service's error item (suffix S) with an id for which the
 * store's own rules decided nothing but a notice. The service knows ids the store's rules do not (spec 7.3, 8.4).
 */
export function needsLookup(record: ErrorRecord, decided: ServiceErrorAction): record is ErrorRecord & { id: string } {
  return decided.type === 'notify' && record.errorClass === 'FeError' && record.suffix === 'S' && !!record.id;
}

/** The action of spec 8.4 the error service named for an id; undefined when it says a notice is all. */
export function lookedUpAction(
  action: LookedUpAction,
  visitor: ServiceErrorContext['visitor'],
): ServiceErrorAction | undefined {
  switch (action) {
    case 'scheduledOrder':
      return { type: 'scheduledOrder', url: SCHEDULED_ORDER_URL };
    case 'cartFallback':
      return { type: 'cartFallback', url: fallbackCartUrl(visitor) };
    case 'reload':
      return { type: 'reload' };
    case 'logout':
      return LOGOUT_ACTION;
    case 'notify':
      return undefined;
  }
}

/** Codes hidden from logged-out customers off the delivery page (spec 8.6). */
export const SDD_HIDDEN_CODES = ['10023', '10027'] as const;

/** A same-day-delivery error as reported to analytics, with the spec's defaults (spec 8.6). */
export function sddErrorForAnalytics(line: { readonly sddErrorCode?: unknown; readonly sddErrorMessage?: unknown }): {
  code: string;
  message: string;
} {
  const code =
    typeof line.sddErrorCode === 'string' || typeof line.sddErrorCode === 'number' ? String(line.sddErrorCode) : '';
  const message = typeof line.sddErrorMessage === 'string' ? line.sddErrorMessage : '';
  return { code: code || 'NO_ERR_CODE', message: message || 'NO_ERR_MSG' };
}

/** True when a same-day-delivery error is hidden: 10023 and 10027 for logged-out customers off the delivery page (spec 8.6). */
export function isSddErrorHidden(
  code: string,
  context: { readonly loggedIn: boolean; readonly onDeliveryPage: boolean },
): boolean {
  return (SDD_HIDDEN_CODES as readonly string[]).includes(code) && !context.loggedIn && !context.onDeliveryPage;
}
