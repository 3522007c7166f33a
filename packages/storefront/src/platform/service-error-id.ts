import { isHttpError } from '@carrier/http-client';

/** The id of the first error item of a service's refusal (`LINE_NOT_ELIGIBLE`, `IMEI_NOT_RECOGNISED`), if any. */
export function serviceErrorId(error: unknown): string | undefined {
  if (!isHttpError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const items = (error.data as { errors?: unknown }).errors;
  const id = Array.isArray(items) ? (items[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}
