import {
  ERROR_CATEGORIES,
  IG_ERROR_ID,
  IG_SUB_EVENT_TYPE,
  PIE_ERROR_ID,
  type ErrorCategory,
  type ErrorClass,
  type ErrorOrigin,
  type ErrorRecord,
  type ErrorSuffix,
} from './classes.js';
import { defined } from './defined.js';
import { isScriptLoadError } from './page-actions.js';

/** The message browsers give a script error from another origin: vendor noise (spec 8.2). */
export const VENDOR_NOISE_MESSAGE = 'Script error.';

const NETWORK = /^(failed to fetch|networkerror|load failed|network request failed)/i;
const CANCELLED = /request cancelled or aborted/i;

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null ? (value as Fields) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Fields of a record that may be known; an undefined one is left out. */
type Extra = { [K in keyof ErrorRecord]?: ErrorRecord[K] | undefined };

/** One record; the five fields every record has, then whatever else is known. */
function rec(
  errorClass: ErrorClass,
  suffix: ErrorSuffix,
  category: ErrorCategory,
  name: string,
  message: string,
  extra: Extra = {},
): ErrorRecord {
  return { errorClass, suffix, category, name, message, ...defined(extra) };
}

function serviceSuffix(id: string | undefined): ErrorSuffix {
  if (id === IG_ERROR_ID) return 'IG';
  if (id === PIE_ERROR_ID) return 'Pie';
  return 'S';
}

function categoryOf(value: unknown, fallback: ErrorCategory): ErrorCategory {
  return ERROR_CATEGORIES.includes(value as ErrorCategory) ? (value as ErrorCategory) : fallback;
}

/** The values of `proactiveChatIndicator` that ask for a chat offer. */
const PROACTIVE_CHAT = /^(y|yes|true)$/i;

/** Reads a service error item of spec 3.6. */
function fromServiceItem(item: Fields, call: Extra = {}): ErrorRecord {
  const id = text(item['id']) || text(item['errorCode']) || undefined;
  const suffix = serviceSuffix(id);
  const details = Array.isArray(item['details']) ? item['details'].map((d) => fields(d) ?? {}) : [];
  const detailTexts = (key: string) =>
    details.map((d) => text(d[key])?.trim()).filter((v): v is string => v !== undefined && v !== '');
  const locked = detailTexts('lockedChannelID');
  const issues = detailTexts('issue');
  const chatMessage = text(item['proactiveChatCustomMSG'])?.trim();
  const name = text(item['name']) ?? 'ServiceError';
  const message = text(item['message']) ?? text(item['serviceErrMsg']) ?? 'Service error';
  // Without a category of its own, an item of a failed server (HTTP 5xx) is the application's error, else the business's.
  const category = categoryOf(item['errorCategory'], (call.statusCode ?? 0) >= 500 ? 'APPERR' : 'BUSINESSERR');
  return rec('FeError', suffix, category, name, message, {
    id,
    subEventType: suffix === 'IG' ? IG_SUB_EVENT_TYPE : undefined,
    networkMessage: text(item['networkMessage']) || text(item['serviceErrMsg']) || undefined,
    lockedChannelIds: locked.length > 0 ? locked : undefined,
    severity: text(item['severity']) || undefined,
    issues: issues.length > 0 ? issues : undefined,
    informationLink: text(item['information_link'])?.trim() || undefined,
    proactiveChat: PROACTIVE_CHAT.test(text(item['proactiveChatIndicator']) ?? String(item['proactiveChatIndicator']))
      ? chatMessage
        ? { message: chatMessage }
        : {}
      : undefined,
    ...call,
  });
}

/** Reads a failed call of `@carrier/http-client` (an HttpError, by shape). */
function fromHttpError(error: Error & Fields): ErrorRecord {
  const kind = text(error['kind']);
  const status = typeof error['status'] === 'number' ? error['status'] : 0;
  const call = {
    serviceUrl: text(error['url']) || undefined,
    method: text(error['method']) || undefined,
    statusCode: status || undefined,
  };
  if (kind === 'http' || kind === 'parse') {
    const data = fields(error['data']);
    const first = fields(Array.isArray(data?.['errors']) ? data['errors'][0] : undefined);
    if (first) return fromServiceItem(first, call);
    const system = status >= 500 || kind === 'parse';
    return rec(
      'FeError',
      'S',
      system ? 'APPERR' : 'BUSINESSERR',
      status >= 500 ? 'SYSTEM_ERROR' : 'HTTP_ERROR',
      error.message,
      call,
    );
  }
  const aborted = kind === 'aborted' || kind === 'stopped';
  const name = kind === 'timeout' ? 'TimeoutError' : aborted ? 'AbortError' : 'NetworkError';
  return rec(
    'FeError',
    aborted ? 'Aborted' : 'Network',
    'APPERR',
    name,
    aborted ? 'Request cancelled or aborted' : error.message,
    call,
  );
}

function scriptClass(origin: ErrorOrigin | undefined): ErrorClass {
  if (origin === 'global') return 'globalScriptError';
  if (origin === 'component') return 'componentScriptError';
  return 'scriptError';
}

function fromError(error: Error, origin: ErrorOrigin | undefined): ErrorRecord {
  if (error.name === 'HttpError' && 'kind' in error) return fromHttpError(error as unknown as Error & Fields);
  const { name, message } = error;
  const stack = { stack: typeof error.stack === 'string' ? error.stack : undefined };
  if (isScriptLoadError(error)) return rec('scriptLoadError', 'B', 'UIError', name, message, stack);
  if (name === 'AbortError' || CANCELLED.test(message))
    return rec('FeError', 'Aborted', 'APPERR', 'AbortError', message, stack);
  if (name === 'TimeoutError' || (name === 'TypeError' && NETWORK.test(message)))
    return rec('FeError', 'Network', 'APPERR', name, message, stack);
  if (message === VENDOR_NOISE_MESSAGE) return rec('vendorScriptError', 'J', 'UNKNW', name, message, stack);
  return rec(scriptClass(origin), 'J', 'UIError', name || 'Error', message, stack);
}

/** True for a window `error` event, by shape. */
function isErrorEvent(value: Fields): boolean {
  return (
    'message' in value && ('filename' in value || 'lineno' in value || 'error' in value) && !(value instanceof Error)
  );
}

function describe(value: unknown): string {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json.slice(0, 200);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Turns whatever was thrown into one typed record: an Error, a failed call of the http client, a service
 * error item (spec 3.6), a string, a window error event, an unhandled rejection, or anything else.
 * Never throws.
 * @example classify(new TypeError('Failed to fetch')) // { errorClass: 'FeError', suffix: 'Network', … }
 */
export function classify(input: unknown, origin?: ErrorOrigin): ErrorRecord {
  if (input instanceof Error) return fromError(input, origin);
  if (typeof input === 'string')
    return rec(
      input === VENDOR_NOISE_MESSAGE ? 'vendorScriptError' : scriptClass(origin),
      'J',
      'UNKNW',
      'Error',
      input,
    );
  const value = fields(input);
  if (value && 'reason' in value && !('message' in value)) return classify(value['reason'], 'rejection');
  if (value && isErrorEvent(value)) {
    const message = text(value['message']) ?? '';
    if (message === VENDOR_NOISE_MESSAGE) return rec('vendorScriptError', 'J', 'UNKNW', 'Error', message);
    if (value['error'] instanceof Error) return fromError(value['error'], 'global');
    const where = [text(value['filename']), text(value['lineno'])].filter(Boolean).join(':');
    return rec('globalScriptError', 'J', 'UIError', 'Error', message, { stack: where ? `at ${where}` : undefined });
  }
  if (value && ('id' in value || 'errorCode' in value) && ('message' in value || 'serviceErrMsg' in value))
    return fromServiceItem(value);
  return rec(scriptClass(origin), 'J', 'UNKNW', 'UnknownError', `Unknown error: ${describe(input)}`);
}
