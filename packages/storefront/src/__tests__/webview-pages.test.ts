import { describe, expect, it } from 'vitest';
import { pagePattern, queryNav, titleTabIndex } from '../webview/pages.js';

describe('the pattern each page asks the app for (spec 2.8)', () => {
  it.each([
    ['shopLanding', true, 'A'],
    ['shopLanding', false, 'B'],
    ['smartphones', false, 'B1'],
    ['productDetail', true, 'C'],
    ['plans/selector', false, 'B1'],
    ['protection', false, 'E'],
    ['accessoryInterstitial', true, 'E'],
    ['checkout', false, 'E'],
    ['cart', false, 'F'],
    ['favorites', true, 'F'],
    ['genericError', false, 'G'],
    ['applyFriendsAndFamilyPromotion', false, 'B2'],
    ['applyFriendsAndFamilyPromotion', true, 'D2'],
    ['cartLocked', false, 'D1'],
    [undefined, false, 'D1'],
  ] as const)('%s (logged in %s): %s', (page, loggedIn, pattern) => {
    expect(pagePattern(page, loggedIn)).toBe(pattern);
  });

  it("the title's tab is the app's own, else 1 for vzt and vzp and 2 otherwise", () => {
    expect(titleTabIndex({ lob: 'vzt' })).toBe(1);
    expect(titleTabIndex({ lob: 'vzp' })).toBe(1);
    expect(titleTabIndex({ lob: 'vzw' })).toBe(2);
    expect(titleTabIndex({})).toBe(2);
    expect(titleTabIndex({ lob: 'vzt', tabIndex: 3 })).toBe(3);
  });
});

/** A bridge to an app played by the test: it answers with `properties` and records every call. */

describe('the query asks the app’s bars (spec 2.6: showBackButton, navState, isShopFlow)', () => {
  it('showBackButton=true asks for the back button, false for none; navState hides or shows the tab bar', () => {
    expect(queryNav('?showBackButton=true')).toEqual({ leading: 'back' });
    expect(queryNav('?showBackButton=false&navState=hideTabBar')).toEqual({ leading: 'logo', tabBar: false });
    expect(queryNav('?navState=showTabBar')).toEqual({ tabBar: true });
  });

  it('isShopFlow=true makes the page a step of a shop flow; any other value of any of them is ignored', () => {
    expect(queryNav('?isShopFlow=true')).toEqual({ shopFlow: true });
    expect(queryNav('?showBackButton=yes&navState=<b>&isShopFlow=1')).toEqual({});
    expect(queryNav('')).toEqual({});
  });
});
