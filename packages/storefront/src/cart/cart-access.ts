import { readCookie } from '@carrier/http-client';
import type { JourneyWorld } from '../journey.js';
import { useStorefront } from '../context.js';
import { useLoad } from '../load.js';
import { loadOnce } from '../platform/load-once.js';
import { canAddToCart, newAccountFlow, parseThrottleList, prospectFlow, type ProspectFlowInput } from '../visitor.js';

/** The session flag set when a page was opened with `isProspect=true` (spec 2.6): the prospect flow for the session. */
export const PROSPECT_FLAG_KEY = 'isProspect';

/** Where a page learns whether the visitor may add to the cart: the throttle list and the prospect cart (spec 6.2). */
export interface CartAccessSource {
  /** The throttle list the page already has (the cdlThrottleList cookie, spec 3.4), if any. */
  readonly throttleCookie: () => readonly string[] | undefined;
  /** A prospect cart cookie is set (spec 6.2). */
  readonly hasProspectCart: () => boolean;
  /** The throttle list from the cart service. */
  readonly throttleList: (loggedIn: boolean) => Promise<readonly string[]>;
}

/** The app's switches of the prospect flow (spec 6.2). */
export interface CartAccessConfig {
  /** The prospect flow flag (the throttle entry NSE_REDIRECT_TH_PROSPECT also turns it on). */
  readonly prospectFlow: boolean;
  /** Prospects may buy accessories without a prospect cart. */
  readonly standaloneAccessories: boolean;
}

/** The cart access of a journey's pages from the store's world: its cookies, and the throttle call loaded on use. */
export function createCartAccessSource(world: Pick<JourneyWorld, 'services' | 'cookies'>): CartAccessSource {
  const call = loadOnce(() => import('./throttle-list.js'));
  return {
    throttleCookie: () => {
      const raw = readCookie(world.cookies(), 'cdlThrottleList');
      return raw === undefined ? undefined : parseThrottleList(raw);
    },
    hasProspectCart: () => readCookie(world.cookies(), 'prospectCartCount') !== undefined,
    throttleList: (loggedIn) => call().then((m) => m.readThrottleList(world.services, loggedIn)),
  };
}

/** Whether this visitor may add to the cart, once the throttle list is known (spec 6.2). */
export interface CartAccess {
  readonly loggedIn: boolean;
  /** Undefined while the throttle list is being read. */
  readonly canAdd: boolean | undefined;
  readonly prospectFlow: boolean | undefined;
  /** A prospect in the new-account flow: a phone added opens a new account (NAO). */
  readonly newAccount: boolean | undefined;
}

/**
 * Whether the visitor may add to the cart (spec 6.2, 6.4): a signed-in customer may; a prospect by the throttle list
 * (read only when neither the login nor the cookie says) and the prospect flag. Without a throttle list the prospect
 * flow is off, unless its flag is on, so a failed read is an empty list, not an error to show.
 */
export function useCartAccess(
  source: CartAccessSource,
  config: CartAccessConfig,
  options: { readonly forAccessories?: boolean } = {},
): CartAccess {
  const { shell } = useStorefront();
  const loggedIn = shell.loggedIn();
  const cookie = source.throttleCookie();
  const hasCookie = cookie !== undefined;
  const read = useLoad(
    () => (loggedIn || hasCookie ? Promise.resolve([]) : source.throttleList(false).catch(() => [])),
    [loggedIn, hasCookie],
    // The cart service's list is asked for with a call the server does not make for the visitor (spec 3.3).
    { browserOnly: true },
  );
  const fetched = read.status === 'ready' ? read.value : undefined;
  return cartAccessOf(
    {
      loggedIn,
      throttleList: cookie ?? fetched,
      prospectFlag: shell.sessionFlags.get(PROSPECT_FLAG_KEY) === 'true',
      hasProspectCart: source.hasProspectCart(),
    },
    config,
    options,
  );
}

/**
 * The same decision as `useCartAccess`, from what is known of the visitor: signed in, the throttle list (undefined
 * while it is read), the session's prospect flag and the prospect cart cookie. The store server decides a form so.
 */
export function cartAccessOf(
  known: {
    readonly loggedIn: boolean;
    readonly throttleList: readonly string[] | undefined;
    readonly prospectFlag: boolean;
    readonly hasProspectCart: boolean;
  },
  config: CartAccessConfig,
  options: { readonly forAccessories?: boolean } = {},
): CartAccess {
  const { loggedIn, throttleList } = known;
  if (loggedIn) return { loggedIn, canAdd: true, prospectFlow: false, newAccount: false };
  if (throttleList === undefined)
    return { loggedIn, canAdd: undefined, prospectFlow: undefined, newAccount: undefined };
  const input: ProspectFlowInput = {
    loggedIn,
    prospectFlag: config.prospectFlow || known.prospectFlag,
    throttleList,
    forAccessories: options.forAccessories ?? false,
    hasProspectCart: known.hasProspectCart,
    standaloneAccessories: config.standaloneAccessories,
  };
  return {
    loggedIn,
    canAdd: canAddToCart(input),
    prospectFlow: prospectFlow(input),
    newAccount: newAccountFlow(input),
  };
}
