import * as z from 'zod/mini';
import { Amounts } from './amounts.js';
import { ServiceHeader } from './common.js';

// The prepaid store (spec 1 prepaid brand, 2.2 `buysim` and `rpsplans`, 2.4 the prepaid and rps pages, 3.5 `VZW-RPS`
// and `buySim`): phones at their full price, prepaid plans paid a month ahead, SIM kits and eSIMs, a cart of one
// line, checkout without a credit check (an account PIN, an activation ZIP, a card), a signed-in prepaid customer's
// plan change, and a retail partner's activation.

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

const Imei = z.string().check(z.regex(/^\d{15}$/, 'must be 15 digits'));
const Zip = z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'));
const Mdn = z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'));
const PlanId = z.string().check(z.regex(/^PLAN-PP-[A-Z0-9-]{2,20}$/, 'is not a prepaid plan id'));
const Sku = z.string().check(z.regex(/^[A-Z0-9-]{3,120}$/, 'is not a sku'));

/** A prepaid phone's colour and storage, at its full price: prepaid phones are paid for once, never monthly. */
export const PrepaidSku = z.object({ sku: z.string(), colour: z.string(), storageGb: z.number(), price: z.number() });
export type PrepaidSku = z.infer<typeof PrepaidSku>;

/** A phone of the prepaid store. */
export const PrepaidPhone = z.object({
  deviceId: z.string(),
  name: z.string(),
  maker: z.string(),
  fiveG: z.boolean(),
  /** Whether it takes an eSIM (so a prepaid line can start without a SIM card). */
  esim: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number() }),
  colours: z.array(z.object({ name: z.string(), hex: z.string(), image: z.string() })),
  skus: z.array(PrepaidSku),
  /** A sentence on the phone, in the request's language. */
  summary: z.string(),
});
export type PrepaidPhone = z.infer<typeof PrepaidPhone>;

/** Answer of GET `{base}/prepayservice/nse/devices`: the prepaid store's phones. */
export const PrepaidPhonesResponse = answer(z.object({ phones: z.array(PrepaidPhone) }));
/** Answer of GET `{base}/prepayservice/nse/devices/{deviceId}`. */
export const PrepaidPhoneResponse = answer(z.object({ phone: PrepaidPhone }));

/** A prepaid plan: paid a month at a time, with its autopay discount (dollars off each month). */
export const PrepaidPlan = z.object({
  planId: z.string(),
  name: z.string(),
  monthly: z.number(),
  autopayDiscount: z.number(),
  data: z.string(),
  hotspot: z.string(),
  features: z.array(z.string()),
});
export type PrepaidPlan = z.infer<typeof PrepaidPlan>;

/** Answer of GET `{base}/prepayservice/nse/plans`. */
export const PrepaidPlansResponse = answer(
  z.object({
    plans: z.array(PrepaidPlan),
    /** What a SIM kit costs (an eSIM is free). */
    simKitPrice: z.number(),
  }),
);

/** How a prepaid line gets on the network: a SIM card mailed in a kit, or an eSIM downloaded. */
export const PrepaidSimType = z.enum(['kit', 'esim']);
export type PrepaidSimType = z.infer<typeof PrepaidSimType>;

/** The thing a prepaid line is for: a phone bought here, or the customer's own phone with a SIM (buySim). */
export const PrepaidCartItem = z.union([
  z.object({
    kind: z.literal('phone'),
    deviceId: z.string(),
    sku: z.string(),
    name: z.string(),
    colour: z.string(),
    storageGb: z.number(),
    image: z.string(),
    price: z.number(),
  }),
  z.object({
    kind: z.literal('sim'),
    simType: PrepaidSimType,
    /** The customer's phone, when they checked it: its name; never its IMEI. */
    phoneName: z.nullable(z.string()),
    price: z.number(),
  }),
]);
export type PrepaidCartItem = z.infer<typeof PrepaidCartItem>;

/**
 * The prepaid cart: one line, its phone or SIM, its plan, autopay, the activation ZIP once given, and what it comes to
 * (the same amounts as every order of the store: the phone or SIM kit at its full price, the plan's first month paid
 * in advance, sales tax where the line is activated, an estimate until the ZIP is known; the plan each month).
 */
export const PrepaidCart = z.object({
  cartId: z.string(),
  item: z.nullable(PrepaidCartItem),
  plan: z.nullable(PrepaidPlan),
  autopay: z.boolean(),
  /** The ZIP the line will be activated in, which sets the sales tax; null until the customer gives it. */
  activationZip: z.nullable(z.string()),
  amounts: Amounts,
  /** Both a phone or SIM and a plan: the cart can be checked out. */
  ready: z.boolean(),
});
export type PrepaidCart = z.infer<typeof PrepaidCart>;
export const PrepaidCartResponse = answer(z.object({ cart: PrepaidCart }));

/** Payload of POST `{base}/prepayservice/cart/phone`: a phone at its full price (replaces what the line had). */
export const PrepaidAddPhoneRequest = z.object({ sku: Sku });
/** Payload of POST `{base}/prepayservice/cart/sim`: a SIM for the customer's own phone (the buySim flow). */
export const PrepaidAddSimRequest = z.object({ simType: PrepaidSimType, imei: z.optional(Imei) });
/** Payload of POST `{base}/prepayservice/cart/plan`. */
export const PrepaidChoosePlanRequest = z.object({ planId: PlanId });
/** Payload of POST `{base}/prepayservice/cart/autopay`. */
export const PrepaidAutopayRequest = z.object({ autopay: z.boolean() });
/** Payload of POST `{base}/prepayservice/cart/remove`: the line's phone or SIM, or its plan. */
export const PrepaidRemoveRequest = z.object({ part: z.enum(['item', 'plan']) });

/**
 * Payload of POST `{base}/prepayservice/activation/zip`: where the new number will live. Also of POST
 * `{base}/prepayservice/cart/activation`, which keeps the ZIP with the cart (its sales tax is then that state's) and
 * answers the cart.
 */
export const ActivationZipRequest = z.object({ zip: Zip });
/** The activation area of a ZIP inside the coverage area; one outside answers 422 `ZIP_OUTSIDE_COVERAGE`. */
export const ActivationZipResponse = answer(
  z.object({ zip: z.string(), city: z.string(), state: z.string(), areaCode: z.string() }),
);
export type ActivationArea = z.infer<typeof ActivationZipResponse>['data'];

/**
 * The card a prepaid order is paid with (and autopay charges). Private: sent with the order only; the service keeps
 * its last four digits, never the number or the CVV.
 */
export const PrepaidPayment = z.object({
  nameOnCard: z.string().check(z.minLength(1), z.maxLength(60)),
  cardNumber: z.string().check(z.regex(/^\d{13,19}$/, 'must be 13 to 19 digits')),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be MM/YY')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  billingZip: Zip,
});
export type PrepaidPayment = z.infer<typeof PrepaidPayment>;

/** Where a phone or SIM kit is mailed. */
export const PrepaidShipping = z.object({
  firstName: z.string().check(z.minLength(1), z.maxLength(40)),
  lastName: z.string().check(z.minLength(1), z.maxLength(40)),
  line1: z.string().check(z.minLength(1), z.maxLength(60)),
  city: z.string().check(z.minLength(1), z.maxLength(40)),
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a state code')),
  zip: Zip,
});
export type PrepaidShipping = z.infer<typeof PrepaidShipping>;

/**
 * Payload of POST `{base}/prepayservice/checkout/submit` (with an Idempotency-Key): no credit check, an account PIN
 * (private: the service keeps only that one was set), the activation ZIP, the card; shipping unless only an eSIM.
 */
/** Where a prepaid order's receipt and news go (its tracking number, when something ships). */
const ReceiptEmail = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an email address'));

export const PrepaidSubmitRequest = z.object({
  accountPin: z.string().check(z.regex(/^\d{4}$/, 'must be 4 digits')),
  activationZip: Zip,
  email: ReceiptEmail,
  payment: PrepaidPayment,
  shipping: z.optional(PrepaidShipping),
  /**
   * What the customer was shown as due today: an order that comes to anything else is refused with 409
   * `AMOUNTS_CHANGED`, so the card is never charged what the page did not say.
   */
  dueToday: z.number(),
});
export type PrepaidSubmitRequest = z.infer<typeof PrepaidSubmitRequest>;

/** A placed prepaid order: the new number, what was bought and paid, and the channel it was placed in. */
export const PrepaidOrder = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  channel: z.enum(['VZW-DOTCOM', 'VZW-DOTCOM-MOB', 'VZW-DOTCOM-TAB', 'VZW-RPS']),
  /** The line's new number, in the activation ZIP's area code. */
  mdn: z.string(),
  activationZip: z.string(),
  city: z.string(),
  item: PrepaidCartItem,
  plan: PrepaidPlan,
  autopay: z.boolean(),
  /** What the order came to, as the cart showed it: paid today (with the card that paid) and each month. */
  amounts: Amounts,
  cardLastFour: z.string(),
  /** The day the plan renews (YYYY-MM-DD). */
  renews: z.string(),
  /** Where the phone or SIM kit ships; null for an eSIM alone or a retail partner's phone. */
  shipTo: z.nullable(z.object({ name: z.string(), city: z.string(), state: z.string() })),
  /** The retail partner's store, for an RPS activation. */
  retailer: z.nullable(z.string()),
  /** Where the receipt (and the tracking number, when something ships) was emailed; none on orders kept before. */
  email: z.optional(z.string()),
});
export type PrepaidOrder = z.infer<typeof PrepaidOrder>;
export const PrepaidOrderResponse = answer(z.object({ order: PrepaidOrder }));
/** Payload of POST `{base}/prepayservice/order`: an order read again by the browser that placed it. */
export const PrepaidOrderRequest = z.object({
  orderNumber: z.string().check(z.regex(/^PP\d{8}$/, 'is not a prepaid order number')),
});

/** A signed-in prepaid customer's line: its number, phone, plan and renewal day. */
export const PrepaidLine = z.object({
  mdn: z.string(),
  device: z.string(),
  plan: PrepaidPlan,
  autopay: z.boolean(),
  renews: z.string(),
});
export type PrepaidLine = z.infer<typeof PrepaidLine>;
/** Answer of POST `{base}/prepayservice/account/lines` (a prepaid customer signed in). */
export const PrepaidLinesResponse = answer(z.object({ lines: z.array(PrepaidLine) }));

/** Payload of POST `{base}/prepayservice/plan/change` (with an Idempotency-Key): a line's new plan, from today. */
export const PrepaidPlanChangeRequest = z.object({ mdn: Mdn, planId: PlanId });
export const PrepaidPlanChangeResponse = answer(
  z.object({ line: PrepaidLine, previousPlan: z.string(), effective: z.string() }),
);
export type PrepaidPlanChange = z.infer<typeof PrepaidPlanChangeResponse>['data'];

/**
 * Payload of POST `{base}/prepayservice/rps/activate` (channel `VZW-RPS`, with an Idempotency-Key): a phone bought
 * at a retail partner, activated on a prepaid plan. The phone is named by its IMEI (checked, never kept).
 */
export const RpsActivateRequest = z.object({
  imei: Imei,
  retailerCode: z.string().check(z.regex(/^RP-[A-Z0-9]{4}$/, 'is not a retailer code')),
  planId: PlanId,
  autopay: z.boolean(),
  accountPin: z.string().check(z.regex(/^\d{4}$/, 'must be 4 digits')),
  activationZip: Zip,
  email: ReceiptEmail,
  payment: PrepaidPayment,
  /** What the customer was shown as due today (see `PrepaidSubmitRequest.dueToday`). */
  dueToday: z.number(),
});
export type RpsActivateRequest = z.infer<typeof RpsActivateRequest>;

/**
 * Payload of POST `{base}/prepayservice/rps/quote`: what a retail partner's activation of this phone comes to with
 * this plan (the phone is paid at the partner: the plan's first month today, then each month).
 */
export const RpsQuoteRequest = z.object({ imei: Imei, planId: PlanId, autopay: z.boolean() });
export const RpsQuoteResponse = answer(z.object({ amounts: Amounts }));

/** Payload of POST `{base}/prepayservice/rps/retailer`: a retail partner's code, as printed on the receipt. */
export const RpsRetailerRequest = z.object({ retailerCode: z.string().check(z.minLength(1), z.maxLength(20)) });
export const RpsRetailerResponse = answer(z.object({ retailerCode: z.string(), name: z.string(), city: z.string() }));
export type RpsRetailer = z.infer<typeof RpsRetailerResponse>['data'];
