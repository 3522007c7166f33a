import { createValue, type Atoms, type StateSource } from '@carrier/store';
import type { CartAdded } from './cart-added.js';
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

export interface CartOpener extends StateSource<CartOpenerState> {
  /** Tells that an item was added; answers whether the cart opened or the customer is told in a message. */
  added(name: string): 'opened' | 'told';
  close(): void;
  /**
   * What the store server added for a form the customer sent before the page's code ran (`CartAdded`), as the store
   * found it when it started (its cookie is gone from then on).
   */
  readonly fromServer: CartAdded | undefined;
  /** `fromServer` the first time only: the page it was sent to tells it once, when it is live. */
  takeServerAdd(): CartAdded | undefined;
}

export function createCartOpener(
  flags: {
    get(key: string): string | null;
    set(key: string, value: string): void;
  },
  atoms: Atoms,
  fromServer?: CartAdded,
): CartOpener {
  let untold = fromServer;
  // Each change is a new state in full.
  const store = createValue<CartOpenerState>({ open: false }, atoms);
  const set = store.set;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms,
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
    fromServer,
    takeServerAdd() {
      const added = untold;
      untold = undefined;
      return added;
    },
  };
}
