import { asRecord } from './input.js';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, normalizePromoCode } from './promo-code.js';

export { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, normalizePromoCode };
import type { PromoPageLabelKey } from './labels.js';

/** A redemption code: 7 letters or digits, optionally followed by 4 digits (spec 5.2). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{7}(?:\d{4})?$/;

/** Service codes of the promotion validation answer (spec 8.5). */
export const PROMO_ERROR_CODES = {
  2399: 'INVALID_PROMO',
  2397: 'PROMO_EXPIRED',
  2398: 'MAX_USED',
} as const satisfies Record<number, PromoErrorType>;

/** The promo errors of spec 8.5, plus the required-field error of spec 5.2. */
export const PROMO_ERROR_TYPES = [
  'INVALID_PROMO',
  'PROMO_EXPIRED',
  'MAX_USED',
  'NO_DATA_FOUND',
  'SYSTEM_ERROR',
  'INVALID_VALUE',
  'PROMO_REQUIRED',
] as const;
export type PromoErrorType = (typeof PROMO_ERROR_TYPES)[number];

const PROMO_ERROR_LABELS: Record<PromoErrorType, PromoPageLabelKey> = {
  INVALID_PROMO: 'FNF_INVALID_PROMO',
  PROMO_EXPIRED: 'PromoExpired',
  MAX_USED: 'maxUsed',
  NO_DATA_FOUND: 'FNF_NO_DATA_FOUND',
  SYSTEM_ERROR: 'FNF_SYSTEM_ERROR',
  INVALID_VALUE: 'NotValidPromoEntry',
  PROMO_REQUIRED: 'TextRequired',
};

/** The content label that explains a promo error (spec 8.5). */
export function promoErrorLabelKey(error: PromoErrorType): PromoPageLabelKey {
  return PROMO_ERROR_LABELS[error];
}

/**
 * Submit is disabled when the code is under 7 characters or its numeric value is <= 0 (spec 5.2).
 * A code that is not a number has no numeric value, so only its length counts.
 */
export function isPromoSubmitEnabled(input: string): boolean {
  const code = normalizePromoCode(input);
  return code.length >= PROMO_CODE_MIN_LENGTH && !(Number(code) <= 0);
}

export type PromoValidation =
  | { readonly valid: true; readonly code: string }
  | { readonly valid: false; readonly error: 'PROMO_REQUIRED' | 'INVALID_VALUE' };

/**
 * The checks made before the validation call (spec 5.2): required, no leading 0, the code pattern.
 * @example validatePromoCode('FNF-2026') // { valid: true, code: 'FNF2026' }
 */
export function validatePromoCode(input: string): PromoValidation {
  const code = normalizePromoCode(input);
  if (code === '') return { valid: false, error: 'PROMO_REQUIRED' };
  if (code.startsWith('0') || !PROMO_CODE_PATTERN.test(code)) return { valid: false, error: 'INVALID_VALUE' };
  return { valid: true, code };
}

/** Payload of `plansservice/nse/validateFnfRedemptionCode` (spec 7.3). */
export interface PromoValidationRequest {
  readonly promotionCode: string;
  readonly promotionSourceSystem: 'WIRELESS';
  readonly promotionType: 'FRIENDS_FAMILY';
}

/** Builds the promotion validation payload (spec 7.3). */
export function buildPromoValidationRequest(code: string): PromoValidationRequest {
  return {
    promotionCode: normalizePromoCode(code),
    promotionSourceSystem: 'WIRELESS',
    promotionType: 'FRIENDS_FAMILY',
  };
}

/** The errors a promotion validation answer can give (spec 8.5). */
export type PromoAnswerError = Exclude<PromoErrorType, 'PROMO_REQUIRED' | 'INVALID_VALUE'>;

/**
 * What a valid promotion saves, as the promotion service says it: dollars off each line's plan every month, on up to
 * `maxLines` lines, with the plans named.
 */
export interface PromoSavings {
  readonly monthlyPerLine: number;
  readonly maxLines: number;
  readonly plans: readonly { readonly planId: string; readonly name: string }[];
}

export type PromoAnswer =
  | { readonly valid: true; readonly savings?: PromoSavings }
  | { readonly valid: false; readonly error: PromoAnswerError; readonly reason?: string };

/** The savings of a promotion's details, when they are there and whole; anything else reads as none. */
export function readPromoSavings(value: unknown): PromoSavings | undefined {
  const savings = asRecord(value);
  if (!savings) return undefined;
  const { monthlyPerLine, maxLines, plans } = savings;
  if (typeof monthlyPerLine !== 'number' || !Number.isFinite(monthlyPerLine) || monthlyPerLine <= 0) return undefined;
  if (typeof maxLines !== 'number' || !Number.isInteger(maxLines) || maxLines < 1) return undefined;
  if (!Array.isArray(plans)) return undefined;
  const named = plans.flatMap((plan) => {
    const record = asRecord(plan);
    const planId = record?.['planId'];
    const name = record?.['name'];
    return typeof planId === 'string' && typeof name === 'string' && name.trim() !== ''
      ? [{ planId, name: name.trim() }]
      : [];
  });
  return named.length > 0 ? { monthlyPerLine, maxLines, plans: named } : undefined;
}

function isEmptyDetails(details: unknown): boolean {
  if (details === null || details === undefined) return true;
  if (Array.isArray(details)) return details.length === 0;
  const record = asRecord(details);
  return record ? Object.keys(record).length === 0 : true;
}

/**
 * Reads the promotion validation answer (spec 3.10, 8.5): a valid promotion, or the error its code names;
 * empty promotion details are `NO_DATA_FOUND`; any other code, or an answer that is not a service response,
 * is `SYSTEM_ERROR`.
 */
export function classifyPromoResponse(response: unknown): PromoAnswer {
  const data = asRecord(asRecord(response)?.['data']);
  if (!data) return { valid: false, error: 'SYSTEM_ERROR' };
  const raw = data['promotionDetails'];
  if (isEmptyDetails(raw)) return { valid: false, error: 'NO_DATA_FOUND' };
  const details = asRecord(Array.isArray(raw) ? raw[0] : raw);
  if (!details) return { valid: false, error: 'SYSTEM_ERROR' };
  const promoValid = details['promoValid'];
  if (promoValid === true || promoValid === 'true' || promoValid === 'Y') {
    const savings = readPromoSavings(details['savings']);
    return savings ? { valid: true, savings } : { valid: true };
  }
  const code = Number(details['code']);
  const error: PromoAnswerError =
    (PROMO_ERROR_CODES as Partial<Record<number, PromoAnswerError>>)[code] ?? 'SYSTEM_ERROR';
  const reason = details['reasonInvalid'];
  return typeof reason === 'string' && reason !== '' ? { valid: false, error, reason } : { valid: false, error };
}
