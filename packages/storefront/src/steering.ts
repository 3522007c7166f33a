import { CART_PATHS, CHECKOUT_PATHS, TRADE_IN_PATHS } from './paths.js';

/**
 * The step group the trade-in journey adds to a cart line (add-step) while its trade-in is not on the line yet. The
 * checkout does not run it (it is not one of its step groups); the services name it back as `spokeJourney`.
 */
export const TRADE_IN_STEP_GROUP = 'TRADE_IN';

/** Where the services can steer a customer back to. */
export type SteerKind = 'tradeIn' | 'checkout' | 'cart';

/** A journey step the services named, as a page of the store (relative to the sales base). */
export interface Steer {
  readonly kind: SteerKind;
  readonly path: string;
}

/** `spokeJourney` names: a journey branching off the purchase, left part-way. */
const SPOKES: Readonly<Record<string, Steer>> = {
  TRADE_IN: { kind: 'tradeIn', path: TRADE_IN_PATHS.validateDevice },
};
/** `processStep` names: where in the purchase the customer is. SHOP (nothing started) steers nowhere. */
const STEPS: Readonly<Record<string, Steer>> = {
  CHECKOUT: { kind: 'checkout', path: CHECKOUT_PATHS.checkout },
  CART: { kind: 'cart', path: CART_PATHS.cart },
};

const named = (table: Readonly<Record<string, Steer>>, value: unknown): Steer | undefined => {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toUpperCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
};

/**
 * The step a process-step answer steers the customer to (spec 3.7): its `spokeJourney` first (the more particular),
 * then its `processStep`; only a page this store serves, and nothing for a name the store does not know.
 * @example steerOf({ processStep: 'CART', spokeJourney: 'TRADE_IN' }, serves) // { kind: 'tradeIn', path: … }
 */
export function steerOf(
  answer: { readonly processStep?: unknown; readonly spokeJourney?: unknown },
  serves: (path: string) => boolean,
): Steer | undefined {
  for (const steer of [named(SPOKES, answer.spokeJourney), named(STEPS, answer.processStep)])
    if (steer && serves(steer.path)) return steer;
  return undefined;
}
