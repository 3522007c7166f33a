import * as z from 'zod/mini';
import { deepFreeze } from './freeze.js';

/** A runtime schema of one request or answer. */
export type Contract<T> = z.ZodMiniType<T>;

/** The outcome of checking an untrusted value against a contract. */
export type CheckResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/**
 * Plain-English messages for the issues a contract reports. `zod/mini` ships no locale, and setting one
 * globally would change the messages of every other zod user in the page; this map is used per check.
 */
function explain(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, got ${issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input}`;
    case 'invalid_value':
      return `expected ${issue.values.map(show).join(' or ')}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return `is not in the expected format`;
    case 'invalid_union':
      return 'does not match any allowed shape';
    default:
      return undefined;
  }
}

/** What each frozen answer gave each contract it was checked against: a shared answer is checked once. */
const checkedShared = new WeakMap<object, WeakMap<Contract<unknown>, CheckResult<unknown>>>();

/**
 * Checks a value against a schema and explains the first problems in one readable line,
 * e.g. `promotionType: expected "FRIENDS_FAMILY"`. A frozen value (an answer shared by several readers, see
 * `deepFreeze`) is checked once per contract, and its checked value is frozen too.
 */
export function check<T>(schema: Contract<T>, value: unknown): CheckResult<T> {
  const shared = typeof value === 'object' && value !== null && Object.isFrozen(value);
  if (!shared) return checkOnce(schema, value);
  let known = checkedShared.get(value);
  if (!known) checkedShared.set(value, (known = new WeakMap()));
  const seen = known.get(schema) as CheckResult<T> | undefined;
  if (seen) return seen;
  const result = checkOnce(schema, value);
  if (result.ok) deepFreeze(result.value);
  known.set(schema, Object.freeze(result));
  return result;
}

function checkOnce<T>(schema: Contract<T>, value: unknown): CheckResult<T> {
  const result = z.safeParse(schema, value, { error: explain });
  if (result.success) return { ok: true, value: result.data };
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, message };
}
