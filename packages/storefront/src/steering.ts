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

/** Where a step leads: the page of that name (spec 2.2) in the app's journeys. */
interface Step {
  readonly kind: SteerKind;
  readonly pageName: string;
}

/** `spokeJourney` names: a journey branching off the purchase, left part-way. */
const SPOKES: Readonly<Record<string, Step>> = {
  TRADE_IN: { kind: 'tradeIn', pageName: 'validateDevice' },
};
/** `processStep` names: where in the purchase the customer is. SHOP (nothing started) steers nowhere. */
const STEPS: Readonly<Record<string, Step>> = {
  CHECKOUT: { kind: 'checkout', pageName: 'checkout' },
  CART: { kind: 'cart', pageName: 'cart' },
};

const named = (table: Readonly<Record<string, Step>>, value: unknown): Step | undefined => {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toUpperCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
};

/**
 * The step a process-step answer steers the customer to (spec 3.7): its `spokeJourney` first (the more particular),
 * then its `processStep`; only a page this store serves, and nothing for a name the store does not know.
 * @example steerOf({ processStep: 'CART', spokeJourney: 'TRADE_IN' }, (name) => pagePath(journeys, name))
 * // { kind: 'tradeIn', path: '/tradein/validateDevice.html' }
 */
export function steerOf(
  answer: { readonly processStep?: unknown; readonly spokeJourney?: unknown },
  pathOf: (pageName: string) => string | undefined,
): Steer | undefined {
  for (const step of [named(SPOKES, answer.spokeJourney), named(STEPS, answer.processStep)]) {
    const path = step && pathOf(step.pageName);
    if (step && path) return { kind: step.kind, path };
  }
  return undefined;
}
