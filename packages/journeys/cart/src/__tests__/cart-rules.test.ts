import { cartWith } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import {
  backFromExpressCartGoesToSmartphones,
  cartAnalyticsPageName,
  hasBlocker,
  orderedValidations,
} from '../cart-rules.js';

const blocker = { errorLevel: 'Blocker', code: 'PLAN_REQUIRED', message: 'Choose a plan' } as const;
const reward = { errorLevel: 'RewardNotification', code: 'R', message: 'You saved' } as const;

describe('cart rules (spec 2.7, 3.2)', () => {
  it('"expresshub and cart-type pages pick the analytics page name by whether the cart has a Blocker"', () => {
    expect(cartAnalyticsPageName('cart', cartWith([reward]))).toBe('cart');
    expect(cartAnalyticsPageName('cart', cartWith([reward, blocker]))).toBe('cart blocker');
    expect(cartAnalyticsPageName('expresshub', cartWith([blocker]))).toBe('expresshub blocker');
    expect(cartAnalyticsPageName('expresscart', undefined)).toBe('expresscart');
    expect(hasBlocker(cartWith([blocker]))).toBe(true);
  });

  it('blockers are listed first', () => {
    expect(orderedValidations(cartWith([reward, blocker])).map((e) => e.errorLevel)).toEqual([
      'Blocker',
      'RewardNotification',
    ]);
  });

  it('"back from expresscart, for a non-prepay, logged-out, non-trade-in user with an empty hub prospect cart, goes to /smartphones"', () => {
    const who = { prepay: false, loggedIn: false, tradeIn: false, prospectCartEmpty: true };
    expect(backFromExpressCartGoesToSmartphones(who)).toBe(true);
    expect(backFromExpressCartGoesToSmartphones({ ...who, prepay: true })).toBe(false);
    expect(backFromExpressCartGoesToSmartphones({ ...who, loggedIn: true })).toBe(false);
    expect(backFromExpressCartGoesToSmartphones({ ...who, tradeIn: true })).toBe(false);
    expect(backFromExpressCartGoesToSmartphones({ ...who, prospectCartEmpty: false })).toBe(false);
  });
});
