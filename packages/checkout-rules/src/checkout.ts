// The checkout as a pure reducer over its steps: which step the customer is on, what is done, and the order
// attempt with its idempotency key. It holds nothing private (no card, CVV or SSN), so it may be kept in session
// storage as it is.
import {
  CHECKOUT_FLOWS,
  CHECKOUT_STEPS,
  planSteps,
  STEP_NEEDS,
  type CheckoutFlow,
  type CheckoutStep,
  type StepPlan,
} from './steps.js';

/** Where the order stands. */
export type OrderAttempt =
  | { readonly status: 'open' }
  | { readonly status: 'submitting'; readonly key: string }
  /** `retryable`: the outcome is unknown (a timeout, a dropped connection, 502/503/504): the same key again. */
  | { readonly status: 'failed'; readonly key: string; readonly retryable: boolean; readonly reason: string }
  | { readonly status: 'placed'; readonly key: string; readonly orderNumber: string };

export interface CheckoutState {
  readonly flow: CheckoutFlow;
  readonly plan: readonly StepPlan[];
  readonly done: readonly CheckoutStep[];
  readonly current: CheckoutStep;
  readonly order: OrderAttempt;
  /**
   * The idempotency key of this order attempt, kept until the order is placed or refused for good: every
   * submit of the same order, after a reload, a retry or a double click, carries it.
   */
  readonly attemptKey: string | undefined;
}

export type CheckoutEvent =
  /** The cart's pending steps (again): the plan follows them, what was done and is still planned stays done. */
  | { readonly type: 'plan'; readonly pending: unknown; readonly flow: CheckoutFlow }
  /** The customer asks for a step (a link, the back button): granted only when what it needs is done. */
  | { readonly type: 'open'; readonly step: CheckoutStep }
  /** A step's answer was accepted by the services: it is done, and the customer moves to the next open step. */
  | { readonly type: 'complete'; readonly step: CheckoutStep }
  /** The customer changes a done step: it and every step that needs it are to do again, under a new attempt. */
  | { readonly type: 'edit'; readonly step: CheckoutStep }
  /** "Place order": `key` is a fresh key, used only when this attempt has none yet. */
  | { readonly type: 'submit'; readonly key: string }
  | { readonly type: 'placed'; readonly orderNumber: string }
  | { readonly type: 'failed'; readonly retryable: boolean; readonly reason: string };

const stepsOf = (plan: readonly StepPlan[]) => plan.map((p) => p.step);

/** A checkout that has not started: the steps of `pending` for `flow`, none done, on the first. */
export function startCheckout(pending: unknown, flow: CheckoutFlow): CheckoutState {
  const plan = planSteps(pending, flow);
  return { flow, plan, done: [], current: plan[0]!.step, order: { status: 'open' }, attemptKey: undefined };
}

/** Whether the customer may be on `step` now: it is planned and everything it needs (that is planned) is done. */
export function canOpen(state: CheckoutState, step: CheckoutStep): boolean {
  const planned = stepsOf(state.plan);
  if (!planned.includes(step) || state.order.status === 'placed') return false;
  const needs = step === 'review' ? planned.filter((s) => s !== 'review') : STEP_NEEDS[step];
  return needs.every((need) => !planned.includes(need) || state.done.includes(need));
}

/** The first planned step not done: where a customer coming back to the checkout resumes. */
export function firstOpenStep(state: Pick<CheckoutState, 'plan' | 'done'>): CheckoutStep {
  return stepsOf(state.plan).find((step) => !state.done.includes(step)) ?? 'review';
}

/** The steps that need `step`, directly or through another. */
function dependentsOf(step: CheckoutStep): readonly CheckoutStep[] {
  const found = new Set<CheckoutStep>();
  const visit = (s: CheckoutStep) => {
    for (const other of CHECKOUT_STEPS)
      if (STEP_NEEDS[other].includes(s) && !found.has(other)) {
        found.add(other);
        visit(other);
      }
  };
  visit(step);
  return [...found, 'review'];
}

/** Whether the order is on its way or placed: nothing of the checkout changes then. */
export function isLocked(state: CheckoutState): boolean {
  return state.order.status === 'submitting' || state.order.status === 'placed';
}

/** The checkout after `event`; a step event that a guard refuses leaves the state as it was. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'plan': {
      if (isLocked(state)) return state;
      const plan = planSteps(event.pending, event.flow);
      const planned = stepsOf(plan);
      const done = state.done.filter((step) => planned.includes(step) && step !== 'review');
      const next = { ...state, flow: event.flow, plan, done };
      return { ...next, current: canOpen(next, state.current) ? state.current : firstOpenStep(next) };
    }
    case 'open':
      return !isLocked(state) && canOpen(state, event.step) ? { ...state, current: event.step } : state;
    case 'complete': {
      if (isLocked(state) || event.step === 'review' || !canOpen(state, event.step)) return state;
      // Done steps are listed in the plan's order, whatever order they were done in.
      const done = stepsOf(state.plan).filter((step) => step === event.step || state.done.includes(step));
      const next = { ...state, done };
      return { ...next, current: firstOpenStep(next) };
    }
    case 'edit': {
      if (isLocked(state) || !canOpen(state, event.step)) return state;
      const undone = new Set([event.step, ...dependentsOf(event.step)]);
      return {
        ...state,
        done: state.done.filter((step) => !undone.has(step)),
        current: event.step,
        order: { status: 'open' },
        attemptKey: undefined,
      };
    }
    case 'submit': {
      if (isLocked(state) || !canOpen(state, 'review') || state.current !== 'review') return state;
      const key = state.attemptKey ?? event.key;
      return { ...state, order: { status: 'submitting', key }, attemptKey: key };
    }
    case 'placed':
      if (state.order.status !== 'submitting') return state;
      return { ...state, order: { status: 'placed', key: state.order.key, orderNumber: event.orderNumber } };
    case 'failed': {
      if (state.order.status !== 'submitting') return state;
      const { key } = state.order;
      return {
        ...state,
        order: { status: 'failed', key, retryable: event.retryable, reason: event.reason },
        // A refusal for good (a declined card) is answered the same to the same key: the next try is a new attempt.
        attemptKey: event.retryable ? key : undefined,
      };
    }
  }
}

/** What of a checkout is kept across a reload: everything, since nothing in it is private. */
export type SavedCheckout = Pick<CheckoutState, 'flow' | 'done' | 'current' | 'order' | 'attemptKey'>;

export function saveCheckout(state: CheckoutState): SavedCheckout {
  const { flow, done, current, order, attemptKey } = state;
  return { flow, done, current, order, attemptKey };
}

const isStep = (value: unknown): value is CheckoutStep =>
  typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
const isKey = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{8,128}$/.test(value);

function readOrder(value: unknown): OrderAttempt {
  if (!value || typeof value !== 'object') return { status: 'open' };
  const order = value as Record<string, unknown>;
  if (order['status'] === 'submitting' && isKey(order['key'])) return { status: 'submitting', key: order['key'] };
  if (order['status'] === 'placed' && isKey(order['key']) && typeof order['orderNumber'] === 'string')
    return { status: 'placed', key: order['key'], orderNumber: order['orderNumber'] };
  if (order['status'] === 'failed' && isKey(order['key']))
    return {
      status: 'failed',
      key: order['key'],
      retryable: order['retryable'] === true,
      reason: typeof order['reason'] === 'string' ? order['reason'] : '',
    };
  return { status: 'open' };
}

/**
 * The checkout saved before a reload, over the cart's pending steps now. Anything malformed in `saved` is
 * dropped (a checkout from the start rather than a wrong one); a saved checkout of another flow is not resumed.
 */
export function resumeCheckout(saved: unknown, pending: unknown, flow: CheckoutFlow): CheckoutState {
  const fresh = startCheckout(pending, flow);
  if (!saved || typeof saved !== 'object') return fresh;
  const s = saved as Record<string, unknown>;
  if (s['flow'] !== flow || !(CHECKOUT_FLOWS as readonly string[]).includes(flow)) return fresh;
  const planned = stepsOf(fresh.plan);
  const savedDone = Array.isArray(s['done']) ? s['done'].filter(isStep) : [];
  // Done in the plan's order, and only where what it needs is done too: a saved list cannot skip a step.
  const done = planned.reduce<CheckoutStep[]>(
    (kept, step) =>
      step !== 'review' && savedDone.includes(step) && canOpen({ ...fresh, done: kept }, step) ? [...kept, step] : kept,
    [],
  );
  const order = readOrder(s['order']);
  const attemptKey = isKey(s['attemptKey']) ? s['attemptKey'] : undefined;
  const next: CheckoutState = { ...fresh, done, order, attemptKey };
  const current = isStep(s['current']) && canOpen(next, s['current']) ? s['current'] : firstOpenStep(next);
  return { ...next, current };
}
