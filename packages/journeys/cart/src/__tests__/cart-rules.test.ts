import { cartWith } from '@carrier/storefront/testing';
import { describe, expect, it } from 'vitest';
import {
  backFromExpressCartGoesToSmartphones,
  cartAnalyticsPageName,
  hasBlocker,
  orderedValidations,
  sameDayErrors,
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

describe('same-day delivery errors on the cart (spec 8.6)', () => {
  const line = (lineId: string, sddErrorCode: string | null, sddErrorMessage: string | null) => ({
    lineId,
    storeInfo: null,
    sddEligible: false,
    sddErrorCode,
    sddErrorMessage,
  });
  const cart = {
    ...cartWith([]),
    shipment: {
      lines: [
        line('L1', '10023', 'Same-day delivery is not available in this area.'),
        line('L2', '10027', 'This item is not available for same-day delivery.'),
        line('L3', '20001', null),
        line('L4', null, null),
        line('L5', null, 'No courier today.'),
      ],
    },
  };

  it('10023 and 10027 are hidden from a logged-out customer off the delivery page; other codes are shown', () => {
    expect(sameDayErrors(cart, false).map((e) => [e.lineId, e.shown])).toEqual([
      ['L1', false],
      ['L2', false],
      ['L3', true],
      ['L5', true],
    ]);
  });

  it('a logged-in customer is shown every one', () => {
    expect(sameDayErrors(cart, true).every((e) => e.shown)).toBe(true);
  });

  it('analytics gets each with the defaults NO_ERR_CODE and NO_ERR_MSG for what the service left out', () => {
    expect(sameDayErrors(cart, true).map((e) => [e.code, e.message])).toEqual([
      ['10023', 'Same-day delivery is not available in this area.'],
      ['10027', 'This item is not available for same-day delivery.'],
      ['20001', 'NO_ERR_MSG'],
      ['NO_ERR_CODE', 'No courier today.'],
    ]);
  });
});
