import * as z from 'zod/mini';

// What a cart, a checkout and an order say of a trade-in: small, so the cart's contracts do not carry the trade-in
// service's.

/** A completed trade-in's number: `TR` and eight digits. */
export const TradeInNumber = z.string().check(z.regex(/^TR\d{8}$/, 'is not a trade-in number'));

/** A way to take the value: instant credit on the bill, a promotion over the months, or a prepaid card (dollars). */
export const TradeInCreditOption = z.object({
  kind: z.enum(['instant', 'promo', 'prepaidCard']),
  total: z.number(),
  monthly: z.optional(z.number()),
  months: z.optional(z.number()),
});
export type TradeInCreditOption = z.infer<typeof TradeInCreditOption>;

/** A completed trade-in as a checkout and an order name it with its line: its number, the phone and the credit. */
export const LineTradeInSummary = z.object({
  tradeInNumber: z.string(),
  make: z.string(),
  model: z.string(),
  credit: TradeInCreditOption,
});
export type LineTradeInSummary = z.infer<typeof LineTradeInSummary>;
