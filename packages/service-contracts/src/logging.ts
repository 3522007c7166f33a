import * as z from 'zod/mini';

const text = (max: number) => z.optional(z.string().check(z.maxLength(max, `is longer than ${max} characters`)));

/** Payload of POST `peripheralsservice/jsNotifyAsDynamic`: one client log record (spec 3.6, 7.3). */
export const ClientLogRecord = z.object({
  messageType: z.string().check(z.minLength(1, 'is required'), z.maxLength(64)),
  eventType: text(64),
  subEventType: text(64),
  errorType: text(64),
  errorMessage: text(4000),
  serviceUrl: text(2000),
  method: text(16),
  id: text(128),
  name: text(256),
  statusCode: z.optional(z.union([z.string().check(z.maxLength(16)), z.number()])),
  stack: text(8000),
  pageUrl: text(2000),
  serviceE2EId: text(128),
  pageName: text(256),
  loggerMessage: text(4000),
  flowName: text(64),
});
export type ClientLogRecord = z.infer<typeof ClientLogRecord>;
