import { asRecord, asText } from './input.js';
import type { NumberPageLabelKey } from './labels.js';

/** Max length of the phone field, in digits (spec 5.1, 9). */
export const PHONE_MAX_DIGITS = 10;

/** Least number of characters left after removing dots for a number to be valid (spec 5.1). */
export const PHONE_MIN_CHARACTERS = 10;

/** North American number: area and exchange codes start 2-9, optional leading 1 or +1 (spec 5.1). */
export const NORTH_AMERICAN_NUMBER_PATTERN = /^(?:\+?1)?[2-9]\d{2}[2-9]\d{6}$/;

/** The phone errors of spec 8.5, plus the required-field error of spec 5.1. */
export const PHONE_ERROR_TYPES = [
  'PHONE_REQUIRED',
  'INVALID_PHONE_NUMBER',
  'INVALID_NUMBER_EXIST',
  'SYSTEM_ERROR',
] as const;
export type PhoneErrorType = (typeof PHONE_ERROR_TYPES)[number];

const PHONE_ERROR_LABELS: Record<PhoneErrorType, NumberPageLabelKey> = {
  PHONE_REQUIRED: 'NumberRequired',
  INVALID_PHONE_NUMBER: 'InvalidNumber',
  INVALID_NUMBER_EXIST: 'PortinValid',
  SYSTEM_ERROR: 'FNF_SYSTEM_ERROR',
};

/** The content label that explains a phone error (spec 5.1, 8.5). */
export function phoneErrorLabelKey(error: PhoneErrorType): NumberPageLabelKey {
  return PHONE_ERROR_LABELS[error];
}

/**
 * Formats what the customer typed as the dashed 3-3-4 display, keeping digits and `x` (spec 5.1).
 * A pasted country code (`+1 201 …`) is dropped instead of pushing out the last digit.
 * @example formatPhoneNumber('(201) 555.0123') // '201-555-0123'
 */
export function formatPhoneNumber(input: string): string {
  let kept = asText(input)
    .toLowerCase()
    .replace(/[^0-9x]/g, '');
  if (kept.length > PHONE_MAX_DIGITS && kept.startsWith('1')) kept = kept.slice(1);
  kept = kept.slice(0, PHONE_MAX_DIGITS);
  const groups = [kept.slice(0, 3), kept.slice(3, 6), kept.slice(6)].filter((g) => g.length > 0);
  return groups.join('-');
}

/** Hides all but the last four digits: `201-555-0123` -> `xxx-xxx-0123`. */
export function maskPhoneNumber(input: string): string {
  const digits = formatPhoneNumber(input).replace(/-/g, '');
  return formatPhoneNumber('x'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4));
}

/** The value sent to the service: no dashes, dots or spaces (spec 5.1). */
export function toPhoneServiceValue(input: string): string {
  return asText(input).replace(/[-.\s()]/g, '');
}

/** True when at least 10 characters remain after removing dots (spec 5.1). */
export function hasMinimumPhoneLength(input: string): boolean {
  return asText(input).replace(/\./g, '').length >= PHONE_MIN_CHARACTERS;
}

/** True when the dash-free value is a North American number (spec 5.1). */
export function isNorthAmericanNumber(serviceValue: string): boolean {
  return NORTH_AMERICAN_NUMBER_PATTERN.test(asText(serviceValue));
}

export type PhoneValidation =
  | { readonly valid: true; readonly serviceValue: string }
  | { readonly valid: false; readonly error: 'PHONE_REQUIRED' | 'INVALID_PHONE_NUMBER' };

/**
 * The format check of the phone field, before the eligibility call (spec 4.8, 5.1).
 * @example validatePhoneNumber('201-555-0123') // { valid: true, serviceValue: '2015550123' }
 */
export function validatePhoneNumber(input: string): PhoneValidation {
  const serviceValue = toPhoneServiceValue(input);
  if (serviceValue.replace(/[^0-9x+]/gi, '') === '') return { valid: false, error: 'PHONE_REQUIRED' };
  if (!hasMinimumPhoneLength(serviceValue) || !isNorthAmericanNumber(serviceValue)) {
    return { valid: false, error: 'INVALID_PHONE_NUMBER' };
  }
  return { valid: true, serviceValue: serviceValue.replace(/^\+?1(?=\d{10}$)/, '') };
}

/** Payload of `assignmtnservice/nse/portin-eligibility` (spec 7.3). */
export interface PortInEligibilityRequest {
  readonly npanxx: string;
  readonly mdn: string;
}

/** Builds the port-in eligibility payload from the displayed number (spec 7.3). */
export function buildPortInEligibilityRequest(phone: string): PortInEligibilityRequest {
  const checked = validatePhoneNumber(phone);
  return { npanxx: '', mdn: checked.valid ? checked.serviceValue : toPhoneServiceValue(phone) };
}

export type PortInEligibility =
  | { readonly eligible: true }
  | {
      readonly eligible: false;
      readonly error: 'INVALID_NUMBER_EXIST' | 'SYSTEM_ERROR';
      readonly serviceErrorId?: string;
      readonly serviceMessage?: string;
    };

function firstServiceError(errors: unknown): { code?: string; id?: string; message?: string } {
  const list = Array.isArray(errors) ? errors : [];
  const first = asRecord(list[0]) ?? {};
  const asObject = asRecord(errors) ?? {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const found: { code?: string; id?: string; message?: string } = {};
  const code = text(asObject['errorCode']) ?? text(first['errorCode']);
  const id = text(first['id']) ?? text(asObject['id']);
  const message = text(first['message']) ?? text(asObject['message']);
  if (code) found.code = code;
  if (id) found.id = id;
  if (message) found.message = message;
  return found;
}

/**
 * Reads the port-in eligibility answer: eligible only when `portEligibilityInd` is `Y` and there is no
 * error code; otherwise `INVALID_NUMBER_EXIST` (spec 5.1). An answer that is not a service response at all
 * is a `SYSTEM_ERROR`.
 */
export function evaluatePortInEligibility(response: unknown): PortInEligibility {
  const body = asRecord(response);
  if (!body || (!('data' in body) && !('errors' in body))) return { eligible: false, error: 'SYSTEM_ERROR' };
  const indicator = asRecord(body['data'])?.['portEligibilityInd'];
  const serviceError = firstServiceError(body['errors']);
  if (indicator === 'Y' && !serviceError.code && !serviceError.id) return { eligible: true };
  return {
    eligible: false,
    error: 'INVALID_NUMBER_EXIST',
    ...((serviceError.id ?? serviceError.code)
      ? { serviceErrorId: (serviceError.id ?? serviceError.code) as string }
      : {}),
    ...(serviceError.message ? { serviceMessage: serviceError.message } : {}),
  };
}
