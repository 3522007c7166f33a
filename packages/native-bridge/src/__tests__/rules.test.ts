import { OPEN_REDIRECT_PAYLOADS } from '@carrier/safety';
import { describe, expect, it } from 'vitest';
import { APP_USER_AGENT_MARKER, detectApp, isShopVariantEnabled } from '../detect.js';
import { compareVersions, isAtLeast } from '../version.js';
import {
  APP_PROPERTIES_KEY,
  AppPropertiesError,
  createAppPropertiesStore,
  parseAppProperties,
  type AppProperties,
} from '../properties.js';
import {
  LAUNCH_APP_BASE,
  isGuestCheckout,
  isTrueGuestCheckout,
  launchAppUrl,
  isAuthenticatedGuest,
  protectedPageRedirect,
} from '../guest.js';

describe('compareVersions: a real version comparison (spec 2.8, 5.3)', () => {
  it.each([
    ['9.0', '10.1.2', -1],
    ['10.1.2', '9.0', 1],
    ['10.1', '10.1.0', 0],
    ['10.10', '10.9', 1],
    ['20', '19.99.99', 1],
    ['20.0.0', '20', 0],
    ['1.2.3.4', '1.2.3.5', -1],
    [' 11.0 ', '11', 0],
  ])('%s compared with %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each(['', 'beta', '10.x', '10..1', '-1', '1e3'])('a malformed version (%j) sorts lowest', (bad) => {
    expect(compareVersions(bad, '0.0.1')).toBe(-1);
    expect(isAtLeast(bad, '1')).toBe(false);
  });
});

describe('app detection by the user-agent marker (spec 6.2)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36';

  it('finds the iOS app, its version and its channel id', () => {
    expect(detectApp(`${IPHONE} ${APP_USER_AGENT_MARKER}/21.4.0`)).toEqual({
      platform: 'ios',
      version: '21.4.0',
      channelId: 'VZW-MFA-IOS',
    });
  });

  it('finds the Android app with the Android channel id', () => {
    expect(detectApp(`${ANDROID} CarrierApp/19.2`)).toEqual({
      platform: 'android',
      version: '19.2',
      channelId: 'VZW-MFA-ANDROID',
    });
  });

  it('is undefined in a browser, and for a marker that is only part of a word', () => {
    expect(detectApp(IPHONE)).toBeUndefined();
    expect(detectApp(`${ANDROID} NotCarrierApp/21`)).toBeUndefined();
  });

  it('a marker without a version is the app with no version', () => {
    expect(detectApp(`${IPHONE} CarrierApp`)?.version).toBeUndefined();
  });

  it.each([
    ['20', true, true],
    ['20.0.1', true, true],
    ['19.9', true, false],
    ['25', false, false],
    [undefined, true, false],
  ] as const)('app version %s with the variant flag %s: shop variant %s', (version, flag, expected) => {
    expect(isShopVariantEnabled(version, flag)).toBe(expected);
  });
});

describe('app properties kept in session (spec 3.3)', () => {
  const FULL = {
    lob: 'vzw|vzt',
    appReleaseVersion: '21.4.0',
    mvaServerDomainUrl: 'https://mva.carrier.example',
    mfGlobalID: 'MF-1',
    locationCode: 'LC1',
    closestIspuLocationCode: 'LC2',
    campaignId: 'CMP',
    lastTwoDigits: '42',
    isTabBarFlowAllowed: 'true',
    wishlistIconBrowserUrl: '/sales/digital/favorites.html',
    isMVASelfServeRedirect: false,
    guestCheckout: 'false',
    trueGuestCheckout: false,
    tabIndex: '2',
    requestURL: '/sales/digital/shop.html',
  };

  it('reads every property of spec 3.3, flags and numbers sent as text included', () => {
    expect(parseAppProperties(FULL)).toEqual({
      ...FULL,
      isTabBarFlowAllowed: true,
      guestCheckout: false,
      tabIndex: 2,
    });
  });

  it('drops unknown names and empty values', () => {
    expect(parseAppProperties({ lob: 'vzw', script: '<b>x</b>', campaignId: '', locationCode: null })).toEqual({
      lob: 'vzw',
    });
  });

  it.each([
    [null, 'must be an object'],
    [['vzw'], 'must be an object'],
    [{ lob: 'att' }, 'lob'],
    [{ appReleaseVersion: '21.beta' }, 'appReleaseVersion'],
    [{ lastTwoDigits: '123' }, 'lastTwoDigits'],
    [{ guestCheckout: 'yes' }, 'guestCheckout'],
    [{ tabIndex: -1 }, 'tabIndex'],
    [{ tabIndex: 1.5 }, 'tabIndex'],
    [{ campaignId: 42 }, 'campaignId'],
    [{ requestURL: 'x'.repeat(3000) }, 'requestURL'],
  ])('refuses %j, naming %s', (input, what) => {
    expect(() => parseAppProperties(input)).toThrow(AppPropertiesError);
    expect(() => parseAppProperties(input)).toThrow(what);
  });

  it('are kept in session storage, and unreadable storage is removed and read as none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = createAppPropertiesStore(storage);
    expect(store.read()).toBeUndefined();
    store.write({ lob: 'vzt', tabIndex: 1 });
    expect(JSON.parse(data.get(APP_PROPERTIES_KEY) ?? '')).toEqual({ lob: 'vzt', tabIndex: 1 });
    expect(store.read()).toEqual({ lob: 'vzt', tabIndex: 1 });
    data.set(APP_PROPERTIES_KEY, '{not json');
    expect(store.read()).toBeUndefined();
    expect(data.has(APP_PROPERTIES_KEY)).toBe(false);
    data.set(APP_PROPERTIES_KEY, JSON.stringify({ lob: 'nope' }));
    expect(store.read()).toBeUndefined();
    store.write({ lob: 'vzw' });
    store.clear();
    expect(data.size).toBe(0);
  });
});

describe('guest checkout (spec 4.2)', () => {
  const guestApp = (properties: AppProperties | undefined, loggedIn = false, inApp = true) => ({
    loggedIn,
    inApp,
    properties,
  });

  it.each([
    ['not logged in, in the app, flag on, no line of business', guestApp({ guestCheckout: true }), true],
    [
      'a line of business and an authenticated device',
      guestApp({ guestCheckout: true, lob: 'vzw', deviceAuthenticated: true }),
      true,
    ],
    ['a line of business and a device not authenticated', guestApp({ guestCheckout: true, lob: 'vzw' }), false],
    ['logged in', guestApp({ guestCheckout: true }, true), false],
    ['outside the app', guestApp({ guestCheckout: true }, false, false), false],
    ['flow flag off', guestApp({ guestCheckout: false }), false],
    ['no app properties', guestApp(undefined), false],
  ])('%s: guest %s', (_what, input, expected) => {
    expect(isGuestCheckout(input)).toBe(expected);
  });

  it('true guest checkout is a guest with the trueGuestCheckout flag', () => {
    expect(isTrueGuestCheckout(guestApp({ guestCheckout: true, trueGuestCheckout: true }))).toBe(true);
    expect(isTrueGuestCheckout(guestApp({ guestCheckout: true }))).toBe(false);
    expect(isTrueGuestCheckout(guestApp({ guestCheckout: false, trueGuestCheckout: true }))).toBe(false);
  });
});

describe('launch URLs and protected pages (spec 6.5, 7.4)', () => {
  it('builds the three launch URLs under /mobile/nsa/nos/gw/launchapp/', () => {
    expect(LAUNCH_APP_BASE).toBe('/mobile/nsa/nos/gw/launchapp/');
    expect(launchAppUrl('oauthSignIn')).toBe('/mobile/nsa/nos/gw/launchapp/oauthSignIn');
    expect(launchAppUrl('unauthenticatedWebview')).toBe('/mobile/nsa/nos/gw/launchapp/unauthenticatedWebview');
    expect(launchAppUrl('guestCheckout', '/sales/digital/checkout.html?x=1')).toBe(
      '/mobile/nsa/nos/gw/launchapp/guestCheckout?goto=%2Fsales%2Fdigital%2Fcheckout.html%3Fx%3D1',
    );
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example'])(
    'never returns to another origin (%s)',
    (to) => {
      expect(() => launchAppUrl('oauthSignIn', to)).toThrow(RangeError);
    },
  );

  it('over every open-redirect payload, the launch URL returns to a page of the site or is refused', () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      let url: string;
      try {
        url = launchAppUrl('guestCheckout', payload);
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        continue;
      }
      const goto = decodeURIComponent(url.slice(url.indexOf('?goto=') + '?goto='.length));
      // A path from the root that does not begin a host (`//`, `/\`), free of what the browser strips.
      expect(goto, JSON.stringify(payload)).toMatch(/^\/(?![/\\])[^\t\n\r\\]*$/);
    }
  });

  const base = { inApp: true, loggedIn: false, returnPath: '/sales/digital/checkout.html' };
  it('a guest not yet authenticated on a protected page goes to guest authentication', () => {
    expect(protectedPageRedirect({ ...base, isProtected: true, properties: { guestCheckout: true } })).toBe(
      '/mobile/nsa/nos/gw/launchapp/guestCheckout?goto=%2Fsales%2Fdigital%2Fcheckout.html',
    );
  });

  it('an authenticated guest (last two digits of the account) sees the page', () => {
    expect(
      protectedPageRedirect({
        ...base,
        isProtected: true,
        properties: { guestCheckout: true, lastTwoDigits: '07' },
      }),
    ).toBeUndefined();
  });

  it('anyone else not logged in goes to sign in; a logged-in customer, an open page or the web is left alone', () => {
    expect(protectedPageRedirect({ ...base, isProtected: true, properties: {} })).toMatch(/oauthSignIn\?goto=/);
    // A true guest has no account to confirm: the page is theirs without the two digits (spec 4.2).
    const trueGuest = { guestCheckout: true, trueGuestCheckout: true } as const;
    expect(protectedPageRedirect({ ...base, isProtected: true, properties: trueGuest })).toBeUndefined();
    expect(isAuthenticatedGuest({ ...base, properties: trueGuest })).toBe(true);
    expect(isAuthenticatedGuest({ ...base, properties: { guestCheckout: true } })).toBe(false);
    expect(isAuthenticatedGuest({ ...base, properties: { guestCheckout: true, lastTwoDigits: '42' } })).toBe(true);
    expect(isAuthenticatedGuest({ ...base, loggedIn: true, properties: trueGuest })).toBe(false);
    expect(protectedPageRedirect({ ...base, loggedIn: true, isProtected: true, properties: {} })).toBeUndefined();
    expect(protectedPageRedirect({ ...base, isProtected: false, properties: {} })).toBeUndefined();
    expect(protectedPageRedirect({ ...base, inApp: false, isProtected: true, properties: {} })).toBeUndefined();
  });
});
