// The sample purchase of the store's stories: the sandbox's Google Pixel 10 (Indigo, 128 GB) on a device payment
// agreement, on Unlimited Plus with Total Mobile Protection and a new number, in the cart and as an order placed.
import type { Amounts, Order } from '@carrier/service-contracts';
import { CART } from './cart.js';

/** A phone's picture drawn inline, as the sandbox draws them (a story has no services to ask). */
export const storyPicture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect x="14" y="6" width="30" height="66" rx="7" fill="${fill}"/><rect x="36" y="9" width="30" height="66" rx="7" fill="#111"/><rect x="39" y="13" width="24" height="58" rx="4" fill="${fill}" opacity=".7"/></svg>`)}`;

const line = CART.amounts.lines[0]!;

/** What the sample purchase comes to, as the services computed it: the phone's tax today, the rest each month. */
export const SAMPLE_AMOUNTS: Amounts = {
  ...CART.amounts,
  lines: [
    {
      ...line,
      plan: { name: 'Unlimited Plus', monthly: 90 },
      protection: { name: 'Total Mobile Protection', monthly: 18 },
      dueMonthly: 127.42,
    },
  ],
  dueMonthly: 127.42,
};

/** The sample purchase with New York's sales tax (8.875 %), once the checkout knows where it goes. */
const NEW_YORK_TAX = 62.04;
const PLACED_AMOUNTS: Amounts = {
  ...SAMPLE_AMOUNTS,
  lines: SAMPLE_AMOUNTS.lines.map((l) => ({ ...l, tax: { base: 699, amount: NEW_YORK_TAX } })),
  tax: { rate: 0.08875, region: 'NY', estimated: false, base: 699, amount: NEW_YORK_TAX },
  dueToday: NEW_YORK_TAX,
  card: { amount: NEW_YORK_TAX, brand: 'VISA', last4: '4242' },
};

/** The sample purchase placed: shipped to New York, paid by a Visa card. */
export const SAMPLE_ORDER: Order = {
  orderNumber: 'MW40712385',
  status: 'PLACED',
  placedAt: '2026-11-27T15:04:00.000Z',
  intendType: 'NSE',
  customer: { firstName: 'Paula', lastName: 'Prospect', email: 'paula@example.com' },
  lines: [
    {
      lineId: 'L1',
      deviceName: 'Google Pixel 10',
      colour: 'Indigo',
      storage: '128 GB',
      image: storyPicture('#3f4a8a'),
      purchaseType: 'devicePayment',
      number: { kind: 'new', mdn: '2125550199', zip: '10118' },
      planName: 'Unlimited Plus',
      monthly: 127.42,
    },
  ],
  accessories: [],
  delivery: {
    method: 'SHIPPING',
    optionId: 'SHIP-STANDARD',
    name: 'Standard shipping (2-4 business days)',
    price: 0,
    arrivesBy: '2026-12-02',
    address: { line1: '350 5th Ave', line2: '', city: 'New York', state: 'NY', zip: '10118' },
  },
  payment: {
    card: { brand: 'VISA', last4: '4242', amount: NEW_YORK_TAX },
    giftCards: [],
    authorizationId: 'AUTH-5K2Q9X',
  },
  amounts: PLACED_AMOUNTS,
};
