import { PROMO_CODE_MAX_LENGTH, normalizePromoCode } from '@carrier/fnf-validation';

/** Reads the `promo` query parameter: letters and digits only, at most 11 (spec 2.5, 5.2). */
export function parsePromoSearch(search: Record<string, unknown>): { promo?: string } {
  const raw = search['promo'];
  const code =
    typeof raw === 'string' || typeof raw === 'number'
      ? normalizePromoCode(String(raw)).slice(0, PROMO_CODE_MAX_LENGTH)
      : '';
  return code ? { promo: code } : {};
}
