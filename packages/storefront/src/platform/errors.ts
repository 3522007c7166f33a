import type { LookedUpAction, ErrorOrigin, ErrorRecord, ServiceErrorAction } from '@carrier/error-catalogue';
import { deferred } from './deferred.js';

/** How the store reports errors and acts on failed service calls. */
export interface ErrorReporting {
  /** Classifies whatever was thrown and logs it by the rules of spec 8.2. */
  report(error: unknown, origin?: ErrorOrigin): void;
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

/** The store's error reporting with the catalogue's code loaded: what `deferredErrorReporting` waits for. */
export interface LoadedErrorReporting extends ErrorReporting {
  /** Reads a failure as the catalogue classifies it (`classify`). */
  classify(error: unknown): ErrorRecord;
  /** Sends the log records still waiting. */
  flush(): Promise<void>;
}

/** Error reporting whose code comes in a chunk of its own (`deferredErrorReporting`). */
export interface DeferredErrorReporting extends ErrorReporting {
  /** Loads the reporting's code, once (again after a failed load): the services' clients wait for it. */
  ready(): Promise<LoadedErrorReporting>;
  /** As the catalogue classifies it once its code is there; nothing known of it before. */
  classify(error: unknown): Partial<ErrorRecord>;
  /** Sends the log records still waiting (none before the code is there). */
  flush(): Promise<void>;
}

/**
 * Error reporting whose code (the catalogue's classification, the log's rules, the actions of spec 8.4) is a chunk of
 * its own, so that the page's first script does not carry it: the services' clients wait for it, so a failed call
 * always finds it there and is acted on at once. What fails before it has come (a page's script) is reported, in
 * order, when it has; a failed call met before then (none is) would be acted on then, with nothing said meanwhile.
 */
export function deferredErrorReporting(load: () => Promise<LoadedErrorReporting>): DeferredErrorReporting {
  const code = deferred(load);
  return {
    ready: code.ready,
    report: (error, origin) => code.run((reporting) => reporting.report(error, origin)),
    handleServiceError(error) {
      const loaded = code.current();
      if (loaded) return loaded.handleServiceError(error);
      code.run((reporting) => reporting.handleServiceError(error));
      return { type: 'notify' };
    },
    classify: (error) => code.current()?.classify(error) ?? {},
    flush: () => code.current()?.flush() ?? Promise.resolve(),
  };
}
