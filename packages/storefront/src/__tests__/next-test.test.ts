import { describe, expect, it } from 'vitest';
import { NEXT_TEST_FLAG, nextTestHref } from '../next-test.js';

const DOTCOM = ['/sales/digital', '/sales/nse', '/sales/next'] as const;
const page = 'https://store.example/sales/digital/smartphones.html?category=smartphones#filters';

describe('the Next JS test (spec 6.4: Next_JS_Test)', () => {
  it('a visitor in the test goes to the same page under /sales/next, its query and fragment kept', () => {
    expect(NEXT_TEST_FLAG).toBe('Next_JS_Test');
    expect(nextTestHref(page, { base: '/sales/digital' }, DOTCOM, ['AI_W', 'Next_JS_Test'])).toBe(
      'https://store.example/sales/next/smartphones.html?category=smartphones#filters',
    );
  });

  it('stays without the flag, off the default base, or in an app without the Next base', () => {
    expect(nextTestHref(page, { base: '/sales/digital' }, DOTCOM, ['AI_W'])).toBeUndefined();
    expect(
      nextTestHref('https://store.example/sales/next/plans.html', { base: '/sales/next' }, DOTCOM, ['Next_JS_Test']),
    ).toBeUndefined();
    expect(
      nextTestHref(
        'https://store.example/sales/prepaid/shop.html',
        { base: '/sales/prepaid' },
        ['/sales/prepaid'],
        ['Next_JS_Test'],
      ),
    ).toBeUndefined();
    expect(nextTestHref(page, { base: '/sales/digital' }, ['/sales/digital'], ['Next_JS_Test'])).toBeUndefined();
  });
});
