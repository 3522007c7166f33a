import { describe, expect, it } from 'vitest';
import { RESUME_CART_KEY, cartResumeTold, resumesCart } from '../cart/resumed-cart.js';

const flags = () => {
  const map = new Map<string, string>();
  return { map, get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
};

describe('a resumed cart adds its event tag (spec 4.3)', () => {
  it('a cart already there when the session starts is resumed, once', () => {
    const session = flags();
    expect(resumesCart(session, 2)).toBe(true);
    expect(session.map.get(RESUME_CART_KEY)).toBe('resumed');
    // Asked again before it is told (a second render), the answer stands.
    expect(resumesCart(session, 2)).toBe(true);
    cartResumeTold(session);
    expect(resumesCart(session, 2)).toBe(false);
  });

  it('a cart started in this session is not resumed', () => {
    const session = flags();
    expect(resumesCart(session, 0)).toBe(false);
    expect(resumesCart(session, 1)).toBe(false);
  });

  it('once a failed keep-alive cleared the status, the next load decides again', () => {
    const session = flags();
    resumesCart(session, 0);
    session.map.delete(RESUME_CART_KEY);
    expect(resumesCart(session, 1)).toBe(true);
  });

  it('after an add the store server did for a form, the cart was there before only if the server says so', () => {
    const made = flags();
    expect(resumesCart(made, 1, { cartBefore: false })).toBe(false);
    const kept = flags();
    expect(resumesCart(kept, 2, { cartBefore: true })).toBe(true);
  });

  it('a page left while the server added for its form, which read the new cart’s cookies, does not make it resumed', () => {
    const session = flags();
    // The page the form was sent from came alive as it was left, with the new cart's cookies already set.
    expect(resumesCart(session, 1)).toBe(true);
    expect(resumesCart(session, 1, { cartBefore: false })).toBe(false);
    // Once told, a resumed cart is not told again.
    const told = flags();
    cartResumeTold(told);
    expect(resumesCart(told, 1, { cartBefore: true })).toBe(false);
  });
});
