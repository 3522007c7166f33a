import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from '../paths.js';
import { backHubPath, followCart, keep, keptDraft, readKept, redirectFor, stepStatuses } from '../flow.js';
import { createAtoms } from '@carrier/store';
import { keptAtoms } from '@carrier/storefront/kit';
import { createCheckoutSession } from '../session.js';

const LINES = [{ lineId: 'L1', deviceName: 'Google Pixel 10', number: null }];
const ALL = {
  NUMBER_SELECTION: { items: [{ id: 'L1' }] },
  CUSTOMER_INFO: { items: [{ id: 'CUSTOMER' }] },
  CREDIT_CHECK: { items: [{ id: 'CREDIT' }] },
  E911: { items: [{ id: 'L1' }] },
  SHIPPING: { items: [{ id: 'S1' }] },
  PAYMENT: { items: [{ id: 'PAY' }] },
};
const without = (...groups: string[]) => Object.fromEntries(Object.entries(ALL).filter(([g]) => !groups.includes(g)));

describe('the checkout follows the cart’s pending steps (spec 3.2)', () => {
  it('a new checkout starts on its first step, review last', () => {
    const { state } = followCart(undefined, { intendType: 'NSE', lines: LINES, pendingSteps: ALL });
    expect(state.current).toBe('numbers');
    expect(state.plan.at(-1)?.step).toBe('review');
  });

  it('a step the cart no longer lists is done, and stays in the plan: coming back resumes at the first step not done', () => {
    const first = followCart(undefined, { intendType: 'NSE', lines: LINES, pendingSteps: ALL });
    const kept = JSON.parse(JSON.stringify(keep('cart-1', first.groups, first.state)));
    const { state } = followCart(readKept(kept, 'cart-1'), {
      intendType: 'NSE',
      lines: LINES,
      pendingSteps: without('NUMBER_SELECTION', 'CUSTOMER_INFO'),
    });
    expect(state.done).toEqual(['numbers', 'aboutYou']);
    expect(state.current).toBe('credit');
    expect(stepStatuses(state).map((s) => s.status)).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });

  it('a done step the cart lists again is to do again (new details need a new credit check)', () => {
    const first = followCart(undefined, { intendType: 'NSE', lines: LINES, pendingSteps: ALL });
    const later = followCart(readKept(keep('c', first.groups, first.state), 'c'), {
      intendType: 'NSE',
      lines: LINES,
      pendingSteps: without('NUMBER_SELECTION', 'CUSTOMER_INFO', 'CREDIT_CHECK'),
    });
    const again = followCart(readKept(keep('c', later.groups, later.state), 'c'), {
      intendType: 'NSE',
      lines: LINES,
      pendingSteps: without('NUMBER_SELECTION', 'CUSTOMER_INFO'),
    });
    expect(again.state.done).toEqual(['numbers', 'aboutYou']);
  });

  it('no step before what it needs: payment sends a customer to the first step not done', () => {
    const { state } = followCart(undefined, { intendType: 'NSE', lines: LINES, pendingSteps: ALL });
    expect(redirectFor(state, 'payment')).toBe('/numberselection.html');
    expect(redirectFor(state, 'numbers')).toBeUndefined();
  });

  it('an accessories-only cart (NSEACC) skips numbers and credit', () => {
    const { state } = followCart(undefined, { intendType: 'NSE', lines: [], pendingSteps: ALL });
    expect(state.plan.map((p) => p.step)).toEqual(['aboutYou', 'delivery', 'payment', 'review']);
  });

  it('a kept checkout of another cart, or a malformed one, is not resumed', () => {
    expect(readKept({ cartId: 'other', groups: [], saved: {} }, 'mine')).toBeUndefined();
    expect(readKept('nonsense', 'mine')).toBeUndefined();
    expect(readKept({ cartId: 'mine', groups: ['<script>', 'E911'], saved: null }, 'mine')?.groups).toEqual(['E911']);
  });
});

describe('nothing private is kept in session storage', () => {
  it('a draft keeps what was typed but never the card number, CVV, expiry, SSN, date of birth or PINs', () => {
    const draft = keptDraft({
      firstName: 'Paula',
      cardNumber: '4111111111111111',
      cvv: '123',
      expiry: '08/29',
      ssn: '123-45-1111',
      dateOfBirth: '04/12/1988',
      pin: '1234',
      accountNumber: '123456789',
      giftCardPin: '1234',
      nameOnCard: 'Paula Prospect',
    });
    expect(draft).toEqual({ firstName: 'Paula', nameOnCard: 'Paula Prospect' });
  });
});

describe('a step leads back to the hub the customer came from', () => {
  const customer = { loggedIn: true, prospect: false };
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  /** A page's checkout session over a session storage (a new page: a new jotai store). */
  const pageSession = (storage = memory()) =>
    createCheckoutSession(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }));

  it('the review reached from the express checkout goes back to the express checkout', () => {
    const session = pageSession();
    session.keepHub(CHECKOUT_PATHS.expressCheckout);
    expect(backHubPath(customer, session.readHub())).toBe(CHECKOUT_PATHS.expressCheckout);
  });

  it('the next page of the visit reads what this one kept; a draft never keeps a private field', () => {
    const storage = memory();
    const first = pageSession(storage);
    first.keepHub(CHECKOUT_PATHS.expressCheckout);
    first.saveDraft('payment', { nameOnCard: 'Ana Ruiz', cardNumber: '4111111111111111', cvv: '123' });
    const next = pageSession(storage);
    expect(next.readHub()).toBe(CHECKOUT_PATHS.expressCheckout);
    expect(next.readDraft('payment')).toEqual({ nameOnCard: 'Ana Ruiz' });
    expect(storage.getItem('checkoutDraft:payment')).not.toContain('4111');
  });

  it('with no hub kept, or after the checkout is cleared, a customer goes back to the standard checkout', () => {
    const session = pageSession();
    expect(backHubPath(customer, session.readHub())).toBe(CHECKOUT_PATHS.checkout);
    session.keepHub(CHECKOUT_PATHS.expressCheckout);
    session.clear();
    expect(backHubPath(customer, session.readHub())).toBe(CHECKOUT_PATHS.checkout);
  });

  it('only a signed-in customer has an express hub; a guest goes back to the guest checkout, anything else kept is ignored', () => {
    expect(backHubPath({ loggedIn: false, prospect: false }, CHECKOUT_PATHS.expressCheckout)).toBe(
      CHECKOUT_PATHS.guestCheckout,
    );
    expect(backHubPath({ loggedIn: false, prospect: true }, CHECKOUT_PATHS.expressCheckout)).toBe(
      CHECKOUT_PATHS.checkout,
    );
    expect(backHubPath(customer, 'https://evil.example/')).toBe(CHECKOUT_PATHS.checkout);
  });
});
