// What the sandbox keeps of a cart's checkout, step by step: the shapes only, so that the cart and the checkout can
// both name them without importing each other. Nothing private is kept: no SSN, card number, CVV, date of birth or
// account PIN.
import type { Address } from '@carrier/checkout-rules';
import type { DeliveryChoice, PaymentSummary } from '@carrier/service-contracts';

/** What the checkout records of fulfilment, kept with the cart's checkout. */
export interface StoredFulfilment {
  readonly e911?: Address;
  readonly delivery?: DeliveryChoice;
  readonly downPaymentAccepted?: boolean;
  readonly agreements?: Readonly<Record<string, { readonly name: string; readonly acceptedAt: string }>>;
}

/** The number a new line will have: one offered for its ZIP, or a number moved from another carrier. */
export type LineNumber =
  | { readonly kind: 'new'; readonly mdn: string; readonly zip: string }
  | { readonly kind: 'port'; readonly mdn: string; readonly status: 'PENDING' }
  /** An upgrade keeps the number of the account's line. */
  | { readonly kind: 'upgrade'; readonly mdn: string };

/** Who is buying: name, contact and home address (never the date of birth or SSN, which go to the credit check only). */
export interface CustomerDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly contactPhone: string;
  readonly address: Address;
}

/** The credit decisions (spec 2.2: creditresult, credithold, creditquestionnaire, internationalcreditcheck). */
export type CreditDecision =
  | { readonly decision: 'APPROVED'; readonly reference: string }
  /** Approved with a down payment of this share of each device's price. */
  | { readonly decision: 'APPROVED_WITH_DOWN_PAYMENT'; readonly reference: string; readonly downPaymentPercent: number }
  /** Approved, but the devices are paid in full: no device payment agreement. */
  | { readonly decision: 'APPROVED_NO_DEVICE_PAYMENT'; readonly reference: string }
  /** Approved on a passport, with a security deposit in cents. */
  | { readonly decision: 'APPROVED_WITH_DEPOSIT'; readonly reference: string; readonly depositCents: number }
  | { readonly decision: 'QUESTIONNAIRE'; readonly reference: string }
  | { readonly decision: 'CREDIT_HOLD'; readonly reference: string };

/** What the customer has done at checkout, by step. */
export interface StoredCheckout extends StoredFulfilment {
  readonly startedAt: string;
  readonly numbers: Readonly<Record<string, LineNumber>>;
  readonly customer?: CustomerDetails;
  readonly credit?: CreditDecision;
  /** What was authorized today and with what; the card by its token, brand and last four only. */
  readonly payment?: StoredPayment;
  /** The order placed from this cart: the cart is closed then. */
  readonly orderNumber?: string;
}

/** An authorization of what was due today, with the tokens that pay it. */
export interface StoredPayment {
  readonly amountCents: number;
  readonly cardToken: string | null;
  readonly giftCardTokens: readonly { readonly token: string; readonly cents: number }[];
  readonly summary: PaymentSummary;
}
