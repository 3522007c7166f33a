import {
  SESSION_PAGES,
  createSessionChannel,
  createSessionTimer,
  createSessionTransport,
  type PostingClient,
  type SessionEnd,
  type SessionTimer,
  type SessionVisitor,
} from '@carrier/session-timer';
import type { Atoms } from '@carrier/store';
import { RESUME_CART_KEY } from '../cart/resumed-cart.js';

/** What the browser's session timer acts on: the page's services, its storage and cookies, where it goes. */
export interface BrowserSessionWorld {
  readonly visitor: () => SessionVisitor;
  readonly services: PostingClient;
  /** The sales base the store's pages are under. */
  readonly base: string;
  /** The store's home page, where a logout leaves for. */
  readonly home: string;
  readonly navigate: (url: string) => void;
  /** Stops acting on service answers (a logged-out page makes no more calls of the session). */
  readonly stopServices: () => void;
  /** Clears session and local storage. */
  readonly clearStorage: () => void;
  /** Expires the store's cookies. */
  readonly clearCookies: () => void;
  readonly atoms: Atoms;
}

/**
 * The session timer of a page in the browser (spec 4.1): its keep-alive and logout calls on the page's services, the
 * tabs' channel over BroadcastChannel and local storage, the page's visibility. Loaded with its package once the page
 * is live (see `deferredSessionTimer`).
 */
export function browserSessionTimer(world: BrowserSessionWorld): SessionTimer {
  const { base, navigate, clearStorage, clearCookies } = world;
  return createSessionTimer({
    visitor: world.visitor,
    transport: createSessionTransport({ services: world.services, origin: window.location.origin }),
    pages: {
      prospectByodOptions: `${base}${SESSION_PAGES.prospectByodOptions}`,
      smartphones: `${base}${SESSION_PAGES.smartphones}`,
    },
    world: {
      navigate,
      loggedOut(reason: SessionEnd) {
        world.stopServices();
        clearStorage();
        clearCookies();
        // A session that ended by itself (time-out, failed keep-alive, another tab) stays on the page with
        // the time-out overlay saying why; a logout the customer or the services asked for leaves at once.
        if (reason === 'logout' || reason === 'unauthorized') navigate(world.home);
      },
      clearResumeCart: () => window.sessionStorage.removeItem(RESUME_CART_KEY),
      // A visitor who starts again starts with nothing: the store's cookies go with the caches, also when the
      // clear-cache call failed and the service could not drop the cart's cookies itself (spec 4.1).
      clearCaches: () => {
        clearStorage();
        clearCookies();
      },
    },
    storage: window.localStorage,
    channel: createSessionChannel({
      BroadcastChannel: globalThis.BroadcastChannel,
      storage: window.localStorage,
      onStorage: (listener) => {
        const onEvent = (event: StorageEvent) => listener(event.key, event.newValue);
        window.addEventListener('storage', onEvent);
        return () => window.removeEventListener('storage', onEvent);
      },
    }),
    visibility: {
      isVisible: () => document.visibilityState === 'visible',
      subscribe: (listener) => {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    },
    atoms: world.atoms,
  });
}
