import { describe, expect, it } from 'vitest';
import { FNF_STORAGE_KEYS, createFnfSession, type KeyValueStorage } from '../session.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

describe('Friends and Family session storage', () => {
  it("saves the invalid promo result as 'promoError' and reads it back (spec 4.7)", () => {
    const storage = memoryStorage();
    const session = createFnfSession(storage);
    session.savePromoError({
      fnfRedemptionCode: 'EXPIRED',
      errorType: 'PROMO_EXPIRED',
      errorMessage: 'This promo code has expired.',
    });
    expect(Object.keys(storage.data)).toEqual(['promoError']);
    expect(session.readPromoError()).toEqual({
      fnfRedemptionCode: 'EXPIRED',
      errorType: 'PROMO_EXPIRED',
      errorMessage: 'This promo code has expired.',
    });
    session.clearPromoError();
    expect(session.readPromoError()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown error type', JSON.stringify({ fnfRedemptionCode: 'X', errorType: 'HACKED', errorMessage: 'x' })],
    ['no code', JSON.stringify({ errorType: 'MAX_USED', errorMessage: 'x' })],
    ['a number', '42'],
  ])('ignores a stored promoError that is %s', (_name, raw) => {
    expect(createFnfSession(memoryStorage({ [FNF_STORAGE_KEYS.promoError]: raw })).readPromoError()).toBeUndefined();
  });

  it('strips markup from a stored code', () => {
    const raw = JSON.stringify({ fnfRedemptionCode: '<b>FNF</b>2026', errorType: 'MAX_USED', errorMessage: 'm' });
    expect(createFnfSession(memoryStorage({ promoError: raw })).readPromoError()?.fnfRedemptionCode).toBe('bFNFb2026');
  });

  it('keeps a validated promotion with numberOfLines defaulting to 1 (spec 3.10)', () => {
    const storage = memoryStorage({
      fnfPromotion: JSON.stringify({ fnfRedemptionCode: 'FNF2026', numberOfLines: -3 }),
    });
    expect(createFnfSession(storage).readPromotion()).toEqual({ fnfRedemptionCode: 'FNF2026', numberOfLines: 1 });
  });

  it('keeps only the masked phone display', () => {
    const session = createFnfSession(memoryStorage());
    session.savePhone('xxx-xxx-0123');
    expect(session.readPhone()).toBe('xxx-xxx-0123');
  });

  it('keeps working when storage refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() =>
      createFnfSession(storage).savePromotion({ fnfRedemptionCode: 'FNF2026', numberOfLines: 1 }),
    ).not.toThrow();
  });
});
