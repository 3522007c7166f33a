/** The error types this page explains; anything else gets the general explanation. */
export const GENERIC_ERROR_TYPES = ['SCHEDULED_ORDER'] as const;
export type GenericErrorType = (typeof GENERIC_ERROR_TYPES)[number];

/** Reads the `type` query parameter: a known type or nothing. */
export function parseGenericErrorSearch(search: Record<string, unknown>): { type?: GenericErrorType } {
  const type = search['type'];
  return GENERIC_ERROR_TYPES.includes(type as GenericErrorType) ? { type: type as GenericErrorType } : {};
}
