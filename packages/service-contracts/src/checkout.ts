import * as z from 'zod/mini';
import { Amounts } from './amounts.js';
import { ServiceErrorItem, ServiceHeader } from './common.js';
import { LineTradeInSummary } from './trade-in-credit.js';

const CartId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'is not a cart id'));
const LineId = z.string().check(z.regex(/^L\d{1,3}$/, 'is not a line id'));
const Mdn = z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'));
const Zip5 = z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'));

/** Payload of POST `{base}/orderprocessservice/checkoutapi/get-checkout-details`: starts or resumes a checkout. */
export const CheckoutDetailsRequest = z.object({ cartId: CartId });
export type CheckoutDetailsRequest = z.infer<typeof CheckoutDetailsRequest>;

/**
 * A line's number at checkout: one offered for a ZIP, one moved from another carrier (pending until it ports), or
 * the number of the account's line an upgrade replaces the phone of.
 */
export const LineNumber = z.union([
  z.object({ kind: z.literal('new'), mdn: Mdn, zip: Zip5 }),
  z.object({ kind: z.literal('port'), mdn: Mdn, status: z.literal('PENDING') }),
  z.object({ kind: z.literal('upgrade'), mdn: Mdn }),
]);
export type LineNumber = z.infer<typeof LineNumber>;

const Address = z.object({
  line1: z.string().check(z.maxLength(120)),
  line2: z.string().check(z.maxLength(120)),
  city: z.string().check(z.maxLength(80)),
  state: z.string().check(z.maxLength(20)),
  zip: z.string().check(z.maxLength(10)),
});

/**
 * Who is buying, as the checkout keeps it: never a date of birth or an SSN. The contract holds the shape; what
 * each field may contain is `@carrier/checkout-rules`' to say, field by field, in the service's 400 answer.
 */
export const CustomerDetails = z.object({
  firstName: z.string().check(z.maxLength(80)),
  lastName: z.string().check(z.maxLength(80)),
  email: z.string().check(z.maxLength(254)),
  contactPhone: z.string().check(z.maxLength(20)),
  address: Address,
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/customer-info` (the aboutyourself page). */
export const CustomerInfoRequest = z.object({ cartId: CartId, customer: CustomerDetails });
export type CustomerInfoRequest = z.infer<typeof CustomerInfoRequest>;

/** Payload of POST `{base}/fraudservice/credit/nse/check`: the SSN and date of birth, used once and never kept. */
export const CreditCheckRequest = z.object({
  cartId: CartId,
  ssn: z.string().check(z.maxLength(11)),
  dateOfBirth: z.string().check(z.maxLength(10)),
});
export type CreditCheckRequest = z.infer<typeof CreditCheckRequest>;

/** Payload of POST `{base}/fraudservice/credit/nse/questionnaire`: an answer (a choice's text) per question id. */
export const CreditQuestionnaireRequest = z.object({
  cartId: CartId,
  answers: z.record(z.string().check(z.regex(/^Q\d$/)), z.string().check(z.maxLength(80))),
});
export type CreditQuestionnaireRequest = z.infer<typeof CreditQuestionnaireRequest>;

/** Payload of POST `{base}/fraudservice/credit/nse/international`: a customer with no SSN, on a passport. */
export const InternationalCreditRequest = z.object({
  cartId: CartId,
  passportNumber: z.string().check(z.regex(/^[A-Z0-9]{6,12}$/, 'must be 6 to 12 letters and digits')),
  countryOfIssue: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a country code')),
  dateOfBirth: z.string().check(z.maxLength(10)),
});
export type InternationalCreditRequest = z.infer<typeof InternationalCreditRequest>;

/** A credit decision as the checkout shows it; the questionnaire's questions come with its decision. */
export const CreditResult = z.object({
  decision: z.enum([
    'APPROVED',
    'APPROVED_WITH_DOWN_PAYMENT',
    'APPROVED_NO_DEVICE_PAYMENT',
    'APPROVED_WITH_DEPOSIT',
    'QUESTIONNAIRE',
    'CREDIT_HOLD',
  ]),
  reference: z.string(),
  downPaymentPercent: z.optional(z.number()),
  depositCents: z.optional(z.number()),
  questions: z.optional(z.array(z.object({ id: z.string(), text: z.string(), choices: z.array(z.string()) }))),
});
export type CreditResult = z.infer<typeof CreditResult>;

/**
 * Payload of POST `{base}/assignmtnservice/nse/retreive-npanxx`: the area codes and exchanges near a ZIP, and the
 * numbers available there (spec 7.3).
 */
export const NpanxxRequest = z.object({
  zip: z.string().check(z.regex(/^\d{5}$/, 'must be a 5-digit ZIP code')),
  cartId: z.optional(CartId),
});
export type NpanxxRequest = z.infer<typeof NpanxxRequest>;

export const NpanxxResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({
    zip: z.string(),
    npanxxList: z.array(z.object({ npa: z.string(), nxx: z.string(), city: z.string() })),
    numbers: z.array(z.object({ mdn: Mdn, npa: z.string(), nxx: z.string(), city: z.string() })),
  }),
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type NpanxxResponse = z.infer<typeof NpanxxResponse>;

/** Payload of POST `{base}/assignmtnservice/nse/assign-mtn`: gives a line one of the numbers offered for a ZIP. */
export const AssignMtnRequest = z.object({ cartId: CartId, lineId: LineId, zip: Zip5, mdn: Mdn });
export type AssignMtnRequest = z.infer<typeof AssignMtnRequest>;

/**
 * Payload of POST `{base}/assignmtnservice/nse/portin`: moves a number from another carrier to a line. The PIN
 * is checked with the old carrier and kept nowhere.
 */
export const PortInRequest = z.object({
  cartId: CartId,
  lineId: LineId,
  mdn: Mdn,
  accountNumber: z.string().check(z.regex(/^[A-Z0-9]{4,20}$/, 'must be 4 to 20 letters and digits')),
  pin: z.string().check(z.regex(/^\d{4,10}$/, 'must be 4 to 10 digits')),
  billingZip: Zip5,
});
export type PortInRequest = z.infer<typeof PortInRequest>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/e911`: where each new line's 911 calls are located. */
export const E911Request = z.object({ cartId: CartId, address: Address });
export type E911Request = z.infer<typeof E911Request>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/delivery-options`: how the order can reach a ZIP. */
export const DeliveryOptionsRequest = z.object({ cartId: CartId, zip: Zip5 });
export type DeliveryOptionsRequest = z.infer<typeof DeliveryOptionsRequest>;

/** A store near the customer: its opening hours and whether it holds every device of the cart. */
export const PickupStore = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.string(),
  zip: z.string(),
  distanceMiles: z.number(),
  /** Opening hours by day, e.g. `{ day: 'Mon', opens: '10:00', closes: '20:00' }`. */
  hours: z.array(z.object({ day: z.string(), opens: z.string(), closes: z.string() })),
  /** Whether every device of the cart is in stock there. */
  inStock: z.boolean(),
  /** Ready for pickup by, when in stock. */
  readyBy: z.nullable(z.string()),
});
export type PickupStore = z.infer<typeof PickupStore>;

/** A shipping option: its price in dollars and the days it arrives between. */
export const ShippingOption = z.object({
  optionId: z.string(),
  name: z.string(),
  price: z.number(),
  arrivesFrom: z.string(),
  arrivesBy: z.string(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

export const DeliveryOptions = z.object({
  zip: z.string(),
  shipping: z.array(ShippingOption),
  stores: z.array(PickupStore),
  /** Same-day delivery: offered with its store, price and window, or not with the code and message of spec 8.6. */
  sameDay: z.object({
    available: z.boolean(),
    storeId: z.nullable(z.string()),
    price: z.nullable(z.number()),
    window: z.nullable(z.string()),
    sddErrorCode: z.nullable(z.string()),
    sddErrorMessage: z.nullable(z.string()),
  }),
});
export type DeliveryOptions = z.infer<typeof DeliveryOptions>;

export const DeliveryOptionsResponse = z.object({
  serviceHeader: ServiceHeader,
  data: DeliveryOptions,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type DeliveryOptionsResponse = z.infer<typeof DeliveryOptionsResponse>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/save-delivery`: ship, pick up in store, or same day. */
export const SaveDeliveryRequest = z.union([
  z.object({
    cartId: CartId,
    method: z.literal('SHIPPING'),
    optionId: z.string().check(z.maxLength(40)),
    address: Address,
  }),
  z.object({ cartId: CartId, method: z.literal('ISPU'), storeId: z.string().check(z.maxLength(40)) }),
  z.object({ cartId: CartId, method: z.literal('SDD'), address: Address }),
]);
export type SaveDeliveryRequest = z.infer<typeof SaveDeliveryRequest>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/down-payment`: the customer agrees to pay it today. */
export const DownPaymentRequest = z.object({ cartId: CartId });
export type DownPaymentRequest = z.infer<typeof DownPaymentRequest>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/full-retail`: a customer not eligible for device payment buys outright. */
export const FullRetailRequest = z.object({ cartId: CartId });
export type FullRetailRequest = z.infer<typeof FullRetailRequest>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/dpp-agreement`: a line's device payment agreement, read or accepted. */
export const DppAgreementRequest = z.object({
  cartId: CartId,
  lineId: LineId,
  /** The customer's full name, typed as a signature; left out to read the agreement. */
  acceptedName: z.optional(z.string().check(z.maxLength(100))),
});
export type DppAgreementRequest = z.infer<typeof DppAgreementRequest>;

/** A device payment agreement's terms, in dollars. */
export const DppAgreement = z.object({
  lineId: z.string(),
  deviceName: z.string(),
  agreementId: z.string(),
  retailPrice: z.number(),
  downPayment: z.number(),
  financed: z.number(),
  months: z.number(),
  monthly: z.number(),
  apr: z.number(),
  terms: z.array(z.string()),
  accepted: z.nullable(z.object({ name: z.string(), acceptedAt: z.string() })),
});
export type DppAgreement = z.infer<typeof DppAgreement>;

export const DppAgreementResponse = z.object({
  serviceHeader: ServiceHeader,
  data: DppAgreement,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type DppAgreementResponse = z.infer<typeof DppAgreementResponse>;

/**
 * Payload of POST `{base}/paymentservice/tokenize`: the card, sent once to the payment service, which answers a
 * token; only the token travels after that.
 */
export const TokenizeCardRequest = z.object({
  cardNumber: z.string().check(z.maxLength(23)),
  expiry: z.string().check(z.maxLength(7)),
  cvv: z.string().check(z.maxLength(4)),
  nameOnCard: z.string().check(z.maxLength(80)),
  billingZip: z.string().check(z.maxLength(10)),
});
export type TokenizeCardRequest = z.infer<typeof TokenizeCardRequest>;

export const CardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiry: z.string(),
});
export type CardToken = z.infer<typeof CardToken>;

export const TokenizeCardResponse = z.object({
  serviceHeader: ServiceHeader,
  data: CardToken,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type TokenizeCardResponse = z.infer<typeof TokenizeCardResponse>;

/** Payload of POST `{base}/paymentservice/giftcard/balance`: a gift card's balance, and a token to pay with it. */
export const GiftCardBalanceRequest = z.object({
  number: z.string().check(z.maxLength(19)),
  pin: z.string().check(z.maxLength(8)),
});
export type GiftCardBalanceRequest = z.infer<typeof GiftCardBalanceRequest>;

export const GiftCardBalanceResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ token: z.string(), last4: z.string(), balance: z.number() }),
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;

const Token = z.string().check(z.regex(/^(tok|gft)_[A-Za-z0-9]{16,40}$/, 'is not a payment token'));

/** Payload of POST `{base}/paymentservice/authorize`: pays what is due today with gift cards first, then the card. */
export const AuthorizePaymentRequest = z.object({
  cartId: CartId,
  cardToken: z.nullable(Token),
  giftCardTokens: z.array(Token).check(z.maxLength(3)),
});
export type AuthorizePaymentRequest = z.infer<typeof AuthorizePaymentRequest>;

/** How an order is paid: the card by its brand and last four only, and each gift card's share. */
export const PaymentSummary = z.object({
  card: z.nullable(z.object({ brand: z.string(), last4: z.string(), amount: z.number() })),
  giftCards: z.array(z.object({ last4: z.string(), amount: z.number() })),
  authorizationId: z.string(),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;

/** How the order reaches the customer. */
export const DeliveryChoice = z.union([
  z.object({
    method: z.literal('SHIPPING'),
    optionId: z.string(),
    name: z.string(),
    price: z.number(),
    arrivesBy: z.string(),
    address: Address,
  }),
  z.object({
    method: z.literal('ISPU'),
    storeId: z.string(),
    name: z.string(),
    address: z.string(),
    readyBy: z.string(),
  }),
  z.object({ method: z.literal('SDD'), storeId: z.string(), price: z.number(), window: z.string(), address: Address }),
]);
export type DeliveryChoice = z.infer<typeof DeliveryChoice>;

/** Payload of POST `{base}/orderprocessservice/checkoutapi/submit-order`; the `Idempotency-Key` header is required. */
export const SubmitOrderRequest = z.object({
  cartId: CartId,
  /** The bot check's token the cart was read with (`cartInfo.gRecaptchaResponse`, spec 3.2), when it had one. */
  gRecaptchaResponse: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
});
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequest>;

/** A placed order, as the confirmation page shows it. */
export const Order = z.object({
  orderNumber: z.string(),
  status: z.enum(['PLACED']),
  placedAt: z.string(),
  intendType: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  lines: z.array(
    z.object({
      lineId: z.string(),
      deviceName: z.string(),
      colour: z.string(),
      storage: z.string(),
      /** The phone's picture in its colour (absent from orders kept before it was answered). */
      image: z.optional(z.string()),
      purchaseType: z.string(),
      number: z.nullable(LineNumber),
      planName: z.nullable(z.string()),
      monthly: z.number(),
      /** The SIM of a line for the customer's own phone (bring your own device). */
      sim: z.optional(z.nullable(z.enum(['PSIM', 'ESIM']))),
      /** The phone traded in with this line's, by the trade-in's number, and the credit it brings. */
      tradeIn: z.optional(z.nullable(LineTradeInSummary)),
    }),
  ),
  accessories: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      price: z.number(),
      /** The accessory's picture (absent from orders kept before it was answered). */
      image: z.optional(z.string()),
    }),
  ),
  /** How the order reaches the customer; null when there is nothing to send (eSIMs alone, activated online). */
  delivery: z.nullable(DeliveryChoice),
  payment: PaymentSummary,
  /** What the order came to, part by part, as the review showed it. */
  amounts: Amounts,
});
export type Order = z.infer<typeof Order>;

/** Answer of GET `{base}/orderprocessservice/checkoutapi/order-history`: the signed-in customer's orders, newest first. */
export const OrderHistoryResponse = z.object({
  serviceHeader: ServiceHeader,
  data: z.object({ orders: z.array(Order) }),
});

export const OrderResponse = z.object({
  serviceHeader: ServiceHeader,
  data: Order,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * Payload of POST `{base}/orderprocessservice/checkoutapi/order-details`: an order read back by its number, with
 * the email or billing ZIP it was placed with, or from the browser whose cart it was.
 */
export const OrderDetailsRequest = z.object({
  orderNumber: z.string().check(z.regex(/^MW\d{8}$/, 'is not an order number')),
  email: z.optional(z.string().check(z.maxLength(254))),
  zip: z.optional(z.string().check(z.maxLength(10))),
});
export type OrderDetailsRequest = z.infer<typeof OrderDetailsRequest>;

/** The checkout as the services keep it: the flow, what is still to do, and what each step has recorded. */
export const CheckoutDetails = z.object({
  cartId: z.string(),
  intendType: z.string(),
  startedAt: z.string(),
  /** The device lines and the number each will have, once chosen. */
  lines: z.array(
    z.object({
      lineId: z.string(),
      deviceName: z.string(),
      number: z.nullable(LineNumber),
      /** The phone traded in with this line's, and the credit it brings. */
      tradeIn: z.optional(z.nullable(LineTradeInSummary)),
    }),
  ),
  customer: z.nullable(CustomerDetails),
  credit: z.nullable(CreditResult),
  pendingSteps: z.record(z.string(), z.object({ items: z.array(z.object({ id: z.string() })) })),
  /** Where 911 calls of the new lines are located. */
  e911: z.nullable(Address),
  delivery: z.nullable(DeliveryChoice),
  payment: z.nullable(PaymentSummary),
  /** The down payment asked after the credit check, and whether the customer agreed to it. */
  downPayment: z.nullable(z.object({ percent: z.number(), amount: z.number(), accepted: z.boolean() })),
  /** The device payment agreement of each device-payment line, and whether it is accepted. */
  agreements: z.array(z.object({ lineId: z.string(), deviceName: z.string(), accepted: z.boolean() })),
  /** What the order comes to, part by part: the same figures as the cart's. */
  amounts: Amounts,
  /** The order placed from this cart, once placed. */
  orderNumber: z.nullable(z.string()),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;

export const CheckoutDetailsResponse = z.object({
  serviceHeader: ServiceHeader,
  data: CheckoutDetails,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type CheckoutDetailsResponse = z.infer<typeof CheckoutDetailsResponse>;

/**
 * Payload of POST `{base}/orderprocessservice/checkoutapi/logDetails`: what happened at checkout, for the order
 * service's own log: a step done or refused, an order placed or not. Never anything the customer typed.
 */
export const CheckoutLogDetailsRequest = z.object({
  cartId: CartId,
  event: z.enum(['stepCompleted', 'stepFailed', 'orderPlaced', 'orderFailed']),
  pageName: z.string().check(z.maxLength(60)),
  flowName: z.string().check(z.maxLength(20)),
  step: z.optional(z.string().check(z.maxLength(40))),
  /** The error id a refusal answered (`CARD_DECLINED`), never its message. */
  errorId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,60}$/, 'is not an error id'))),
  orderNumber: z.optional(z.string().check(z.regex(/^MW\d{8}$/, 'is not an order number'))),
});
export type CheckoutLogDetailsRequest = z.infer<typeof CheckoutLogDetailsRequest>;
