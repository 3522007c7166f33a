import { describe, expect, it } from 'vitest';
import { ValidateFnfRedemptionCodeRequest, check, deepFreeze } from '../index.js';

const body = () => ({ promotionCode: 'FNF2026', promotionSourceSystem: 'WIRELESS', promotionType: 'FRIENDS_FAMILY' });

describe('deepFreeze', () => {
  it('freezes a value and everything in it, and gives the same value back', () => {
    const value = { a: [{ b: 1 }], c: { d: 'e' } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[0])).toBe(true);
    expect(Object.isFrozen(value.c)).toBe(true);
    expect(() => {
      (value.a as { b: number }[]).push({ b: 2 });
    }).toThrow(TypeError);
  });

  it('leaves primitives and null as they are', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('x')).toBe('x');
  });
});

describe('check of a shared (frozen) answer', () => {
  it('is made once per contract: the same frozen checked value is given to every reader', () => {
    const answer = deepFreeze(body());
    const first = check(ValidateFnfRedemptionCodeRequest, answer);
    const again = check(ValidateFnfRedemptionCodeRequest, answer);
    expect(again).toBe(first);
    expect(first.ok && Object.isFrozen(first.value)).toBe(true);
  });

  it('a failed check of a shared answer fails again, with the same message', () => {
    const answer = deepFreeze({ ...body(), promotionType: 'OTHER' });
    const first = check(ValidateFnfRedemptionCodeRequest, answer);
    expect(first.ok).toBe(false);
    expect(check(ValidateFnfRedemptionCodeRequest, answer)).toEqual(first);
  });

  it('an answer of one reader (not frozen) is checked each time, into a value of its own that it may change', () => {
    const answer = body();
    const first = check(ValidateFnfRedemptionCodeRequest, answer);
    const again = check(ValidateFnfRedemptionCodeRequest, answer);
    expect(again).not.toBe(first);
    expect(first.ok && Object.isFrozen(first.value)).toBe(false);
  });
});
