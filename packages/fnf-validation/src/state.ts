import type { PhoneErrorType } from './phone.js';
import type { PromoErrorType } from './promo.js';

/** Promotion state of the Friends and Family page (spec 3.10). */
export interface PromotionState {
  readonly numberOfLines: number;
  readonly fnfRedemptionCode: string;
  readonly promoValid: boolean;
  readonly errorType: PromoErrorType | null;
  readonly errorMessage: string;
  readonly isCAASLoaded: boolean;
  readonly CAAS: Readonly<Record<string, string>>;
}

/** Phone state of the Friends and Family number page (spec 3.10). */
export interface PhoneState {
  readonly fnfPhoneNumber: string;
  readonly isPhoneNumberValid: boolean;
  readonly errorType: PhoneErrorType | null;
}

/** The promotion state before anything is entered; numberOfLines defaults to 1 (spec 3.10). */
export const INITIAL_PROMOTION_STATE: PromotionState = {
  numberOfLines: 1,
  fnfRedemptionCode: '',
  promoValid: false,
  errorType: null,
  errorMessage: '',
  isCAASLoaded: false,
  CAAS: {},
};

/** The phone state before anything is entered (spec 3.10). */
export const INITIAL_PHONE_STATE: PhoneState = {
  fnfPhoneNumber: '',
  isPhoneNumberValid: false,
  errorType: null,
};
