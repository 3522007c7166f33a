import { Hono, type Context } from 'hono';
import {
  AssignMtnRequest,
  CheckoutDetailsRequest,
  PortInRequest,
  NpanxxRequest,
  type CheckoutDetails,
} from '@carrier/service-contracts';
import { CartChangeError } from '../carts/errors.js';
import { readCart, type StoredCart } from '../carts/model.js';
import { DEVICES } from '../catalogue/catalogue.js';
import { assignNumber, checkoutOf, numbersFor, portNumber, regionOf } from '../checkout/model.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import type { SandboxStore } from '../store.js';

/** A phone's full name, its maker once ("Google Pixel 10", not "Google Google Pixel 10"). */
const deviceNames = new Map(
  DEVICES.map((d) => [d.id, d.model.startsWith(d.maker) ? d.model : `${d.maker} ${d.model}`]),
);

/** The checkout as the store reads it: the flow, the lines and their numbers, and the steps still to do. */
export function checkoutDetails(cart: StoredCart, now: Date): CheckoutDetails {
  const checkout = checkoutOf(cart, now);
  return {
    cartId: cart.id,
    intendType: cart.intendType,
    startedAt: checkout.startedAt,
    lines: cart.lines.map((line) => ({
      lineId: line.lineId,
      deviceName: deviceNames.get(line.deviceId) ?? line.deviceId,
      number: checkout.numbers[line.lineId] ?? null,
    })),
    pendingSteps: readCart(cart, now).pendingSteps,
  };
}

/**
 * The checkout services of spec 7.3: get-checkout-details (which starts the checkout), and the numbers of new
 * lines: retreive-npanxx (the numbers near a ZIP), assign-mtn and portin. Each change is one transaction on the cart.
 */
export function checkoutServices(store: SandboxStore, now: () => Date = () => new Date()): Hono {
  const app = new Hono();

  /** Changes the checkout of a cart and answers the checkout as it is now; 404 without a cart, 400 if refused. */
  async function change(c: Context, cartId: string, apply: (cart: StoredCart) => StoredCart) {
    try {
      const result = await store.updateCart(cartId, undefined, apply);
      if (result.status !== 'ok') return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(result.cart, now()) });
    } catch (error) {
      if (error instanceof CartChangeError) return serviceError(c, 400, error.id, error.message);
      throw error;
    }
  }

  app.post('/orderprocessservice/checkoutapi/get-checkout-details', async (c) => {
    const body = await readBody(c, CheckoutDetailsRequest);
    if (!body.ok) return body.response as Response;
    const cart = await store.getCart(body.value.cartId);
    if (!cart) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
    if (cart.lines.length === 0 && cart.accessories.length === 0)
      return serviceError(c, 400, 'CART_EMPTY', 'There is nothing in this cart to check out.');
    if (cart.checkout) return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(cart, now()) });
    return change(c, cart.id, (current) => ({ ...current, checkout: checkoutOf(current, now()) }));
  });

  app.post('/assignmtnservice/nse/retreive-npanxx', async (c) => {
    const body = await readBody(c, NpanxxRequest);
    if (!body.ok) return body.response as Response;
    const { zip } = body.value;
    const region = regionOf(zip);
    const numbers = numbersFor(zip).map((mdn) => ({
      mdn,
      npa: mdn.slice(0, 3),
      nxx: mdn.slice(3, 6),
      city: region.city,
    }));
    const npanxxList = [...new Map(numbers.map(({ npa, nxx, city }) => [`${npa}${nxx}`, { npa, nxx, city }])).values()];
    return c.json({ serviceHeader: OK_HEADER, data: { zip, npanxxList, numbers } });
  });

  app.post('/assignmtnservice/nse/assign-mtn', async (c) => {
    const body = await readBody(c, AssignMtnRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, lineId, zip, mdn } = body.value;
    return change(c, cartId, (cart) => assignNumber(cart, lineId, zip, mdn, now()));
  });

  app.post('/assignmtnservice/nse/portin', async (c) => {
    const body = await readBody(c, PortInRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, ...request } = body.value;
    return change(c, cartId, (cart) => portNumber(cart, request, now()));
  });

  return app;
}
