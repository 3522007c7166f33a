import { isHttpError } from '@carrier/http-client';
import { useNavigate } from '@tanstack/react-router';
import { startTransition, use, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStorefront } from './context.js';
import type { FavoritesState } from './favorites.js';
import { useValueOf } from './atoms.js';

/** The signal of a load read on the server: the page it is read for never moves on. */
const NEVER_ABORTED = new AbortController().signal;

export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void; readonly error: unknown }
  | { readonly status: 'ready'; readonly value: T };

/** A load in a page: its state, and what the page may do with it. */
export type Load<T> = Loaded<T> & {
  /** Loads again (after a change elsewhere, or a retry); the state is `loading` meanwhile. */
  readonly reload: () => void;
  /** Takes a value the page got otherwise (the answer of a change) as the loaded one, without loading. */
  readonly replace: (value: T) => void;
};

export interface LoadOptions {
  /** Whether a failure is reported as a service error (spec 8.4); every failure is, unless this says no. */
  readonly report?: (error: unknown) => boolean;
  /**
   * Read in the browser only, never on the server: what it reads depends on the visit in the browser (a flag kept in
   * session storage, a call the server cannot make for the visitor). The server draws it as loading.
   */
  readonly browserOnly?: boolean;
}

/**
 * The one way a page reads server data: runs a load when the page shows and whenever its keys change; a failure
 * is reported as a service error (spec 8.4) and can be retried. An answer that arrives after the page moved on is
 * dropped; a load that passes on the signal it is given has its calls cancelled then instead, and each call so
 * cancelled is logged as aborted (INFO, spec 8.2). What an answer draws is a background render: it yields to the
 * customer's input instead of blocking the page while a long list is drawn.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  keys: readonly unknown[],
  options: LoadOptions = {},
): Load<T> {
  const { errors, reads } = useStorefront();
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...keys, attempt]);
  // On the server, the drawing waits for the load's read; in the browser, what the server read is drawn at once, and
  // not read again.
  const served =
    options.browserOnly || !reads
      ? undefined
      : reads.read
        ? use(reads.read(id, key, () => load(NEVER_ABORTED)))
        : reads.answer(id, key);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>(() =>
    served
      ? { key, loaded: { status: 'ready', value: served.value as T } }
      : { key: '', loaded: { status: 'loading' } },
  );
  const unread = useRef(served ? key : undefined);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((value: T) => setState({ key, loaded: { status: 'ready', value } }), [key]);
  // The load and options of the latest render; the load runs again only when the keys change.
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });
  useEffect(() => {
    // The value the server read is the one on screen: it is not read again.
    if (unread.current === key) {
      unread.current = undefined;
      return;
    }
    let live = true;
    const moved = new AbortController();
    latest.current.load(moved.signal).then(
      (value) => {
        if (live) startTransition(() => setState({ key, loaded: { status: 'ready', value } }));
      },
      (error: unknown) => {
        if (!live) {
          // A call cancelled because the page moved on (the http client's `aborted`).
          if (isHttpError(error) && error.kind === 'aborted') errors.report(error);
          return;
        }
        if (latest.current.options.report?.(error) ?? true) errors.handleServiceError(error);
        setState({ key, loaded: { status: 'failed', retry: reload, error } });
      },
    );
    return () => {
      live = false;
      moved.abort();
    };
  }, [key, errors, reload]);
  return { ...(state.key === key ? state.loaded : { status: 'loading' }), reload, replace };
}

/** The visitor's favorites, loaded when first used. */
export function useFavorites(): FavoritesState & {
  readonly has: (id: string) => boolean;
  readonly toggle: (id: string, kind: 'device' | 'accessory') => Promise<boolean>;
} {
  const { favorites } = useStorefront();
  const state = useValueOf(favorites);
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

/**
 * Says that the page drawn is about nothing the store has (an unknown phone): drawn on the server, the page answers
 * 404, so no search engine keeps it. Nothing in the browser, where the page already says so in words.
 */
export function usePageNotFound(): void {
  useStorefront().reads?.notFound?.();
}

/**
 * Says that the page drawn moved for good to `path` (under the sales base; a phone sold before, to the phone that took
 * its place): drawn on the server, the page answers 301 there; in the browser, the customer is taken there at once, the
 * address replaced (Back does not come back to it).
 */
export function usePageMoved(path: string): void {
  const { reads } = useStorefront();
  const navigate = useNavigate();
  reads?.moved?.(path);
  useEffect(() => {
    void navigate({ to: path as never, replace: true });
  }, [navigate, path]);
}
