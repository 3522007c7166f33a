// What a plan costs, by the conditions that make its price: the number of lines on it, and Auto Pay with
// paper-free billing. Every page that shows a plan's price asks this, so that one plan has one price for one set of
// conditions, and says which conditions they are.
import { toCents, toDollars } from './money.js';

/** A plan's prices: per line for 1, 2, 3... lines (dollars), and what Auto Pay takes off each line. */
export interface PlanPricing {
  readonly pricePerLine: readonly number[];
  readonly autopayDiscount: number;
}

/** The conditions of a plan's price. */
export interface PlanTerms {
  /** Lines on the plan (1 or more; beyond the prices listed, the price for the most lines). */
  readonly lines: number;
  /** Auto Pay with paper-free billing, which takes the plan's discount off each line. */
  readonly autopay: boolean;
}

/** The most lines a plan's price is shown for. */
export const PLAN_MAX_LINES = 5;

/** What a plan costs a month per line on these terms (dollars; never below zero). */
export function planPerLine(plan: PlanPricing, { lines, autopay }: PlanTerms): number {
  const count = Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : 1;
  const index = Math.min(count, plan.pricePerLine.length) - 1;
  const price = toCents(plan.pricePerLine[index] ?? 0);
  return toDollars(Math.max(0, price - (autopay ? toCents(plan.autopayDiscount) : 0)));
}
