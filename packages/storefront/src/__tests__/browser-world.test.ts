import { afterEach, describe, expect, it } from 'vitest';
import { browserVisitor, takeCartAdded } from '../platform/browser.js';
import { cartAddedCookie } from '../cart/cart-added.js';
import { cartCount } from '../visitor.js';
import { TEST_SITE } from '../testing/test-deps.js';

function setCookies(cookies: Record<string, string>) {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

afterEach(() => {
  for (const name of ['loggedIn', 'role', 'lastTwoDigits']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('who the session belongs to (spec 6.1, 7.3)', () => {
  it('a logged-in postpay customer', () => {
    setCookies({ loggedIn: 'true', role: 'postpay' });
    expect(browserVisitor(TEST_SITE, true)).toEqual({ loggedIn: true, prospect: false, prepay: false, guest: false });
  });

  it('a prepay customer by role, or anyone on the prepaid base', () => {
    setCookies({ role: 'prepay' });
    expect(browserVisitor(TEST_SITE, true).prepay).toBe(true);
    document.cookie = 'role=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(browserVisitor({ ...TEST_SITE, base: '/sales/prepaid' }, false).prepay).toBe(true);
  });

  it('a guest-checkout customer (role guest, or the last two digits) is not a prospect', () => {
    setCookies({ loggedIn: 'false', role: 'guest' });
    expect(browserVisitor(TEST_SITE, false)).toEqual({ loggedIn: false, prospect: false, prepay: false, guest: true });
    document.cookie = 'role=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    setCookies({ lastTwoDigits: '42' });
    expect(browserVisitor(TEST_SITE, false).prospect).toBe(false);
  });

  it('a guest whom guest-role processing leaves logged in (spec 6.2) is still known as a guest (spec 7.3: the nse variants)', () => {
    setCookies({ loggedIn: 'true', role: 'guest' });
    expect(browserVisitor(TEST_SITE, true)).toEqual({ loggedIn: true, prospect: false, prepay: false, guest: true });
  });

  it('anyone else not logged in is a prospect', () => {
    expect(browserVisitor(TEST_SITE, false)).toEqual({ loggedIn: false, prospect: true, prepay: false, guest: false });
  });
});

describe('the header cart count (spec 3.4)', () => {
  it.each([
    ['gnCartCount=3', 3],
    ['prospectCartCount=2', 2],
    ['gnCartCount=1; prospectCartCount=5', 1],
    ['gnCartCount=-4', 0],
    ['gnCartCount=abc', 0],
    ['gnCartCount=2.5', 0],
    ['', 0],
    ['gnCartCount=100000', 999],
  ])('%j counts %d', (cookies, count) => {
    expect(cartCount(cookies)).toBe(count);
  });

  it('the prepaid store counts its own cart, not the web store’s', () => {
    expect(cartCount('gnCartCount=3; prepaidCartCount=2', true)).toBe(2);
    expect(cartCount('gnCartCount=3', true)).toBe(0);
    expect(cartCount('prepaidCartCount=2')).toBe(0);
  });
});

describe('what the store server added for a form is taken by the page the customer was sent to, once', () => {
  const NEXT = '/sales/digital/accessoryInterstitial.html';
  const ADDED = { name: 'Google Pixel 10', items: [], cartBefore: false };
  const cookie = (page: string) => (document.cookie = cartAddedCookie(ADDED, page));
  afterEach(() => void (document.cookie = 'cartAdded=; max-age=0; path=/'));

  it('the page the form was sent from, starting as it is left, leaves it for the next', () => {
    window.history.replaceState(null, '', '/sales/digital/smartphones/google-pixel-10.html');
    cookie(NEXT);
    expect(takeCartAdded()).toBeUndefined();
    expect(document.cookie).toContain('cartAdded=');
    window.history.replaceState(null, '', NEXT);
    expect(takeCartAdded()).toEqual({ ...ADDED, page: NEXT });
    expect(document.cookie).not.toContain('cartAdded=');
    expect(takeCartAdded()).toBeUndefined();
  });

  it('a cookie that is no CartAdded is dropped', () => {
    window.history.replaceState(null, '', NEXT);
    document.cookie = 'cartAdded=%7Bnot-json; path=/';
    expect(takeCartAdded()).toBeUndefined();
    expect(document.cookie).not.toContain('cartAdded=');
  });
});
