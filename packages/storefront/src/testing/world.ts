import { createSessionTimer, type SessionTimer, type SessionVisitor } from '@carrier/session-timer';
import { createCartClient } from '../cart/cart-client.js';
import { createStoreCart, type StoreCart } from '../cart/store-cart.js';

/**
 * Pieces of the store's world for tests and stories, with no services behind them: a session timer whose
 * calls succeed and that goes nowhere, and a cart that is empty (or answers what `read` says).
 */
export function detachedSessionTimer(visitor: SessionVisitor): SessionTimer {
  return createSessionTimer({
    visitor: () => visitor,
    transport: {
      keepAlive: () => Promise.resolve({}),
      logout: () => Promise.resolve({}),
      clearCache: () => Promise.resolve({ data: { code: 200 } }),
    },
    world: {
      navigate: () => undefined,
      loggedOut: () => undefined,
      clearResumeCart: () => undefined,
      clearCaches: () => undefined,
    },
    pages: {
      prospectByodOptions: '/sales/digital/prospectbyodoptions.html',
      smartphones: '/sales/digital/smartphones',
    },
  });
}

/** A cart over a services client that answers `post` as given (no cart at all by default). */
export function detachedCart(
  post: (path: string, body?: unknown) => Promise<unknown> = () => Promise.reject(new Error('no cart service')),
  cartId: string | undefined = undefined,
): StoreCart {
  const services = { post, get: post } as unknown as Parameters<typeof createCartClient>[0];
  return createStoreCart({
    client: async () => createCartClient(services),
    cartId: () => cartId,
    count: () => 0,
    readError: (error) => (error ?? {}) as { id?: string; lockedChannelIds?: readonly string[] },
  });
}
