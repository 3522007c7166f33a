import { describe, expect, it } from 'vitest';
import {
  appPlatform,
  isProspectPage,
  shellChrome,
  showDebugButton,
  bannerViewed,
  justSignedIn,
  showSmartBanner,
  smartBannerTarget,
} from '../shell/rules.js';
import { deviceKind } from '../site.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  androidPhone: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 15; Pixel Tablet) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Lumia 950) Mobile Safari/537.36 Edge/15',
  windowsDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
};

describe('global header and footer visibility (spec 1)', () => {
  it('full header and footer on shopping pages', () => {
    expect(shellChrome({ focused: false, inApp: false })).toEqual({ header: 'full', footer: true });
  });

  it('a logo-only header and no footer on a page whose manifest row asks for the focused chrome', () => {
    expect(shellChrome({ focused: true, inApp: false })).toEqual({ header: 'minimal', footer: false });
  });

  it('no global header and footer in the app web view, on any page', () => {
    expect(shellChrome({ focused: false, inApp: true })).toEqual({ header: 'none', footer: false });
    expect(shellChrome({ focused: true, inApp: true })).toEqual({ header: 'none', footer: false });
  });
});

describe('device kind', () => {
  it.each([
    [UA.iphone, 'mobile'],
    [UA.androidPhone, 'mobile'],
    [UA.windowsPhone, 'mobile'],
    [UA.ipad, 'tablet'],
    [UA.androidTablet, 'tablet'],
    [UA.windowsDesktop, 'desktop'],
    [UA.mac, 'desktop'],
  ] as const)('%s is %s', (ua, kind) => expect(deviceKind(ua)).toBe(kind));
});

describe('debug button (spec 6.5): only on mobile web, in non-production, on non-prospect pages', () => {
  const shown = { device: 'mobile', inApp: false, production: false, prospectPage: false } as const;
  it('shows for a mobile web page outside production', () => expect(showDebugButton(shown)).toBe(true));
  it.each([
    ['on a tablet', { device: 'tablet' }],
    ['on a desktop', { device: 'desktop' }],
    ['inside the app', { inApp: true }],
    ['in production', { production: true }],
    ['on a prospect page', { prospectPage: true }],
  ] as const)('hides %s', (_name, change) => expect(showDebugButton({ ...shown, ...change })).toBe(false));

  it('prospect pages are the nse base and the prospect pages', () => {
    expect(isProspectPage('/sales/nse', 'applyFriendsAndFamilyPromotion')).toBe(true);
    expect(isProspectPage('/sales/digital', 'prospectbyodoptions')).toBe(true);
    expect(isProspectPage('/sales/digital', 'prospectCheckout')).toBe(true);
    expect(isProspectPage('/sales/digital', 'smartphones')).toBe(false);
  });
});

describe('app-download smart banner (spec 2.9, 5.3)', () => {
  const base = {
    loggedIn: true,
    device: 'mobile',
    inApp: false,
    pageName: 'protection',
    bannerPage: true,
    exited: false,
  } as const;

  it('appears by default on the pages whose manifest rows say so', () => {
    expect(showSmartBanner(base)).toBe(true);
    expect(showSmartBanner({ ...base, pageName: 'mdnselection', device: 'tablet' })).toBe(true);
  });

  it.each([
    ['for a logged-out visitor', { loggedIn: false }],
    ['on a desktop', { device: 'desktop' }],
    ['on another page', { pageName: 'smartphones', bannerPage: false }],
    ['when the session flag says it was exited', { exited: true }],
    ['inside the app', { inApp: true }],
  ] as const)('is hidden %s', (_name, change) => expect(showSmartBanner({ ...base, ...change })).toBe(false));

  it('follows configured pages instead of the rows', () => {
    expect(showSmartBanner({ ...base, pageName: 'cart', bannerPage: false, pages: ['cart'] })).toBe(true);
    expect(showSmartBanner({ ...base, pages: ['cart'] })).toBe(false);
    expect(showSmartBanner({ ...base, pageName: undefined, pages: ['cart'] })).toBe(false);
  });

  it('View goes to the iOS or Android store link, or the main site on Windows', () => {
    const links = {
      ios: 'https://apps.apple.com/app/id1',
      android: 'https://play.google.com/store/apps/details?id=x',
      web: 'https://www.carrier.example/',
    };
    expect(smartBannerTarget(UA.iphone, links)).toBe(links.ios);
    expect(smartBannerTarget(UA.ipad, links)).toBe(links.ios);
    expect(smartBannerTarget(UA.androidPhone, links)).toBe(links.android);
    expect(smartBannerTarget(UA.androidTablet, links)).toBe(links.android);
    expect(smartBannerTarget(UA.windowsPhone, links)).toBe(links.web);
    expect(appPlatform(UA.windowsPhone)).toBe('windows');
    expect(smartBannerTarget('SomethingElse/1.0', links)).toBe(links.web);
  });
});

describe('what the shell reads from a page’s address (spec 2.6)', () => {
  it('isViewed=true: the app’s offer was seen, so the app-download banner stays closed', () => {
    expect(bannerViewed('http://x/sales/digital/mdnselection.html?isViewed=true')).toBe(true);
    expect(bannerViewed('http://x/sales/digital/mdnselection.html?isViewed=1')).toBe(false);
    expect(bannerViewed('not a url')).toBe(false);
  });

  it('shopL2SignInSuccess=true: the customer has just signed in, and is told so', () => {
    expect(justSignedIn('http://x/sales/digital/shop.html?shopL2SignInSuccess=true')).toBe(true);
    expect(justSignedIn('http://x/sales/digital/shop.html?shopL2SignInSuccess=false')).toBe(false);
  });
});
