// Placing an order: what a checked-out cart becomes. The cart is closed and the stock it takes is counted, in the
// one transaction of the order store.
import { randomInt } from 'node:crypto';
import type { Order } from '@carrier/service-contracts';
import { CartChangeError } from '../carts/errors.js';
import { readCart } from '../carts/read.js';
import { lineTradeInSummary, type StoredCart } from '../carts/stored.js';
import { WAREHOUSE } from './fulfilment.js';
import { checkoutSteps, lineNumber, nothingToShip } from './model.js';
import type { OrderPlacement } from '../store.js';
import { toCents } from '@carrier/pricing';

/** A new order number: MW and eight digits. */
export const newOrderNumber = () => `MW${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The order of a cart whose checkout is complete; refused while a step is still to do. */
export function buildOrder(cart: StoredCart, now: Date, orderNumber: string = newOrderNumber()): OrderPlacement {
  const checkout = cart.checkout;
  if (!checkout) throw new CartChangeError('CHECKOUT_NOT_STARTED', 'Start the checkout of this cart first.');
  if (checkout.orderNumber)
    throw new CartChangeError('ORDER_ALREADY_PLACED', `This cart's order was already placed: ${checkout.orderNumber}.`);
  const read = readCart(cart, now);
  const blockers = read.cartValidationErrors.filter((e) => e.errorLevel === 'Blocker');
  if (blockers.length > 0)
    throw new CartChangeError('CART_HAS_BLOCKERS', `Fix the cart first: ${blockers.map((b) => b.message).join(' ')}`);
  const pending = Object.keys(checkoutSteps(cart, toCents(read.amounts.dueToday)));
  if (pending.length > 0)
    throw new CartChangeError('CHECKOUT_INCOMPLETE', `Finish these checkout steps first: ${pending.join(', ')}.`);
  // An order of eSIMs alone is sent nowhere: it has no delivery.
  const delivery = nothingToShip(cart) ? null : checkout.delivery;
  if (delivery === undefined) throw new CartChangeError('CHECKOUT_INCOMPLETE', 'Choose how to get your order first.');
  const customer = checkout.customer;
  // A completed trade-in is kept with the order of the phone it came with.
  const tradeInOf = (lineId: string) => {
    const line = cart.lines.find((l) => l.lineId === lineId);
    return line ? lineTradeInSummary(line) : null;
  };
  const order: Order = {
    orderNumber,
    status: 'PLACED',
    placedAt: now.toISOString(),
    intendType: cart.intendType,
    customer: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      email: customer?.email ?? '',
    },
    lines: read.lineDetails.lineInfo.map((line) => ({
      lineId: line.lineId,
      deviceName: line.device.name,
      colour: line.device.colour,
      storage: line.device.storage,
      image: line.device.image,
      purchaseType: line.device.purchaseType,
      number: lineNumber(cart, checkout, line.lineId),
      sim: line.byod?.sim ?? null,
      planName: line.serviceInfo.planName,
      monthly: line.device.monthly,
      tradeIn: tradeInOf(line.lineId),
    })),
    accessories: read.accessories.map(({ name, quantity, price, image }) => ({ name, quantity, price, image })),
    delivery,
    payment: checkout.payment?.summary ?? { card: null, giftCards: [], authorizationId: 'NONE-DUE' },
    amounts: read.amounts,
  };
  const location = !delivery || delivery.method === 'SHIPPING' ? WAREHOUSE : delivery.storeId;
  const units = new Map<string, number>();
  // A SIM kit for a customer's own phone is not counted stock.
  for (const line of cart.lines) if (!line.byod) units.set(line.sku, (units.get(line.sku) ?? 0) + 1);
  return {
    order: {
      orderNumber,
      cartId: cart.id,
      order,
      paymentTokens: [
        ...(checkout.payment?.cardToken ? [checkout.payment.cardToken] : []),
        ...(checkout.payment?.giftCardTokens.map((g) => g.token) ?? []),
      ],
      email: (customer?.email ?? '').toLowerCase(),
      zip: (customer?.address.zip ?? '').slice(0, 5),
    },
    cart: { ...cart, checkout: { ...checkout, orderNumber } },
    stock: [...units].map(([sku, quantity]) => ({ sku, location, quantity })),
  };
}
