import * as z from 'zod/mini';
import { ServiceErrorItem, ServiceHeader } from './common.js';

/** Payload of POST `plansservice/nse/validateFnfRedemptionCode` (spec 7.3). */
export const ValidateFnfRedemptionCodeRequest = z.object({
  promotionCode: z.string().check(z.minLength(1, 'is required'), z.maxLength(32, 'is too long')),
  promotionSourceSystem: z.literal('WIRELESS'),
  promotionType: z.literal('FRIENDS_FAMILY'),
});
export type ValidateFnfRedemptionCodeRequest = z.infer<typeof ValidateFnfRedemptionCodeRequest>;

/**
 * What a valid Friends and Family promotion saves: so much off each line's plan every month, on up to so many new
 * lines, with the plans it names (their ids and names). The cart takes it off once the code is applied to it
 * (`cartservice/cart/apply-promotion`).
 */
export const PromotionSavings = z.object({
  /** Dollars off each line's plan, every month. */
  monthlyPerLine: z.number().check(z.minimum(0)),
  maxLines: z.number().check(z.int(), z.minimum(1)),
  plans: z.array(z.object({ planId: z.string(), name: z.string() })),
});
export type PromotionSavings = z.infer<typeof PromotionSavings>;

/** Promotion details of the validation answer (spec 3.10); empty when the code is unknown. */
export const PromotionDetails = z.object({
  code: z.optional(z.union([z.string(), z.number()])),
  reasonInvalid: z.optional(z.string()),
  promoValid: z.optional(z.boolean()),
  /** What a valid promotion saves (left out by services that do not say). */
  savings: z.optional(PromotionSavings),
});

/** Answer of `validateFnfRedemptionCode` (spec 3.10, 7.3). */
export const ValidateFnfRedemptionCodeResponse = z.object({
  serviceHeader: z.optional(ServiceHeader),
  data: z.object({ promotionDetails: z.union([PromotionDetails, z.array(PromotionDetails), z.null()]) }),
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type ValidateFnfRedemptionCodeResponse = z.infer<typeof ValidateFnfRedemptionCodeResponse>;

/** Payload of POST `assignmtnservice/nse/portin-eligibility` (spec 7.3). */
export const PortInEligibilityRequest = z.object({
  npanxx: z.string().check(z.maxLength(6, 'is too long')),
  mdn: z.string().check(z.regex(/^\+?\d{10,11}$/, 'must be 10 digits, optionally after 1 or +1')),
});
export type PortInEligibilityRequest = z.infer<typeof PortInEligibilityRequest>;

/** Answer of `portin-eligibility` (spec 3.10, 7.3). */
export const PortInEligibilityResponse = z.object({
  serviceHeader: z.optional(ServiceHeader),
  data: z.object({ portEligibilityInd: z.optional(z.enum(['Y', 'N'])) }),
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type PortInEligibilityResponse = z.infer<typeof PortInEligibilityResponse>;

const LabelSection = z.record(z.string(), z.string());

/**
 * Answer of GET `/content/vcg/services-v1/validPromo.model.json`: the labels of the promo page and of the
 * number page (spec 3.10). Which keys each page needs is listed by `@carrier/fnf-validation`.
 */
export const ValidPromoContent = z.object({ promoPage: LabelSection, numberPage: LabelSection });
export type ValidPromoContent = z.infer<typeof ValidPromoContent>;
