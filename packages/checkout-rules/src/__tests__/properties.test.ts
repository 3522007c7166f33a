import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canOpen,
  checkoutReducer,
  resumeCheckout,
  saveCheckout,
  startCheckout,
  type CheckoutEvent,
} from '../checkout.js';
import * as fields from '../fields.js';
import { CHECKOUT_FLOWS, CHECKOUT_STEPS, STEP_GROUPS } from '../steps.js';

const TODAY = { year: 2026, month: 11, day: 24 };

/** Strings of every kind: any code point, control characters, digits and the separators people type. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[\d ()+./-]{0,24}$/),
);
const anyValue = fc.oneof(anyText, fc.anything());

describe('no input throws', () => {
  const checks: Record<string, (input: unknown) => unknown> = {
    checkName: fields.checkName,
    checkEmail: fields.checkEmail,
    checkPhone: fields.checkPhone,
    checkZip: fields.checkZip,
    checkState: fields.checkState,
    checkSsn: fields.checkSsn,
    checkCardNumber: fields.checkCardNumber,
    checkGiftCardNumber: fields.checkGiftCardNumber,
    checkGiftCardPin: fields.checkGiftCardPin,
    checkPortInAccount: fields.checkPortInAccount,
    checkPortInPin: fields.checkPortInPin,
    checkBillingZip: fields.checkBillingZip,
    checkDateOfBirth: (input) => fields.checkDateOfBirth(input, TODAY),
    checkExpiry: (input) => fields.checkExpiry(input, TODAY),
    checkCvv: (input) => fields.checkCvv(input, 'amex'),
    checkAddress: (input) => fields.checkAddress({ line1: input, line2: input, city: input, state: input, zip: input }),
    checkE911Address: (input) => fields.checkE911Address({ line1: input, city: input, state: 'NY', zip: '10001' }),
  };
  it.each(Object.keys(checks))('%s answers for any input', (name) => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const answer = checks[name]!(input) as { ok: boolean };
        return typeof answer.ok === 'boolean';
      }),
    );
  });
  it('the address checks answer for any object, however shaped', () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof fields.checkAddress(input as never).ok === 'boolean'));
  });
});

describe('formatting is idempotent, and a valid value formats to itself', () => {
  const formats = {
    formatPhone: fields.formatPhone,
    formatZip: fields.formatZip,
    formatCardNumber: fields.formatCardNumber,
    formatExpiry: fields.formatExpiry,
  };
  it.each(Object.keys(formats))('%s of %s twice is %s once', (name) => {
    const format = formats[name as keyof typeof formats];
    fc.assert(fc.property(anyText, (input) => format(format(input)) === format(input)));
  });
  it('a valid value checked again gives the same value', () => {
    const valid = fc.oneof(
      fc.constantFrom('2015550123', '(212) 555-0100', '+1 646 555 0199'),
      fc.stringMatching(/^[2-9]\d\d[2-9]\d{6}$/),
    );
    fc.assert(
      fc.property(valid, (input) => {
        const once = fields.checkPhone(input);
        return !once.ok || fields.checkPhone(once.value).ok;
      }),
    );
  });
  it('a formatted card number checks as the same card', () => {
    fc.assert(
      fc.property(fc.constantFrom('4111111111111111', '5555555555554444', '378282246310005'), (card) => {
        const checked = fields.checkCardNumber(fields.formatCardNumber(card));
        return checked.ok && checked.value.digits === card;
      }),
    );
  });
});

describe('the checkout reducer over any events', () => {
  const step = fc.constantFrom(...CHECKOUT_STEPS);
  const pending = fc.dictionary(
    fc.constantFrom(...Object.keys(STEP_GROUPS), 'UNKNOWN'),
    fc.record({ items: fc.array(fc.record({ id: fc.constantFrom('L1', 'L2', 'S1') }), { maxLength: 3 }) }),
  );
  const flow = fc.constantFrom(...CHECKOUT_FLOWS);
  const key = fc.stringMatching(/^[a-z0-9]{8,16}$/);
  const event: fc.Arbitrary<CheckoutEvent> = fc.oneof(
    fc.record({ type: fc.constant('open' as const), step }),
    fc.record({ type: fc.constant('complete' as const), step }),
    fc.record({ type: fc.constant('edit' as const), step }),
    fc.record({ type: fc.constant('submit' as const), key }),
    fc.record({ type: fc.constant('placed' as const), orderNumber: fc.constantFrom('MW1', 'MW2') }),
    fc.record({ type: fc.constant('failed' as const), retryable: fc.boolean(), reason: fc.constant('x') }),
    fc.record({ type: fc.constant('plan' as const), pending, flow }),
  );

  it('the customer is always on a step they may be on, and done steps are planned and never the review', () => {
    fc.assert(
      fc.property(pending, flow, fc.array(event, { maxLength: 40 }), (cart, f, events) => {
        let state = startCheckout(cart, f);
        for (const e of events) {
          state = checkoutReducer(state, e);
          const planned = state.plan.map((p) => p.step);
          expect(state.done.every((s) => planned.includes(s) && s !== 'review')).toBe(true);
          if (state.order.status !== 'placed') expect(canOpen(state, state.current)).toBe(true);
        }
      }),
    );
  });

  it('one order attempt is sent with one key: every submit between two refusals or edits carries the same', () => {
    fc.assert(
      fc.property(pending, flow, fc.array(event, { maxLength: 60 }), (cart, f, events) => {
        let state = startCheckout(cart, f);
        let attemptKey: string | undefined;
        let placed: string | undefined;
        for (const e of events) {
          const before = state;
          state = checkoutReducer(state, e);
          if (before.order.status === 'placed') expect(state).toBe(before);
          if (state.order.status === 'submitting' && before.order.status !== 'submitting') {
            if (attemptKey !== undefined) expect(state.order.key).toBe(attemptKey);
            attemptKey = state.order.key;
          }
          if (state.attemptKey === undefined) attemptKey = undefined;
          if (state.order.status === 'placed') placed ??= state.order.orderNumber;
        }
        if (placed) expect(state.order).toMatchObject({ status: 'placed', orderNumber: placed });
      }),
    );
  });

  it('whatever was saved, a resumed checkout is a sound one', () => {
    fc.assert(
      fc.property(fc.anything(), pending, flow, (saved, cart, f) => {
        const resumed = resumeCheckout(saved, cart, f);
        return canOpen(resumed, resumed.current) || resumed.order.status === 'placed';
      }),
    );
  });

  it('a checkout saved and resumed is the checkout it was', () => {
    fc.assert(
      fc.property(pending, flow, fc.array(event, { maxLength: 30 }), (cart, f, events) => {
        const state = events.filter((e) => e.type !== 'plan').reduce(checkoutReducer, startCheckout(cart, f));
        const resumed = resumeCheckout(JSON.parse(JSON.stringify(saveCheckout(state))), cart, f);
        expect(saveCheckout(resumed)).toEqual(saveCheckout(state));
      }),
    );
  });
});
