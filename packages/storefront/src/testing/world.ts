import { createAtoms, createValue, type Atoms } from '@carrier/store';
import { memoryIntentStore } from '../intent.js';
import { buildJourneyDeps, journeyDepsReady } from '../journey-deps.js';
import { pinnedBanner } from '../banner.js';
import type { AccountCustomer, ContentPage, FooterContent } from '@carrier/service-contracts';
import {
  DEFAULT_ASSIST_CONFIG,
  type AssistConfig,
  type AssistDeps,
  type AssistServices,
  type ChatWidget,
  type ProactiveChat,
} from '../assist/deps.js';
import { createSessionTimer, type SessionTimer, type SessionVisitor } from '@carrier/session-timer';
import { createCartClient } from '../cart/cart-client.js';
import { createStoreCart, type StoreCart } from '../cart/store-cart.js';
import { createCartOpener, type CartOpener } from '../cart/cart-opener.js';
import { createFavorites, type Favorite, type FavoritesStore } from '../favorites.js';
import type { StorefrontDeps } from '../context.js';
import { createPageAnalytics } from '../analytics.js';
import type { AnyJourney, JourneyWorld } from '../journey.js';
import type { StoreServices } from '../store-services.js';

/**
 * Pieces of the store's world for tests, stories and the page shells (prerender.tsx), with no services behind
 * them: a session timer whose calls succeed and that goes nowhere, and a cart that is empty (or answers what
 * `read` says).
 */
export function detachedSessionTimer(visitor: SessionVisitor, atoms: Atoms = createAtoms()): SessionTimer {
  return createSessionTimer({
    atoms,
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

/**
 * The cart calls of the services as one answer by path: a write's body, or a read's query (the cart read is a GET), is
 * what `answer` is given.
 */
export const cartServices = (answer: (path: string, body: unknown) => Promise<unknown>) =>
  ({
    post: (path: string, body?: unknown) => answer(path, body),
    get: (path: string, options?: { readonly query?: unknown }) => answer(path, options?.query),
  }) as unknown as Parameters<typeof createCartClient>[0];

/** A cart over a services client that answers `post` as given (no cart at all by default), of `count` items. */
export function detachedCart(
  post: (path: string, body?: unknown) => Promise<unknown> = () => Promise.reject(new Error('no cart service')),
  cartId: string | undefined = undefined,
  atoms: Atoms = createAtoms(),
  count: () => number = () => 0,
): StoreCart {
  return createStoreCart({
    client: async () => createCartClient(cartServices(post)),
    cartId: () => cartId,
    count,
    readError: (error) => (error ?? {}) as { id?: string; lockedChannelIds?: readonly string[] },
    atoms,
  });
}

/**
 * The store's own calls with nothing behind them: favorites kept in memory, accepted offers dropped, and the
 * signed-in customer's account as given (none by default).
 */
export function detachedStoreServices(
  account: AccountCustomer | null = null,
  content: { readonly footer?: FooterContent; readonly pages?: Readonly<Record<string, ContentPage>> } = {},
): StoreServices {
  let favorites: readonly Favorite[] = [];
  return {
    favorites: {
      read: async () => favorites,
      save: async (items) => (favorites = items),
    },
    saveAcceptedOffer: async () => undefined,
    customerAccount: async () => account,
    processStep: async () => ({ processStep: 'SHOP', spokeJourney: null }),
    supportCases: async () => [],
    // Without a footer from the content service the frame keeps the journeys' own links.
    footerContent: async () => content.footer ?? Promise.reject(new Error('no footer content')),
    contentPage: async (path) => content.pages?.[path] ?? Promise.reject(new Error(`no content page at ${path}`)),
    // The error service knows nothing more than the store's own rules.
    errorLookup: async () => 'notify',
  };
}

/** A prospect's favorites in memory, over the given calls. */
export function detachedFavorites(
  remote = detachedStoreServices().favorites,
  atoms: Atoms = createAtoms(),
): FavoritesStore {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  return createFavorites({ storage, remote, loggedIn: () => false, now: () => 0, atoms });
}

/** A cart opener whose session flags live in memory. */
export function detachedCartOpener(atoms: Atoms = createAtoms()): CartOpener {
  const flags = new Map<string, string>();
  return createCartOpener({ get: (k) => flags.get(k) ?? null, set: (k, v) => void flags.set(k, v) }, atoms);
}

/** What journeys build their services from, with nothing behind it: every call waits for ever. */
export function detachedJourneyWorld(atoms: Atoms = createAtoms()): JourneyWorld {
  const never = () => new Promise<never>(() => undefined);
  const client = { request: never, get: never, post: never };
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  return {
    services: client,
    content: client,
    errors: {
      report: (error) => {
        throw error;
      },
      handleServiceError: () => ({ type: 'notify' }),
    },
    cookies: () => '',
    sessionStorage,
    atoms,
  };
}

/**
 * Each journey's services built from `world`, by journey name; those built on first use are built when a page of
 * theirs is opened (`allJourneyDepsReady` builds them all).
 */
export const journeyDepsOf = (journeys: readonly AnyJourney[], world: JourneyWorld): Record<string, unknown> =>
  buildJourneyDeps(journeys, world);

/** Resolves once every journey's services in `built` are built, those built on first use included. */
export const allJourneyDepsReady = async (built: Readonly<Record<string, unknown>>): Promise<void> =>
  void (await Promise.all(Object.keys(built).map((name) => journeyDepsReady(built, name))));

/**
 * Assistance with no offers: chat and video off, every call refused; `services` and `config` replace them (a
 * test of the offers gives the answers).
 */
export function detachedAssist(
  overrides: { readonly services?: Partial<AssistServices>; readonly config?: Partial<AssistConfig> } & Partial<
    Omit<AssistDeps, 'services' | 'config'>
  > = {},
  atoms: Atoms = createAtoms(),
): AssistDeps {
  const refused = () => Promise.reject(new Error('no assistance service'));
  const { services, config, ...rest } = overrides;
  return {
    config: { ...DEFAULT_ASSIST_CONFIG, liveChat: false, videoChat: false, videoPages: [], ...config },
    services: {
      post: refused,
      proactiveChat: refused,
      videoChat: refused,
      videoAssistCheck: refused,
      readDl: refused,
      startChat: refused,
      sendChat: refused,
      closeChat: refused,
      // No stream opens: the connection is lost at once.
      chatEvents: async (_path, handlers) => {
        queueMicrotask(() => handlers.onDrop(false));
        return { close: () => undefined };
      },
      ...services,
    },
    now: () => new Date(2026, 10, 23, 12, 0),
    windowSize: () => ({ width: 1440, height: 900 }),
    openPopup: () => undefined,
    videoAssist: createValue<string | undefined>(undefined, atoms),
    chatWidget: createValue<ChatWidget | undefined>(undefined, atoms),
    proactiveChat: createValue<ProactiveChat | undefined>(undefined, atoms),
    ...rest,
  };
}

/** What a detached store world holds whoever uses it (tests, stories): no journeys, no services behind the
 * cart, favorites or assistance, page views counted nowhere, and the session of `visitor`. */
export function detachedStore(
  visitor: SessionVisitor,
  atoms: Atoms = createAtoms(),
): Pick<
  StorefrontDeps,
  | 'atoms'
  | 'homePath'
  | 'journeys'
  | 'journeyDeps'
  | 'storeServices'
  | 'favorites'
  | 'cartOpener'
  | 'analytics'
  | 'assist'
  | 'sessionTimer'
  | 'visitor'
  | 'cart'
  | 'intent'
  | 'banner'
  | 'notification'
  | 'throttleList'
  | 'pendingCalls'
> {
  const storeServices = detachedStoreServices();
  return {
    atoms,
    homePath: '/shop.html',
    journeys: [],
    journeyDeps: {},
    storeServices,
    favorites: detachedFavorites(storeServices.favorites, atoms),
    cartOpener: detachedCartOpener(atoms),
    analytics: createPageAnalytics({}),
    assist: detachedAssist({}, atoms),
    sessionTimer: detachedSessionTimer(visitor, atoms),
    visitor: () => visitor,
    cart: detachedCart(undefined, undefined, atoms),
    intent: memoryIntentStore(),
    ...pinnedBanner(atoms),
    throttleList: async () => [],
    pendingCalls: () => 0,
  };
}
