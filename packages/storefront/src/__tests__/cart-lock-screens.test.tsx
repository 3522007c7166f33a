import { CartLockedError } from '@carrier/cart-lock';
import { HttpError } from '@carrier/http-client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CartLockHost, lockedChannelFrom, openedFromCartIcon } from '../cart/CartLockHost.js';
import { CartPage } from '../cart/CartPage.js';
import { STORE_CART_LOCK_CONFIG, createStoreCart } from '../cart/store-cart.js';
import { StorefrontProvider } from '../context.js';
import type { DeviceKind } from '../site.js';
import { TEST_SITE, testDeps } from './test-deps.js';

const chatLock = () =>
  Object.assign(new Error('A chat agent is working on this cart.'), {
    id: 'CART_CHAT_LOCK',
    lockedChannelIds: ['VZW-CHAT'],
  });

const CART = {
  cartId: 'CART-0001-ABCD',
  version: 1,
  prospect: true,
  cartHasOnlyAccessories: false,
  cartInfo: { intendType: 'NSE', gRecaptchaResponse: null, itemCount: 1, dueToday: 0, dueMonthly: 19.42 },
  lineDetails: {
    lineInfo: [
      {
        lineId: 'L1',
        device: {
          deviceId: 'google-pixel-10',
          sku: 'GOOGLE-PIXEL-10-INDIGO-128',
          name: 'Google Pixel 10',
          colour: 'Indigo',
          storage: '128 GB',
          image: '/content/vcg/images/devices/google-pixel-10/indigo.svg',
          purchaseType: 'devicePayment',
          price: 699,
          monthly: 19.42,
        },
        serviceInfo: { planId: null, planName: null, planMonthly: 0, sbdOffer: [] },
        promoBadges: [{ promotionId: 'P1', name: '$100 off Pixel 10' }],
        protection: null,
      },
    ],
    tradeInDetail: { tradeInItems: [] },
  },
  accessories: [],
  cartValidationErrors: [],
  shipment: { lines: [] },
  pendingSteps: {},
};

/** A cart over a fake cart service: `answer` decides each call. */
function storeCart(answer: (path: string, body: unknown) => Promise<unknown>) {
  const post = vi.fn(answer);
  const cart = createStoreCart({
    client: async () => (await import('../cart/cart-client.js')).createCartClient({ post } as never),
    cartId: () => 'CART-0001-ABCD',
    count: () => 1,
    readError: (error) => error as never,
    config: STORE_CART_LOCK_CONFIG,
  });
  return { cart, post };
}

function renderWith(ui: React.ReactNode, cart: ReturnType<typeof storeCart>['cart'], device: DeviceKind, href: string) {
  const deps = testDeps({ cart, site: { ...TEST_SITE, device }, currentHref: () => href });
  render(<StorefrontProvider deps={deps}>{ui}</StorefrontProvider>);
  return deps;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(async () => {
  await import('../cart/CartLockOverlay.js');
});

describe('the cart lock in the store (spec 4.4)', () => {
  it('reads the channel of a cartLocked page only when it looks like a channel id', () => {
    expect(lockedChannelFrom('http://x/sales/digital/cartLocked.html?channel=VZW-CHAT')).toBe('VZW-CHAT');
    expect(lockedChannelFrom('http://x/cartLocked.html?channel=%3Cb%3E')).toBeUndefined();
    expect(openedFromCartIcon('http://x/cart.html?fromSource=cartIcon')).toBe(true);
    expect(openedFromCartIcon('http://x/cart.html?fromSource=other')).toBe(false);
  });

  it.each<[string, DeviceKind, string, string]>([
    [
      'on a phone',
      'mobile',
      'http://x/sales/digital/cart.html',
      '/sales/digital/cartLocked/chatRep.html?channel=VZW-CHAT',
    ],
    [
      'from the cart icon on a computer',
      'desktop',
      'http://x/sales/digital/cart.html?fromSource=cartIcon',
      '/sales/digital/cartLocked/chatRep.html?channel=VZW-CHAT',
    ],
  ])('%s, a chat lock goes to the chat-rep page and the lock is cleared', async (_case, device, href, target) => {
    const { cart } = storeCart(() => Promise.reject(chatLock()));
    const deps = renderWith(<CartLockHost />, cart, device, href);
    await act(async () => {
      await expect(cart.read('cart')).rejects.toBeInstanceOf(CartLockedError);
    });
    expect(deps.navigate).toHaveBeenCalledWith(target);
    expect(cart.lock.getState().lock).toBeUndefined();
  });

  it('on a computer, not from the cart icon, the lock overlay shows and the lock stays', async () => {
    const { cart } = storeCart(() => Promise.reject(chatLock()));
    const deps = renderWith(<CartLockHost />, cart, 'desktop', 'http://x/sales/digital/cart.html');
    await act(async () => {
      await expect(cart.read('cart')).rejects.toBeInstanceOf(CartLockedError);
    });
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'A representative is working on your cart' })).toBeInTheDocument();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(cart.lock.getState().lock?.lockedChannelID).toBe('VZW-CHAT');
  });

  it('the cart page shows each line with its device, promotion and plan, and the totals', async () => {
    const { cart } = storeCart(async () => ({ serviceHeader: { statusCode: '00000' }, data: CART }));
    renderWith(<CartPage />, cart, 'desktop', 'http://x/sales/digital/cart.html');
    await flush();
    await flush();
    expect(screen.getByRole('heading', { name: 'Line 1: Google Pixel 10' })).toBeInTheDocument();
    expect(screen.getByText('$100 off Pixel 10')).toBeInTheDocument();
    expect(screen.getByText('No plan chosen yet')).toBeInTheDocument();
    expect(screen.getByText('$19.42/mo')).toBeInTheDocument();
  });

  it('a change to a cart found locked is not sent: the page says the cart cannot be changed', async () => {
    let locked = false;
    const { cart, post } = storeCart(async () => {
      if (locked) throw chatLock();
      return { serviceHeader: { statusCode: '00000' }, data: CART };
    });
    renderWith(<CartPage />, cart, 'desktop', 'http://x/sales/digital/cart.html');
    await flush();
    await flush();
    locked = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    await flush();
    await flush();
    expect(screen.getByText('Your cart can’t be changed right now.')).toBeInTheDocument();
    const saves = post.mock.calls.filter(([path]) => path === 'cartservice/cart/save-cart');
    expect(saves).toHaveLength(1);
    // The lock is known now: a second try is refused without a call.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 1: Google Pixel 10' }));
    await flush();
    expect(post.mock.calls.filter(([path]) => path === 'cartservice/cart/save-cart')).toHaveLength(1);
  });

  it('a cart id the services no longer know is an empty cart', async () => {
    const missing = new HttpError({
      kind: 'http',
      method: 'POST',
      url: 'cartservice/cart/read',
      status: 404,
      attempts: 1,
    });
    const { cart } = storeCart(() => Promise.reject(missing));
    await expect(cart.read('cart')).resolves.toBeUndefined();
  });

  it('saving the cart on the accessory interstitial is the exception: its lock error locks nothing, the same error from another write does', async () => {
    const { cart, post } = storeCart(async (path) => {
      if (path === 'cartservice/cart/read') return { serviceHeader: { statusCode: '00000' }, data: CART };
      throw chatLock();
    });
    const items = [{ accessoryId: 'apple-airpods-pro-3', quantity: 1 }];
    await expect(cart.saveAccessories(items, 'accessoryInterstitial')).rejects.toThrow('A chat agent');
    // The interstitial's picks went into the cart it follows, with save-cart.
    expect(post.mock.calls.map(([path]) => path)).toContain('cartservice/cart/save-cart');
    expect(cart.lock.getState().lock).toBeUndefined();
    await expect(cart.addAccessories(items, 'accessoryDetail')).rejects.toBeInstanceOf(CartLockedError);
    expect(cart.lock.getState().lock).toMatchObject({ kind: 'assisted' });
  });
});
