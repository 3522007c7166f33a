import { CartLockedError } from '@carrier/cart-lock';
import { HttpError } from '@carrier/http-client';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CartLockHost, lockedChannelFrom, openedFromCartIcon } from '../cart/CartLockHost.js';
import { CartLockedPage, ChatRepPage } from '../cart/CartLockedPage.js';
import { PageNameContext } from '../page-name.js';
import { CART, chatLock, storeCart } from '../testing/cart.js';
import { StorefrontProvider } from '../context.js';
import type { DeviceKind } from '../site.js';
import { TEST_SITE, testDeps } from '../testing/test-deps.js';

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

  it.each([
    ['cartLocked.html', CartLockedPage, 'Your cart is open somewhere else'],
    ['cartLocked/chatRep.html', ChatRepPage, 'A representative is working on your cart'],
  ])('%s says where the cart is and is counted as a page view, titled as its heading', (_page, Page, heading) => {
    const deps = testDeps({ currentHref: () => 'http://x/sales/digital/cartLocked.html?channel=VZW-CHAT' });
    const pageView = vi.spyOn(deps.analytics, 'pageView');
    render(
      <StorefrontProvider deps={deps}>
        <PageNameContext.Provider value="cartLocked">
          <Page />
        </PageNameContext.Provider>
      </StorefrontProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(pageView).toHaveBeenCalledWith(expect.objectContaining({ name: 'cartLocked' }));
    expect(deps.page.setTitle).toHaveBeenCalledWith(heading);
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
