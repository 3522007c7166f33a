/** The analytics flow labels of spec 4.9. */
export const FLOW_LABELS = [
  'express nao',
  'express nse',
  'nse',
  'nao',
  'nao w/tradein',
  'nso',
  'BYOD',
  'tradein',
  'standalone',
  'test drive',
  'trial onboard',
] as const;
export type FlowLabel = (typeof FLOW_LABELS)[number];

/** The subflow label of spec 4.9: an instant trade-in credit. */
export const SUBFLOW_INSTANT = 'instant';

/** What the flow label is derived from. */
export interface FlowState {
  /** The express cart or checkout. */
  readonly express: boolean;
  /** A new account (nao). */
  readonly newAccount: boolean;
  /** A prospect in the unauthenticated flow (nse). */
  readonly prospect: boolean;
  /** A new line on an existing account (nso). */
  readonly newServiceOrder: boolean;
  /** Bring your own device. */
  readonly byod: boolean;
  readonly tradeIn: boolean;
  /** The trade-in credit is instant. */
  readonly instantCredit: boolean;
  /** Accessories alone (spec 3.2 cartHasOnlyAccessories). */
  readonly accessoriesOnly: boolean;
  readonly testDrive: boolean;
  readonly trialOnboard: boolean;
}

/**
 * The flow and subflow labels of the page's state (spec 4.9). The trial journeys first, then express, then
 * what the cart holds, then who is buying.
 */
export function flowLabel(state: Partial<FlowState>): { flow: FlowLabel | ''; subFlow: typeof SUBFLOW_INSTANT | '' } {
  const subFlow = state.tradeIn && state.instantCredit ? SUBFLOW_INSTANT : '';
  const flow = ((): FlowLabel | '' => {
    if (state.trialOnboard) return 'trial onboard';
    if (state.testDrive) return 'test drive';
    if (state.express && state.newAccount) return 'express nao';
    if (state.express && state.prospect) return 'express nse';
    if (state.accessoriesOnly) return 'standalone';
    if (state.byod) return 'BYOD';
    if (state.newAccount) return state.tradeIn ? 'nao w/tradein' : 'nao';
    if (state.prospect) return 'nse';
    if (state.newServiceOrder) return 'nso';
    if (state.tradeIn) return 'tradein';
    return '';
  })();
  return { flow, subFlow };
}

/** A validation error at this level stops checkout (spec 3.2). */
export const BLOCKER = 'Blocker';
/** What a page name gets when its cart has a Blocker. */
export const BLOCKER_PAGE_SUFFIX = ' blocker';

/**
 * Expresshub and cart-type pages pick their page name by whether the cart has a Blocker-level validation
 * error (spec 2.7).
 */
export function cartPageName(page: string, errors: readonly { readonly errorLevel: string }[] | undefined): string {
  return errors?.some((e) => e.errorLevel === BLOCKER) ? `${page}${BLOCKER_PAGE_SUFFIX}` : page;
}

/** The customer business tags of spec 6.3. */
export const CUSTOMER_TAGS = ['vzw_cust', 'joint_cust', 'vzt_cust'] as const;
export type CustomerTag = (typeof CUSTOMER_TAGS)[number];

/** The tag of a line of business; a customer tagged no-cust (or unknown) is blank (spec 6.3). */
export function customerTag(tag: string | null | undefined): CustomerTag | '' {
  if (tag === 'vzw|vzt' || tag === 'joint' || tag === 'joint_cust') return 'joint_cust';
  if (tag === 'vzw' || tag === 'vzw_cust') return 'vzw_cust';
  if (tag === 'vzt' || tag === 'vzt_cust') return 'vzt_cust';
  return '';
}

/** The store's analytics event codes (spec 9). */
export const ANALYTICS_EVENTS = {
  /** An item was added to the cart. */
  addToCart: 'event86',
  /** The cart opened by itself on the first add-to-cart (spec 4.3). */
  cartOpened: 'event181',
  /** A saved cart was resumed (spec 4.3). */
  cartResumed: 'event180',
} as const;

/** Levels of an error event (spec 4.6). */
export const ERROR_EVENT_LEVELS = ['ERROR', 'WARNING', 'SUCCESS', 'INFO'] as const;
export type ErrorEventLevel = (typeof ERROR_EVENT_LEVELS)[number];

/** Who reads the data layer: the readDL path by visitor (spec 7.3). */
export function readDlPath(visitor: { readonly prepay: boolean; readonly loggedIn: boolean }): string {
  if (visitor.prepay) return visitor.loggedIn ? 'prepayservice/readDL' : 'prepayservice/nse/readDL';
  return visitor.loggedIn ? 'omnidlservice/readDL' : 'omnidlservice/nse/readDL';
}

/** The flags in a page address that ask for a restricted offer to be saved (spec 2.6, 7.3). */
export interface RestrictedOffer {
  readonly offerId: string;
  readonly restricted: true;
  readonly type: string;
}

const OFFER_ID = /^[A-Za-z0-9_-]{1,60}$/;

/**
 * The accepted offer to save from the page's query (`restricted=true`, `offerId`, `restrictedType` or `type`),
 * or undefined when the flags are absent or malformed.
 */
export function restrictedOfferFromQuery(query: URLSearchParamsLike): RestrictedOffer | undefined {
  if (query.get('restricted') !== 'true') return undefined;
  const offerId = query.get('offerId') ?? '';
  const type = query.get('restrictedType') ?? query.get('type') ?? '';
  if (!OFFER_ID.test(offerId) || !/^[A-Za-z0-9_ -]{1,60}$/.test(type)) return undefined;
  return { offerId, restricted: true, type };
}

/** The part of URLSearchParams the offer rule reads. */
export interface URLSearchParamsLike {
  get(name: string): string | null;
}
