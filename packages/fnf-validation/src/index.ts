export { NUMBER_PAGE_LABEL_KEYS, PROMO_PAGE_LABEL_KEYS } from './labels.js';
export type { NumberPageLabelKey, NumberPageLabels, PromoPageLabelKey, PromoPageLabels } from './labels.js';
export {
  NORTH_AMERICAN_NUMBER_PATTERN,
  PHONE_ERROR_TYPES,
  PHONE_MAX_DIGITS,
  PHONE_MIN_CHARACTERS,
  buildPortInEligibilityRequest,
  evaluatePortInEligibility,
  formatPhoneNumber,
  hasMinimumPhoneLength,
  isNorthAmericanNumber,
  maskPhoneNumber,
  phoneErrorLabelKey,
  toPhoneServiceValue,
  validatePhoneNumber,
} from './phone.js';
export type { PhoneErrorType, PhoneValidation, PortInEligibility, PortInEligibilityRequest } from './phone.js';
export {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_CODE_PATTERN,
  PROMO_ERROR_CODES,
  PROMO_ERROR_TYPES,
  buildPromoValidationRequest,
  classifyPromoResponse,
  isPromoSubmitEnabled,
  normalizePromoCode,
  promoErrorLabelKey,
  readPromoSavings,
  validatePromoCode,
} from './promo.js';
export type {
  PromoAnswer,
  PromoSavings,
  PromoAnswerError,
  PromoErrorType,
  PromoValidation,
  PromoValidationRequest,
} from './promo.js';
export { INITIAL_PHONE_STATE, INITIAL_PROMOTION_STATE } from './state.js';
export type { PhoneState, PromotionState } from './state.js';
