import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { storeCookie } from '../cookies.js';
import {
  AddAccessoriesRequest,
  AddByodRequest,
  AddDeviceRequest,
  AddStepRequest,
  ApplyPromotionRequest,
  ReadCartRequest,
  check,
  SaveCartRequest,
  type Contract,
} from '@carrier/service-contracts';
import {
  CartChangeError,
  addAccessories,
  addByod,
  addDevice,
  addStep,
  emptyCart,
  itemCount,
  saveCart,
  withAccountIntent,
  type UpgradeAccount,
} from '../carts/model.js';
import { applyPromotion } from '../carts/promotion.js';
import { readCart } from '../carts/read.js';
import { lineTradeIn, type LineTradeIn, type StoredCart, type TradeInsByNumber } from '../carts/stored.js';
import { accountLinesOf } from '../accounts.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { TEST_USERS } from '../identity.js';
import { requestLanguage } from '../language.js';
import { scenarioOf } from '../scenarios.js';
import type { SandboxStore } from '../store.js';
import { SESSION_USER } from './session.js';
import { TRADE_IN_COOKIE, browserCompletedTradeIn } from './trade-in.js';

/** The cart services of spec 7.3: save-cart, add-device, add-accessories, add-step, and reading the cart. */
export function cartServices(store: SandboxStore, now: () => Date = () => new Date()): Hono {
  const app = new Hono();

  /** Answers the cart, and keeps the cartId and count cookies of spec 3.4 in step with it. */
  async function answer(c: Context, cart: StoredCart) {
    storeCookie(c, 'cartId', cart.id, { sameSite: 'Lax' });
    storeCookie(c, cart.prospect ? 'prospectCartCount' : 'gnCartCount', String(itemCount(cart)), {
      sameSite: 'Lax',
    });
    const read = readCart(cart, now(), scenarioOf(c)?.sddError, requestLanguage(c));
    const available = await availableTradeIns(c, cart);
    return c.json({
      serviceHeader: OK_HEADER,
      data: available.length
        ? {
            ...read,
            lineDetails: {
              ...read.lineDetails,
              tradeInDetail: { ...read.lineDetails.tradeInDetail, available },
            },
          }
        : read,
    });
  }

  /**
   * The trade-in this browser completed (its cookie names it) that no line of this cart and no order holds: a
   * trade-in made on its own page, to go on a phone bought afterwards.
   */
  async function availableTradeIns(c: Context, cart: StoredCart) {
    const id = getCookie(c, TRADE_IN_COOKIE);
    const tradeIn = id ? await store.getTradeIn(id) : undefined;
    const done = tradeIn?.completed;
    if (!done || tradeIn.orderNumber || cart.lines.some((l) => l.tradeIn?.tradeInNumber === done.tradeInNumber))
      return [];
    return [{ tradeInNumber: done.tradeInNumber, make: done.make, model: done.model, credit: done.credit }];
  }

  /** Applies a change to the caller's cart (or a new one, when allowed), answering 404, 409 or 400 as it must. */
  async function change(
    c: Context,
    cartId: string | undefined,
    expectedVersion: number | undefined,
    change: (cart: StoredCart) => StoredCart,
    createIfMissing: boolean,
  ) {
    // Whatever changed, a signed-in customer's cart is named by what it now holds.
    const apply = (cart: StoredCart) => withAccountIntent(change(cart));
    const id = cartId ?? getCookie(c, 'cartId');
    try {
      if (!id || (createIfMissing && !(await store.getCart(id)))) {
        if (!createIfMissing) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart to change.');
        const prospect = getCookie(c, 'loggedIn') !== 'true';
        const started = emptyCart(id && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : randomUUID(), prospect);
        // The bot check passed for the browser that started the cart (spec 3.2): its token goes with the cart.
        return answer(
          c,
          await store.createCart(apply({ ...started, botCheck: `rc_${randomBytes(24).toString('hex')}` })),
        );
      }
      const result = await store.updateCart(id, expectedVersion, apply);
      if (result.status === 'missing') return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      if (result.status === 'conflict') {
        return c.json(
          {
            serviceHeader: { statusCode: '409', statusMessage: 'The cart changed since it was read.' },
            errors: [
              {
                id: 'CART_VERSION_CONFLICT',
                message: 'The cart changed since it was read: read it again and re-apply the change.',
              },
            ],
            data: readCart(result.cart, now(), undefined, requestLanguage(c)),
          },
          409,
        );
      }
      return answer(c, result.cart);
    } catch (error) {
      if (error instanceof CartChangeError) return serviceError(c, 400, error.id, error.message);
      throw error;
    }
  }

  /** The completed trade-ins of these numbers that this browser made (the trade-in service's cookie proves it). */
  async function browserTradeIns(c: Context, numbers: readonly string[]): Promise<TradeInsByNumber> {
    const found = new Map<string, LineTradeIn>();
    for (const number of new Set(numbers)) {
      const completed = await browserCompletedTradeIn(store, c, number);
      if (completed) found.set(number, lineTradeIn(completed));
    }
    return found;
  }

  /**
   * Registers a cart write: the body is checked against its contract, then applied to the caller's cart
   * (or to a new one, for the calls that may start a cart).
   */
  function writeRoute<T extends { cartId?: string | undefined; expectedVersion?: number | undefined }>(
    name: string,
    contract: Contract<T>,
    apply: (
      cart: StoredCart,
      body: T,
      c: Context,
      tradeIns: TradeInsByNumber,
      account: UpgradeAccount | undefined,
    ) => StoredCart,
    createIfMissing: boolean,
    tradeInNumbers: (body: T) => readonly string[] = () => [],
    /** Whether the change reads the signed-in customer's account (an upgrade names one of its lines). */
    readsAccount = false,
  ) {
    app.post(`/cartservice/cart/${name}`, async (c) => {
      const body = await readBody(c, contract);
      if (!body.ok) return body.response as Response;
      const tradeIns = await browserTradeIns(c, tradeInNumbers(body.value));
      // The signed-in customer's account, with the upgrades already ordered for its lines.
      const user = readsAccount ? TEST_USERS.find((u) => u.id === c.get(SESSION_USER)) : undefined;
      const account = user ? { lines: await accountLinesOf(store, user) } : undefined;
      return change(
        c,
        body.value.cartId,
        body.value.expectedVersion,
        (cart) => {
          if (cart.checkout?.orderNumber)
            throw new CartChangeError('CART_CLOSED', 'This cart was ordered already. Start a new cart to shop again.');
          return apply(cart, body.value, c, tradeIns, account);
        },
        createIfMissing,
      );
    });
  }

  // An upgrade is of a line of the signed-in customer's account.
  writeRoute(
    'add-device',
    AddDeviceRequest,
    (cart, body, _c, tradeIns, account) => addDevice(cart, body, account, tradeIns),
    true,
    (body) => (body.tradeInNumber ? [body.tradeInNumber] : []),
    true,
  );
  // A line for the customer's own phone, checked by the compatibility service.
  writeRoute('add-byod', AddByodRequest, addByod, true);
  writeRoute(
    'add-accessories',
    AddAccessoriesRequest,
    (cart, body) => addAccessories(cart, body.items, body.bundle),
    true,
  );
  writeRoute('add-step', AddStepRequest, (cart, body) => addStep(cart, body.group, body.id), false);
  // A Friends and Family code, checked again here: its savings come off the cart's plans (a cart is started for it).
  writeRoute('apply-promotion', ApplyPromotionRequest, (cart, body) => applyPromotion(cart, body.promotionCode), true);
  writeRoute(
    'save-cart',
    SaveCartRequest,
    (cart, body, _c, tradeIns) => saveCart(cart, body, tradeIns),
    false,
    (body) => (body.lines ?? []).flatMap((line) => (line.tradeIn ? [line.tradeIn.tradeInNumber] : [])),
  );

  // A read: its query is the contract's request (a GET, so that the store server can read the cart for the page it
  // draws).
  app.get('/cartservice/cart/read', async (c) => {
    const query = check(ReadCartRequest, c.req.query());
    if (!query.ok) return serviceError(c, 400, 'BAD_REQUEST', `Request query is malformed: ${query.message}`);
    const cart = await store.getCart(query.value.cartId);
    return cart ? answer(c, cart) : serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
  });

  return app;
}
