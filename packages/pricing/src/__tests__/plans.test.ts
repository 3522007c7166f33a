import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPerLine } from '../index.js';

const WELCOME = { pricePerLine: [75, 65, 50, 40, 35], autopayDiscount: 10 };

describe('"a plan\'s price is shown with the conditions that make it": one price for one set of conditions', () => {
  it('the price per line follows the number of lines, and Auto Pay takes its discount off each line', () => {
    expect(planPerLine(WELCOME, { lines: 1, autopay: false })).toBe(75);
    expect(planPerLine(WELCOME, { lines: 1, autopay: true })).toBe(65);
    expect(planPerLine(WELCOME, { lines: 4, autopay: false })).toBe(40);
    expect(planPerLine(WELCOME, { lines: 4, autopay: true })).toBe(30);
  });

  it('beyond the lines priced, the price for the most lines; fewer than one line is one', () => {
    expect(planPerLine(WELCOME, { lines: 9, autopay: false })).toBe(35);
    expect(planPerLine(WELCOME, { lines: 0, autopay: false })).toBe(75);
    expect(planPerLine(WELCOME, { lines: Number.NaN, autopay: false })).toBe(75);
  });

  it('more lines never cost more per line, Auto Pay never costs more, and no price is below zero (property)', () => {
    const plan = fc.record({
      pricePerLine: fc
        .array(fc.integer({ min: 0, max: 20000 }), { minLength: 1, maxLength: 6 })
        .map((cents) => cents.sort((a, b) => b - a).map((c) => c / 100)),
      autopayDiscount: fc.integer({ min: 0, max: 5000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(plan, fc.integer({ min: 1, max: 8 }), fc.boolean(), (p, lines, autopay) => {
        const price = planPerLine(p, { lines, autopay });
        expect(price).toBeGreaterThanOrEqual(0);
        expect(planPerLine(p, { lines: lines + 1, autopay })).toBeLessThanOrEqual(price);
        expect(planPerLine(p, { lines, autopay: true })).toBeLessThanOrEqual(planPerLine(p, { lines, autopay: false }));
      }),
    );
  });
});
