import { describe, expect, it } from 'vitest';
import {
  CANCEL_FLOW_TEXTS,
  DEFAULT_HIDE_WISHLIST_AND_CART,
  NAV_PATTERNS,
  NAV_PATTERN_CHROME,
  navLayout,
  navigationTabIndex,
  type NavPattern,
} from '../patterns.js';

describe('navigation-bar patterns (spec 2.8)', () => {
  it('are A, B, B1, B2, C, D1, D2, E, F and G', () => {
    expect(NAV_PATTERNS).toEqual(['A', 'B', 'B1', 'B2', 'C', 'D1', 'D2', 'E', 'F', 'G']);
  });

  // leading, then the buttons it shows, then the tab bar.
  it.each([
    ['A', 'logo', 'alerts settings', true],
    ['B', 'logo', 'stores signIn', true],
    ['B1', 'back', 'stores signIn', true],
    ['B2', 'back', 'signIn', false],
    ['C', 'back', 'alerts', true],
    ['D1', 'back', '', true],
    ['D2', 'back', '', false],
    ['E', 'close', '', false],
    ['F', 'back', '', true],
    ['G', 'close', '', false],
  ] as const)('pattern %s: %s at the start, [%s], tab bar %s', (pattern, leading, buttons, tabBar) => {
    const chrome = NAV_PATTERN_CHROME[pattern];
    expect(chrome.leading).toBe(leading);
    const shown = (['alerts', 'settings', 'stores', 'signIn'] as const).filter((b) => chrome[b]).join(' ');
    expect(shown).toBe(buttons);
    expect(chrome.tabBar).toBe(tabBar);
  });
});

describe('the layout is chosen by the app release version against minimum versions (spec 2.8)', () => {
  it.each([
    // version, requested, drawn
    ['12.4.1', 'D2', 'D2'],
    ['12.4.1', 'G', 'G'],
    ['11.0', 'D2', 'D2'],
    ['11.0', 'G', 'E'],
    ['10.1.2', 'D2', 'C'],
    ['10.1.2', 'B2', 'B2'],
    ['9.0', 'B2', 'B'],
    ['9.0', 'F', 'F'],
    ['8.9.9', 'F', 'C'],
    ['8.9.9', 'A', 'A'],
    ['not-a-version', 'D1', 'C'],
  ] as const)('app %s asking for %s draws %s', (version, requested, drawn) => {
    expect(navLayout(requested, version).pattern).toBe(drawn);
  });

  it('an app with no version is taken as the oldest', () => {
    expect(navLayout('G', undefined).pattern).toBe('E');
  });

  it('minimum versions are configurable', () => {
    expect(navLayout('G', '11.0', { minVersions: { G: '11.0' } }).pattern).toBe('G');
    expect(navLayout('A', '1.0', { minVersions: { A: '2.0' } }).pattern).toBe('A'); // no fallback: drawn as asked
  });

  it('a layout carries the chrome of the pattern actually drawn', () => {
    expect(navLayout('D2', '10.0')).toMatchObject({ pattern: 'C', leading: 'back', alerts: true, tabBar: true });
  });
});

describe('hiding the wishlist and cart icons (spec 2.8, 9)', () => {
  it('defaults to support version 9.0 and pattern list F', () => {
    expect(DEFAULT_HIDE_WISHLIST_AND_CART).toEqual({ supportVersion: '9.0', patterns: ['F'] });
  });

  it.each([
    ['F', '9.0', true],
    ['F', '10.2', true],
    ['F', '8.9', false], // drawn as C, and too old to hide
    ['D1', '12.0', false],
  ] as const)('pattern %s on app %s hides them: %s', (pattern, version, hidden) => {
    expect(navLayout(pattern, version).hideWishlistAndCart).toBe(hidden);
  });

  it('the list and the version are configurable', () => {
    const config = { hideWishlistAndCart: { supportVersion: '12.0', patterns: ['E', 'F'] as NavPattern[] } };
    expect(navLayout('E', '12.0', config).hideWishlistAndCart).toBe(true);
    expect(navLayout('F', '11.0', config).hideWishlistAndCart).toBe(false);
  });
});

describe('navigation title tab index (spec 2.8, 9)', () => {
  it.each([
    ['vzt', 1],
    ['vzp', 1],
    ['vzw', 2],
    ['vzw|vzt', 2],
    [undefined, 2],
  ] as const)('%s: tab %i', (lob, index) => {
    expect(navigationTabIndex(lob)).toBe(index);
  });
});

describe('cancelling a shop flow (spec 2.8)', () => {
  it("asks 'Are You Sure' with the spec's sentence and the choices No and Yes", () => {
    expect(CANCEL_FLOW_TEXTS.en).toEqual({
      title: 'Are You Sure',
      body: 'You will lose your progress if you leave this flow.',
      no: 'No',
      yes: 'Yes',
    });
    expect(Object.keys(CANCEL_FLOW_TEXTS.es)).toEqual(['title', 'body', 'no', 'yes']);
  });
});
