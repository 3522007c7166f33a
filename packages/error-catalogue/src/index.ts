export {
  ERROR_CATEGORIES,
  ERROR_CLASSES,
  ERROR_EVENT_LEVELS,
  ERROR_SUFFIXES,
  IG_ERROR_ID,
  IG_SUB_EVENT_TYPE,
  PIE_ERROR_ID,
} from './classes.js';
export type { ErrorCategory, ErrorClass, ErrorEventLevel, ErrorOrigin, ErrorRecord, ErrorSuffix } from './classes.js';
export { VENDOR_NOISE_MESSAGE, classify } from './classify.js';
export {
  CHUNK_RELOAD_PARAM,
  CHUNK_TIMEOUT_MS,
  LOGOUT_ACTION,
  chunkReloadUrl,
  isScriptLoadError,
} from './page-actions.js';
export {
  INFO_IDS,
  NEVER_LOGGED_ID,
  SERVICE_NOISE_URLS,
  createErrorLogger,
  logDecision,
  matchesRedirectToCheckout,
  toLogRecord,
} from './logging.js';
export type { ErrorLogger, ErrorLoggerOptions, LogDecision, LogRecord, LoggingConfig, PageContext } from './logging.js';
export {
  ASSISTANCE_FLAGS,
  ERROR_TEXTS,
  GENERIC_ERROR_NAMES,
  UNABLE_TO_CONNECT,
  VIDEO_ASSIST_LINK_DELAY_MS,
  needsGenericMessage,
  userMessage,
} from './messages.js';
export type { AssistanceFlag, Language, UserMessage, UserMessageOptions } from './messages.js';
export {
  CLEAR_STATE_IDS,
  CLEAR_STATE_MESSAGES,
  FALLBACK_CART_URLS,
  RELOAD_ID,
  RELOAD_MESSAGES,
  SCHEDULED_ORDER_CALLS,
  SCHEDULED_ORDER_ID,
  SCHEDULED_ORDER_URL,
  SDD_HIDDEN_CODES,
  decideServiceErrorAction,
  fallbackCartUrl,
  isSddErrorHidden,
  lookedUpAction,
  needsLookup,
  sddErrorForAnalytics,
} from './actions.js';
export type { LookedUpAction, ServiceErrorAction, ServiceErrorContext } from './actions.js';
/** The scrubber every log record goes through; it lives in `@carrier/safety`. */
export { scrub } from '@carrier/safety';
