import { describe, expect, it } from 'vitest';
import { formatMoney, numberFormat } from '../strings.js';

describe('number formats', () => {
  it('formats dollars, one-decimal numbers and counts for each language', () => {
    expect(formatMoney(1099.99, 'en')).toBe('$1,099.99');
    expect(formatMoney(1099.99, 'es')).toBe('$1,099.99');
    expect(numberFormat('en', 'decimal').format(4)).toBe('4.0');
    expect(numberFormat('es', 'decimal').format(4.1)).toBe('4.1');
    expect(numberFormat('en', 'count').format(12031)).toBe('12,031');
  });

  it('makes each format once and keeps it (making one is the slow part)', () => {
    expect(numberFormat('en', 'money')).toBe(numberFormat('en', 'money'));
    expect(numberFormat('es', 'money')).not.toBe(numberFormat('en', 'money'));
    expect(numberFormat('en', 'count')).not.toBe(numberFormat('en', 'decimal'));
  });
});
