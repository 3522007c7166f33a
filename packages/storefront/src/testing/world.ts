import {
  DEFAULT_ASSIST_CONFIG,
  watched,
  type AssistConfig,
  type AssistDeps,
  type AssistServices,
} from '../assist/deps.js';
import { createSessionTimer, type SessionTimer, type SessionVisitor } from '@carrier/session-timer';
import { createCartClient } from '../cart/cart-client.js';
import { createStoreCart, type StoreCart } from '../cart/store-cart.js';
import type { Accessory, Device } from '../shop/catalogue.js';
import { createCartOpener } from '../shop/cart-opener.js';
import { DEFAULT_SHOP_CONFIG, type ShopConfig, type ShopDeps } from '../shop/deps.js';
import { createFavorites, type Favorite } from '../shop/favorites.js';
import type { Plan, ProtectionOption, ShopServices } from '../shop/services.js';

/**
 * Pieces of the store's world for tests, stories and the page shells (prerender.tsx), with no services behind
 * them: a session timer whose calls succeed and that goes nowhere, and a cart that is empty (or answers what
 * `read` says).
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

/** Shopping calls that answer from the given catalogue, with nothing behind them. */
export function detachedShopServices(catalogue: {
  readonly devices?: readonly Device[];
  readonly accessories?: readonly Accessory[];
  readonly plans?: readonly Plan[];
  readonly protection?: readonly ProtectionOption[];
  readonly throttleList?: readonly string[];
}): ShopServices {
  let favorites: readonly Favorite[] = [];
  const devices = catalogue.devices ?? [];
  return {
    devices: async () => devices,
    device: async (id) => devices.find((d) => d.id === id),
    accessories: async () => catalogue.accessories ?? [],
    plans: async (type) => (catalogue.plans ?? []).filter((p) => p.type === type),
    protection: async () => catalogue.protection ?? [],
    tradeIn: async () => ({ eligible: true, value: 200 }),
    suggestions: async (viewed) =>
      devices
        .filter((d) => !viewed.includes(d.id))
        .slice(0, 4)
        .map((d) => d.id),
    throttleList: async () => catalogue.throttleList ?? [],
    saveAcceptedOffer: async () => undefined,
    favorites: {
      read: async () => favorites,
      save: async (items) => (favorites = items),
    },
  };
}

/** The shopping world for tests and stories: favorites and flags in memory, the calls as given. */
export function detachedShop(services: ShopServices, config: Partial<ShopConfig> = {}): ShopDeps {
  const flags = new Map<string, string>();
  const storage = {
    getItem: (k: string) => flags.get(`local:${k}`) ?? null,
    setItem: (k: string, v: string) => void flags.set(`local:${k}`, v),
    removeItem: (k: string) => void flags.delete(`local:${k}`),
  };
  return {
    services,
    favorites: createFavorites({ storage, remote: services.favorites, loggedIn: () => false, now: () => 0 }),
    cartOpener: createCartOpener({ get: (k) => flags.get(k) ?? null, set: (k, v) => void flags.set(k, v) }),
    config: { ...DEFAULT_SHOP_CONFIG, ...config },
    throttleCookie: () => undefined,
    hasProspectCart: () => false,
  };
}

/**
 * Assistance with no offers: chat and video off, every call refused; `services` and `config` replace them (a
 * test of the offers gives the answers).
 */
export function detachedAssist(
  overrides: { readonly services?: Partial<AssistServices>; readonly config?: Partial<AssistConfig> } & Partial<
    Omit<AssistDeps, 'services' | 'config'>
  > = {},
): AssistDeps {
  const refused = () => Promise.reject(new Error('no assistance service'));
  const { services, config, ...rest } = overrides;
  return {
    config: { ...DEFAULT_ASSIST_CONFIG, liveChat: false, videoChat: false, videoPages: [], ...config },
    services: { post: refused, videoChat: refused, videoAssistCheck: refused, readDl: refused, ...services },
    now: () => new Date(2026, 10, 23, 12, 0),
    windowSize: () => ({ width: 1440, height: 900 }),
    openPopup: () => undefined,
    videoAssist: watched<string | undefined>(undefined),
    ...rest,
  };
}
