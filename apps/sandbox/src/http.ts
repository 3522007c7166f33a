import type { Context } from 'hono';
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
