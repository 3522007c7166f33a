import { scrub, scrubRecord } from '@carrier/safety';
import type { ErrorRecord } from './classes.js';
import { defined } from './defined.js';

/** Ids logged as INFO instead of ERROR (spec 8.2). */
export const INFO_IDS = ['R1001', '1022', '3454', '15501'] as const;
/** The id that is never logged (spec 8.2). */
export const NEVER_LOGGED_ID = 'R1001';
/** Calls whose own errors are noise and ignored (spec 8.2). */
export const SERVICE_NOISE_URLS = [
  'jsNotifyAsDynamic',
  'updateBarcode',
  'mediaservice',
  'personalizationrecommendationsservice',
] as const;

export interface LoggingConfig {
  /** Ids of the digital-lock list; logged as INFO (spec 8.2). */
  readonly digitalLockIds?: readonly string[];
  /** Ids of the redis list; logged as INFO (spec 8.2). */
  readonly redisIds?: readonly string[];
  /** Redirect-to-checkout patterns, matched case-insensitively on the message (spec 5.3, 8.2). */
  readonly redirectToCheckoutPatterns?: readonly string[];
  /** Skip third-party script noise entirely (spec 8.1). */
  readonly skipVendorErrors?: boolean;
}

export type LogDecision = 'ERROR' | 'INFO' | 'SKIP';

/** True when a message matches one of the redirect-to-checkout patterns, whatever its case (spec 5.3). */
export function matchesRedirectToCheckout(message: string, patterns: readonly string[] = []): boolean {
  const lower = message.toLowerCase();
  return patterns.some((pattern) => pattern !== '' && lower.includes(pattern.toLowerCase()));
}

/**
 * How an error is logged (spec 8.2): skipped for id R1001, the service-noise URLs and (when the skip flag
 * is on) vendor noise; INFO for aborted errors, the INFO ids, the digital-lock and redis ids and the
 * redirect-to-checkout messages; ERROR otherwise.
 */
export function logDecision(record: ErrorRecord, config: LoggingConfig = {}): LogDecision {
  if (record.id === NEVER_LOGGED_ID) return 'SKIP';
  if (record.serviceUrl && SERVICE_NOISE_URLS.some((url) => record.serviceUrl?.includes(url))) return 'SKIP';
  if (record.errorClass === 'vendorScriptError' && config.skipVendorErrors) return 'SKIP';
  if (record.suffix === 'Aborted') return 'INFO';
  const id = record.id ?? '';
  if ((INFO_IDS as readonly string[]).includes(id)) return 'INFO';
  if (config.digitalLockIds?.includes(id) || config.redisIds?.includes(id)) return 'INFO';
  if (matchesRedirectToCheckout(record.message, config.redirectToCheckoutPatterns)) return 'INFO';
  return 'ERROR';
}

/** What the page adds to every log record. */
export interface PageContext {
  readonly pageUrl: string;
  readonly pageName?: string;
  readonly flowName?: string;
}

/**
 * The logger's note (spec 3.6, 8.1): every record's error category (BUSINESSERR, APPERR, UNKNW or UIError); for a
 * service's error item also its severity, and its network message when the customer was shown other words (spec 8.3).
 */
function loggerNotes(record: ErrorRecord): string {
  const notes = [`category ${record.category}`];
  if (record.errorClass === 'FeError') {
    if (record.severity) notes.push(`severity ${clean(record.severity, 40)}`);
    if (record.networkMessage && record.networkMessage !== record.message)
      notes.push(`network message: ${clean(record.networkMessage, 500)}`);
  }
  return notes.join('; ');
}

/** The client log record of spec 3.6, as `jsNotifyAsDynamic` takes it. */
export interface LogRecord {
  readonly messageType: 'ERROR' | 'INFO';
  readonly eventType: string;
  readonly subEventType?: string;
  readonly errorType: string;
  readonly errorMessage: string;
  readonly serviceUrl?: string;
  readonly method?: string;
  readonly id?: string;
  readonly name: string;
  readonly statusCode?: string;
  readonly stack?: string;
  readonly pageUrl: string;
  readonly serviceE2EId?: string;
  readonly pageName?: string;
  readonly loggerMessage?: string;
  readonly flowName?: string;
}

const MAX_TEXT = 2000;
const clean = (value: string, max = MAX_TEXT) => scrub(value).slice(0, max);

/**
 * Builds the log record of an error (spec 3.6), scrubbed in every field by `@carrier/safety`: private data is
 * masked in its decoded form, whatever encoding a URL or message carried it in.
 */
export function toLogRecord(
  record: ErrorRecord,
  level: 'ERROR' | 'INFO',
  page: PageContext,
  serviceE2EId?: string,
): LogRecord {
  const optional = (value: string | undefined, max?: number) => (value ? clean(value, max) : undefined);
  const built: LogRecord = defined({
    messageType: level,
    eventType: record.errorClass,
    subEventType: record.subEventType ?? record.suffix,
    errorType: record.suffix,
    errorMessage: clean(record.message),
    name: clean(record.name, 256),
    pageUrl: clean(page.pageUrl),
    serviceUrl: optional(record.serviceUrl),
    method: record.method,
    id: optional(record.id, 128),
    statusCode: record.statusCode === undefined ? undefined : String(record.statusCode),
    stack: optional(record.stack, 4000),
    serviceE2EId: serviceE2EId || undefined,
    pageName: page.pageName || undefined,
    loggerMessage: loggerNotes(record),
    flowName: page.flowName || undefined,
  });
  return scrubRecord(built);
}

export interface ErrorLoggerOptions {
  /** Sends one record to the log service; its failures are ignored. */
  readonly send: (record: LogRecord) => Promise<unknown>;
  readonly page: () => PageContext;
  readonly config?: LoggingConfig;
  /** Records of one burst are collected this long, then sent (ms). */
  readonly batchMs?: number;
  /** At most this many records are sent per burst; the rest are counted in the last one. */
  readonly maxPerBatch?: number;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
}

/** Logs errors to the log service: rules of spec 8.2, scrubbed, identical errors coalesced, bursts capped. */
export interface ErrorLogger {
  /** Classified record in, decision out; nothing is sent when the decision is SKIP. */
  log(record: ErrorRecord, serviceE2EId?: string): LogDecision;
  /** Sends what is waiting now. */
  flush(): Promise<void>;
}

export function createErrorLogger(options: ErrorLoggerOptions): ErrorLogger {
  const { batchMs = 1000, maxPerBatch = 10 } = options;
  const later = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  let pending = new Map<string, { record: LogRecord; count: number }>();
  let scheduled = false;

  async function flush(): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    scheduled = false;
    const sent = batch.slice(0, maxPerBatch);
    const dropped = batch.slice(maxPerBatch).reduce((sum, entry) => sum + entry.count, 0);
    await Promise.all(
      sent.map(({ record, count }, index) => {
        const notes = [
          count > 1 ? `repeated ${count} times` : '',
          index === sent.length - 1 && dropped > 0 ? `${dropped} more errors dropped` : '',
        ]
          .filter(Boolean)
          .join('; ');
        // A failed log call is ignored, and is never itself logged: that could loop.
        const loggerMessage = [record.loggerMessage, notes].filter(Boolean).join('; ');
        return options.send(loggerMessage ? { ...record, loggerMessage } : record).catch(() => undefined);
      }),
    );
  }

  return {
    log(error, serviceE2EId) {
      const decision = logDecision(error, options.config);
      if (decision === 'SKIP') return decision;
      const record = toLogRecord(error, decision, options.page(), serviceE2EId);
      const key = [record.messageType, record.eventType, record.errorType, record.id, record.errorMessage].join('|');
      const entry = pending.get(key);
      if (entry) entry.count++;
      else pending.set(key, { record, count: 1 });
      if (!scheduled) {
        scheduled = true;
        later(() => void flush(), batchMs);
      }
      return decision;
    },
    flush,
  };
}
