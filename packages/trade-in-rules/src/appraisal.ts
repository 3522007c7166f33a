// How a phone's condition answers grade it, and what it is worth then: the service quotes a model's value in good
// condition (by make, model and storage), and the grade takes its share. One rule for the store and the services.
import { DEVICE_PAYMENT_MONTHS, monthlyShare, type Cents } from '@carrier/pricing';

/** The questions about a phone's condition, each answered yes or no. */
export interface ConditionAnswers {
  /** It turns on and holds a charge. */
  readonly powersOn: boolean;
  /** Its screen or back is cracked. */
  readonly screenCracked: boolean;
  /** It has been in water or another liquid. */
  readonly liquidDamage: boolean;
  /** Find My (iPhone) or Find My Device (Android) is turned off, so the phone is no longer tied to its owner. */
  readonly findMyOff: boolean;
}

/** The grades a phone can have, best first. */
export const TRADE_IN_GRADES = ['good', 'fair', 'broken'] as const;
export type TradeInGrade = (typeof TRADE_IN_GRADES)[number];

/** The share of a model's good-condition value each grade is worth. */
export const GRADE_FACTOR: Readonly<Record<TradeInGrade, number>> = { good: 1, fair: 0.6, broken: 0.15 };

/** Why a phone cannot be traded in for value. */
export type AppraisalRefusal =
  /** Still tied to its owner's account: it cannot be accepted until Find My is turned off. */
  | 'findMyOn'
  /** Liquid damage, or a model worth nothing: it has no trade-in value (it can be recycled for free). */
  | 'noValue';

export type Appraisal =
  | { readonly ok: true; readonly grade: TradeInGrade; readonly value: Cents }
  | { readonly ok: false; readonly reason: AppraisalRefusal };

/**
 * The grade of a phone from its condition answers: liquid damage or a phone that does not turn on is broken, a
 * cracked screen is fair, anything else good.
 */
export function gradeOf(answers: ConditionAnswers): TradeInGrade {
  if (answers.liquidDamage || !answers.powersOn) return 'broken';
  return answers.screenCracked ? 'fair' : 'good';
}

/**
 * What a phone is worth from its model's good-condition value (cents) and its condition answers, in whole dollars
 * (half a dollar up); or why it cannot be traded in for value.
 * @example appraise(42000, { powersOn: true, screenCracked: true, liquidDamage: false, findMyOff: true })
 * // { ok: true, grade: 'fair', value: 25200 }
 */
export function appraise(goodValue: Cents, answers: ConditionAnswers): Appraisal {
  if (!answers.findMyOff) return { ok: false, reason: 'findMyOn' };
  if (answers.liquidDamage) return { ok: false, reason: 'noValue' };
  const grade = gradeOf(answers);
  const value = Math.round((goodValue * GRADE_FACTOR[grade]) / 100) * 100;
  return value > 0 ? { ok: true, grade, value } : { ok: false, reason: 'noValue' };
}

/** How a trade-in's value reaches the customer. */
export const CREDIT_KINDS = ['instant', 'promo', 'prepaidCard'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** One way to take a trade-in's value. */
export interface CreditOption {
  readonly kind: CreditKind;
  /** The whole credit. */
  readonly total: Cents;
  /** For a promotion credit: each month's share, over `months`. */
  readonly monthly?: Cents;
  readonly months?: number;
}

/** A promotion for trading in when a qualifying phone is bought: its value, credited over the agreement. */
export interface TradeInPromotion {
  readonly value: Cents;
  readonly months?: number;
}

/**
 * The ways a trade-in's value can be taken: as an instant credit on the bill, as a promotion credit spread over the
 * months of a qualifying phone's agreement (worth the promotion's value, never less than the phone's own), or on a
 * prepaid card. The promotion is offered only with a qualifying phone.
 */
export function creditOptions(value: Cents, promotion?: TradeInPromotion): readonly CreditOption[] {
  const options: CreditOption[] = [{ kind: 'instant', total: value }];
  if (promotion) {
    const months = promotion.months ?? DEVICE_PAYMENT_MONTHS;
    const total = Math.max(value, promotion.value);
    options.push({ kind: 'promo', total, monthly: monthlyShare(total, months), months });
  }
  options.push({ kind: 'prepaidCard', total: value });
  return options;
}
