// The Friends and Family promotion as the cart applies it: a code the promotion service accepts, kept on the cart,
// takes so much off each new line's plan every month, on up to so many lines, with the plans it names.
import { normalizePromoCode } from '@carrier/fnf-validation';
import { toCents, type Cents } from '@carrier/pricing';
import type { PromotionSavings } from '@carrier/service-contracts';
import { PLANS } from '../catalogue/catalogue.js';
import type { Language } from '../language.js';
import { CartChangeError } from './errors.js';
import type { StoredCart } from './stored.js';

/** The Friends and Family codes the sandbox accepts (documented in the README). */
export const FNF_CODES: readonly string[] = ['FNF2026', 'FNF20261234'];

/** What a Friends and Family code saves: $10 off each line's Unlimited plan a month, on up to five new lines. */
export const FNF_SAVINGS = {
  monthlyPerLine: 10,
  maxLines: 5,
  planIds: ['PLAN-UNL-WELCOME', 'PLAN-UNL-PLUS', 'PLAN-UNL-ULTIMATE'],
} as const;

/** The promotion's name, as the amounts name its credit. */
export const FNF_NAME: Readonly<Record<Language, string>> = { en: 'Friends and Family', es: 'Amigos y Familia' };

/** The savings as the promotion service answers them with a valid code. */
export function fnfSavings(): PromotionSavings {
  return {
    monthlyPerLine: FNF_SAVINGS.monthlyPerLine,
    maxLines: FNF_SAVINGS.maxLines,
    plans: FNF_SAVINGS.planIds.flatMap((planId) => {
      const plan = PLANS.find((p) => p.id === planId);
      return plan ? [{ planId, name: plan.name }] : [];
    }),
  };
}

/** The cart with a Friends and Family code applied; a code the promotion does not accept is refused. */
export function applyPromotion(cart: StoredCart, promotionCode: string): StoredCart {
  // As the promotion service reads a code: letters and digits only, in any case.
  const code = normalizePromoCode(promotionCode).toUpperCase();
  if (!FNF_CODES.includes(code))
    throw new CartChangeError(
      'FNF_INVALID_PROMO',
      'This code is not a Friends and Family promotion the cart can apply.',
    );
  return { ...cart, promotion: { code } };
}

/**
 * Each line's credit on its plan each month (in cents, by the cart's lines): a new line (not an upgrade) on one of the
 * promotion's plans gets it, the first `maxLines` such lines only; none without a code applied.
 */
export function planCredits(cart: Pick<StoredCart, 'lines' | 'promotion'>): readonly Cents[] {
  if (!cart.promotion) return cart.lines.map(() => 0);
  let given = 0;
  return cart.lines.map((line) => {
    const eligible =
      !line.upgrade && line.planId !== null && (FNF_SAVINGS.planIds as readonly string[]).includes(line.planId);
    if (!eligible || given >= FNF_SAVINGS.maxLines) return 0;
    given++;
    return toCents(FNF_SAVINGS.monthlyPerLine);
  });
}
