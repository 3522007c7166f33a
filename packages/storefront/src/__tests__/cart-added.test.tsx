import { createAtoms } from '@carrier/store';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_ADDED_COOKIE, cartAddedCookie, parseCartAdded, type CartAdded } from '../cart/cart-added.js';
import { createCartOpener } from '../cart/cart-opener.js';
import { MiniCartHost } from '../cart/MiniCartHost.js';
import { StorefrontProvider } from '../context.js';
import { markLive } from '../hydrated.js';
import { memoryStorage, testDeps } from '../testing/test-deps.js';

const ITEM = {
  name: 'Google Pixel 10',
  id: 'google-pixel-10',
  category: 'Device',
  discountedPrice: '799.99',
  line: '1',
  group: 'L1',
  merchandisingCategory: 'smartphone',
  offerId: '',
  qty: 1,
  sku: 'GOOGLE-PIXEL-10-FROST-128',
  productId: 'google-pixel-10',
  shared: 'N',
  nonRecurringPrice: '0.00',
  recurringPrice: '33.33',
  action: 'add',
  path: 'https://store.example/sales/digital/smartphones/google-pixel-10.html',
  contractType: 'devicePayment',
} as const;
const ADDED: CartAdded = { name: 'Google Pixel 10', items: [ITEM], cartBefore: false };
/** The cookie's value as the browser reads it back (decoded). */
const valueOf = (line: string) => decodeURIComponent(line.slice(`${CART_ADDED_COOKIE}=`.length).split(';')[0] ?? '');

describe('an add the store server did for a form sent before the page’s code ran is told on the next page (spec 4.3)', () => {
  it('the cookie carries the name and the items, and is read back as it was written', () => {
    const line = cartAddedCookie(ADDED, '/sales/digital/accessoryInterstitial.html');
    expect(line).toMatch(/^cartAdded=[^;\s]+; max-age=60; path=\/; SameSite=Lax$/);
    expect(parseCartAdded(valueOf(line))).toEqual({ ...ADDED, page: '/sales/digital/accessoryInterstitial.html' });
  });

  /** A cookie's value that is a CartAdded for a page but for what `change` makes of it. */
  const but = (change: Record<string, unknown>) => JSON.stringify({ ...ADDED, page: '/x.html', ...change });
  it.each([
    ['nothing', ''],
    ['not JSON', '{name'],
    ['no name', but({ name: undefined })],
    ['no page it is for', but({ page: undefined })],
    ['a page that is no path', but({ page: 'https://elsewhere.example/x.html' })],
    ['no word of a cart before', but({ cartBefore: undefined })],
    ['a blank name', but({ name: ' ' })],
    ['a name no product has', but({ name: 'x'.repeat(201) })],
    ['items that are not a list', but({ items: 'Device' })],
    ['an item of another category', but({ items: [{ ...ITEM, category: 'script' }] })],
    ['an item with a nested field', but({ items: [{ ...ITEM, offerId: { a: 1 } }] })],
    ['an item with a field too long', but({ items: [{ ...ITEM, path: 'x'.repeat(201) }] })],
    ['too many items', but({ items: Array.from({ length: 21 }, () => ITEM) })],
  ])('a cookie with %s is nothing added', (_what, raw) => {
    expect(parseCartAdded(raw)).toBeUndefined();
  });

  it('the same cookie, whole, is something added', () => {
    expect(parseCartAdded(but({}))).toEqual({ ...ADDED, page: '/x.html' });
  });

  it('once the page is live, the first add of the session opens the cart; the add-to-cart event follows the page view, with the page’s name; it is told once', async () => {
    const flags = memoryStorage();
    const deps = testDeps();
    const cartOpener = createCartOpener({ get: flags.getItem, set: flags.setItem }, createAtoms(), ADDED);
    const addToCart = vi.spyOn(deps.analytics, 'addToCart');
    let pageViewed: () => void = () => undefined;
    vi.spyOn(deps.analytics, 'onPageView').mockImplementation((listener) => {
      pageViewed = () => listener({ name: 'accessoryInterstitial' } as never);
      return () => undefined;
    });
    markLive();
    await act(async () => {
      render(
        <StorefrontProvider deps={{ ...deps, cartOpener }}>
          <MiniCartHost />
        </StorefrontProvider>,
      );
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Google Pixel 10 was added to your cart.');
    expect(addToCart).not.toHaveBeenCalled();
    act(pageViewed);
    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(addToCart).toHaveBeenCalledWith([ITEM], { openedCart: true });
    expect(cartOpener.fromServer).toEqual(ADDED);
    expect(cartOpener.takeServerAdd()).toBeUndefined();
  });
});
