import {
  classify,
  decideServiceErrorAction,
  lookedUpAction,
  needsLookup,
  type LookedUpAction,
  type ErrorLogger,
  type ErrorOrigin,
  type ErrorRecord,
  type ServiceErrorAction,
} from '@carrier/error-catalogue';

/** How the store reports errors and acts on failed service calls. */
export interface ErrorReporting {
  /** Classifies whatever was thrown, logs it by the rules of spec 8.2, and returns the record. */
  report(error: unknown, origin?: ErrorOrigin): ErrorRecord;
  /** For a failed service call: reports it, then decides and runs the action of spec 8.4. */
  handleServiceError(error: unknown): ServiceErrorAction;
}

/** What running an action of spec 8.4 needs of the world. */
export interface ErrorActionWorld {
  readonly visitor: () => { readonly loggedIn: boolean; readonly prepaid: boolean };
  readonly onCartPage: () => boolean;
  readonly navigate: (url: string) => void;
  readonly reload: () => void;
  readonly stopServices: () => void;
  readonly clearStorage: () => void;
  readonly clearCookies: () => void;
  /** Posts the session logout and leaves for the store's home page. */
  readonly sessionLogout: () => void;
  /** A service asked for a chat offer with its error (`proactiveChatIndicator`, spec 3.6), in its own words. */
  readonly offerChat?: (message: string | undefined) => void;
  /** The checkout page of the site the customer is on: where a redirect-to-checkout answer leads (spec 5.3). */
  readonly checkoutUrl: () => string;
}

/**
 * The store's redirect-to-checkout patterns (spec 5.3, 8.2): a service refusing a change because the cart is
 * already on its way to checkout says so in these words (any case); the customer is taken there, and the answer is
 * logged as INFO, not as an error.
 */
export const STORE_REDIRECT_TO_CHECKOUT_PATTERNS = ['proceed to checkout', 'cart is ready for checkout'] as const;

/** Runs an action of spec 8.4 against the world. */
export function runErrorAction(action: ServiceErrorAction, world: ErrorActionWorld): void {
  switch (action.type) {
    case 'scheduledOrder':
    case 'cartFallback':
      return world.navigate(action.url);
    case 'reload':
      return world.reload();
    case 'checkout':
      return world.navigate(world.checkoutUrl());
    case 'logout':
      for (const step of action.steps) world[step]();
      return;
    case 'notify':
      return;
  }
}

/** Asks the error service what an error id means and what the store should do (fraudservice/error/lookup, 7.3). */
export type ErrorLookup = (errorId: string) => Promise<LookedUpAction>;

export function createErrorReporting(
  logger: ErrorLogger,
  world: ErrorActionWorld,
  lookup?: ErrorLookup,
): ErrorReporting {
  // Each id is asked about once per page load, its answer kept for its next failures; a failed lookup is a notice.
  const lookups = new Map<string, Promise<LookedUpAction>>();
  const lookUp = (ask: ErrorLookup, errorId: string) => {
    let asked = lookups.get(errorId);
    if (!asked) {
      asked = ask(errorId).catch(() => 'notify' as const);
      lookups.set(errorId, asked);
    }
    return asked;
  };
  const report: ErrorReporting['report'] = (error, origin) => {
    const record = classify(error, origin);
    logger.log(record);
    if (record.proactiveChat) world.offerChat?.(record.proactiveChat.message);
    return record;
  };
  return {
    report,
    handleServiceError(error) {
      const record = report(error);
      const action = decideServiceErrorAction(record, {
        visitor: world.visitor(),
        onCartPage: world.onCartPage(),
        redirectToCheckoutPatterns: STORE_REDIRECT_TO_CHECKOUT_PATTERNS,
      });
      runErrorAction(action, world);
      // An id the store's rules only show: the error service may know more of it, and name an action of 8.4.
      if (lookup && needsLookup(record, action))
        void lookUp(lookup, record.id).then((named) => {
          const then = lookedUpAction(named, world.visitor());
          if (then) runErrorAction(then, world);
        });
      return action;
    },
  };
}
