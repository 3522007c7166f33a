import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { check, type CheckResult, type Contract } from '@carrier/service-contracts';

/** The success header of a service answer. */
export const OK_HEADER = { statusCode: '00000', statusMessage: 'SUCCESS' } as const;

/** A service error answer in the carrier's shape (spec 3.6, 3.7). */
export function serviceError(c: Context, status: ContentfulStatusCode, id: string, message: string) {
  return c.json(
    { serviceHeader: { statusCode: String(status), statusMessage: message }, errors: [{ id, message }] },
    status,
  );
}

/** Reads a JSON body and checks it against its contract; the failure is a ready 400 answer. */
export async function readBody<T>(c: Context, schema: Contract<T>): Promise<CheckResult<T> & { response?: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return {
      ok: false,
      message: 'body is not valid JSON',
      response: serviceError(c, 400, 'BAD_REQUEST', 'Request body is not valid JSON.'),
    };
  }
  const result = check(schema, body);
  if (result.ok) return result;
  return { ...result, response: serviceError(c, 400, 'BAD_REQUEST', `Request body is malformed: ${result.message}`) };
}

/**
 * What a shared cache (the store server's, a CDN's) may keep of a catalogue or content answer: the same for every
 * visitor, kept for `SHARED_READ_SECONDS` by shared caches and read again by browsers (`max-age=0`).
 */
export const SHARED_READ_SECONDS = 10;

/**
 * Marks a read's successful answer public: the catalogue and the content are the same for everyone who asks in one
 * language (the answers say what they vary on). An answer a fault replaced is not marked, so no cache keeps it.
 */
export const sharedRead: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'GET' && c.res.status === 200)
    // Through the context (not on `c.res.headers`): under the Node server an answer's headers are made when first
    // read, and a header set on them before is lost.
    c.header('Cache-Control', `public, max-age=0, s-maxage=${SHARED_READ_SECONDS}`);
};

/**
 * The call's Idempotency-Key (8 to 64 letters, digits or hyphens), or the 400 that says what needs one.
 * @example const key = idempotencyKeyOf(c, 'A chat is started'); if (key instanceof Response) return key;
 */
export function idempotencyKeyOf(c: Context, needsOne: string): string | Response {
  const key = c.req.header('idempotency-key');
  return key && /^[A-Za-z0-9-]{8,64}$/.test(key)
    ? key
    : serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', `${needsOne} with an Idempotency-Key header.`);
}
