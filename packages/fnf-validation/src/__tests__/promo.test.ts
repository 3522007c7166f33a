import { describe, expect, it } from 'vitest';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_ERROR_CODES,
  buildPromoValidationRequest,
  classifyPromoResponse,
  isPromoSubmitEnabled,
  normalizePromoCode,
  readPromoSavings,
  promoErrorLabelKey,
  validatePromoCode,
  type PromoErrorType,
} from '../index.js';

describe('promo code entry (spec 5.2)', () => {
  it.each([
    ['FNF-2026', 'FNF2026'],
    [' fnf 2026 ', 'fnf2026'],
    ['FNF2026!@#1234', 'FNF20261234'],
    ['ÄBC1234', 'BC1234'],
  ])('strips non-alphanumeric characters: %j -> %j', (input, expected) => {
    expect(normalizePromoCode(input)).toBe(expected);
  });

  it('allows 7 characters plus an optional 4 digits', () => {
    expect(PROMO_CODE_MIN_LENGTH).toBe(7);
    expect(PROMO_CODE_MAX_LENGTH).toBe(11);
  });

  it.each([
    ['', false],
    ['FNF202', false], // under 7 characters
    ['FNF2026', true],
    ['0000000', false], // numeric value 0
    ['00000000000', false],
    ['1234567', true],
    ['0001234', true], // numeric value 1234 > 0: the leading 0 is caught on submit
    ['ABCDEFG', true], // not a number, so no numeric value to be <= 0
  ])('disables submit when under 7 characters or when the numeric value is <= 0: %j enabled=%s', (code, enabled) => {
    expect(isPromoSubmitEnabled(code)).toBe(enabled);
  });
});

describe('promo code validation (spec 5.2, 8.5)', () => {
  it('is required', () => {
    expect(validatePromoCode('')).toEqual({ valid: false, error: 'PROMO_REQUIRED' });
    expect(validatePromoCode('--')).toEqual({ valid: false, error: 'PROMO_REQUIRED' });
  });

  it('gives INVALID_VALUE for a value starting with 0', () => {
    expect(validatePromoCode('0FNF202')).toEqual({ valid: false, error: 'INVALID_VALUE' });
  });

  it.each(['FNF2026', 'fnf2026', 'FNF20261234', '1234567', 'FNF-2026'])(
    'accepts a pattern of 7 letters or digits, optionally followed by 4 digits: %s',
    (code) => {
      expect(validatePromoCode(code)).toEqual({ valid: true, code: normalizePromoCode(code) });
    },
  );

  it.each(['FNF20261', 'FNF2026123', 'FNF2026ABCD', 'FNF202612345'])(
    'rejects anything else as INVALID_VALUE: %s',
    (code) => {
      expect(validatePromoCode(code)).toEqual({ valid: false, error: 'INVALID_VALUE' });
    },
  );

  it('builds the validateFnfRedemptionCode payload', () => {
    expect(buildPromoValidationRequest('FNF-2026')).toEqual({
      promotionCode: 'FNF2026',
      promotionSourceSystem: 'WIRELESS',
      promotionType: 'FRIENDS_FAMILY',
    });
  });
});

describe('promotion validation answers (spec 8.5)', () => {
  const answer = (promotionDetails: unknown) => ({ data: { promotionDetails } });

  it('accepts a promotion the service says is valid', () => {
    expect(classifyPromoResponse(answer({ code: 'FNF2026', promoValid: true }))).toEqual({ valid: true });
    expect(classifyPromoResponse(answer({ promoValid: 'true' }))).toEqual({ valid: true });
    expect(classifyPromoResponse(answer({ promoValid: 'Y' }))).toEqual({ valid: true });
  });

  it('a valid promotion carries what it saves when the service says it whole; a part missing or wrong reads as nothing said', () => {
    const savings = { monthlyPerLine: 10, maxLines: 5, plans: [{ planId: 'PLAN-UNL-PLUS', name: 'Unlimited Plus' }] };
    expect(classifyPromoResponse(answer({ promoValid: true, savings }))).toEqual({ valid: true, savings });
    expect(readPromoSavings({ ...savings, monthlyPerLine: '10' })).toBeUndefined();
    expect(readPromoSavings({ ...savings, maxLines: 0 })).toBeUndefined();
    expect(readPromoSavings({ ...savings, plans: [{ planId: 'X' }] })).toBeUndefined();
    expect(readPromoSavings({ ...savings, plans: [{ planId: 'X', name: 'Ok' }, 7] })).toEqual({
      ...savings,
      plans: [{ planId: 'X', name: 'Ok' }],
    });
    expect(classifyPromoResponse(answer({ promoValid: true, savings: 'ten dollars' }))).toEqual({ valid: true });
  });

  it.each([
    [2399, 'INVALID_PROMO'],
    ['2399', 'INVALID_PROMO'],
    [2397, 'PROMO_EXPIRED'],
    [2398, 'MAX_USED'],
    [1234, 'SYSTEM_ERROR'],
    [undefined, 'SYSTEM_ERROR'],
  ])('maps code %j to %s (any other code is SYSTEM_ERROR)', (code, error) => {
    expect(classifyPromoResponse(answer({ code, promoValid: false, reasonInvalid: 'reason' }))).toMatchObject({
      valid: false,
      error,
    });
  });

  it('codes are the ones of spec 8.5', () => {
    expect(PROMO_ERROR_CODES).toEqual({ 2399: 'INVALID_PROMO', 2397: 'PROMO_EXPIRED', 2398: 'MAX_USED' });
  });

  it.each([[{}], [null], [[]], [undefined]])('gives NO_DATA_FOUND for empty promotion details: %j', (details) => {
    expect(classifyPromoResponse(answer(details))).toEqual({ valid: false, error: 'NO_DATA_FOUND' });
  });

  it('keeps the reason the service gave', () => {
    expect(classifyPromoResponse(answer({ code: 2397, promoValid: false, reasonInvalid: 'Promotion ended' }))).toEqual({
      valid: false,
      error: 'PROMO_EXPIRED',
      reason: 'Promotion ended',
    });
  });

  it('gives SYSTEM_ERROR for an answer that is not a service response', () => {
    expect(classifyPromoResponse('oops')).toEqual({ valid: false, error: 'SYSTEM_ERROR' });
    expect(classifyPromoResponse({ status: 'ok' })).toEqual({ valid: false, error: 'SYSTEM_ERROR' });
  });

  it.each<[PromoErrorType, string]>([
    ['INVALID_PROMO', 'FNF_INVALID_PROMO'],
    ['PROMO_EXPIRED', 'PromoExpired'],
    ['MAX_USED', 'maxUsed'],
    ['NO_DATA_FOUND', 'FNF_NO_DATA_FOUND'],
    ['SYSTEM_ERROR', 'FNF_SYSTEM_ERROR'],
    ['INVALID_VALUE', 'NotValidPromoEntry'],
    ['PROMO_REQUIRED', 'TextRequired'],
  ])('maps %s to its content-service label %s', (error, label) => {
    expect(promoErrorLabelKey(error)).toBe(label);
  });
});
