import { asText } from './input.js';

// The promo code as typed or linked: its length bounds and its letters and digits. A module of its own, so that reading
// a `promo` query (a page's search) does not bring the validation with it.

/** Least length of a promo code (spec 5.2, 9). */
export const PROMO_CODE_MIN_LENGTH = 7;

/** Longest promo code: 7 characters plus an optional 4 digits (spec 5.2, 9). */
export const PROMO_CODE_MAX_LENGTH = 11;

/**
 * Strips every character that is not a letter or digit (spec 5.2).
 * @example normalizePromoCode('fnf-2026') // 'fnf2026'
 */
export function normalizePromoCode(input: string): string {
  return asText(input).replace(/[^A-Za-z0-9]/g, '');
}
