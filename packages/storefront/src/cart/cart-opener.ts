import { createStore } from '@carrier/store';
/**
 * The cart opens by itself on the first add-to-cart only: then an updated flag is set so it does not
 * reopen (spec 4.3). Later adds are told in a short status message instead.
 */

/** The session flag set once the cart has opened by itself. */
export const CART_UPDATED_FLAG = 'cartUpdated';

export interface CartOpenerState {
  /** The mini cart is open. */
  readonly open: boolean;
  /** What was last added, for the status message. */
  readonly lastAdded?: string;
}

export interface CartOpener {
  getState(): CartOpenerState;
  subscribe(listener: (state: CartOpenerState) => void): () => void;
  /** Tells that an item was added; answers whether the cart opened or the customer is told in a message. */
  added(name: string): 'opened' | 'told';
  close(): void;
}

export function createCartOpener(flags: {
  get(key: string): string | null;
  set(key: string, value: string): void;
}): CartOpener {
  // Each change is a new state in full: the reducer takes it as it is.
  const store = createStore((_state: CartOpenerState, next: CartOpenerState) => next, { open: false });
  const set = store.dispatch;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    added(name) {
      if (flags.get(CART_UPDATED_FLAG) === 'true') {
        set({ open: false, lastAdded: name });
        return 'told';
      }
      flags.set(CART_UPDATED_FLAG, 'true');
      set({ open: true, lastAdded: name });
      return 'opened';
    },
    close: () => set({ ...store.getState(), open: false }),
  };
}
