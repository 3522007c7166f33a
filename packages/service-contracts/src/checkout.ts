import * as z from 'zod/mini';
import { ServiceErrorItem, ServiceHeader } from './common.js';

const CartId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'is not a cart id'));
const LineId = z.string().check(z.regex(/^L\d{1,3}$/, 'is not a line id'));
const Mdn = z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'));
const Zip5 = z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'));

/** Payload of POST `{base}/orderprocessservice/checkoutapi/get-checkout-details`: starts or resumes a checkout. */
export const CheckoutDetailsRequest = z.object({ cartId: CartId });
export type CheckoutDetailsRequest = z.infer<typeof CheckoutDetailsRequest>;

/** A line's number at checkout: one offered for a ZIP, or one moved from another carrier (pending until it ports). */
export const LineNumber = z.union([
  z.object({ kind: z.literal('new'), mdn: Mdn, zip: Zip5 }),
  z.object({ kind: z.literal('port'), mdn: Mdn, status: z.literal('PENDING') }),
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

/** The checkout as the services keep it: the flow, what is still to do, and what each step has recorded. */
export const CheckoutDetails = z.object({
  cartId: z.string(),
  intendType: z.string(),
  startedAt: z.string(),
  /** The device lines and the number each will have, once chosen. */
  lines: z.array(z.object({ lineId: z.string(), deviceName: z.string(), number: z.nullable(LineNumber) })),
  customer: z.nullable(CustomerDetails),
  credit: z.nullable(CreditResult),
  pendingSteps: z.record(z.string(), z.object({ items: z.array(z.object({ id: z.string() })) })),
});
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;

export const CheckoutDetailsResponse = z.object({
  serviceHeader: ServiceHeader,
  data: CheckoutDetails,
  errors: z.optional(z.array(ServiceErrorItem)),
});
export type CheckoutDetailsResponse = z.infer<typeof CheckoutDetailsResponse>;

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
