import { createAtoms } from '@carrier/store';
import type { Amounts, Cart } from '@carrier/service-contracts';
import { vi } from 'vitest';
import { STORE_CART_LOCK_CONFIG, createStoreCart } from '../cart/store-cart.js';
import { createCartClient } from '../cart/cart-client.js';
import { cartServices } from './world.js';

/** A chat agent's lock, as the cart service reports it. */
export const chatLock = () =>
  Object.assign(new Error('A chat agent is working on this cart.'), {
    id: 'CART_CHAT_LOCK',
    lockedChannelIds: ['VZW-CHAT'],
  });

/** The amounts of an empty order: nothing today, nothing monthly, tax estimated at the default rate. */
export const NO_AMOUNTS: Amounts = {
  lines: [],
  accessories: [],
  tax: { rate: 0.07, region: 'DEFAULT', estimated: true, base: 0, amount: 0 },
  delivery: null,
  deposit: 0,
  dueToday: 0,
  giftCards: [],
  card: { amount: 0, brand: null, last4: null },
  dueMonthly: 0,
};

/** A prospect's cart with one line: a Google Pixel 10 on device payment with a promotion, no plan yet. */
export const CART = {
  cartId: 'CART-0001-ABCD',
  version: 1,
  prospect: true,
  cartHasOnlyAccessories: false,
  cartInfo: { intendType: 'NSE', gRecaptchaResponse: null, itemCount: 1, dueToday: 48.93, dueMonthly: 19.42 },
  lineDetails: {
    lineInfo: [
      {
        lineId: 'L1',
        device: {
          deviceId: 'google-pixel-10',
          sku: 'GOOGLE-PIXEL-10-INDIGO-128',
          name: 'Google Pixel 10',
          colour: 'Indigo',
          storage: '128 GB',
          image: '/content/vcg/images/devices/google-pixel-10/indigo.svg',
          purchaseType: 'devicePayment',
          price: 699,
          monthly: 19.42,
        },
        serviceInfo: { planId: null, planName: null, planMonthly: 0, sbdOffer: [] },
        promoBadges: [{ promotionId: 'P1', name: '$100 off Pixel 10' }],
        protection: null,
      },
    ],
    tradeInDetail: { tradeInItems: [] },
  },
  accessories: [],
  cartValidationErrors: [],
  shipment: { lines: [] },
  pendingSteps: {},
  // The sales tax on the phone's full price is due today, estimated until there is an address.
  amounts: {
    ...NO_AMOUNTS,
    lines: [
      {
        lineId: 'L1',
        deviceName: 'Google Pixel 10',
        purchaseType: 'devicePayment' as const,
        price: 699,
        deviceToday: 0,
        downPayment: 0,
        instantCredit: 0,
        financed: 699,
        months: 36,
        deviceMonthly: 19.42,
        promotionCreditMonthly: 0,
        tradeInCreditMonthly: 0,
        plan: null,
        protection: null,
        payoff: 0,
        tax: { base: 699, amount: 48.93 },
        dueToday: 0,
        dueMonthly: 19.42,
      },
    ],
    tax: { rate: 0.07, region: 'DEFAULT', estimated: true, base: 699, amount: 48.93 },
    dueToday: 48.93,
    card: { amount: 48.93, brand: null, last4: null },
    dueMonthly: 19.42,
  },
};

/** A cart over a fake cart service: `answer` decides each call. */
export function storeCart(answer: (path: string, body: unknown) => Promise<unknown>) {
  const post = vi.fn(answer);
  const cart = createStoreCart({
    client: async () => createCartClient(cartServices(post)),
    cartId: () => 'CART-0001-ABCD',
    count: () => 1,
    readError: (error) => error as never,
    config: STORE_CART_LOCK_CONFIG,
    atoms: createAtoms(),
  });
  return { cart, post };
}

/** A cart with only the validation errors and the lines' plan and protection, for rules that read no more. */
export const cartWith = (
  errors: Cart['cartValidationErrors'],
  lines: { lineId: string; planId: string | null; protection: boolean }[] = [],
): Cart =>
  ({
    cartValidationErrors: errors,
    lineDetails: {
      lineInfo: lines.map((l) => ({
        lineId: l.lineId,
        serviceInfo: { planId: l.planId },
        protection: l.protection ? { id: 'P', name: 'P', monthlyPrice: 1 } : null,
      })),
      tradeInDetail: { tradeInItems: [] },
    },
  }) as unknown as Cart;
