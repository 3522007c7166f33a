import * as z from 'zod/mini';

/** A runtime schema of one request or answer. */
export type Contract<T> = z.ZodMiniType<T>;

/** The outcome of checking an untrusted value against a contract. */
export type CheckResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Checks a value against a schema and explains the first problems in one readable line,
 * e.g. `promotionType: expected "FRIENDS_FAMILY"`.
 */
export function check<T>(schema: Contract<T>, value: unknown): CheckResult<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, message };
}
