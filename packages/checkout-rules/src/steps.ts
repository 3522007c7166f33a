// The steps of a checkout, from what the cart says is still to do (its `data.pendingSteps`), and what each needs.

/** The steps of a postpaid checkout, in the order a customer meets them. */
export const CHECKOUT_STEPS = [
  'numbers',
  'aboutYou',
  'credit',
  'downPayment',
  'deviceAgreement',
  'e911',
  'delivery',
  'payment',
  'review',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The step groups of a cart's `data.pendingSteps` and the checkout step each becomes. A group the store does
 * not know is left for the services to finish (it is not a step of this checkout).
 */
export const STEP_GROUPS: Readonly<Record<string, CheckoutStep>> = {
  NUMBER_SELECTION: 'numbers',
  PORT_IN: 'numbers',
  CUSTOMER_INFO: 'aboutYou',
  CREDIT_CHECK: 'credit',
  DOWN_PAYMENT: 'downPayment',
  DPP_AGREEMENT: 'deviceAgreement',
  E911: 'e911',
  SHIPPING: 'delivery',
  ISPU: 'delivery',
  SAME_DAY_DELIVERY: 'delivery',
  PAYMENT: 'payment',
  REVIEW: 'review',
};

/** What each step needs done before it can be opened. */
export const STEP_NEEDS: Readonly<Record<CheckoutStep, readonly CheckoutStep[]>> = {
  numbers: [],
  aboutYou: [],
  credit: ['aboutYou'],
  downPayment: ['credit'],
  deviceAgreement: ['credit', 'downPayment'],
  e911: ['numbers', 'aboutYou'],
  delivery: ['aboutYou'],
  payment: ['delivery', 'downPayment'],
  review: [],
};

/**
 * The flows a checkout is for (spec 3.5): a new customer, an upgrade, an added line, a prospect's accessories only, and
 * for a signed-in customer new service with their own phone (NSO) and accessories alone (an equipment sale, ESO).
 */
export const CHECKOUT_FLOWS = ['NSE', 'EUP', 'AAL', 'NSEACC', 'NSO', 'ESO'] as const;
export type CheckoutFlow = (typeof CHECKOUT_FLOWS)[number];

/** The steps a flow never has, whatever the cart says: an upgrade keeps its number and its account's credit. */
const SKIPPED_BY_FLOW: Readonly<Record<CheckoutFlow, readonly CheckoutStep[]>> = {
  NSE: [],
  AAL: ['aboutYou'],
  EUP: ['numbers', 'aboutYou', 'credit', 'e911'],
  NSEACC: ['numbers', 'credit', 'downPayment', 'deviceAgreement', 'e911'],
  // The account holder's own phone on a new line: the account's details, no phone to pay for.
  NSO: ['aboutYou', 'downPayment', 'deviceAgreement'],
  // Accessories on the account: nothing but delivery and payment.
  ESO: ['numbers', 'aboutYou', 'credit', 'downPayment', 'deviceAgreement', 'e911'],
};

/** One item of a pending step group, as the cart answers it. */
export interface PendingItem {
  readonly id: string;
}

/** The cart's `data.pendingSteps`: the items still to do, by step group. */
export type PendingSteps = Readonly<Record<string, { readonly items: readonly PendingItem[] } | undefined>>;

/** A checkout step and the cart items it is for (the lines to number, the shipments to deliver). */
export interface StepPlan {
  readonly step: CheckoutStep;
  readonly items: readonly string[];
}

/**
 * The checkout's steps, in order: each step group of `pending` (the cart's `data.pendingSteps`, each group
 * `{ items: [{ id }] }`) with at least one item becomes its step (the
 * items of groups of one step together, each id once), the steps `flow` never has are left out, and review is
 * always last. Anything in `pending` that is not a list of items with string ids is ignored.
 */
export function planSteps(pending: unknown, flow: CheckoutFlow): readonly StepPlan[] {
  const items = new Map<CheckoutStep, string[]>();
  if (pending && typeof pending === 'object' && !Array.isArray(pending)) {
    for (const [group, entry] of Object.entries(pending as Record<string, unknown>)) {
      const step = Object.hasOwn(STEP_GROUPS, group) ? STEP_GROUPS[group] : undefined;
      const list = entry && typeof entry === 'object' ? (entry as { items?: unknown }).items : undefined;
      if (!step || !Array.isArray(list)) continue;
      const ids = list
        .map((item: unknown) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
        .filter((id): id is string => typeof id === 'string' && id !== '');
      if (ids.length === 0) continue;
      const known = items.get(step) ?? [];
      items.set(step, [...known, ...ids.filter((id) => !known.includes(id))]);
    }
  }
  const skipped = SKIPPED_BY_FLOW[flow];
  return CHECKOUT_STEPS.filter((step) => step === 'review' || (items.has(step) && !skipped.includes(step))).map(
    (step) => ({ step, items: items.get(step) ?? [] }),
  );
}

/**
 * The flow of a cart: accessories only (on the account, ESO, else a prospect's, NSEACC), else the intent the cart was
 * built with (an upgrade, a line added, new service with the customer's own phone); a new customer's otherwise.
 */
export function flowOf(cart: {
  readonly cartHasOnlyAccessories?: unknown;
  readonly intendType?: unknown;
}): CheckoutFlow {
  if (cart.cartHasOnlyAccessories === true) return cart.intendType === 'ESO' ? 'ESO' : 'NSEACC';
  if (cart.intendType === 'EUP' || cart.intendType === 'AAL' || cart.intendType === 'NSO') return cart.intendType;
  return 'NSE';
}
