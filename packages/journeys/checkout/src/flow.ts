// The checkout's rules as the pages use them, pure: which page each step is on, the checkout state that follows
// the cart's pending steps, and what of it is kept in session storage (never a card number, CVV or full SSN).
import {
  canOpen,
  checkoutReducer,
  firstOpenStep,
  flowOf,
  planSteps,
  resumeCheckout,
  saveCheckout,
  type CheckoutFlow,
  type CheckoutState,
  type CheckoutStep,
  type SavedCheckout,
} from '@carrier/checkout-rules';
import type { CheckoutDetails } from '@carrier/service-contracts';
import { CHECKOUT_PATHS } from './paths.js';

/** The page each checkout step starts on. */
export const STEP_PATHS: Readonly<Record<CheckoutStep, string>> = {
  numbers: CHECKOUT_PATHS.numberSelection,
  aboutYou: CHECKOUT_PATHS.aboutYourself,
  credit: CHECKOUT_PATHS.creditCheck,
  downPayment: CHECKOUT_PATHS.downPayment,
  deviceAgreement: CHECKOUT_PATHS.dppAgreement,
  e911: CHECKOUT_PATHS.e911,
  delivery: CHECKOUT_PATHS.delivery,
  payment: CHECKOUT_PATHS.payment,
  review: CHECKOUT_PATHS.orderReview,
};

/** Who is checking out, as far as the checkout's pages are concerned. */
export interface CheckoutVisitor {
  readonly loggedIn: boolean;
  /** Not logged in and not a guest (spec 6.1: a guest has the account's last two digits, level L1). */
  readonly prospect: boolean;
}

/** A guest checkout customer (spec 4.2, 6.1): not logged in, and no prospect. */
export const isGuest = (visitor: CheckoutVisitor): boolean => !visitor.loggedIn && !visitor.prospect;

/** The checkout hub of a visitor: a guest's is `guestcheckout`. */
export const hubPath = (visitor: CheckoutVisitor): string =>
  isGuest(visitor) ? CHECKOUT_PATHS.guestCheckout : CHECKOUT_PATHS.checkout;

/**
 * The hub a step page leads back to: the express checkout when a signed-in customer came from it (`keptHub` is the
 * hub the session kept), otherwise the visitor's hub.
 */
export function backHubPath(visitor: CheckoutVisitor, keptHub: unknown): string {
  return keptHub === CHECKOUT_PATHS.expressCheckout && visitor.loggedIn ? keptHub : hubPath(visitor);
}

/** The confirmation page of a visitor: a guest's is `guestconfirmation`. */
export const confirmationPath = (visitor: CheckoutVisitor): string =>
  isGuest(visitor) ? CHECKOUT_PATHS.guestConfirmation : CHECKOUT_PATHS.orderConfirmation;

/** The flow of a checkout, from the intent its cart was built with and whether it holds only accessories. */
export function checkoutFlow(details: Pick<CheckoutDetails, 'intendType' | 'lines'>): CheckoutFlow {
  return flowOf({ intendType: details.intendType, cartHasOnlyAccessories: details.lines.length === 0 });
}

/** What the checkout keeps in session storage for one cart: the groups it has had, and its state. */
export interface KeptCheckout {
  readonly cartId: string;
  /** Every step group the cart has listed since the checkout started, done or not. */
  readonly groups: readonly string[];
  readonly saved: SavedCheckout;
}

/** Reads a kept checkout; anything malformed is no kept checkout. */
export function readKept(value: unknown, cartId: string): Pick<KeptCheckout, 'groups' | 'saved'> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const kept = value as Record<string, unknown>;
  if (kept['cartId'] !== cartId || !Array.isArray(kept['groups'])) return undefined;
  return {
    groups: kept['groups'].filter((g): g is string => typeof g === 'string' && /^[A-Z0-9_]{1,40}$/.test(g)),
    saved: kept['saved'] as SavedCheckout,
  };
}

/**
 * The checkout state that follows the cart: the cart lists only what is still to do, so the plan is made of
 * every group it has listed since the checkout started (`groups`), a step the cart no longer lists is done,
 * and a done step the cart lists again (new details, a new credit decision) is to do again.
 */
export function followCart(
  kept: Pick<KeptCheckout, 'groups' | 'saved'> | undefined,
  details: Pick<CheckoutDetails, 'intendType' | 'lines' | 'pendingSteps'>,
): { readonly state: CheckoutState; readonly groups: readonly string[] } {
  const flow = checkoutFlow(details);
  const pendingNow = details.pendingSteps;
  const groups = [...new Set([...(kept?.groups ?? []), ...Object.keys(pendingNow)])];
  const all = Object.fromEntries(groups.map((group) => [group, pendingNow[group] ?? { items: [{ id: group }] }]));
  const stillToDo = new Set(planSteps(pendingNow, flow).map((p) => p.step));
  let state = resumeCheckout(kept?.saved, all, flow);
  for (const { step } of state.plan) {
    if (step === 'review') continue;
    if (!stillToDo.has(step) && !state.done.includes(step)) state = checkoutReducer(state, { type: 'complete', step });
    else if (stillToDo.has(step) && state.done.includes(step)) state = checkoutReducer(state, { type: 'edit', step });
  }
  // The customer is on the first step not done, unless the order is already on its way or placed.
  const current = firstOpenStep(state);
  state = state.order.status === 'open' ? checkoutReducer(state, { type: 'open', step: current }) : state;
  return { state, groups };
}

/** The kept form of a checkout state. */
export const keep = (cartId: string, groups: readonly string[], state: CheckoutState): KeptCheckout => ({
  cartId,
  groups,
  saved: saveCheckout(state),
});

/** Where a page of `step` sends a customer who may not be on it yet: the first step not done. */
export function redirectFor(state: CheckoutState, step: CheckoutStep): string | undefined {
  return canOpen(state, step) ? undefined : STEP_PATHS[firstOpenStep(state)];
}

/** The steps a customer sees on the hub, in order, each done, current or to do. */
export function stepStatuses(
  state: CheckoutState,
): readonly { readonly step: CheckoutStep; readonly status: 'done' | 'current' | 'todo' }[] {
  const current = firstOpenStep(state);
  return state.plan.map(({ step }) => ({
    step,
    status: state.done.includes(step) ? 'done' : step === current ? 'current' : 'todo',
  }));
}

export { PRIVATE_FIELDS, keptDraft } from './draft.js';

/**
 * What a checkout page's query asks (spec 2.6): `mtnFlow=G` a new number (the number prompt is skipped),
 * `orderreview=true` the review as soon as nothing else is left, `guestCheckout=true` the guest checkout's login.
 * Any other value is ignored.
 */
export function checkoutQuery(search: string): { newNumber?: true; toReview?: true; guest?: true } {
  const query = new URLSearchParams(search);
  return {
    ...(query.get('mtnFlow') === 'G' ? { newNumber: true as const } : {}),
    ...(query.get('orderreview') === 'true' ? { toReview: true as const } : {}),
    ...(query.get('guestCheckout') === 'true' ? { guest: true as const } : {}),
  };
}
