import { isHttpError } from '@carrier/http-client';
import type { CustomerDetails } from '@carrier/service-contracts';

/** A field the services refused, with the rule's code (`email`, `cardChecksum`, ...). */
export interface FieldProblem {
  readonly name: string;
  readonly code: string;
}

/** A checkout call that did not go through: the service's error id and message, the fields it named. */
export class CheckoutCallError extends Error {
  override readonly name = 'CheckoutCallError';
  constructor(
    /** The service's error id (`PORT_PIN_MISMATCH`, `CARD_DECLINED`), or `NETWORK`, `SYSTEM_ERROR`. */
    readonly id: string,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** Addresses the customer may have meant (an address that cannot be found). */
    readonly suggestions: readonly CustomerDetails['address'][] = [],
    /** Whether the outcome is unknown (no answer, 502, 503, 504): the same request may be sent again. */
    readonly retryable = false,
  ) {
    super(message);
  }
}

export const isCheckoutCallError = (error: unknown): error is CheckoutCallError =>
  error instanceof Error && error.name === 'CheckoutCallError';

const RETRYABLE = new Set([0, 502, 503, 504]);

/** A failed call as the page explains it: the service's words for a refusal, the kind of failure otherwise. */
export function toCallError(error: unknown): CheckoutCallError {
  if (isCheckoutCallError(error)) return error;
  if (!isHttpError(error)) return new CheckoutCallError('SYSTEM_ERROR', String(error));
  const body = (error.data ?? {}) as {
    errors?: { id?: string; name?: string; errorCode?: string; message?: string }[];
    data?: { suggestions?: CustomerDetails['address'][] };
  };
  const items = Array.isArray(body.errors) ? body.errors : [];
  const fields = items
    .filter((e) => e.id === 'FIELD_INVALID' && e.name && e.errorCode)
    .map((e) => ({ name: e.name!, code: e.errorCode! }));
  const first = items[0];
  const retryable = error.kind !== 'http' || RETRYABLE.has(error.status);
  return new CheckoutCallError(
    first?.id ?? (retryable ? 'NETWORK' : 'SYSTEM_ERROR'),
    first?.message ?? error.message,
    fields,
    Array.isArray(body.data?.suggestions) ? body.data.suggestions : [],
    retryable || error.status === 500,
  );
}
