import { vi } from 'vitest';
import type { ErrorActionWorld } from '../platform/errors.js';

/** A prospect's world for the error actions, every effect a spy. */
export function fakeWorld(): ErrorActionWorld {
  return {
    visitor: () => ({ loggedIn: false, prepaid: false }),
    onCartPage: () => false,
    navigate: vi.fn(),
    reload: vi.fn(),
    stopServices: vi.fn(),
    clearStorage: vi.fn(),
    clearCookies: vi.fn(),
    sessionLogout: vi.fn(),
    checkoutUrl: () => '/sales/digital/checkout.html',
  };
}
