/** The client error classes of spec 8.1. */
export const ERROR_CLASSES = [
  'FeError',
  'globalScriptError',
  'componentScriptError',
  'scriptError',
  'vendorScriptError',
  'scriptLoadError',
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

/**
 * The suffixes of spec 8.1: IG (id 417), Network, Aborted, J (script), Pie (encryption), S (service error),
 * B (browser or front end).
 */
export const ERROR_SUFFIXES = ['IG', 'Network', 'Aborted', 'J', 'Pie', 'S', 'B'] as const;
export type ErrorSuffix = (typeof ERROR_SUFFIXES)[number];

/** The error categories of spec 8.1. */
export const ERROR_CATEGORIES = ['BUSINESSERR', 'APPERR', 'UNKNW', 'UIError'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

/** The id of an IG service error, logged with the subtype serviceErrorIG (spec 8.1). */
export const IG_ERROR_ID = '417';
export const IG_SUB_EVENT_TYPE = 'serviceErrorIG';
/** The id of an encryption error (spec 8.1). */
export const PIE_ERROR_ID = 'PIE_ENCRYPTION';

/** Where an error was caught, when the caller knows. */
export type ErrorOrigin = 'global' | 'component' | 'rejection' | 'caught';

/** Anything thrown, read into one shape (spec 3.6, 8.1). */
export interface ErrorRecord {
  readonly errorClass: ErrorClass;
  readonly suffix: ErrorSuffix;
  readonly category: ErrorCategory;
  readonly name: string;
  readonly message: string;
  readonly id?: string;
  readonly statusCode?: number;
  readonly serviceUrl?: string;
  readonly method?: string;
  readonly stack?: string;
  /** serviceErrorIG for an IG error. */
  readonly subEventType?: string;
  /** What the service said, for errors the customer sees in other words (spec 8.3). */
  readonly networkMessage?: string;
  readonly lockedChannelIds?: readonly string[];
  readonly severity?: string;
  /** What the service says the customer can do about it, one line per detail (`details[].issue`, spec 3.6). */
  readonly issues?: readonly string[];
  /** A page that says more (`information_link`): shown only when it stays on the store's origin or an allowed one. */
  readonly informationLink?: string;
  /** The service asks for a chat offer (`proactiveChatIndicator`), with its own words when it gives them. */
  readonly proactiveChat?: { readonly message?: string };
}

/** The error event levels of spec 4.6. */
export const ERROR_EVENT_LEVELS = ['ERROR', 'WARNING', 'SUCCESS', 'INFO'] as const;
export type ErrorEventLevel = (typeof ERROR_EVENT_LEVELS)[number];
