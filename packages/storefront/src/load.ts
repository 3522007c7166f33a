import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStorefront } from './context.js';
import type { FavoritesState } from './favorites.js';

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
  const { favorites } = useStorefront();
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
