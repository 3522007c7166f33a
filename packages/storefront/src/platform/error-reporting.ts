import {
  classify,
  decideServiceErrorAction,
  lookedUpAction,
  needsLookup,
  type ErrorLogger,
  type ErrorOrigin,
  type ErrorRecord,
  type LookedUpAction,
} from '@carrier/error-catalogue';
import {
  STORE_REDIRECT_TO_CHECKOUT_PATTERNS,
  runErrorAction,
  type ErrorActionWorld,
  type ErrorLookup,
  type ErrorReporting,
} from './errors.js';

/**
 * The store's error reporting with the catalogue's code: each error classified and logged by the rules of spec 8.2, a
 * failed call's action of spec 8.4 decided and run (asking the error service about an id the rules only show). Only
 * the chunk of the browser's reporting (`browser-errors.ts`) and the tests import it: the page's first script does not.
 */
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
  const report = (error: unknown, origin?: ErrorOrigin): ErrorRecord => {
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
