import { describe, expect, it } from 'vitest';
import { pagePattern, queryNav, titleTabIndex } from '../webview/pages.js';

describe('the pattern each page asks the app for (spec 2.8), by what its manifest row says it is to the app', () => {
  it.each([
    ['home', true, 'A'],
    ['home', false, 'B'],
    ['browse', false, 'B1'],
    ['browse', true, 'C'],
    ['flow', false, 'E'],
    ['flow', true, 'E'],
    ['cart', false, 'F'],
    ['cart', true, 'F'],
    ['error', false, 'G'],
    ['promo', false, 'B2'],
    ['promo', true, 'D2'],
    [undefined, false, 'D1'],
    [undefined, true, 'D1'],
  ] as const)('%s (logged in %s): %s', (appNav, loggedIn, pattern) => {
    expect(pagePattern(appNav ? { appNav } : {}, loggedIn)).toBe(pattern);
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
