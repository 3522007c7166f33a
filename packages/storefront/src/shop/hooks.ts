import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStorefront } from '../context.js';
import type { FavoritesState } from './favorites.js';
import { SHOP_STRINGS } from './strings.js';
import { canAddToCart, prospectFlow, type ProspectFlowInput } from './visitor.js';

/** The session flag set when a page was opened with `isProspect=true` (spec 2.6). */
export const PROSPECT_FLAG_KEY = 'isProspect';

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly value: T };

/**
 * Runs a load when the page shows and whenever its keys change; a failure is reported as a service error
 * (spec 8.4) and can be retried. An answer that arrives after the page moved on is dropped. What an answer
 * draws is a background render: it yields to the customer's input instead of blocking the page while a long
 * list is drawn.
 */
export function useLoad<T>(load: () => Promise<T>, keys: readonly unknown[]): Loaded<T> {
  const { errors } = useStorefront();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key: '', loaded: { status: 'loading' } });
  const key = JSON.stringify([...keys, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The load of the latest render; it runs again only when the keys change.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    let live = true;
    latest.current().then(
      (value) => {
        if (live) startTransition(() => setState({ key, loaded: { status: 'ready', value } }));
      },
      (error: unknown) => {
        if (!live) return;
        errors.handleServiceError(error);
        setState({ key, loaded: { status: 'failed', retry } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, errors, retry]);
  return state.key === key ? state.loaded : { status: 'loading' };
}

/** The visitor's favorites, loaded when first used. */
export function useFavorites(): FavoritesState & {
  readonly has: (id: string) => boolean;
  readonly toggle: (id: string, kind: 'device' | 'accessory') => Promise<boolean>;
} {
  const { shop } = useStorefront();
  const { favorites } = shop;
  const state = useSyncExternalStore(favorites.subscribe, favorites.getState, favorites.getState);
  useEffect(() => {
    if (!favorites.getState().ready) void favorites.load();
  }, [favorites]);
  return {
    ...state,
    has: (id) => state.items.some((f) => f.id === id),
    // Resolves false when the change could not be saved (the store has put the list back).
    toggle: (id, kind) =>
      favorites.toggle(id, kind).then(
        () => true,
        () => false,
      ),
  };
}

/** Whether this visitor may add to the cart, once the throttle list is known (spec 6.2). */
export function useShopper(options: { readonly forAccessories?: boolean } = {}): {
  readonly loggedIn: boolean;
  /** Undefined while the throttle list is being read. */
  readonly canAdd: boolean | undefined;
  readonly prospectFlow: boolean | undefined;
} {
  const { shop, shell } = useStorefront();
  const loggedIn = shell.loggedIn();
  const cookie = shop.throttleCookie();
  const hasCookie = cookie !== undefined;
  const [fetched, setFetched] = useState<readonly string[] | undefined>();
  useEffect(() => {
    if (loggedIn || hasCookie) return;
    let live = true;
    shop.services.throttleList(false).then(
      (list) => live && setFetched(list),
      // Without a throttle list the prospect flow is off, unless its flag is on.
      () => live && setFetched([]),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, hasCookie, shop.services]);
  const throttleList = cookie ?? fetched;
  if (loggedIn) return { loggedIn, canAdd: true, prospectFlow: false };
  if (throttleList === undefined) return { loggedIn, canAdd: undefined, prospectFlow: undefined };
  const input: ProspectFlowInput = {
    loggedIn,
    prospectFlag: shop.config.prospectFlow || shell.sessionFlags.get(PROSPECT_FLAG_KEY) === 'true',
    throttleList,
    forAccessories: options.forAccessories ?? false,
    hasProspectCart: shop.hasProspectCart(),
    standaloneAccessories: shop.config.standaloneAccessories,
  };
  return { loggedIn, canAdd: canAddToCart(input), prospectFlow: prospectFlow(input) };
}

/** The shopping words in the site's language. */
export function useShopStrings() {
  return SHOP_STRINGS[useStorefront().site.language];
}

/** The session flag listing the devices whose page the visitor opened, newest first. */
export const VIEWED_DEVICES_KEY = 'viewedDevices';
const MAX_VIEWED = 20;

/** The devices the visitor looked at this session (for suggestions that skip them). */
export function viewedDevices(flags: { get(key: string): string | null }): string[] {
  return (flags.get(VIEWED_DEVICES_KEY) ?? '')
    .split(',')
    .filter((id) => /^[a-z0-9-]{1,120}$/.test(id))
    .slice(0, MAX_VIEWED);
}

/** Remembers that the visitor opened a device's page. */
export function rememberViewed(
  flags: { get(key: string): string | null; set(key: string, value: string): void },
  id: string,
) {
  flags.set(VIEWED_DEVICES_KEY, [id, ...viewedDevices(flags).filter((v) => v !== id)].slice(0, MAX_VIEWED).join(','));
}
