import { keptJson } from '@carrier/storefront/kit';
import {
  formatPhoneNumber,
  normalizePromoCode,
  PROMO_ERROR_TYPES,
  readPromoSavings,
  type PromoErrorType,
  type PromoSavings,
} from '@carrier/fnf-validation';

/** Session-storage keys of the Friends and Family flow. `promoError` is the spec's name (spec 4.7). */
export const FNF_STORAGE_KEYS = {
  promoError: 'promoError',
  promotion: 'fnfPromotion',
  phone: 'fnfPhone',
} as const;

/** The last invalid promo result, restored when the customer returns (spec 4.7). */
export interface StoredPromoError {
  readonly fnfRedemptionCode: string;
  readonly errorType: PromoErrorType;
  readonly errorMessage: string;
}

/** A validated promotion, carried to the number page, with what it saves when the service said. */
export interface StoredPromotion {
  readonly fnfRedemptionCode: string;
  readonly numberOfLines: number;
  readonly savings?: PromoSavings;
}

/** The storage the flow writes to; `sessionStorage` in the browser. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is kept under `key` when it is an object (the kit's `keptJson`: what is unreadable reads as nothing). */
function read(storage: KeyValueStorage, key: string): Record<string, unknown> | undefined {
  const value = keptJson(storage, key).read();
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Keeps `value` under `key`; a storage that is full or blocked keeps nothing, and the flow works on for the page. */
const write = (storage: KeyValueStorage, key: string, value: unknown): void => keptJson(storage, key).write(value);

/** Reads and writes the flow's state in session storage, ignoring anything stored that does not fit. */
export function createFnfSession(storage: KeyValueStorage) {
  return {
    readPromoError(): StoredPromoError | undefined {
      const value = read(storage, FNF_STORAGE_KEYS.promoError);
      const code = normalizePromoCode(String(value?.['fnfRedemptionCode'] ?? ''));
      const errorType = value?.['errorType'];
      const errorMessage = value?.['errorMessage'];
      if (!code || !PROMO_ERROR_TYPES.includes(errorType as PromoErrorType) || typeof errorMessage !== 'string')
        return undefined;
      return { fnfRedemptionCode: code, errorType: errorType as PromoErrorType, errorMessage };
    },
    savePromoError(value: StoredPromoError): void {
      write(storage, FNF_STORAGE_KEYS.promoError, value);
    },
    clearPromoError(): void {
      storage.removeItem(FNF_STORAGE_KEYS.promoError);
    },
    readPromotion(): StoredPromotion | undefined {
      const value = read(storage, FNF_STORAGE_KEYS.promotion);
      const code = normalizePromoCode(String(value?.['fnfRedemptionCode'] ?? ''));
      const lines = Number(value?.['numberOfLines'] ?? 1);
      const savings = readPromoSavings(value?.['savings']);
      return code
        ? {
            fnfRedemptionCode: code,
            numberOfLines: Number.isInteger(lines) && lines > 0 ? lines : 1,
            ...(savings ? { savings } : {}),
          }
        : undefined;
    },
    savePromotion(value: StoredPromotion): void {
      write(storage, FNF_STORAGE_KEYS.promotion, value);
    },
    readPhone(): string | undefined {
      const phone = formatPhoneNumber(String(read(storage, FNF_STORAGE_KEYS.phone)?.['fnfPhoneNumber'] ?? ''));
      return phone || undefined;
    },
    savePhone(fnfPhoneNumber: string): void {
      write(storage, FNF_STORAGE_KEYS.phone, { fnfPhoneNumber });
    },
  };
}
export type FnfSession = ReturnType<typeof createFnfSession>;
