import { randomInt } from 'node:crypto';
import { checkAccountPin, digitsOf } from '@carrier/checkout-rules';
import {
  ActivationZipRequest,
  PrepaidAddPhoneRequest,
  PrepaidAddSimRequest,
  PrepaidAutopayRequest,
  PrepaidChoosePlanRequest,
  PrepaidOrderRequest,
  PrepaidPlanChangeRequest,
  PrepaidRemoveRequest,
  PrepaidSubmitRequest,
  RpsActivateRequest,
  RpsQuoteRequest,
  RpsRetailerRequest,
  deviceName,
  type ActivationArea,
  type PrepaidCart,
  type PrepaidCartItem,
  type PrepaidLine,
  type PrepaidOrder,
  type PrepaidPayment,
} from '@carrier/service-contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { checkDevice, ByodCheckError } from '../catalogue/byod.js';
import {
  PREPAID_CUSTOMER_LINES,
  PREPAID_DEVICES,
  PREPAID_PLANS,
  RETAILERS,
  SIM_KIT_PRICE,
  prepaidPhoneIn,
  prepaidPlanIn,
  prepaidSku,
} from '../catalogue/prepaid.js';
import { regionOf } from '../checkout/model.js';
import { CARD_REFUSALS, PaymentFieldsError, PieEncryptionError, tokenizeCard } from '../checkout/payment.js';
import { dropCookie, storeCookie } from '../cookies.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { browserOwner, newRecordId } from '../ids.js';
import { requestLanguage, type Language } from '../language.js';
import type { SandboxStore } from '../store.js';
import { sessionUser } from './account.js';
import { itemName, itemShips, paidBy, prepaidAmounts, prepaidTax } from './prepaid-amounts.js';
import { UNCOVERED_ZIPS } from './test-drive.js';

/** The cookie naming this browser's prepaid cart (HttpOnly), and the one the header's cart count reads. */
export const PREPAID_CART_COOKIE = 'prepaidCart';
export const PREPAID_CART_COUNT_COOKIE = 'prepaidCartCount';

/** How many days a prepaid plan's month runs. */
export const PREPAID_MONTH_DAYS = 30;

interface StoredCart {
  readonly cartId: string;
  readonly item: PrepaidCartItem | null;
  readonly planId: string | null;
  readonly autopay: boolean;
  /** Where the line will be activated, once the checkout gave it (carts kept before have none). */
  readonly activationZip?: string | null;
}

interface StoredOrder {
  readonly key: string;
  readonly order: PrepaidOrder;
}

const KEY = /^[A-Za-z0-9-]{8,64}$/;
const idempotencyKey = (c: Context) => {
  const key = c.req.header('idempotency-key');
  return key && KEY.test(key) ? key : undefined;
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

/** Where a ZIP activates: its city and area code; `noNumbers` where there are none yet; undefined outside coverage. */
export function activationArea(zip: string): ActivationArea | 'noNumbers' | undefined {
  if (UNCOVERED_ZIPS.includes(zip)) return undefined;
  const region = regionOf(zip);
  // Covered, but the carrier has no numbers there yet: said as it is, not an area code of some other place.
  if (!region || region.codes.length === 0) return 'noNumbers';
  const [city = region.city, state = ''] = region.city.split(', ');
  return { zip, city, state, areaCode: region.codes[0]! };
}

/** A prepaid order's number: `PP` and eight digits. */
const newOrderNumber = () => `PP${String(randomInt(1e8)).padStart(8, '0')}`;

/** A new number in a ZIP's area code, in the 555-01xx range kept for fiction. */
function newNumber(area: ActivationArea): string {
  return `${area.areaCode}55501${String(randomInt(100)).padStart(2, '0')}`;
}

/**
 * The prepaid store's services (spec 1 prepaid brand, 2.2 `buysim` and `rpsplans`, 2.4, 3.5 `VZW-RPS` and `buySim`):
 * its phones and plans (`nse`: no sign-in needed), a cart of one line per browser (a phone at full price, or a SIM
 * kit or eSIM for the customer's own phone; a plan; autopay), the activation ZIP (outside the coverage area: 422
 * `ZIP_OUTSIDE_COVERAGE`), checkout without a credit check (once per Idempotency-Key; the PIN, card number and CVV
 * are never kept), the order read again by the browser that placed it, a signed-in prepaid customer's lines and
 * plan change, and a retail partner's activation (channel `VZW-RPS` only).
 */
export function prepaidServices(store: SandboxStore, now: () => Date): Hono {
  const app = new Hono();
  const api = '/prepayservice';

  const planById = (id: string | null) => PREPAID_PLANS.find((p) => p.id === id);

  async function cartOf(c: Context): Promise<StoredCart | undefined> {
    const id = getCookie(c, PREPAID_CART_COOKIE);
    if (!id) return undefined;
    const kept = await store.getRecord('prepaidCart', id);
    return kept && kept.owner === browserOwner(c) ? (kept.data as StoredCart) : undefined;
  }

  /** The cart as answered: its line, and its amounts taxed where the line is activated (an estimate before). */
  function answerCart(cart: StoredCart, language: Language): PrepaidCart {
    const plan = planById(cart.planId);
    const planIn = plan ? prepaidPlanIn(plan, language) : null;
    const area = cart.activationZip ? activationArea(cart.activationZip) : undefined;
    const amounts = prepaidAmounts(
      {
        lineName: cart.item ? itemName(cart.item, language) : (planIn?.name ?? ''),
        price: cart.item?.price ?? 0,
        plan,
        planName: planIn?.name ?? null,
        autopay: cart.autopay,
        ships: itemShips(cart.item),
        tax: prepaidTax(typeof area === 'object' ? area.state : null),
      },
      language,
    );
    return {
      cartId: cart.cartId,
      item: cart.item,
      plan: planIn,
      autopay: cart.autopay,
      activationZip: cart.activationZip ?? null,
      amounts,
      ready: cart.item !== null && plan !== undefined,
    };
  }

  async function saveCart(c: Context, cart: StoredCart) {
    await store.saveRecord({ kind: 'prepaidCart', id: cart.cartId, owner: browserOwner(c), data: cart });
    storeCookie(c, PREPAID_CART_COOKIE, cart.cartId, { httpOnly: true, sameSite: 'Lax' });
    storeCookie(c, PREPAID_CART_COUNT_COOKIE, String((cart.item ? 1 : 0) + (cart.planId ? 1 : 0)), {
      sameSite: 'Lax',
    });
    return c.json({ serviceHeader: OK_HEADER, data: { cart: answerCart(cart, requestLanguage(c)) } });
  }

  async function changeCart(c: Context, change: (cart: StoredCart) => StoredCart) {
    const cart = (await cartOf(c)) ?? { cartId: newRecordId('PC-', 10), item: null, planId: null, autopay: true };
    return saveCart(c, change(cart));
  }

  app.get(`${api}/nse/devices`, (c) => {
    const language = requestLanguage(c);
    return c.json({
      serviceHeader: OK_HEADER,
      data: { phones: PREPAID_DEVICES.map((d) => prepaidPhoneIn(d, language)) },
    });
  });

  app.get(`${api}/nse/devices/:id`, (c) => {
    const device = PREPAID_DEVICES.find((d) => d.id === c.req.param('id'));
    if (!device) return serviceError(c, 404, 'DEVICE_NOT_FOUND', 'The prepaid store does not sell this phone.');
    return c.json({ serviceHeader: OK_HEADER, data: { phone: prepaidPhoneIn(device, requestLanguage(c)) } });
  });

  app.get(`${api}/nse/plans`, (c) => {
    const language = requestLanguage(c);
    return c.json({
      serviceHeader: OK_HEADER,
      data: { plans: PREPAID_PLANS.map((p) => prepaidPlanIn(p, language)), simKitPrice: SIM_KIT_PRICE },
    });
  });

  app.get(`${api}/cart`, async (c) => {
    const cart = await cartOf(c);
    const empty: StoredCart = { cartId: '', item: null, planId: null, autopay: true, activationZip: null };
    return c.json({ serviceHeader: OK_HEADER, data: { cart: answerCart(cart ?? empty, requestLanguage(c)) } });
  });

  app.post(`${api}/cart/phone`, async (c) => {
    const body = await readBody(c, PrepaidAddPhoneRequest);
    if (!body.ok) return body.response as Response;
    const found = prepaidSku(body.value.sku);
    if (!found) return serviceError(c, 404, 'SKU_NOT_FOUND', 'The prepaid store does not sell this phone.');
    const { device, sku } = found;
    const colour = device.colours.find((col) => col.name === sku.colour);
    const item: PrepaidCartItem = {
      kind: 'phone',
      deviceId: device.id,
      sku: sku.sku,
      name: deviceName(device),
      colour: sku.colour,
      storageGb: sku.storageGb,
      image: colour?.image ?? device.colours[0]?.image ?? '',
      price: sku.salePrice,
    };
    return changeCart(c, (cart) => ({ ...cart, item }));
  });

  app.post(`${api}/cart/sim`, async (c) => {
    const body = await readBody(c, PrepaidAddSimRequest);
    if (!body.ok) return body.response as Response;
    const { simType, imei } = body.value;
    const checked = imei ? phoneOf(c, imei, simType) : null;
    if (checked instanceof Response) return checked;
    const phoneName = checked;
    // The IMEI was only checked: the cart keeps the phone's name, never the number.
    const item: PrepaidCartItem = { kind: 'sim', simType, phoneName, price: simType === 'kit' ? SIM_KIT_PRICE : 0 };
    return changeCart(c, (cart) => ({ ...cart, item }));
  });

  app.post(`${api}/cart/plan`, async (c) => {
    const body = await readBody(c, PrepaidChoosePlanRequest);
    if (!body.ok) return body.response as Response;
    if (!planById(body.value.planId))
      return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This is not one of our prepaid plans.');
    return changeCart(c, (cart) => ({ ...cart, planId: body.value.planId }));
  });

  app.post(`${api}/cart/autopay`, async (c) => {
    const body = await readBody(c, PrepaidAutopayRequest);
    if (!body.ok) return body.response as Response;
    return changeCart(c, (cart) => ({ ...cart, autopay: body.value.autopay }));
  });

  app.post(`${api}/cart/remove`, async (c) => {
    const body = await readBody(c, PrepaidRemoveRequest);
    if (!body.ok) return body.response as Response;
    return changeCart(c, (cart) => (body.value.part === 'item' ? { ...cart, item: null } : { ...cart, planId: null }));
  });

  /** The activation ZIP's area, or the refusal to answer. */
  async function areaOf(c: Context): Promise<ActivationArea | Response> {
    const body = await readBody(c, ActivationZipRequest);
    if (!body.ok) return body.response as Response;
    const area = activationArea(body.value.zip);
    if (!area) return outsideCoverage(c, body.value.zip);
    if (area === 'noNumbers') return noNumbers(c, body.value.zip);
    return area;
  }

  app.post(`${api}/activation/zip`, async (c) => {
    const area = await areaOf(c);
    return area instanceof Response ? area : c.json({ serviceHeader: OK_HEADER, data: area });
  });

  app.post(`${api}/cart/activation`, async (c) => {
    const area = await areaOf(c);
    if (area instanceof Response) return area;
    if (!(await cartOf(c))) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no prepaid cart in this browser.');
    return changeCart(c, (cart) => ({ ...cart, activationZip: area.zip }));
  });

  /** Checks a card; answers the refusal to send, or the card's last four digits. */
  function charge(c: Context, payment: PrepaidPayment): Response | { brand: string; last4: string } {
    try {
      const card = tokenizeCard(payment, now());
      if (card.behaviour === 'approve' || card.behaviour === 'errorOnce')
        return { brand: card.brand, last4: card.last4 };
      const refusal = CARD_REFUSALS[card.behaviour];
      return serviceError(c, 402, refusal.id, refusal.message);
    } catch (error) {
      if (error instanceof PaymentFieldsError)
        return c.json(
          {
            serviceHeader: { statusCode: '400', statusMessage: 'PAYMENT_FIELDS_INVALID' },
            errors: Object.entries(error.errors).map(([field, code]) => ({
              id: 'PAYMENT_FIELDS_INVALID',
              message: `The card's ${field} is not valid (${code}).`,
            })),
          },
          400,
        );
      if (error instanceof PieEncryptionError) return serviceError(c, 500, error.id, error.message);
      throw error;
    }
  }

  /** An order already placed with this key by this browser (the same answer again), or one used by another. */
  /**
   * A kept order as answered. One kept before orders carried their amounts has them worked out again as it was
   * charged then: the item and the plan's first month, no sales tax.
   */
  function keptOrder(c: Context, kept: StoredOrder): PrepaidOrder {
    const { order } = kept;
    if ((order as Partial<PrepaidOrder>).amounts) return order;
    const language = requestLanguage(c);
    const amounts = prepaidAmounts(
      {
        lineName: itemName(order.item, language),
        price: order.item.price,
        plan: planById(order.plan.planId),
        planName: order.plan.name,
        autopay: order.autopay,
        ships: order.shipTo !== null,
        tax: { rate: 0, region: order.city.split(', ').at(-1) ?? '', estimated: false },
      },
      language,
    );
    return { ...order, amounts };
  }

  async function replayed(c: Context, key: string): Promise<Response | undefined> {
    const kept = (await store.listRecords('prepaidOrder', browserOwner(c))).find(
      (r) => (r.data as StoredOrder).key === key,
    );
    return kept
      ? c.json({ serviceHeader: OK_HEADER, data: { order: keptOrder(c, kept.data as StoredOrder) } })
      : undefined;
  }

  async function placeOrder(c: Context, key: string, order: PrepaidOrder) {
    // Kept: the order as the confirmation shows it. Not kept: the PIN, the card's number and CVV, the IMEI.
    await store.saveRecord({
      kind: 'prepaidOrder',
      id: order.orderNumber,
      owner: browserOwner(c),
      data: { key, order },
    });
    return c.json({ serviceHeader: OK_HEADER, data: { order } });
  }

  const channelOf = (c: Context): PrepaidOrder['channel'] => {
    const channel = c.req.header('channelId');
    return channel === 'VZW-DOTCOM-MOB' || channel === 'VZW-DOTCOM-TAB' ? channel : 'VZW-DOTCOM';
  };

  app.post(`${api}/checkout/submit`, async (c) => {
    const key = idempotencyKey(c);
    if (!key) return serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'An order is placed with an Idempotency-Key.');
    const replay = await replayed(c, key);
    if (replay) return replay;
    const body = await readBody(c, PrepaidSubmitRequest);
    if (!body.ok) return body.response as Response;
    const { accountPin, activationZip, email, payment, shipping, dueToday } = body.value;
    if (!checkAccountPin(accountPin).ok)
      return serviceError(c, 422, 'ACCOUNT_PIN_WEAK', 'Choose an account PIN that is harder to guess.');
    const cart = await cartOf(c);
    const plan = planById(cart?.planId ?? null);
    if (!cart?.item || !plan)
      return serviceError(c, 409, 'CART_NOT_READY', 'Your cart needs a phone or a SIM and a plan before checkout.');
    const area = activationArea(activationZip);
    if (!area) return outsideCoverage(c, activationZip);
    if (area === 'noNumbers') return noNumbers(c, activationZip);
    const ships = itemShips(cart.item);
    if (ships && !shipping)
      return serviceError(c, 422, 'SHIPPING_REQUIRED', 'Tell us where to send your phone or SIM kit.');
    const answer = answerCart({ ...cart, activationZip }, requestLanguage(c));
    const changed = amountsChanged(c, answer.amounts.dueToday, dueToday);
    if (changed) return changed;
    const paid = charge(c, payment);
    if (paid instanceof Response) return paid;
    const placed = now();
    const order: PrepaidOrder = {
      orderNumber: newOrderNumber(),
      placedAt: placed.toISOString(),
      channel: channelOf(c),
      mdn: newNumber(area),
      activationZip,
      city: `${area.city}, ${area.state}`,
      item: cart.item,
      plan: answer.plan!,
      autopay: cart.autopay,
      amounts: paidBy(answer.amounts, paid),
      cardLastFour: paid.last4,
      renews: day(plusDays(placed, PREPAID_MONTH_DAYS)),
      shipTo:
        ships && shipping
          ? { name: `${shipping.firstName} ${shipping.lastName}`, city: shipping.city, state: shipping.state }
          : null,
      retailer: null,
      email: email.trim(),
    };
    await store.deleteRecord('prepaidCart', cart.cartId);
    dropCookie(c, PREPAID_CART_COOKIE);
    dropCookie(c, PREPAID_CART_COUNT_COOKIE);
    return placeOrder(c, key, order);
  });

  app.post(`${api}/order`, async (c) => {
    const body = await readBody(c, PrepaidOrderRequest);
    if (!body.ok) return body.response as Response;
    const kept = await store.getRecord('prepaidOrder', body.value.orderNumber);
    if (!kept || kept.owner !== browserOwner(c))
      return serviceError(c, 404, 'ORDER_NOT_FOUND', 'We could not find this order in this browser.');
    return c.json({ serviceHeader: OK_HEADER, data: { order: keptOrder(c, kept.data as StoredOrder) } });
  });

  /** The signed-in prepaid customer's lines, with any plan change kept. */
  async function linesOf(c: Context): Promise<PrepaidLine[] | undefined> {
    const user = sessionUser(c);
    if (!user || user.role !== 'prepay') return undefined;
    const language = requestLanguage(c);
    const today = now();
    return Promise.all(
      user.lines.map(async (line) => {
        const fixture = PREPAID_CUSTOMER_LINES[line.mtn] ?? { planId: 'PLAN-PP-UNL', autopay: false, renewsDay: 1 };
        const changed = (await store.getRecord('prepaidPlanChange', `${user.customerId}:${line.mtn}`))?.data as
          { planId: string } | undefined;
        const plan = planById(changed?.planId ?? fixture.planId) ?? PREPAID_PLANS[0]!;
        const renew = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), fixture.renewsDay));
        if (renew <= today) renew.setUTCMonth(renew.getUTCMonth() + 1);
        return {
          mdn: line.mtn,
          device: line.device,
          plan: prepaidPlanIn(plan, language),
          autopay: fixture.autopay,
          renews: day(renew),
        };
      }),
    );
  }

  app.post(`${api}/account/lines`, async (c) => {
    const lines = await linesOf(c);
    if (!lines) return serviceError(c, 401, 'PREPAID_SIGN_IN_REQUIRED', 'Sign in to your prepaid account.');
    return c.json({ serviceHeader: OK_HEADER, data: { lines } });
  });

  app.post(`${api}/plan/change`, async (c) => {
    const key = idempotencyKey(c);
    if (!key) return serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'A plan is changed with an Idempotency-Key.');
    const body = await readBody(c, PrepaidPlanChangeRequest);
    if (!body.ok) return body.response as Response;
    const lines = await linesOf(c);
    if (!lines) return serviceError(c, 401, 'PREPAID_SIGN_IN_REQUIRED', 'Sign in to your prepaid account.');
    const line = lines.find((l) => l.mdn === body.value.mdn);
    if (!line) return serviceError(c, 404, 'LINE_NOT_FOUND', 'This number is not a line of your prepaid account.');
    const plan = planById(body.value.planId);
    if (!plan) return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This is not one of our prepaid plans.');
    const id = `${sessionUser(c)!.customerId}:${line.mdn}`;
    const kept = (await store.getRecord('prepaidPlanChange', id))?.data as
      { planId: string; key: string; previousPlan: string } | undefined;
    // The same key again answers the change it made, even though the line's plan is now the new one.
    const previousPlan = kept?.key === key ? kept.previousPlan : line.plan.name;
    if (kept?.key !== key && line.plan.planId === plan.id)
      return serviceError(c, 409, 'SAME_PLAN', 'This line is already on this plan.');
    await store.saveRecord({
      kind: 'prepaidPlanChange',
      id,
      owner: sessionUser(c)!.customerId,
      data: { planId: plan.id, key, previousPlan },
    });
    const language = requestLanguage(c);
    return c.json({
      serviceHeader: OK_HEADER,
      data: { line: { ...line, plan: prepaidPlanIn(plan, language) }, previousPlan, effective: day(now()) },
    });
  });

  /** What an activation at a retail partner comes to: the phone was paid there, the plan's first month is today. */
  function rpsAmounts(c: Context, { phoneName, plan, autopay, state }: RpsPurchase) {
    const language = requestLanguage(c);
    return prepaidAmounts(
      {
        lineName: phoneName,
        price: 0,
        plan,
        planName: prepaidPlanIn(plan, language).name,
        autopay,
        ships: false,
        tax: prepaidTax(state),
      },
      language,
    );
  }

  app.post(`${api}/rps/quote`, async (c) => {
    const body = await readBody(c, RpsQuoteRequest);
    if (!body.ok) return body.response as Response;
    const { imei, planId, autopay } = body.value;
    const phoneName = phoneOf(c, digitsOf(imei));
    if (phoneName instanceof Response) return phoneName;
    const plan = planById(planId);
    if (!plan) return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This is not one of our prepaid plans.');
    return c.json({
      serviceHeader: OK_HEADER,
      data: { amounts: rpsAmounts(c, { phoneName, plan, autopay, state: null }) },
    });
  });

  app.post(`${api}/rps/retailer`, async (c) => {
    const body = await readBody(c, RpsRetailerRequest);
    if (!body.ok) return body.response as Response;
    const code = body.value.retailerCode.trim().toUpperCase();
    const retailer = RETAILERS[code];
    if (!retailer)
      return serviceError(c, 404, 'RETAILER_NOT_FOUND', 'We do not know this store code: check your receipt.');
    return c.json({ serviceHeader: OK_HEADER, data: { retailerCode: code, ...retailer } });
  });

  app.post(`${api}/rps/activate`, async (c) => {
    if (c.req.header('channelId') !== 'VZW-RPS')
      return serviceError(c, 403, 'CHANNEL_NOT_ALLOWED', 'A retail partner activation comes from channel VZW-RPS.');
    const key = idempotencyKey(c);
    if (!key) return serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'An activation is sent with an Idempotency-Key.');
    const replay = await replayed(c, key);
    if (replay) return replay;
    const body = await readBody(c, RpsActivateRequest);
    if (!body.ok) return body.response as Response;
    const { imei, retailerCode, planId, autopay, accountPin, activationZip, email, payment, dueToday } = body.value;
    const retailer = RETAILERS[retailerCode];
    if (!retailer)
      return serviceError(c, 404, 'RETAILER_NOT_FOUND', 'We do not know this store code: check your receipt.');
    if (!checkAccountPin(accountPin).ok)
      return serviceError(c, 422, 'ACCOUNT_PIN_WEAK', 'Choose an account PIN that is harder to guess.');
    const phoneName = phoneOf(c, digitsOf(imei));
    if (phoneName instanceof Response) return phoneName;
    const plan = planById(planId);
    if (!plan) return serviceError(c, 404, 'PLAN_NOT_FOUND', 'This is not one of our prepaid plans.');
    const area = activationArea(activationZip);
    if (!area) return outsideCoverage(c, activationZip);
    if (area === 'noNumbers') return noNumbers(c, activationZip);
    // The phone came from the retailer with its SIM in the box: nothing to ship, nothing to pay for it.
    const item: PrepaidCartItem = { kind: 'sim', simType: 'kit', phoneName, price: 0 };
    const amounts = rpsAmounts(c, { phoneName, plan, autopay, state: area.state });
    const changed = amountsChanged(c, amounts.dueToday, dueToday);
    if (changed) return changed;
    const paid = charge(c, payment);
    if (paid instanceof Response) return paid;
    const placed = now();
    return placeOrder(c, key, {
      orderNumber: newOrderNumber(),
      placedAt: placed.toISOString(),
      channel: 'VZW-RPS',
      mdn: newNumber(area),
      activationZip,
      city: `${area.city}, ${area.state}`,
      item,
      plan: prepaidPlanIn(plan, requestLanguage(c)),
      autopay,
      amounts: paidBy(amounts, paid),
      cardLastFour: paid.last4,
      renews: day(plusDays(placed, PREPAID_MONTH_DAYS)),
      shipTo: null,
      retailer: `${retailer.name}, ${retailer.city}`,
      email: email.trim(),
    });
  });

  return app;
}

/** A retail partner's activation, as its amounts are computed. */
interface RpsPurchase {
  readonly phoneName: string;
  readonly plan: (typeof PREPAID_PLANS)[number];
  readonly autopay: boolean;
  /** The activation ZIP's state, once known. */
  readonly state: string | null;
}

/**
 * The refusal of an order whose amounts are not what the customer was shown (dollars): 409 `AMOUNTS_CHANGED`, with
 * what it comes to now; undefined when they agree to the cent.
 */
function amountsChanged(c: Context, dueToday: number, shown: number): Response | undefined {
  if (Math.round(dueToday * 100) === Math.round(shown * 100)) return undefined;
  return serviceError(
    c,
    409,
    'AMOUNTS_CHANGED',
    `What is due today is now $${dueToday.toFixed(2)}, not $${shown.toFixed(2)}: check the summary and place the order again.`,
  );
}

/**
 * The customer's own phone, checked by its IMEI as the device-compatibility service checks it (and, with a SIM type,
 * that it takes that SIM): its name, or the refusal to answer. The IMEI goes no further.
 */
function phoneOf(c: Context, imei: string, simType?: 'kit' | 'esim'): string | Response {
  try {
    const check = checkDevice({ imei });
    if (check.verdict === 'INCOMPATIBLE' || check.verdict === 'LOCKED')
      return serviceError(c, 422, 'DEVICE_INCOMPATIBLE', 'This phone cannot work on our network.');
    if (simType === 'esim' && !check.device.sims.includes('ESIM'))
      return serviceError(c, 422, 'SIM_NOT_SUPPORTED', 'This phone does not take an eSIM: choose a SIM kit.');
    if (simType === 'kit' && !check.device.sims.includes('PSIM'))
      return serviceError(c, 422, 'SIM_NOT_SUPPORTED', 'This phone takes an eSIM only: choose an eSIM.');
    return `${check.device.make} ${check.device.model}`;
  } catch (error) {
    if (error instanceof ByodCheckError) return serviceError(c, 422, error.id, error.message);
    throw error;
  }
}

function noNumbers(c: Context, zip: string) {
  return serviceError(
    c,
    422,
    'NO_NUMBERS_FOR_ZIP',
    `We don't have new numbers for ZIP code ${zip} yet. Use the ZIP code of a nearby city where you live or work.`,
  );
}

function outsideCoverage(c: Context, zip: string) {
  return serviceError(
    c,
    422,
    'ZIP_OUTSIDE_COVERAGE',
    `We can't activate a prepaid line in ${zip}: it is outside our coverage area. Use the ZIP code where you live or work.`,
  );
}
