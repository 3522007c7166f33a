import * as z from 'zod/mini';

const Money = z.number();

/** Sales tax on one item: what it is charged on, and the tax (dollars). */
const TaxOn = z.object({ base: Money, amount: Money });

/**
 * What an order comes to, part by part, in dollars: computed once by the services with `@carrier/pricing` and
 * answered with the cart, the checkout and the order, so that every page shows the same figures. Every total is
 * the sum of the parts listed with it.
 */
export const Amounts = z.object({
  lines: z.array(
    z.object({
      lineId: z.string(),
      deviceName: z.string(),
      purchaseType: z.enum(['devicePayment', 'fullRetail']),
      /** The device's full price (what its tax is charged on). */
      price: Money,
      /** Paid today towards the device: its full price less instant credits, or a down payment. */
      deviceToday: Money,
      downPayment: Money,
      /** Credits taken off today's price (full retail) or off the down payment (an instant trade-in). */
      instantCredit: Money,
      /** What the device payment agreement spreads over its months, and the monthly payment before credits. */
      financed: Money,
      months: z.number(),
      deviceMonthly: Money,
      promotionCreditMonthly: Money,
      tradeInCreditMonthly: Money,
      plan: z.nullable(z.object({ name: z.string(), monthly: Money })),
      /** A promotion's credit on the plan each month (Friends and Family), by the promotion's name. */
      planCredit: z.optional(z.object({ name: z.string(), monthly: Money })),
      protection: z.nullable(z.object({ name: z.string(), monthly: Money })),
      /** An early upgrade's payoff of the phone it replaces, paid today. */
      payoff: Money,
      /**
       * Prepaid: the plan's first month, paid today because the plan is paid in advance. None (0) for a plan billed
       * monthly, and on orders kept before it was answered.
       */
      planToday: z.optional(Money),
      tax: TaxOn,
      dueToday: Money,
      dueMonthly: Money,
    }),
  ),
  accessories: z.array(
    z.object({
      accessoryId: z.string(),
      name: z.string(),
      quantity: z.number(),
      unitPrice: Money,
      amount: Money,
      tax: TaxOn,
    }),
  ),
  tax: z.object({
    /** The rate, 0.08875 for 8.875 %. */
    rate: z.number(),
    /** The state taxed (`NY`), or `DEFAULT` while the order has no address and the rate is an estimate. */
    region: z.string(),
    estimated: z.boolean(),
    base: Money,
    amount: Money,
  }),
  /** How the order is delivered, once chosen: shipping (by its option's name), same day, or pickup (free). */
  delivery: z.nullable(z.object({ method: z.enum(['SHIPPING', 'ISPU', 'SDD']), name: z.string(), amount: Money })),
  /** A security deposit asked by the credit check. */
  deposit: Money,
  dueToday: Money,
  /** What each gift card pays of today. */
  giftCards: z.array(z.object({ last4: z.string(), amount: Money })),
  /** What the card pays of today, after the gift cards; its brand and last four once authorized. */
  card: z.object({ amount: Money, brand: z.nullable(z.string()), last4: z.nullable(z.string()) }),
  dueMonthly: Money,
});
export type Amounts = z.infer<typeof Amounts>;
