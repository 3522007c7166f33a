import { describe, expect, it } from 'vitest';
import { PHONE_TRADE_IN_KEY, phoneTradeIns, readPhoneTradeIn, type PhoneTradeIn } from '../phone-trade-in.js';
import { memoryStorage } from '../testing/test-deps.js';

const TRADE_IN: PhoneTradeIn = {
  tradeInNumber: 'TR12345678',
  deviceId: 'apple-iphone-17-pro-max',
  make: 'Apple',
  model: 'iPhone 13',
  credit: { kind: 'promo', total: 830, monthly: 23.06, months: 36 },
};

describe('a trade-in kept for a phone not yet in the cart', () => {
  it('is read back for its own phone only, and let go once used', () => {
    const storage = memoryStorage();
    const kept = phoneTradeIns(storage);
    kept.keep(TRADE_IN);
    expect(kept.forPhone('apple-iphone-17-pro-max')).toEqual(TRADE_IN);
    expect(kept.forPhone('google-pixel-10')).toBeUndefined();
    kept.clear();
    expect(storage.map.has(PHONE_TRADE_IN_KEY)).toBe(false);
    expect(kept.forPhone('apple-iphone-17-pro-max')).toBeUndefined();
  });

  it('anything else kept under its key is not a trade-in: a changed number, credit or kind is ignored', () => {
    for (const changed of [
      { ...TRADE_IN, tradeInNumber: 'TR1<script>' },
      { ...TRADE_IN, deviceId: '../cart' },
      { ...TRADE_IN, credit: { kind: 'cash', total: 830 } },
      { ...TRADE_IN, credit: { kind: 'instant', total: -5 } },
      { ...TRADE_IN, credit: { kind: 'promo', total: 830 } },
      { ...TRADE_IN, make: '' },
      'TR12345678',
      null,
    ])
      expect(readPhoneTradeIn(changed)).toBeUndefined();
    expect(readPhoneTradeIn({ ...TRADE_IN, credit: { kind: 'instant', total: 360 } })).toMatchObject({
      credit: { kind: 'instant', total: 360 },
    });
  });

  it('a storage that is blocked keeps nothing, and nothing breaks', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const kept = phoneTradeIns(blocked);
    expect(() => kept.keep(TRADE_IN)).not.toThrow();
    expect(() => kept.clear()).not.toThrow();
    expect(kept.forPhone(TRADE_IN.deviceId)).toBeUndefined();
  });
});
