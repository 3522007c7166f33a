import { createStore, type Atoms, type StateSource } from '@carrier/store';
import { keptJson } from './kept.js';
/**
 * Favorites (the wishlist): kept on the server for logged-in customers and in the browser for prospects;
 * what a prospect saved is merged into the server's list when they sign in.
 */

/** The browser storage key of a prospect's favorites. */
export const FAVORITES_STORAGE_KEY = 'carrier.favorites';

/** Most favorites kept: the oldest go first. */
export const MAX_FAVORITES = 50;

export interface Favorite {
  /** A device or accessory id of the catalogue. */
  readonly id: string;
  readonly kind: 'device' | 'accessory';
  /** When it was saved, in ms since the epoch. */
  readonly addedAt: number;
}

const ID = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** Reads a list of favorites from anything (storage, a service answer); malformed entries are dropped. */
export function readFavorites(raw: unknown): Favorite[] {
  if (!Array.isArray(raw)) return [];
  const found: Favorite[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, kind, addedAt } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !ID.test(id)) continue;
    if (kind !== 'device' && kind !== 'accessory') continue;
    if (typeof addedAt !== 'number' || !Number.isFinite(addedAt) || addedAt < 0) continue;
    found.push({ id, kind, addedAt });
  }
  return mergeFavorites(found, []);
}

/**
 * Two lists as one: each item once (its earliest save kept), newest first, at most MAX_FAVORITES.
 */
export function mergeFavorites(a: readonly Favorite[], b: readonly Favorite[]): Favorite[] {
  const byId = new Map<string, Favorite>();
  for (const fav of [...a, ...b]) {
    const seen = byId.get(fav.id);
    if (!seen || fav.addedAt < seen.addedAt) byId.set(fav.id, fav);
  }
  return [...byId.values()].sort((x, y) => y.addedAt - x.addedAt || x.id.localeCompare(y.id)).slice(0, MAX_FAVORITES);
}

/** The server's list could not be read, so a change was not made. */
export class FavoritesUnavailableError extends Error {
  override readonly name = 'FavoritesUnavailableError';
  constructor() {
    super('The favorites could not be loaded, so they were not changed.');
  }
}

/** Where logged-in customers' favorites live. */
export interface FavoritesRemote {
  read(): Promise<readonly Favorite[]>;
  save(favorites: readonly Favorite[]): Promise<readonly Favorite[]>;
}

export interface FavoritesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface FavoritesState {
  readonly items: readonly Favorite[];
  /** Loaded from where they live (the browser at once; the server after its answer). */
  readonly ready: boolean;
  /** The last save or load failed; the list shown is what the customer last saw. */
  readonly error: boolean;
}

export interface FavoritesStore extends StateSource<FavoritesState> {
  /** Loads the list; for a logged-in customer, first merges in what was saved in the browser. */
  load(): Promise<void>;
  has(id: string): boolean;
  toggle(id: string, kind: Favorite['kind']): Promise<void>;
}

export interface FavoritesOptions {
  readonly storage: FavoritesStorage;
  readonly remote: FavoritesRemote;
  readonly loggedIn: () => boolean;
  readonly now: () => number;
  /** The page's jotai store, where the list is held. */
  readonly atoms: Atoms;
}

function readStored(storage: FavoritesStorage): Favorite[] {
  return readFavorites(keptJson(storage, FAVORITES_STORAGE_KEY).read() ?? []);
}

/** The favorites of the visitor, in the browser or on the server by whether they are logged in. */
export function createFavorites({ storage, remote, loggedIn, now, atoms }: FavoritesOptions): FavoritesStore {
  // Each change gives some of the fields; the reducer keeps the rest.
  const store = createStore(
    (state: FavoritesState, change: Partial<FavoritesState>): FavoritesState => ({ ...state, ...change }),
    loggedIn() ? { items: [], ready: false, error: false } : { items: readStored(storage), ready: true, error: false },
    atoms,
  );
  const set = store.dispatch;
  let loading: Promise<void> | undefined;
  /** Whether the server's list was read: until then a change would overwrite what it holds. */
  let serverRead = false;

  async function loadFromServer(): Promise<void> {
    const local = readStored(storage);
    try {
      const server = await remote.read();
      serverRead = true;
      if (local.length === 0) return set({ items: mergeFavorites(server, []), ready: true, error: false });
      // What the customer saved before signing in joins their list, and then lives on the server only.
      const merged = await remote.save(mergeFavorites(server, local));
      storage.removeItem(FAVORITES_STORAGE_KEY);
      set({ items: mergeFavorites(merged, []), ready: true, error: false });
    } catch {
      set({ ready: true, error: true });
    }
  }

  function load(): Promise<void> {
    if (!loggedIn()) {
      set({ items: readStored(storage), ready: true, error: false });
      return Promise.resolve();
    }
    loading ??= loadFromServer().finally(() => (loading = undefined));
    return loading;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms,
    load,
    has: (id) => store.getState().items.some((f) => f.id === id),
    async toggle(id, kind) {
      // A change made before the server's list arrived would overwrite it: wait for it first.
      if (loggedIn() && !serverRead) {
        await load();
        if (!serverRead) throw new FavoritesUnavailableError();
      }
      const before = store.getState().items;
      const next = before.some((f) => f.id === id)
        ? before.filter((f) => f.id !== id)
        : mergeFavorites([{ id, kind, addedAt: now() }], before);
      set({ items: next, error: false });
      if (!loggedIn()) {
        keptJson(storage, FAVORITES_STORAGE_KEY).write(next);
        return;
      }
      try {
        set({ items: mergeFavorites(await remote.save(next), []) });
      } catch (error) {
        // Nothing is lost: the list goes back to what the server holds, and the page says it failed.
        set({ items: before, error: true });
        throw error;
      }
    },
  };
}

/** The cookie that keeps a prospect's favorites, so the site's English and Spanish hosts see the same ones. */
export const FAVORITES_COOKIE = 'carrierFavorites';
/** The most a favorites cookie holds (browsers keep about 4,000 bytes a cookie): the oldest go first. */
export const FAVORITES_COOKIE_MAX = 3_000;
const YEAR_S = 365 * 24 * 60 * 60;

/** Favorites as a cookie value: `d` or `a` and the time saved (base 36), a dot, the id; `~` between them. */
export function encodeFavorites(items: readonly Favorite[]): string {
  let value = '';
  for (const item of items) {
    const next = `${value ? `${value}~` : ''}${item.kind === 'device' ? 'd' : 'a'}${item.addedAt.toString(36)}.${item.id}`;
    if (next.length > FAVORITES_COOKIE_MAX) break;
    value = next;
  }
  return value;
}

/** Favorites from a cookie value; anything malformed is dropped. */
export function decodeFavorites(value: string): Favorite[] {
  return readFavorites(
    value
      .split('~')
      .map((entry) => /^([da])([0-9a-z]{1,12})\.(.+)$/.exec(entry))
      .filter((match) => match !== null)
      .map(([, kind, time, id]) => ({
        id,
        kind: kind === 'd' ? 'device' : 'accessory',
        addedAt: Number.parseInt(time ?? '', 36),
      })),
  );
}

/**
 * A prospect's favorites kept in a cookie on the domain the site's hosts share (when there is one), so
 * switching language keeps them, as it keeps the cart. Favorites a browser kept before, in its storage, are read
 * when the cookie has none.
 */
export function cookieFavoritesStorage(
  jar: { read(): string; write(assignment: string): void },
  { domain, legacy }: { readonly domain?: string | undefined; readonly legacy?: FavoritesStorage } = {},
): FavoritesStorage {
  const scope = `; path=/; SameSite=Lax${domain ? `; domain=${domain}` : ''}`;
  const pattern = new RegExp(`(?:^|;\\s*)${FAVORITES_COOKIE}=([^;]*)`);
  const read = () => pattern.exec(jar.read())?.[1];
  return {
    getItem: (key) => {
      const value = read();
      if (value !== undefined) return JSON.stringify(decodeFavorites(value));
      return legacy?.getItem(key) ?? null;
    },
    setItem: (key, json) => {
      let items: Favorite[] = [];
      try {
        items = readFavorites(JSON.parse(json));
      } catch {
        items = [];
      }
      jar.write(`${FAVORITES_COOKIE}=${encodeFavorites(items)}; max-age=${YEAR_S}${scope}`);
      legacy?.removeItem(key);
    },
    removeItem: (key) => {
      jar.write(`${FAVORITES_COOKIE}=; max-age=0${scope}`);
      legacy?.removeItem(key);
    },
  };
}
