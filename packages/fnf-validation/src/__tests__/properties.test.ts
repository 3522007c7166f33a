import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyPromoResponse,
  evaluatePortInEligibility,
  formatPhoneNumber,
  isPromoSubmitEnabled,
  normalizePromoCode,
  toPhoneServiceValue,
  validatePhoneNumber,
  validatePromoCode,
} from '../index.js';

const anyInput = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()) as fc.Arbitrary<string>;

describe('no input of any kind throws', () => {
  it.each([
    ['formatPhoneNumber', formatPhoneNumber],
    ['toPhoneServiceValue', toPhoneServiceValue],
    ['validatePhoneNumber', validatePhoneNumber],
    ['normalizePromoCode', normalizePromoCode],
    ['validatePromoCode', validatePromoCode],
    ['isPromoSubmitEnabled', isPromoSubmitEnabled],
    ['classifyPromoResponse', classifyPromoResponse],
    ['evaluatePortInEligibility', evaluatePortInEligibility],
  ] as const)('%s', (_name, fn) => {
    fc.assert(fc.property(anyInput, (input) => void (fn as (x: unknown) => unknown)(input)));
  });
});

describe('formatting is idempotent', () => {
  it('formatPhoneNumber(formatPhoneNumber(x)) === formatPhoneNumber(x)', () => {
    fc.assert(fc.property(fc.string(), (s) => formatPhoneNumber(formatPhoneNumber(s)) === formatPhoneNumber(s)));
  });

  it('normalizePromoCode(normalizePromoCode(x)) === normalizePromoCode(x)', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizePromoCode(normalizePromoCode(s)) === normalizePromoCode(s)));
  });
});

describe('formatted phone numbers', () => {
  it('never hold more than 10 digits or x and only dashes between 3-3-4 groups', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatPhoneNumber(s);
        expect(out).toMatch(/^([0-9x]{0,3}|[0-9x]{3}-[0-9x]{1,3}|[0-9x]{3}-[0-9x]{3}-[0-9x]{1,4})$/);
      }),
    );
  });

  it('a valid number always formats back to itself', () => {
    const digit29 = fc.integer({ min: 2, max: 9 }).map(String);
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const nanp = fc
      .tuple(
        digit29,
        fc.array(digit, { minLength: 2, maxLength: 2 }),
        digit29,
        fc.array(digit, { minLength: 6, maxLength: 6 }),
      )
      .map(([a, b, c, d]) => a + b.join('') + c + d.join(''));
    fc.assert(
      fc.property(nanp, (n) => {
        const result = validatePhoneNumber(formatPhoneNumber(n));
        expect(result).toEqual({ valid: true, serviceValue: n });
      }),
    );
  });
});
