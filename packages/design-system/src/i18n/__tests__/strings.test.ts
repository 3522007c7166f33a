import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMoney } from '../strings.js';
import type { Language } from '../strings.js';

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const intl = (language: Language, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(LOCALE[language], options);
const languages = fc.constantFrom<Language>('en', 'es');

describe('numbers as the store writes them (en-US and es-US)', () => {
  it('writes dollars, one-decimal numbers and counts', () => {
    expect(formatMoney(1099.99, 'en')).toBe('$1,099.99');
    expect(formatMoney(1099.99, 'es')).toBe('$1,099.99');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(-5, 'en')).toBe('-$5.00');
    expect(formatMoney(1234567.5, 'en')).toBe('$1,234,567.50');
    expect(formatDecimal(4, 'en')).toBe('4.0');
    expect(formatDecimal(4.1, 'es')).toBe('4.1');
    expect(formatCount(12031, 'en')).toBe('12,031');
    expect(formatCount(1, 'es')).toBe('1');
  });

  it("agrees with Intl's own format for prices, monthly prices and ratings", () => {
    const money = { style: 'currency', currency: 'USD' } as const;
    fc.assert(
      fc.property(languages, fc.integer({ min: -500_000, max: 500_000_000 }), fc.constantFrom(1, 24, 36), (l, c, n) => {
        const amount = c / 100 / n;
        expect(formatMoney(amount, l)).toBe(intl(l, money).format(amount));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(languages, fc.integer({ min: 0, max: 50 }), (l, tenths) => {
        const rating = tenths / 10;
        expect(formatDecimal(rating, l)).toBe(
          intl(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating),
        );
      }),
    );
    fc.assert(
      fc.property(languages, fc.integer({ min: 0, max: 100_000_000 }), (l, count) => {
        expect(formatCount(count, l)).toBe(intl(l, {}).format(count));
      }),
    );
  });
});
