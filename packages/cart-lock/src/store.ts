import { createStore, type Atoms, type StateSource } from '@carrier/store';
import {
  detectCartLock,
  type CartCallContext,
  type CartErrorLike,
  type CartLock,
  type CartLockConfig,
} from './rules.js';

/** A lock found longer ago than this is re-checked before a cart change. */
export const LOCK_STALE_AFTER_MS = 60_000;

export interface CartLockState {
  readonly lock: CartLock | undefined;
  /** When the lock was last confirmed (ms). */
  readonly checkedAt: number | undefined;
  /** The page was restored or left alone, so the lock may be out of date. */
  readonly stale: boolean;
}

export type CartLockEvent =
  | { readonly type: 'locked'; readonly lock: CartLock; readonly now: number }
  | { readonly type: 'cleared' }
  | { readonly type: 'stale' };

export const INITIAL_CART_LOCK_STATE: CartLockState = { lock: undefined, checkedAt: undefined, stale: false };

/** Every transition of the lock, pure. */
export function cartLockReducer(state: CartLockState, event: CartLockEvent): CartLockState {
  switch (event.type) {
    case 'locked':
      return { lock: event.lock, checkedAt: event.now, stale: false };
    case 'cleared':
      return INITIAL_CART_LOCK_STATE;
    case 'stale':
      return state.lock && !state.stale ? { ...state, stale: true } : state;
  }
}

/** Thrown instead of making a change to a locked cart, and when a change finds the cart locked. */
export class CartLockedError extends Error {
  override readonly name = 'CartLockedError';
  constructor(readonly lock: CartLock) {
    super(`The cart is locked by ${lock.lockedChannelID ?? 'another channel'}.`);
  }
}

export interface CartLockOptions {
  readonly config: CartLockConfig;
  /** Reads whatever a cart call threw as a cart error (`classify` of `@carrier/error-catalogue`). */
  readonly readError: (error: unknown) => CartErrorLike;
  /** Reads the cart again; rejects with the lock error while it is still locked. */
  readonly recheck: () => Promise<unknown>;
  readonly now?: () => number;
  readonly staleAfterMs?: number;
  /** The jotai store its state is held in (the page's); one of its own when left out. */
  readonly atoms?: Atoms;
}

/** The lock of the customer's cart, and the guard every cart change goes through. */
export interface CartLockStore extends StateSource<CartLockState> {
  /** Looks at a failed cart call: records and returns the lock it means, if any. */
  report(error: unknown, context: CartCallContext): CartLock | undefined;
  /**
   * Runs a cart change unless the cart is locked. A stale lock (old, or the page restored) is re-checked
   * first: when the cart was released the change goes ahead. Rejects with `CartLockedError` when locked.
   */
  guard<T>(change: () => Promise<T>, context: CartCallContext): Promise<T>;
  /** Marks the lock as possibly out of date (the page came back from the back-forward cache). */
  markStale(): void;
  clear(): void;
}

/** The cart-lock store (spec 3.8, 4.4). */
export function createCartLock(options: CartLockOptions): CartLockStore {
  const now = options.now ?? (() => Date.now());
  const staleAfter = options.staleAfterMs ?? LOCK_STALE_AFTER_MS;
  const store = createStore(cartLockReducer, INITIAL_CART_LOCK_STATE, options.atoms);
  const { dispatch } = store;

  const report: CartLockStore['report'] = (error, context) => {
    if (error instanceof CartLockedError) return error.lock;
    const lock = detectCartLock(options.readError(error), context, options.config);
    if (lock) dispatch({ type: 'locked', lock, now: now() });
    return lock;
  };

  async function stillLocked(lock: CartLock): Promise<CartLock | undefined> {
    try {
      await options.recheck();
    } catch (error) {
      // Still locked, or unknown: a cart that may be locked is not changed.
      const found = report(error, { call: 'read' });
      if (found) return found;
      dispatch({ type: 'locked', lock, now: now() });
      throw error;
    }
    dispatch({ type: 'cleared' });
    return undefined;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms: store.atoms,
    report,
    async guard(change, context) {
      const { lock, checkedAt, stale } = store.getState();
      if (lock) {
        const old = stale || checkedAt === undefined || now() - checkedAt > staleAfter;
        const current = old ? await stillLocked(lock) : lock;
        if (current) throw new CartLockedError(current);
      }
      try {
        return await change();
      } catch (error) {
        const found = report(error, context);
        throw found ? new CartLockedError(found) : error;
      }
    },
    markStale: () => dispatch({ type: 'stale' }),
    clear: () => dispatch({ type: 'cleared' }),
  };
}
