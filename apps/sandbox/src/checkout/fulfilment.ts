// How an order reaches the customer and what they agree to: the e911 address, delivery (shipping, pickup in a
// store, same day), the down payment and the device payment agreements. What the order comes to is the cart's
// amounts (`readCart`, with what `charges.ts` adds).
import { checkE911Address, type Address, type AddressErrors } from '@carrier/checkout-rules';
import {
  type DeliveryChoice,
  type DeliveryOptions,
  type DppAgreement,
  type PickupStore,
} from '@carrier/service-contracts';
import { CartChangeError } from '../carts/errors.js';
import { readCart } from '../carts/read.js';
import { SAME_DAY_STORES, SDD_MESSAGES, lineDeviceName, type StoredCart } from '../carts/stored.js';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import { checkoutOf, regionOf } from './model.js';

/** Units sold of a SKU at a location (a store id, or the warehouse), as the order store counts them. */
export type SoldStock = ReadonlyMap<string, number>;
export const soldKey = (sku: string, location: string) => `${sku}@${location}`;
/** Where shipped orders come from. */
export const WAREHOUSE = 'WAREHOUSE';
/** Units of each SKU the warehouse holds before any order. */
export const WAREHOUSE_STOCK = 500;

/** The shipping options, by price; days are business days after the order. */
export const SHIPPING_OPTIONS = [
  { optionId: 'STANDARD', name: 'Standard shipping', price: 0, days: [3, 5] },
  { optionId: 'TWO_DAY', name: 'Two-day shipping', price: 15, days: [2, 2] },
  { optionId: 'OVERNIGHT', name: 'Overnight shipping', price: 25, days: [1, 1] },
] as const;
/** Same-day delivery's price and window. */
export const SAME_DAY = { price: 9.99, window: 'Today, 5 pm – 9 pm' } as const;

const skus = new Map(DEVICES.flatMap((d) => d.skus.map((s) => [s.sku, s] as const)));

/** A day `days` business days after `now`, as YYYY-MM-DD. */
export function businessDaysAfter(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Units of a SKU left at a location. */
function available(sku: string, location: string, sold: SoldStock): number {
  const catalogued = location === WAREHOUSE ? WAREHOUSE_STOCK : (skus.get(sku)?.stock[location] ?? 0);
  return catalogued - (sold.get(soldKey(sku, location)) ?? 0);
}

/** Whether a location holds every device of the cart (two lines of one SKU need two units). */
export function holdsCart(cart: StoredCart, location: string, sold: SoldStock): boolean {
  const wanted = new Map<string, number>();
  // A SIM kit for a customer's own phone is at every store.
  for (const line of cart.lines) if (!line.byod) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + 1);
  return [...wanted].every(([sku, units]) => available(sku, location, sold) >= units);
}

/** The stores near a ZIP (the same three-digit area), nearest first, with hours and whether they hold the cart. */
export function storesNear(cart: StoredCart, zip: string, sold: SoldStock, now: Date): PickupStore[] {
  return STORES.filter((store) => store.zip.slice(0, 3) === zip.slice(0, 3))
    .map((store) => ({ store, distance: Math.round(Math.abs(Number(store.zip) - Number(zip)) * 4 + 3) / 10 }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ store, distance }) => {
      const inStock = holdsCart(cart, store.id, sold);
      return {
        storeId: store.id,
        name: store.name,
        address: store.address,
        zip: store.zip,
        distanceMiles: distance,
        hours: store.hours.map((h) => ({ ...h })),
        inStock,
        readyBy: inStock ? `${businessDaysAfter(now, 0)} 2 pm` : null,
      };
    });
}

/** How the order can reach a ZIP: the shipping options, the stores near it, and same-day delivery (spec 8.6). */
export function deliveryOptions(cart: StoredCart, zip: string, sold: SoldStock, now: Date): DeliveryOptions {
  const stores = storesNear(cart, zip, sold, now);
  const sameDayStores = stores.filter((s) => SAME_DAY_STORES.has(s.storeId));
  const sameDayStore = sameDayStores.find((s) => s.inStock);
  const code = sameDayStores.length === 0 ? '10023' : sameDayStore ? null : '10027';
  return {
    zip,
    shipping: SHIPPING_OPTIONS.map(({ days, ...option }) => ({
      ...option,
      arrivesFrom: businessDaysAfter(now, days[0]),
      arrivesBy: businessDaysAfter(now, days[1]),
    })),
    stores,
    sameDay: {
      available: code === null,
      storeId: code === null ? (sameDayStore?.storeId ?? null) : null,
      price: code === null ? SAME_DAY.price : null,
      window: code === null ? SAME_DAY.window : null,
      sddErrorCode: code,
      sddErrorMessage: code === null ? null : SDD_MESSAGES[code],
    },
  };
}

/** An address that fails its field checks: each wrong field and why. */
export class AddressFieldsError extends Error {
  constructor(readonly errors: AddressErrors) {
    super('Some fields of the address are not valid.');
  }
}

/**
 * Checks an address as a postal lookup would: every field by the rules (`checkE911Address` for a physical one),
 * then that its street has a house number and its city and state are those of its ZIP. An address that cannot be
 * found answers what it could be instead.
 */
export function lookUpAddress(input: Address): Address {
  const checked = checkE911Address(input);
  if (!checked.ok) throw new AddressFieldsError(checked.errors);
  const address = checked.value;
  const region = regionOf(address.zip);
  const [city, state] = region?.city.split(', ') ?? [];
  const known = state !== undefined;
  const cityMatches = !known || (address.city.toLowerCase() === city!.toLowerCase() && address.state === state);
  const houseNumber = /^\d+[A-Za-z]?\s/.test(address.line1);
  if (houseNumber && cityMatches) return address;
  const suggestions = known && houseNumber ? [{ ...address, city: city!, state: state as Address['state'] }] : [];
  throw new AddressNotFoundError(suggestions);
}

/** The address was not found; `suggestions` are addresses it may have meant. */
export class AddressNotFoundError extends Error {
  constructor(readonly suggestions: readonly Address[]) {
    super(
      suggestions.length > 0
        ? 'We could not find this address. Did you mean one of these?'
        : 'We could not find this address. Check the house number and street.',
    );
  }
}

/** Whether the cart's flow gives its lines new service (so each needs an e911 address). */
export const needsE911 = (cart: StoredCart) => cart.lines.length > 0 && cart.intendType !== 'EUP';

/** Records where the new lines' 911 calls are located. */
export function saveE911(cart: StoredCart, address: Address): StoredCart {
  if (!needsE911(cart)) throw new CartChangeError('E911_NOT_NEEDED', 'This order has no new line to locate for 911.');
  return { ...cart, checkout: { ...cart.checkout!, e911: lookUpAddress(address) } };
}

/** Records how the order reaches the customer, from the options for its ZIP. */
export function saveDelivery(
  cart: StoredCart,
  request:
    | { method: 'SHIPPING'; optionId: string; address: Address }
    | { method: 'ISPU'; storeId: string }
    | { method: 'SDD'; address: Address },
  sold: SoldStock,
  now: Date,
): StoredCart {
  let delivery: DeliveryChoice;
  if (request.method === 'ISPU') {
    const store = STORES.find((s) => s.id === request.storeId);
    if (!store) throw new CartChangeError('STORE_NOT_FOUND', 'There is no store with this id.');
    if (!holdsCart(cart, store.id, sold))
      throw new CartChangeError('STORE_OUT_OF_STOCK', `${store.name} does not have every item of this order in stock.`);
    delivery = {
      method: 'ISPU',
      storeId: store.id,
      name: store.name,
      address: store.address,
      readyBy: `${businessDaysAfter(now, 0)} 2 pm`,
    };
  } else {
    const address = lookUpAddress(request.address);
    if (request.method === 'SHIPPING') {
      const option = SHIPPING_OPTIONS.find((o) => o.optionId === request.optionId);
      if (!option) throw new CartChangeError('SHIPPING_OPTION_NOT_FOUND', 'There is no such shipping option.');
      delivery = {
        method: 'SHIPPING',
        optionId: option.optionId,
        name: option.name,
        price: option.price,
        arrivesBy: businessDaysAfter(now, option.days[1]),
        address,
      };
    } else {
      const sameDay = deliveryOptions(cart, address.zip.slice(0, 5), sold, now).sameDay;
      if (!sameDay.available || !sameDay.storeId)
        throw new CartChangeError(sameDay.sddErrorCode ?? '10023', sameDay.sddErrorMessage ?? SDD_MESSAGES['10023']);
      delivery = { method: 'SDD', storeId: sameDay.storeId, price: SAME_DAY.price, window: SAME_DAY.window, address };
    }
  }
  return {
    ...cart,
    pickupStoreId: delivery.method === 'SHIPPING' ? null : delivery.storeId,
    checkout: { ...cart.checkout!, delivery },
  };
}

/** Lines on a device payment agreement. */
export const financedLines = (cart: StoredCart) => cart.lines.filter((line) => line.purchaseType === 'devicePayment');

/** The customer agrees to the down payment the credit check asked for. */
export function acceptDownPayment(cart: StoredCart): StoredCart {
  if (cart.checkout?.credit?.decision !== 'APPROVED_WITH_DOWN_PAYMENT')
    throw new CartChangeError('NO_DOWN_PAYMENT', 'This order has no down payment to agree to.');
  return { ...cart, checkout: { ...cart.checkout, downPaymentAccepted: true } };
}

/** A customer not eligible for device payment buys every device outright. */
export function buyOutright(cart: StoredCart): StoredCart {
  return {
    ...cart,
    lines: cart.lines.map((line) => ({ ...line, purchaseType: 'fullRetail' as const })),
    checkout: { ...cart.checkout!, agreements: {} },
  };
}

const AGREEMENT_TERMS = [
  'You agree to pay the financed amount in equal monthly payments on your bill, at 0% APR.',
  'You can pay off the remaining balance at any time with no fee.',
  'If you cancel service, the remaining balance is due right away.',
  'The device stays locked to our network until it is paid off, and for 60 days after purchase.',
];

/** The device payment agreement of a line, with its acceptance when there is one. */
export function agreementOf(cart: StoredCart, lineId: string, now: Date): DppAgreement {
  const line = financedLines(cart).find((l) => l.lineId === lineId);
  const terms = readCart(cart, now).amounts.lines.find((l) => l.lineId === lineId);
  if (!line || !terms)
    throw new CartChangeError('LINE_NOT_FOUND', `Line ${lineId} of this order has no device payment agreement.`);
  return {
    lineId,
    deviceName: lineDeviceName(line),
    agreementId: `DPA-${cart.id.slice(0, 8).toUpperCase()}-${lineId}`,
    retailPrice: terms.price,
    downPayment: terms.downPayment,
    financed: terms.financed,
    months: terms.months,
    monthly: terms.deviceMonthly,
    apr: 0,
    terms: AGREEMENT_TERMS,
    accepted: cart.checkout?.agreements?.[lineId] ?? null,
  };
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The customer signs a line's agreement by typing their full name, as on their details. */
export function acceptAgreement(cart: StoredCart, lineId: string, name: string, now: Date): StoredCart {
  agreementOf(cart, lineId, now);
  const customer = cart.checkout?.customer;
  const expected = customer ? normalName(`${customer.firstName} ${customer.lastName}`) : undefined;
  const typed = normalName(name);
  if (expected ? typed !== expected : typed.split(' ').length < 2)
    throw new CartChangeError(
      'SIGNATURE_MISMATCH',
      'Type your full name exactly as it appears on your details to sign.',
    );
  const checkout = checkoutOf(cart, now);
  const agreements = {
    ...checkout.agreements,
    [lineId]: { name: name.trim().replace(/\s+/g, ' '), acceptedAt: now.toISOString() },
  };
  return { ...cart, checkout: { ...checkout, agreements } };
}
