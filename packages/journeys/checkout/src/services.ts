import { isHttpError, type HttpClient } from '@carrier/http-client';
import type { CardToken } from '@carrier/service-contracts';
import {
  CheckoutDetailsResponse,
  DeliveryOptionsResponse,
  DppAgreementResponse,
  GiftCardBalanceResponse,
  GuestLoginResponse,
  NpanxxResponse,
  OrderResponse,
  TokenizeCardResponse,
  check,
  type CheckoutDetails,
  type CheckoutLogDetailsRequest,
  type Contract,
  type CustomerDetails,
  type DeliveryOptions,
  type DppAgreement,
  type NpanxxResponse as Npanxx,
  type Order,
  type SaveDeliveryRequest,
} from '@carrier/service-contracts';
import { MalformedResponseError, type ErrorReporting } from '@carrier/storefront/kit';

/** A field the services refused, with the rule's code (`email`, `cardChecksum`, ...). */
export interface FieldProblem {
  readonly name: string;
  readonly code: string;
}

/** A checkout call that did not go through, as the pages read it (they import no code of this module). */
export interface CallProblem {
  /** The service's error id (`PORT_PIN_MISMATCH`, `CARD_DECLINED`), or `NETWORK`, `SYSTEM_ERROR`. */
  readonly id: string;
  readonly message: string;
  readonly fields: readonly FieldProblem[];
  /** Addresses the customer may have meant (an address that cannot be found). */
  readonly suggestions: readonly CustomerDetails['address'][];
  /** Whether the outcome is unknown (no answer, 500, 502, 503, 504): the same request may be sent again. */
  readonly retryable: boolean;
}

/** A checkout call that did not go through: the service's error id and message, the fields it named. */
export class CheckoutCallError extends Error implements CallProblem {
  override readonly name = 'CheckoutCallError';
  constructor(
    /** The service's error id (`PORT_PIN_MISMATCH`, `CARD_DECLINED`), or `NETWORK`, `SYSTEM_ERROR`. */
    readonly id: string,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** Addresses the customer may have meant (an address that cannot be found). */
    readonly suggestions: readonly CustomerDetails['address'][] = [],
    /** Whether the outcome is unknown (no answer, 502, 503, 504): the same request may be sent again. */
    readonly retryable = false,
  ) {
    super(message);
  }
}

const isCheckoutCallError = (error: unknown): error is CheckoutCallError =>
  error instanceof Error && error.name === 'CheckoutCallError';

const RETRYABLE = new Set([0, 502, 503, 504]);

/** A failed call as the page explains it: the service's words for a refusal, the kind of failure otherwise. */
export function toCallError(error: unknown): CheckoutCallError {
  if (isCheckoutCallError(error)) return error;
  if (!isHttpError(error)) return new CheckoutCallError('SYSTEM_ERROR', String(error));
  const body = record(error.data);
  // Only what has the shape of an error item is read: anything else is a failure with no details.
  const items = (Array.isArray(body['errors']) ? body['errors'] : []).map(record);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fields = items.flatMap((item) => {
    const name = text(item['name']);
    const code = text(item['errorCode']);
    return item['id'] === 'FIELD_INVALID' && name && code ? [{ name, code }] : [];
  });
  const suggestions = record(body['data'])['suggestions'];
  const retryable = error.kind !== 'http' || RETRYABLE.has(error.status);
  return new CheckoutCallError(
    text(items[0]?.['id']) ?? (retryable ? 'NETWORK' : 'SYSTEM_ERROR'),
    text(items[0]?.['message']) ?? error.message,
    fields,
    Array.isArray(suggestions) ? suggestions.filter(isAddress) : [],
    retryable || error.status === 500,
  );
}

/** An object's own fields, or none. */
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Whether a suggestion is an address: every part a string. */
const isAddress = (value: unknown): value is CustomerDetails['address'] =>
  ['line1', 'line2', 'city', 'state', 'zip'].every((part) => typeof record(value)[part] === 'string');

/** The checkout calls of spec 7.3, each answer checked against its contract. */
export interface CheckoutServices {
  details(cartId: string): Promise<CheckoutDetails>;
  numbers(zip: string, cartId: string): Promise<Npanxx['data']>;
  assignNumber(cartId: string, lineId: string, zip: string, mdn: string): Promise<CheckoutDetails>;
  portIn(request: {
    cartId: string;
    lineId: string;
    mdn: string;
    accountNumber: string;
    pin: string;
    billingZip: string;
  }): Promise<CheckoutDetails>;
  saveCustomer(cartId: string, customer: CustomerDetails): Promise<CheckoutDetails>;
  creditCheck(cartId: string, ssn: string, dateOfBirth: string): Promise<CheckoutDetails>;
  answerQuestionnaire(cartId: string, answers: Readonly<Record<string, string>>): Promise<CheckoutDetails>;
  internationalCredit(request: {
    cartId: string;
    passportNumber: string;
    countryOfIssue: string;
    dateOfBirth: string;
  }): Promise<CheckoutDetails>;
  acceptDownPayment(cartId: string): Promise<CheckoutDetails>;
  buyOutright(cartId: string): Promise<CheckoutDetails>;
  agreement(cartId: string, lineId: string): Promise<DppAgreement>;
  signAgreement(cartId: string, lineId: string, acceptedName: string): Promise<CheckoutDetails>;
  saveE911(cartId: string, address: CustomerDetails['address']): Promise<CheckoutDetails>;
  deliveryOptions(cartId: string, zip: string): Promise<DeliveryOptions>;
  saveDelivery(request: SaveDeliveryRequest): Promise<CheckoutDetails>;
  tokenizeCard(card: {
    cardNumber: string;
    expiry: string;
    cvv: string;
    nameOnCard: string;
    billingZip: string;
  }): Promise<CardToken>;
  giftCardBalance(number: string, pin: string): Promise<{ token: string; last4: string; balance: number }>;
  authorize(cartId: string, cardToken: string | null, giftCardTokens: readonly string[]): Promise<CheckoutDetails>;
  /**
   * Places the order with the bot check's token its cart was read with (`cartInfo.gRecaptchaResponse`, spec 3.2); the
   * same `idempotencyKey` always answers the same order.
   */
  submitOrder(cartId: string, idempotencyKey: string, gRecaptchaResponse: string | null): Promise<Order>;
  order(orderNumber: string, proof?: { email?: string; zip?: string }): Promise<Order>;
  /** Guest checkout's authentication (level L1): the account's mobile number and its last two digits. */
  guestLogin(mdn: string, lastTwoDigits: string): Promise<void>;
  /** Tells the order service's log what happened (checkoutapi/logDetails); never fails, never carries what was typed. */
  logDetails(entry: Omit<CheckoutLogDetailsRequest, 'flowName'> & { readonly flowName?: string }): Promise<void>;
}

/** Builds the checkout calls over the store's services client. */
export function createCheckoutServices({
  services,
  errors,
}: {
  services: HttpClient;
  errors: ErrorReporting;
}): CheckoutServices {
  async function post<T>(
    path: string,
    body: unknown,
    contract: Contract<{ data: T }>,
    headers?: Record<string, string>,
  ): Promise<T> {
    let answer: unknown;
    try {
      answer = await services.post(path, body, headers ? { headers, retry: { urls: [path] } } : {});
    } catch (error) {
      const failed = toCallError(error);
      // A refusal the page explains (a declined card, a wrong PIN) is no failure of the store; the rest is reported.
      if (failed.fields.length === 0 && (failed.retryable || failed.id === 'SYSTEM_ERROR')) errors.report(error);
      throw failed;
    }
    const checked = check(contract, answer);
    if (!checked.ok) {
      errors.report(new MalformedResponseError(path, checked.message));
      throw new CheckoutCallError('SYSTEM_ERROR', 'The answer could not be read.', [], [], true);
    }
    return checked.value.data;
  }
  const details = (path: string, body: unknown) => post(path, body, CheckoutDetailsResponse);
  const api = 'orderprocessservice/checkoutapi';
  return {
    details: (cartId) => details(`${api}/get-checkout-details`, { cartId }),
    numbers: (zip, cartId) => post('assignmtnservice/nse/retreive-npanxx', { zip, cartId }, NpanxxResponse),
    assignNumber: (cartId, lineId, zip, mdn) =>
      details('assignmtnservice/nse/assign-mtn', { cartId, lineId, zip, mdn }),
    portIn: (request) => details('assignmtnservice/nse/portin', request),
    saveCustomer: (cartId, customer) => details(`${api}/customer-info`, { cartId, customer }),
    creditCheck: (cartId, ssn, dateOfBirth) => details('fraudservice/credit/nse/check', { cartId, ssn, dateOfBirth }),
    answerQuestionnaire: (cartId, answers) => details('fraudservice/credit/nse/questionnaire', { cartId, answers }),
    internationalCredit: (request) => details('fraudservice/credit/nse/international', request),
    acceptDownPayment: (cartId) => details(`${api}/down-payment`, { cartId }),
    buyOutright: (cartId) => details(`${api}/full-retail`, { cartId }),
    agreement: (cartId, lineId) => post(`${api}/dpp-agreement`, { cartId, lineId }, DppAgreementResponse),
    signAgreement: (cartId, lineId, acceptedName) => details(`${api}/dpp-agreement`, { cartId, lineId, acceptedName }),
    saveE911: (cartId, address) => details(`${api}/e911`, { cartId, address }),
    deliveryOptions: (cartId, zip) => post(`${api}/delivery-options`, { cartId, zip }, DeliveryOptionsResponse),
    saveDelivery: (request) => details(`${api}/save-delivery`, request),
    tokenizeCard: (card) => post('paymentservice/tokenize', card, TokenizeCardResponse),
    giftCardBalance: (number, pin) => post('paymentservice/giftcard/balance', { number, pin }, GiftCardBalanceResponse),
    authorize: (cartId, cardToken, giftCardTokens) =>
      details('paymentservice/authorize', { cartId, cardToken, giftCardTokens: [...giftCardTokens] }),
    submitOrder: (cartId, idempotencyKey, gRecaptchaResponse) =>
      post(`${api}/submit-order`, { cartId, gRecaptchaResponse }, OrderResponse, {
        'Idempotency-Key': idempotencyKey,
      }),
    order: (orderNumber, proof = {}) => post(`${api}/order-details`, { orderNumber, ...proof }, OrderResponse),
    guestLogin: async (mdn, lastTwoDigits) => {
      await post('fraudservice/session/nse/guestLogin', { mdn, lastTwoDigits }, GuestLoginResponse);
    },
    async logDetails(entry) {
      try {
        await services.post(`${api}/logDetails`, { flowName: '', ...entry });
      } catch {
        // The log is the order service's own record: a failure to write it changes nothing for the customer.
      }
    },
  };
}
