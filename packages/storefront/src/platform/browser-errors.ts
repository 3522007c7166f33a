import { classify, createErrorLogger, type ErrorLoggerOptions } from '@carrier/error-catalogue';
import { createErrorReporting } from './error-reporting.js';
import type { ErrorActionWorld, ErrorLookup, LoadedErrorReporting } from './errors.js';

/**
 * The store's error reporting in a browser with the catalogue's code (classification, the log's rules and its calls,
 * the actions of spec 8.4): a chunk of its own, which `deferredErrorReporting` loads as the store starts.
 */
export function browserErrorReporting(
  logging: ErrorLoggerOptions,
  world: ErrorActionWorld,
  lookup: ErrorLookup,
): LoadedErrorReporting {
  const logger = createErrorLogger(logging);
  return { ...createErrorReporting(logger, world, lookup), classify, flush: () => logger.flush() };
}
