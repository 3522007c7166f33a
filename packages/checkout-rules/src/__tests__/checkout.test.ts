import { describe, expect, it } from 'vitest';
import {
  canOpen,
  checkoutReducer,
  firstOpenStep,
  resumeCheckout,
  saveCheckout,
  startCheckout,
  type CheckoutEvent,
  type CheckoutState,
} from '../checkout.js';
import { flowOf, planSteps } from '../steps.js';

/** A new customer's two-line cart: numbers, about you, credit, device agreements, e911, shipping, payment. */
const PENDING = {
  NUMBER_SELECTION: { items: [{ id: 'L1' }, { id: 'L2' }] },
  CUSTOMER_INFO: { items: [{ id: 'CUSTOMER' }] },
  CREDIT_CHECK: { items: [{ id: 'CREDIT' }] },
  DPP_AGREEMENT: { items: [{ id: 'L1' }, { id: 'L2' }] },
  E911: { items: [{ id: 'L1' }, { id: 'L2' }] },
  SHIPPING: { items: [{ id: 'S1' }] },
  PAYMENT: { items: [{ id: 'PAY' }] },
};

const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(checkoutReducer, state);
const completeAll = (state: CheckoutState) =>
  state.plan
    .map((p) => p.step)
    .filter((s) => s !== 'review')
    .reduce((s, step) => checkoutReducer(s, { type: 'complete', step }), state);

describe('the steps and their order come from the cart’s data.pendingSteps', () => {
  it('each step group with items becomes its step, in the checkout’s order, review last', () => {
    expect(planSteps(PENDING, 'NSE').map((p) => p.step)).toEqual([
      'numbers',
      'aboutYou',
      'credit',
      'deviceAgreement',
      'e911',
      'delivery',
      'payment',
      'review',
    ]);
  });
  it('a step carries the ids of its items, each once, from every group of that step', () => {
    const plan = planSteps(
      { NUMBER_SELECTION: { items: [{ id: 'L1' }] }, PORT_IN: { items: [{ id: 'L2' }, { id: 'L1' }] } },
      'NSE',
    );
    expect(plan[0]).toEqual({ step: 'numbers', items: ['L1', 'L2'] });
  });
  it('a group with no items, an unknown group and malformed items are not steps', () => {
    const plan = planSteps(
      {
        E911: { items: [] },
        FRAUD_REVIEW: { items: [{ id: 'X' }] },
        PAYMENT: { items: [{ id: 7 }, null, 'PAY'] },
        SHIPPING: [{ id: 'S1' }],
        DPP_AGREEMENT: 'L1',
        CREDIT_CHECK: null,
      },
      'NSE',
    );
    expect(plan.map((p) => p.step)).toEqual(['review']);
  });
  it.each([null, undefined, 'steps', 42, [], [{ id: 'L1' }]])('pending steps of %j give only the review', (pending) => {
    expect(planSteps(pending, 'NSE')).toEqual([{ step: 'review', items: [] }]);
  });
  it('an upgrade (EUP) keeps its number and its account’s credit: no numbers, about you, credit or e911', () => {
    expect(planSteps(PENDING, 'EUP').map((p) => p.step)).toEqual(['deviceAgreement', 'delivery', 'payment', 'review']);
  });
  it('an added line (AAL) is on the account: no about you, but a number and a credit check', () => {
    expect(planSteps(PENDING, 'AAL').map((p) => p.step)).toContain('numbers');
    expect(planSteps(PENDING, 'AAL').map((p) => p.step)).not.toContain('aboutYou');
  });
  it('an accessories-only cart (NSEACC) skips numbers and credit', () => {
    expect(planSteps(PENDING, 'NSEACC').map((p) => p.step)).toEqual(['aboutYou', 'delivery', 'payment', 'review']);
  });
  it('a signed-in customer’s own phone on a new line (NSO) is on the account: a number, credit and e911, no about you and no phone to pay for', () => {
    expect(planSteps(PENDING, 'NSO').map((p) => p.step)).not.toContain('aboutYou');
    expect(planSteps(PENDING, 'NSO').map((p) => p.step)).toContain('numbers');
    expect(planSteps(PENDING, 'NSO').map((p) => p.step)).not.toContain('deviceAgreement');
  });
  it('accessories on the account (ESO) need only delivery and payment', () => {
    expect(planSteps(PENDING, 'ESO').map((p) => p.step)).toEqual(['delivery', 'payment', 'review']);
  });
  it('the flow of a cart: accessories only is NSEACC; an upgrade or added line by its intent; else NSE', () => {
    expect(flowOf({ cartHasOnlyAccessories: true, intendType: 'EUP' })).toBe('NSEACC');
    expect(flowOf({ intendType: 'EUP' })).toBe('EUP');
    expect(flowOf({ intendType: 'AAL' })).toBe('AAL');
    expect(flowOf({ intendType: '<b>' })).toBe('NSE');
    // A signed-in customer's own phone on a new line, and accessories on the account (spec 3.5).
    expect(flowOf({ intendType: 'NSO' })).toBe('NSO');
    expect(flowOf({ cartHasOnlyAccessories: true, intendType: 'ESO' })).toBe('ESO');
    expect(flowOf({ intendType: 'ESO' })).toBe('NSE');
    expect(flowOf({})).toBe('NSE');
  });
});

describe('guards: no step before what it needs', () => {
  const start = startCheckout(PENDING, 'NSE');
  it('a checkout starts on its first step with nothing done', () => {
    expect(start.current).toBe('numbers');
    expect(start.done).toEqual([]);
  });
  it('credit needs about you; e911 needs the numbers; payment needs delivery; review needs everything', () => {
    expect(canOpen(start, 'credit')).toBe(false);
    expect(canOpen(start, 'e911')).toBe(false);
    expect(canOpen(start, 'payment')).toBe(false);
    expect(canOpen(start, 'review')).toBe(false);
    expect(canOpen(start, 'aboutYou')).toBe(true);
    expect(run(start, { type: 'open', step: 'payment' })).toBe(start);
  });
  it('completing a step moves to the first step not done', () => {
    const next = run(start, { type: 'complete', step: 'aboutYou' });
    expect(next.done).toEqual(['aboutYou']);
    expect(run(next, { type: 'complete', step: 'numbers' }).done).toEqual(['numbers', 'aboutYou']);
    expect(next.current).toBe('numbers');
    expect(canOpen(next, 'credit')).toBe(true);
    expect(canOpen(next, 'delivery')).toBe(true);
  });
  it('a step that cannot be opened cannot be completed, and an unplanned step is neither', () => {
    expect(run(start, { type: 'complete', step: 'credit' })).toBe(start);
    expect(run(start, { type: 'open', step: 'downPayment' })).toBe(start);
  });
  it('editing a done step undoes it and every step that needs it', () => {
    const all = completeAll(start);
    expect(all.current).toBe('review');
    const edited = run(all, { type: 'edit', step: 'aboutYou' });
    expect(edited.current).toBe('aboutYou');
    expect(edited.done).toEqual(['numbers']);
    expect(run(all, { type: 'edit', step: 'delivery' }).done).toEqual([
      'numbers',
      'aboutYou',
      'credit',
      'deviceAgreement',
      'e911',
    ]);
  });
  it('coming back resumes at the first step not done', () => {
    const some = run(start, { type: 'complete', step: 'aboutYou' }, { type: 'complete', step: 'numbers' });
    expect(firstOpenStep(some)).toBe('credit');
  });
});

describe('nothing submitted twice', () => {
  const ready = completeAll(startCheckout(PENDING, 'NSE'));
  it('a submit takes the attempt’s key; a second submit while the first is on its way does nothing', () => {
    const submitting = run(ready, { type: 'submit', key: 'key-aaaaaaaa' });
    expect(submitting.order).toEqual({ status: 'submitting', key: 'key-aaaaaaaa' });
    expect(run(submitting, { type: 'submit', key: 'key-bbbbbbbb' })).toBe(submitting);
  });
  it('a submit before every step is done, or off the review, does nothing', () => {
    const start = startCheckout(PENDING, 'NSE');
    expect(run(start, { type: 'submit', key: 'key-aaaaaaaa' })).toBe(start);
  });
  it('after an unknown outcome (a timeout, a 503), the retry carries the same key', () => {
    const failed = run(
      ready,
      { type: 'submit', key: 'key-aaaaaaaa' },
      { type: 'failed', retryable: true, reason: 'timeout' },
    );
    expect(failed.order).toMatchObject({ status: 'failed', retryable: true });
    expect(run(failed, { type: 'submit', key: 'key-cccccccc' }).order).toEqual({
      status: 'submitting',
      key: 'key-aaaaaaaa',
    });
  });
  it('after a refusal for good (a declined card), the next try is a new attempt with a new key', () => {
    const declined = run(
      ready,
      { type: 'submit', key: 'key-aaaaaaaa' },
      { type: 'failed', retryable: false, reason: 'declined' },
    );
    expect(run(declined, { type: 'submit', key: 'key-cccccccc' }).order).toEqual({
      status: 'submitting',
      key: 'key-cccccccc',
    });
  });
  it('changing a step starts a new attempt', () => {
    const failed = run(
      ready,
      { type: 'submit', key: 'key-aaaaaaaa' },
      { type: 'failed', retryable: true, reason: 'timeout' },
    );
    const edited = run(failed, { type: 'edit', step: 'payment' }, { type: 'complete', step: 'payment' });
    expect(edited.attemptKey).toBeUndefined();
    expect(run(edited, { type: 'submit', key: 'key-dddddddd' }).order).toMatchObject({ key: 'key-dddddddd' });
  });
  it('a placed order changes no more: no step opens, nothing is submitted again', () => {
    const placed = run(ready, { type: 'submit', key: 'key-aaaaaaaa' }, { type: 'placed', orderNumber: 'MW0001' });
    expect(placed.order).toEqual({ status: 'placed', key: 'key-aaaaaaaa', orderNumber: 'MW0001' });
    for (const event of [
      { type: 'submit', key: 'key-eeeeeeee' },
      { type: 'edit', step: 'payment' },
      { type: 'open', step: 'numbers' },
      { type: 'plan', pending: {}, flow: 'NSE' },
      { type: 'placed', orderNumber: 'MW0002' },
    ] as const)
      expect(run(placed, event)).toBe(placed);
  });
});

describe('nothing lost: the checkout is kept across a reload', () => {
  const start = startCheckout(PENDING, 'NSE');
  it('a saved checkout resumes where it was, over the cart’s pending steps now', () => {
    const some = run(start, { type: 'complete', step: 'aboutYou' }, { type: 'complete', step: 'numbers' });
    const saved = JSON.parse(JSON.stringify(saveCheckout(some)));
    const resumed = resumeCheckout(saved, PENDING, 'NSE');
    expect(resumed.done).toEqual(['numbers', 'aboutYou']);
    expect(resumed.current).toBe('credit');
  });
  it('an order on its way when the page reloaded resumes with its key, to be sent again with it', () => {
    const submitting = run(completeAll(start), { type: 'submit', key: 'key-aaaaaaaa' });
    const resumed = resumeCheckout(JSON.parse(JSON.stringify(saveCheckout(submitting))), PENDING, 'NSE');
    expect(resumed.order).toEqual({ status: 'submitting', key: 'key-aaaaaaaa' });
  });
  it.each([
    null,
    'done',
    { flow: 'EUP', done: ['numbers'] },
    { flow: 'NSE', done: 'numbers', current: 'review' },
    { flow: 'NSE', done: ['credit', 'nope', 'review'], current: 'review', attemptKey: '<script>' },
  ])('a malformed or foreign saved checkout %j gives a sound one', (saved) => {
    const resumed = resumeCheckout(saved, PENDING, 'NSE');
    expect(canOpen(resumed, resumed.current)).toBe(true);
    expect(resumed.attemptKey).toBeUndefined();
    expect(resumed.done).not.toContain('review');
  });
  it('a step the cart no longer lists is dropped from what is done', () => {
    const some = run(start, { type: 'complete', step: 'aboutYou' });
    const replanned = checkoutReducer(some, {
      type: 'plan',
      pending: { SHIPPING: { items: [{ id: 'S1' }] } },
      flow: 'NSE',
    });
    expect(replanned.done).toEqual([]);
    expect(replanned.current).toBe('delivery');
  });
});
