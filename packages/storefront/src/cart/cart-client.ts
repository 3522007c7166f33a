import { isHttpError, type HttpClient } from '@carrier/http-client';
import {
  CartResponse,
  check,
  type AddAccessoriesRequest,
  type AddByodRequest,
  type AddDeviceRequest,
  type Cart,
  type SaveCartRequest,
} from '@carrier/service-contracts';
import { MalformedResponseError } from '../platform/malformed.js';

/** How often a change is re-applied after the cart moved on under it (another tab, another device). */
export const MAX_CART_REPLAYS = 3;

/** The cart calls of the store, safe against two tabs changing one cart at once. */
export interface CartClient {
  /** The cart as last read or written, if any. */
  current(): Cart | undefined;
  read(cartId: string): Promise<Cart>;
  addDevice(request: Omit<AddDeviceRequest, 'cartId' | 'expectedVersion'>): Promise<Cart>;
  /** A line for the customer's own phone, with a SIM card or an eSIM. */
  addByod(request: Omit<AddByodRequest, 'cartId' | 'expectedVersion'>): Promise<Cart>;
  /** Accessories added; `bundle` marks them as a bundle's, at their bundle price while a phone is in the cart. */
  addAccessories(items: AddAccessoriesRequest['items'], bundle?: boolean): Promise<Cart>;
  addStep(group: string, id: string): Promise<Cart>;
  /** A Friends and Family code applied to the cart (one is started for it when there is none). */
  applyPromotion(promotionCode: string): Promise<Cart>;
  save(changes: Omit<SaveCartRequest, 'cartId' | 'expectedVersion'>): Promise<Cart>;
}

/**
 * Cart calls that never lose a change: each write says which version of the cart it was made against; when
 * the cart moved on (HTTP 409), the client takes the cart as it is now and applies the same change again.
 */
export function createCartClient(services: HttpClient, maxReplays = MAX_CART_REPLAYS): CartClient {
  let cart: Cart | undefined;
  // A read is a GET (the store server reads the cart for the page it draws with the same call).
  const readCart = (cartId: string) => services.get('cartservice/cart/read', { query: { cartId } });

  const accept = (path: string, answer: unknown): Cart => {
    const checked = check(CartResponse, answer);
    if (!checked.ok) throw new MalformedResponseError(path, checked.message);
    cart = checked.value.data;
    return cart;
  };

  /** The cart a 409 answer carries (the sandbox and the services send it), or a fresh read. */
  async function latest(error: unknown, path: string): Promise<Cart> {
    const carried = check(
      CartResponse.shape.data,
      isHttpError(error) ? (error.data as { data?: unknown } | undefined)?.data : undefined,
    );
    if (carried.ok) return (cart = carried.value);
    if (!cart) throw error;
    return accept(path, await readCart(cart.cartId));
  }

  async function write(name: string, body: Record<string, unknown>, needsCart: boolean): Promise<Cart> {
    const path = `cartservice/cart/${name}`;
    if (needsCart && !cart) throw new Error(`${name} needs a cart: read or add to one first.`);
    for (let replay = 0; ; replay++) {
      const payload = cart ? { ...body, cartId: cart.cartId, expectedVersion: cart.version } : body;
      try {
        return accept(path, await services.post(path, payload));
      } catch (error) {
        if (!isHttpError(error) || error.status !== 409 || replay >= maxReplays) throw error;
        await latest(error, path);
      }
    }
  }

  return {
    current: () => cart,
    read: async (cartId) => accept('cartservice/cart/read', await readCart(cartId)),
    addDevice: (request) => write('add-device', { ...request }, false),
    addByod: (request) => write('add-byod', { ...request }, false),
    addAccessories: (items, bundle) => write('add-accessories', { items, ...(bundle ? { bundle } : {}) }, false),
    addStep: (group, id) => write('add-step', { group, id }, true),
    applyPromotion: (promotionCode) => write('apply-promotion', { promotionCode }, false),
    save: (changes) => write('save-cart', { ...changes }, true),
  };
}
