import { planPerLine } from '@carrier/pricing';
import type { Cart } from '@carrier/service-contracts';
import type { Plan } from './services.js';

/** The plan quiz's answers (plans/selector). */
export interface PlanAnswers {
  /** Heavy: streams video and games most days, so wants premium network access. */
  readonly usage: 'light' | 'heavy';
  readonly hotspot: 'none' | 'some' | 'lots';
  readonly travel: boolean;
}

/** Hotspot data a plan includes, in GB (`None` is 0). */
export function hotspotGb(plan: Plan): number {
  const match = /(\d+)\s*GB/i.exec(plan.hotspot);
  return match ? Number(match[1]) : 0;
}

const HOTSPOT_NEED: Record<PlanAnswers['hotspot'], number> = { none: 0, some: 5, lots: 30 };

/**
 * The plan the quiz recommends: the cheapest plan that meets every need (premium network for heavy use,
 * the hotspot asked for, international travel); when none meets them all, the most complete plan.
 */
export function recommendPlan(plans: readonly Plan[], answers: PlanAnswers): Plan | undefined {
  const meets = (plan: Plan) =>
    (answers.usage === 'light' || /premium/i.test(plan.data)) &&
    hotspotGb(plan) >= HOTSPOT_NEED[answers.hotspot] &&
    (!answers.travel || plan.features.some((f) => /international/i.test(f)));
  const one = { lines: 1, autopay: false };
  const byPrice = [...plans].sort((a, b) => planPerLine(a, one) - planPerLine(b, one));
  return byPrice.find(meets) ?? byPrice.at(-1);
}

/** The first line of the cart that still needs a plan, or protection, after the given line. */
export function nextLineNeeding(cart: Cart, what: 'plan' | 'protection', after?: string): string | undefined {
  const lines = cart.lineDetails.lineInfo;
  const start = after ? lines.findIndex((l) => l.lineId === after) + 1 : 0;
  return lines
    .slice(start)
    .find((line) => (what === 'plan' ? line.serviceInfo.planId === null : line.protection === null))?.lineId;
}

/** Reads a quiz answer set from the URL; anything missing or unknown is not an answer. */
export function parsePlanAnswers(search: Record<string, unknown>): PlanAnswers | undefined {
  const usage = search['usage'];
  const hotspot = search['hotspot'];
  const travel = search['travel'];
  if (usage !== 'light' && usage !== 'heavy') return undefined;
  if (hotspot !== 'none' && hotspot !== 'some' && hotspot !== 'lots') return undefined;
  return { usage, hotspot, travel: travel === true || travel === 'true' || travel === 'yes' };
}

/** Why a plan suits a phone: what the phone is made for (`plans/recommendation`). */
export type PhoneNeed = 'fourG' | 'fiveG' | 'premiumFiveG';

/**
 * What a phone asks of a plan, from the catalogue's data: a 4G phone cannot use 5G, so it wants the plan with 4G LTE
 * data that costs least; a 5G phone is worth a plan with some hotspot data to share its connection; a premium 5G phone is made for the
 * premium network and streams and shares the most.
 */
export function phoneNeed(device: { readonly fiveG: boolean; readonly tier: 'basic' | 'mid' | 'premium' }): PhoneNeed {
  if (!device.fiveG) return 'fourG';
  return device.tier === 'premium' ? 'premiumFiveG' : 'fiveG';
}

const NEED_ANSWERS: Record<PhoneNeed, PlanAnswers> = {
  fourG: { usage: 'light', hotspot: 'none', travel: false },
  fiveG: { usage: 'light', hotspot: 'some', travel: false },
  premiumFiveG: { usage: 'heavy', hotspot: 'some', travel: false },
};

/**
 * The plan recommended for a phone: the quiz's rule (`recommendPlan`) with the answers the phone's need gives, among
 * the plans with 4G LTE data for a 4G phone when there are any.
 */
export function recommendForPhone(
  plans: readonly Plan[],
  device: { readonly fiveG: boolean; readonly tier: 'basic' | 'mid' | 'premium' },
): Plan | undefined {
  const need = phoneNeed(device);
  const lte = plans.filter((plan) => /4G LTE/i.test(plan.data));
  return recommendPlan(need === 'fourG' && lte.length > 0 ? lte : plans, NEED_ANSWERS[need]);
}
