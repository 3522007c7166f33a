import { createValue, type Atoms } from '@carrier/store';
import type { HeldInAtom } from '../atoms.js';
import {
  CartLockedError,
  DEFAULT_CART_LOCK_CHANNELS,
  createCartLock,
  type CartErrorLike,
  type CartLockConfig,
  type CartLockStore,
} from '@carrier/cart-lock';
import { isHttpError } from '@carrier/http-client';
import type {
  AddAccessoriesRequest,
  AddByodRequest,
  AddDeviceRequest,
  Cart,
  SaveCartRequest,
} from '@carrier/service-contracts';
import { loadOnce } from '../platform/load-once.js';
import type { CartClient } from './cart-client.js';

/** The store's lock lists (spec 4.4): the ids the cart service answers for a chat and a digital lock. */
export const STORE_CART_LOCK_CONFIG: CartLockConfig = {
  chatLockIds: ['CART_CHAT_LOCK'],
  digitalLockIds: ['CART_DIGITAL_LOCK'],
  ...DEFAULT_CART_LOCK_CHANNELS,
};

/** The cart page, relative to the sales base. */
export const CART_PAGE_PATH = '/cart.html';

/** The query parameter value that says a page was opened from the header's cart icon (`fromSource`, spec 2.6). */
export const FROM_CART_ICON = 'cartIcon';

/**
 * The customer's cart as the pages use it: every call watched for a lock, every change guarded. Its state is the
 * count of its items, held in an atom of the page's jotai store (`useValueOf(cart)` in the header).
 */
export interface StoreCart extends HeldInAtom<number> {
  readonly lock: CartLockStore;
  /** Items in the cart by the count cookies (spec 3.4), for the header. */
  count(): number;
  /** Calls `listener` when the count changed after a read or change of the cart; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The cart, or undefined when the customer has none. Rejects with `CartLockedError` when locked. */
  read(pageName: string): Promise<Cart | undefined>;
  removeLine(lineId: string, pageName: string): Promise<Cart>;
  removeAccessory(accessoryId: string, pageName: string): Promise<Cart>;
  /** A new line with a device (a variant, on device payment or paid in full). */
  addDevice(request: AddDeviceChange, pageName: string): Promise<Cart>;
  /** A line for the customer's own phone (bring your own device) with a SIM card or an eSIM. */
  addByod(request: Omit<AddByodRequest, 'cartId' | 'expectedVersion'>, pageName: string): Promise<Cart>;
  /** Accessories, each with a quantity added to what the cart holds. */
  addAccessories(
    items: AddAccessoriesRequest['items'],
    pageName: string,
    options?: { readonly bundle?: boolean },
  ): Promise<Cart>;
  /**
   * Accessories added by saving the cart (save-cart), as the accessory interstitial does: a lock error on that
   * page's save is not a lock (spec 4.4). With no cart yet, they start one as `addAccessories` does.
   */
  saveAccessories(items: AddAccessoriesRequest['items'], pageName: string): Promise<Cart>;
  /** The plan, protection or trade-in of one line. */
  saveLine(change: LineChange, pageName: string): Promise<Cart>;
  /** Sets the quantity of an accessory the cart holds (0 removes it). */
  setAccessoryQuantity(accessoryId: string, quantity: number, pageName: string): Promise<Cart>;
  /**
   * A step the customer has still to finish for an item of the cart (add-step, spec 7.3): it stays in the cart's
   * `pendingSteps` until done, so the services can steer the customer back to it (`spokeJourney`, spec 3.7).
   */
  addStep(group: string, id: string, pageName: string): Promise<Cart>;
  /**
   * A Friends and Family code the promotion service accepted, applied to the cart: the cart service checks it again
   * and takes its savings off the plans. With no cart yet, it starts one.
   */
  applyPromotion(promotionCode: string, pageName: string): Promise<Cart>;
}

export type AddDeviceChange = Omit<AddDeviceRequest, 'cartId' | 'expectedVersion'>;
export type LineChange = NonNullable<SaveCartRequest['lines']>[number];

export interface StoreCartOptions {
  /** The cart client, loaded when the cart is first used (its contracts stay out of the first page's code). */
  readonly client: () => Promise<CartClient>;
  /** The cartId cookie. */
  readonly cartId: () => string | undefined;
  readonly count: () => number;
  /** Reads a failed call as a cart error (`classify`). */
  readonly readError: (error: unknown) => CartErrorLike;
  readonly config?: CartLockConfig;
  readonly now?: () => number;
  /** The page's jotai store, where the count and the lock are held. */
  readonly atoms: Atoms;
}

/** The cart over the cart client, with the lock of `@carrier/cart-lock` around it. */
export function createStoreCart({ client, cartId, count, readError, config, now, atoms }: StoreCartOptions): StoreCart {
  const cartClient = loadOnce(client);
  const readCurrent = async (): Promise<Cart | undefined> => {
    const id = cartId();
    try {
      return id ? await (await cartClient()).read(id) : undefined;
    } catch (error) {
      // A cart id the services no longer know (the cart was ordered or expired) is no cart.
      if (isHttpError(error) && error.status === 404) return undefined;
      throw error;
    }
  };
  /** The client with the customer's cart read first, so a change on a new page applies to that cart. */
  const withCurrent = async (): Promise<CartClient> => {
    const client = await cartClient();
    if (!client.current()) await readCurrent();
    return client;
  };
  const lock = createCartLock({
    config: config ?? STORE_CART_LOCK_CONFIG,
    readError,
    recheck: readCurrent,
    atoms,
    ...(now ? { now } : {}),
  });
  /** A change of the customer's cart by `call`, made on their cart as read, guarded by the lock. */
  const change = (call: string, pageName: string, run: (client: CartClient) => Promise<Cart>) =>
    lock.guard(async () => run(await withCurrent()), { call, pageName });
  const save = (pageName: string, changes: Parameters<CartClient['save']>[0]) =>
    change('save-cart', pageName, (client) => client.save(changes));
  const addAccessories: StoreCart['addAccessories'] = (items, pageName, options) =>
    change('add-accessories', pageName, (client) => client.addAccessories(items, options?.bundle));
  // After every read and change, answered (or refused), the count is read again: the header's count follows.
  const items = createValue(count(), atoms);
  const cart: Omit<StoreCart, 'subscribe' | 'lock' | 'count' | 'atom' | 'atoms'> = {
    async read(pageName) {
      try {
        const cart = await readCurrent();
        // A cart that reads fine is not locked (any more).
        if (lock.getState().lock) lock.clear();
        return cart;
      } catch (error) {
        const found = lock.report(error, { call: 'read', pageName });
        throw found ? new CartLockedError(found) : error;
      }
    },
    removeLine: (lineId, pageName) => save(pageName, { lines: [{ lineId, remove: true }] }),
    removeAccessory: (accessoryId, pageName) => save(pageName, { removeAccessories: [accessoryId] }),
    addDevice: (request, pageName) => change('add-device', pageName, (client) => client.addDevice(request)),
    addByod: (request, pageName) => change('add-byod', pageName, (client) => client.addByod(request)),
    addAccessories,
    saveAccessories: async (items, pageName) => {
      const client = await withCurrent();
      if (!client.current()) return addAccessories(items, pageName);
      return lock.guard(() => client.save({ addAccessories: items }), { call: 'save-cart', pageName });
    },
    saveLine: (line, pageName) => save(pageName, { lines: [line] }),
    addStep: (group, id, pageName) => change('add-step', pageName, (client) => client.addStep(group, id)),
    applyPromotion: (promotionCode, pageName) =>
      change('apply-promotion', pageName, (client) => client.applyPromotion(promotionCode)),
    setAccessoryQuantity: (accessoryId, quantity, pageName) =>
      save(pageName, { accessoryQuantities: [{ accessoryId, quantity }] }),
  };
  // Each call, answered or refused, then reads the count again.
  const told = Object.fromEntries(
    Object.entries(cart).map(([name, run]: [string, (...args: never[]) => Promise<unknown>]) => [
      name,
      async (...args: never[]) => {
        try {
          return await run(...args);
        } finally {
          items.set(count());
        }
      },
    ]),
  ) as typeof cart;
  return {
    lock,
    count,
    subscribe: (listener) => items.subscribe(() => listener()),
    atom: items.atom,
    atoms,
    ...told,
  };
}
