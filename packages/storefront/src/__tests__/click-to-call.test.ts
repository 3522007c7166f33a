import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_LINES, CLICK_TO_CALL_PAUSES_MS, callLineFor, setUpClickToCall } from '../click-to-call.js';

describe("the header's click-to-call setup (spec 9: header pause timers 1 s, 2 s and 10 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses 1 s, 2 s and 10 s', () => {
    expect(CLICK_TO_CALL_PAUSES_MS).toEqual([1000, 2000, 10_000]);
  });

  it('looks at 1 s, 2 s and 10 s after the page view, and stops at the first look that finds the visitor', () => {
    const dataLayer: { user?: { customerTag: string } } = {};
    const looks: number[] = [];
    const found = vi.fn();
    setUpClickToCall({
      visitor: () => {
        looks.push(Date.now());
        return dataLayer.user;
      },
      found,
    });
    const start = Date.now();
    vi.advanceTimersByTime(999);
    expect(looks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(looks.map((t) => t - start)).toEqual([1000]);
    dataLayer.user = { customerTag: 'vzt_cust' };
    vi.advanceTimersByTime(1000);
    expect(looks.map((t) => t - start)).toEqual([1000, 2000]);
    expect(found).toHaveBeenCalledWith({ customerTag: 'vzt_cust' });
    vi.advanceTimersByTime(20_000);
    expect(looks).toHaveLength(2);
    expect(found).toHaveBeenCalledOnce();
  });

  it('after the 10 s look it never looks again; the cancel ends the looks not made', () => {
    const looks: number[] = [];
    const start = Date.now();
    setUpClickToCall({ visitor: () => void looks.push(Date.now() - start), found: () => {} });
    vi.advanceTimersByTime(60_000);
    expect(looks).toEqual([1000, 2000, 10_000]);
    const later: number[] = [];
    const cancel = setUpClickToCall({ visitor: () => void later.push(1), found: () => {} });
    vi.advanceTimersByTime(1500);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(later).toHaveLength(1);
  });
});

describe('the line the header calls (spec 6.3 customer tags)', () => {
  it("a wireless or joint customer's sales team, a home-services customer's, the store's for anyone else", () => {
    expect(callLineFor('wireless', 'vzw_cust')).toBe('customer');
    expect(callLineFor('wireless', 'joint_cust')).toBe('customer');
    expect(callLineFor('wireless', 'vzt_cust')).toBe('home');
    expect(callLineFor('wireless', '')).toBe('sales');
    expect(callLineFor('wireless', undefined)).toBe('sales');
  });

  it('the prepaid store has its own line whoever calls', () => {
    expect(callLineFor('prepaid', 'vzw_cust')).toBe('prepaid');
  });

  it('every line is a tel: link to the number it shows', () => {
    for (const { href, number } of Object.values(CALL_LINES))
      expect(href).toBe(`tel:+1${number.replace(/^1-/, '').replace(/-/g, '')}`);
  });
});
