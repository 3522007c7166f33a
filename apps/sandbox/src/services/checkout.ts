import { scrubRecord } from '@carrier/safety';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { dropCookie, storeCookie } from '../cookies.js';
import { sumCents, toCents, toDollars } from '@carrier/pricing';
import {
  calendarDayOf,
  checkAddress,
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPhone,
  checkSsn,
  fieldErrorsOf,
  type FieldErrorCode,
} from '@carrier/checkout-rules';
import {
  AssignMtnRequest,
  AuthorizePaymentRequest,
  CheckoutLogDetailsRequest,
  DeliveryOptionsRequest,
  DownPaymentRequest,
  DppAgreementRequest,
  E911Request,
  FullRetailRequest,
  GiftCardBalanceRequest,
  OrderDetailsRequest,
  SaveDeliveryRequest,
  SubmitOrderRequest,
  TokenizeCardRequest,
  CreditCheckRequest,
  CreditQuestionnaireRequest,
  CustomerInfoRequest,
  InternationalCreditRequest,
  CheckoutDetailsRequest,
  PortInRequest,
  NpanxxRequest,
  type CheckoutDetails,
  type CreditResult,
} from '@carrier/service-contracts';
import { CartChangeError } from '../carts/errors.js';
import { refuseUpgradeOrdered } from '../carts/model.js';
import { readCart } from '../carts/read.js';
import { lineDeviceName, lineTradeInSummary, onTheAccount, type StoredCart } from '../carts/stored.js';
import { accountLinesOf, keepEarlyUpgrades } from '../accounts.js';
import {
  answerQuestionnaire,
  assignNumber,
  checkoutOf,
  creditCheck,
  internationalCreditCheck,
  lineNumber,
  numbersFor,
  portNumber,
  QUESTIONNAIRE,
  regionOf,
  saveCustomer,
} from '../checkout/model.js';
import type { CreditDecision } from '../checkout/stored.js';
import {
  acceptAgreement,
  acceptDownPayment,
  AddressFieldsError,
  AddressNotFoundError,
  agreementOf,
  buyOutright,
  deliveryOptions,
  financedLines,
  saveDelivery,
  saveE911,
} from '../checkout/fulfilment.js';
import { buildOrder } from '../checkout/orders.js';
import {
  CARD_REFUSALS,
  GiftCardError,
  giftCardToken,
  PaymentFieldsError,
  PieEncryptionError,
  splitPayment,
  tokenizeCard,
  type GiftCardTokenRecord,
} from '../checkout/payment.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { TEST_USERS, accountContact } from '../identity.js';
import { SESSION_USER } from './session.js';
import type { SandboxStore } from '../store.js';

/** A phone's full name, its maker once ("Google Pixel 10", not "Google Google Pixel 10"). */

/** A credit decision as the store reads it: the questionnaire's questions come with it, never their answers. */
function creditResult(credit: CreditDecision): CreditResult {
  if (credit.decision !== 'QUESTIONNAIRE') return credit;
  return { ...credit, questions: QUESTIONNAIRE.map(({ id, text, choices }) => ({ id, text, choices: [...choices] })) };
}

/** The checkout as the store reads it: the flow, the lines and their numbers, and the steps still to do. */
export function checkoutDetails(cart: StoredCart, now: Date): CheckoutDetails {
  const checkout = checkoutOf(cart, now);
  const read = readCart(cart, now);
  const downPayment = checkout.credit?.decision === 'APPROVED_WITH_DOWN_PAYMENT' ? checkout.credit : undefined;
  return {
    cartId: cart.id,
    intendType: cart.intendType,
    startedAt: checkout.startedAt,
    lines: cart.lines.map((line) => ({
      lineId: line.lineId,
      deviceName: lineDeviceName(line),
      number: lineNumber(cart, checkout, line.lineId),
      tradeIn: lineTradeInSummary(line),
    })),
    customer: checkout.customer ?? null,
    credit: checkout.credit ? creditResult(checkout.credit) : null,
    pendingSteps: read.pendingSteps,
    e911: checkout.e911 ?? null,
    delivery: checkout.delivery ?? null,
    payment: checkout.payment?.summary ?? null,
    downPayment: downPayment
      ? {
          percent: downPayment.downPaymentPercent,
          amount: toDollars(sumCents(read.amounts.lines.map((line) => toCents(line.downPayment)))),
          accepted: checkout.downPaymentAccepted === true,
        }
      : null,
    agreements: financedLines(cart).map((line) => ({
      lineId: line.lineId,
      deviceName: lineDeviceName(line),
      accepted: Boolean(checkout.agreements?.[line.lineId]),
    })),
    amounts: read.amounts,
    orderNumber: checkout.orderNumber ?? null,
  };
}

/** The browser that placed an order may read it back by its number alone (the confirmation page, reloaded). */
export const LAST_ORDER_COOKIE = 'lastOrderCart';

/** A 400 naming the fields that are wrong and why, in the carrier's error shape (one item per field). */
function fieldErrors(c: Context, errors: Readonly<Record<string, FieldErrorCode>>) {
  return c.json(
    {
      serviceHeader: { statusCode: '400', statusMessage: 'Some fields are not valid.' },
      errors: Object.entries(errors).map(([name, code]) => ({
        id: 'FIELD_INVALID',
        name,
        errorCode: code,
        message: `${name} is not valid (${code}).`,
      })),
    },
    400,
  );
}

/**
 * The checkout services of spec 7.3: get-checkout-details (which starts the checkout), and the numbers of new
 * lines: retreive-npanxx (the numbers near a ZIP), assign-mtn and portin; the customer's details (customer-info)
 * and the credit check (check, questionnaire, international). Each change is one transaction on the cart.
 */
export function checkoutServices(store: SandboxStore, now: () => Date = () => new Date()): Hono {
  const app = new Hono();

  /** Changes the checkout of a cart and answers the checkout as it is now; 404 without a cart, 400 if refused. */
  async function change(c: Context, cartId: string, apply: (cart: StoredCart) => StoredCart) {
    try {
      const result = await store.updateCart(cartId, undefined, (cart) => {
        if (cart.checkout?.orderNumber)
          throw new CartChangeError(
            'ORDER_ALREADY_PLACED',
            `This cart's order was already placed: ${cart.checkout.orderNumber}.`,
          );
        return apply(cart);
      });
      if (result.status !== 'ok') return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(result.cart, now()) });
    } catch (error) {
      return refused(c, error);
    }
  }

  /** The 400 of a refused change: a rule of the cart, wrong fields, or an address that cannot be found. */
  function refused(c: Context, error: unknown) {
    if (error instanceof CartChangeError) return serviceError(c, 400, error.id, error.message);
    if (error instanceof AddressFieldsError)
      return fieldErrors(
        c,
        Object.fromEntries(Object.entries(error.errors).map(([name, code]) => [`address.${name}`, code])),
      );
    if (error instanceof PaymentFieldsError) return fieldErrors(c, error.errors);
    if (error instanceof GiftCardError) return serviceError(c, 400, error.id, error.message);
    if (error instanceof PieEncryptionError) return serviceError(c, 500, error.id, error.message);
    if (error instanceof AddressNotFoundError)
      return c.json(
        {
          serviceHeader: { statusCode: '400', statusMessage: error.message },
          errors: [{ id: 'ADDRESS_NOT_FOUND', message: error.message }],
          data: { suggestions: error.suggestions },
        },
        400,
      );
    throw error;
  }

  app.post('/orderprocessservice/checkoutapi/get-checkout-details', async (c) => {
    const body = await readBody(c, CheckoutDetailsRequest);
    if (!body.ok) return body.response as Response;
    const cart = await store.getCart(body.value.cartId);
    if (!cart) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
    if (cart.lines.length === 0 && cart.accessories.length === 0)
      return serviceError(c, 400, 'CART_EMPTY', 'There is nothing in this cart to check out.');
    // What goes on the signed-in customer's account (spec 3.5: EUP, AAL, NSO, ESO) checks out as its holder: their
    // details are the account's.
    const user = c.get(SESSION_USER);
    const holder = user && onTheAccount(cart.intendType) ? accountContact(user) : undefined;
    if (cart.checkout && (cart.checkout.customer || !holder))
      return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(cart, now()) });
    return change(c, cart.id, (current) => {
      const started = { ...current, checkout: checkoutOf(current, now()) };
      return holder && !started.checkout.customer ? saveCustomer(started, holder, now()) : started;
    });
  });

  app.post('/orderprocessservice/checkoutapi/customer-info', async (c) => {
    const body = await readBody(c, CustomerInfoRequest);
    if (!body.ok) return body.response as Response;
    const { customer } = body.value;
    const checks = {
      firstName: checkName(customer.firstName),
      lastName: checkName(customer.lastName),
      email: checkEmail(customer.email),
      contactPhone: checkPhone(customer.contactPhone),
    };
    const address = checkAddress(customer.address);
    const errors: Record<string, FieldErrorCode> = { ...fieldErrorsOf(checks) };
    for (const [name, code] of Object.entries(address.errors)) errors[`address.${name}`] = code;
    if (Object.keys(errors).length > 0 || !address.ok) return fieldErrors(c, errors);
    const clean = {
      firstName: checks.firstName.ok ? checks.firstName.value : '',
      lastName: checks.lastName.ok ? checks.lastName.value : '',
      email: checks.email.ok ? checks.email.value : '',
      contactPhone: checks.contactPhone.ok ? checks.contactPhone.value : '',
      address: address.value,
    };
    return change(c, body.value.cartId, (cart) => saveCustomer(cart, clean, now()));
  });

  app.post('/fraudservice/credit/nse/check', async (c) => {
    const body = await readBody(c, CreditCheckRequest);
    if (!body.ok) return body.response as Response;
    const ssn = checkSsn(body.value.ssn);
    const birth = checkDateOfBirth(body.value.dateOfBirth, calendarDayOf(now()));
    if (!ssn.ok || !birth.ok) return fieldErrors(c, fieldErrorsOf({ ssn, dateOfBirth: birth }));
    return change(c, body.value.cartId, (cart) => creditCheck(cart, ssn.value, now()));
  });

  app.post('/fraudservice/credit/nse/questionnaire', async (c) => {
    const body = await readBody(c, CreditQuestionnaireRequest);
    if (!body.ok) return body.response as Response;
    return change(c, body.value.cartId, (cart) => answerQuestionnaire(cart, body.value.answers, now()));
  });

  app.post('/fraudservice/credit/nse/international', async (c) => {
    const body = await readBody(c, InternationalCreditRequest);
    if (!body.ok) return body.response as Response;
    const birth = checkDateOfBirth(body.value.dateOfBirth, calendarDayOf(now()));
    if (!birth.ok) return fieldErrors(c, { dateOfBirth: birth.error });
    return change(c, body.value.cartId, (cart) => internationalCreditCheck(cart, now()));
  });

  app.post('/assignmtnservice/nse/retreive-npanxx', async (c) => {
    const body = await readBody(c, NpanxxRequest);
    if (!body.ok) return body.response as Response;
    const { zip } = body.value;
    const region = regionOf(zip);
    // A ZIP where the carrier has no numbers gets that answer, not numbers of some other place.
    if (!region)
      return serviceError(
        c,
        422,
        'NO_NUMBERS_FOR_ZIP',
        `We don't have new numbers for ZIP code ${zip} yet. Try the ZIP code of a nearby city, or keep your number.`,
      );
    const numbers = numbersFor(zip).map((mdn) => ({
      mdn,
      npa: mdn.slice(0, 3),
      nxx: mdn.slice(3, 6),
      city: region.city,
    }));
    const npanxxList = [...new Map(numbers.map(({ npa, nxx, city }) => [`${npa}${nxx}`, { npa, nxx, city }])).values()];
    return c.json({ serviceHeader: OK_HEADER, data: { zip, npanxxList, numbers } });
  });

  app.post('/assignmtnservice/nse/assign-mtn', async (c) => {
    const body = await readBody(c, AssignMtnRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, lineId, zip, mdn } = body.value;
    return change(c, cartId, (cart) => assignNumber(cart, lineId, zip, mdn, now()));
  });

  app.post('/assignmtnservice/nse/portin', async (c) => {
    const body = await readBody(c, PortInRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, ...request } = body.value;
    return change(c, cartId, (cart) => portNumber(cart, request, now()));
  });

  app.post('/orderprocessservice/checkoutapi/e911', async (c) => {
    const body = await readBody(c, E911Request);
    if (!body.ok) return body.response as Response;
    return change(c, body.value.cartId, (cart) => saveE911(cart, body.value.address as never));
  });

  app.post('/orderprocessservice/checkoutapi/delivery-options', async (c) => {
    const body = await readBody(c, DeliveryOptionsRequest);
    if (!body.ok) return body.response as Response;
    const cart = await store.getCart(body.value.cartId);
    if (!cart) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
    return c.json({
      serviceHeader: OK_HEADER,
      data: deliveryOptions(cart, body.value.zip, await store.stockSold(), now()),
    });
  });

  app.post('/orderprocessservice/checkoutapi/save-delivery', async (c) => {
    const body = await readBody(c, SaveDeliveryRequest);
    if (!body.ok) return body.response as Response;
    const sold = await store.stockSold();
    const { cartId, ...request } = body.value;
    return change(c, cartId, (cart) => saveDelivery(cart, request as Parameters<typeof saveDelivery>[1], sold, now()));
  });

  app.post('/orderprocessservice/checkoutapi/down-payment', async (c) => {
    const body = await readBody(c, DownPaymentRequest);
    if (!body.ok) return body.response as Response;
    return change(c, body.value.cartId, acceptDownPayment);
  });

  app.post('/orderprocessservice/checkoutapi/full-retail', async (c) => {
    const body = await readBody(c, FullRetailRequest);
    if (!body.ok) return body.response as Response;
    return change(c, body.value.cartId, buyOutright);
  });

  app.post('/orderprocessservice/checkoutapi/dpp-agreement', async (c) => {
    const body = await readBody(c, DppAgreementRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, lineId, acceptedName } = body.value;
    if (acceptedName === undefined) {
      const cart = await store.getCart(cartId);
      if (!cart) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      try {
        return c.json({ serviceHeader: OK_HEADER, data: agreementOf(cart, lineId, now()) });
      } catch (error) {
        return refused(c, error);
      }
    }
    return change(c, cartId, (cart) => acceptAgreement(cart, lineId, acceptedName, now()));
  });

  app.post('/paymentservice/tokenize', async (c) => {
    const body = await readBody(c, TokenizeCardRequest);
    if (!body.ok) return body.response as Response;
    try {
      const record = tokenizeCard(body.value, now());
      await store.saveToken(record);
      const { token, brand, last4, expiry } = record;
      return c.json({ serviceHeader: OK_HEADER, data: { token, brand, last4, expiry } });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post('/paymentservice/giftcard/balance', async (c) => {
    const body = await readBody(c, GiftCardBalanceRequest);
    if (!body.ok) return body.response as Response;
    try {
      const record = giftCardToken(body.value.number, body.value.pin);
      await store.saveToken(record);
      return c.json({
        serviceHeader: OK_HEADER,
        data: { token: record.token, last4: record.last4, balance: toDollars(record.balanceCents) },
      });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post('/paymentservice/authorize', async (c) => {
    const body = await readBody(c, AuthorizePaymentRequest);
    if (!body.ok) return body.response as Response;
    const { cartId, cardToken, giftCardTokens } = body.value;
    const cart = await store.getCart(cartId);
    if (!cart?.checkout) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no checkout for this cart.');
    const read = readCart(cart, now());
    const due = toCents(read.amounts.dueToday);
    const gifts: GiftCardTokenRecord[] = [];
    for (const token of new Set(giftCardTokens)) {
      const record = await store.getToken(token);
      if (record?.kind !== 'giftCard')
        return serviceError(c, 400, 'TOKEN_NOT_FOUND', 'A gift card of this payment is not known. Add it again.');
      // The balance now, not when it was looked up: another order may have spent it since.
      gifts.push(record);
    }
    const split = splitPayment(due, gifts);
    const card = cardToken ? await store.getToken(cardToken) : undefined;
    if (cardToken && card?.kind !== 'card')
      return serviceError(c, 400, 'TOKEN_NOT_FOUND', 'This card is not known. Enter it again.');
    if (split.cardCents > 0 && card?.kind !== 'card')
      return serviceError(
        c,
        400,
        'CARD_REQUIRED',
        `Add a card to pay the remaining ${toDollars(split.cardCents).toFixed(2)} dollars.`,
      );
    if (split.cardCents > 0 && card?.kind === 'card') {
      if (card.behaviour === 'errorOnce' && (await store.failOnce(card.token)))
        return serviceError(c, 500, 'PAYMENT_SYSTEM_ERROR', 'The payment service could not answer. Try again.');
      if (card.behaviour !== 'approve' && card.behaviour !== 'errorOnce') {
        const refusal = CARD_REFUSALS[card.behaviour];
        return serviceError(c, 402, refusal.id, refusal.message);
      }
    }
    const summary = {
      card:
        split.cardCents > 0 && card?.kind === 'card'
          ? { brand: card.brand, last4: card.last4, amount: toDollars(split.cardCents) }
          : null,
      giftCards: split.giftCards.map((g) => ({ last4: g.record.last4, amount: toDollars(g.cents) })),
      authorizationId: `AUTH-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    };
    return change(c, cartId, (current) => ({
      ...current,
      checkout: {
        ...current.checkout!,
        payment: {
          amountCents: due,
          cardToken: summary.card && card ? card.token : null,
          giftCardTokens: split.giftCards.map((g) => ({
            token: g.record.token,
            cents: g.cents,
          })),
          summary,
        },
      },
    }));
  });

  app.post('/orderprocessservice/checkoutapi/submit-order', async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key || !/^[\w-]{8,128}$/.test(key))
      return serviceError(c, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'An order is submitted with an Idempotency-Key header.');
    const body = await readBody(c, SubmitOrderRequest);
    if (!body.ok) return body.response as Response;
    try {
      const user = TEST_USERS.find((u) => u.id === c.get(SESSION_USER) && u.role !== 'guest');
      const customerId = user?.customerId;
      // A cart made before its line's early upgrade was ordered elsewhere is not a second payoff of that line.
      const lines = user ? await accountLinesOf(store, user) : [];
      const result = await store.placeOrder(key, body.value.cartId, (cart) => {
        for (const line of cart.lines) {
          const upgraded = line.upgrade && lines.find((l) => l.mtn === line.upgrade?.mtn);
          if (upgraded) refuseUpgradeOrdered(upgraded);
        }
        // The order goes with the bot check its cart was started with (spec 3.2): another token is not this browser's.
        const { gRecaptchaResponse } = body.value;
        if (gRecaptchaResponse != null && cart.botCheck && gRecaptchaResponse !== cart.botCheck)
          throw new CartChangeError(
            'BOT_CHECK_FAILED',
            'We could not confirm this order comes from the browser that built the cart. Reload the page and place it again.',
          );
        const placement = buildOrder(cart, now());
        return customerId ? { ...placement, order: { ...placement.order, customerId } } : placement;
      });
      if (result.status === 'missing') return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      if (result.status === 'keyReused')
        return serviceError(c, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order.');
      if (result.status === 'placed') {
        await keepEarlyUpgrades(store, result.order);
        // A trade-in goes with one order: it is offered to no other cart.
        for (const line of result.order.order.lines) {
          const tradeIn = line.tradeIn ? await store.getTradeInByNumber(line.tradeIn.tradeInNumber) : undefined;
          if (tradeIn) await store.saveTradeIn({ ...tradeIn, orderNumber: result.order.orderNumber });
        }
      }
      // The cart is closed: the next thing the customer adds starts a new one.
      dropCookie(c, 'cartId');
      dropCookie(c, 'prospectCartCount');
      dropCookie(c, 'gnCartCount');
      // What the customer was shopping for is done with too (spec 3.4 `intent`).
      dropCookie(c, 'intent');
      storeCookie(c, LAST_ORDER_COOKIE, result.order.cartId, { httpOnly: true, sameSite: 'Strict' });
      return c.json({ serviceHeader: OK_HEADER, data: result.order.order }, result.status === 'placed' ? 201 : 200);
    } catch (error) {
      return refused(c, error);
    }
  });

  // The signed-in customer's orders, newest first.
  app.get('/orderprocessservice/checkoutapi/order-history', async (c) => {
    const customerId = TEST_USERS.find((u) => u.id === c.get(SESSION_USER) && u.role !== 'guest')?.customerId;
    if (!customerId) return serviceError(c, 401, 'NOT_SIGNED_IN', 'Sign in to see your orders.');
    const orders = (await store.listOrders())
      .filter((stored) => stored.customerId === customerId)
      .map((stored) => stored.order)
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
    return c.json({ serviceHeader: OK_HEADER, data: { orders } });
  });

  app.post('/orderprocessservice/checkoutapi/logDetails', async (c) => {
    const body = await readBody(c, CheckoutLogDetailsRequest);
    if (!body.ok) return body.response as Response;
    await store.addCheckoutEvent(scrubRecord(body.value));
    return c.json({ serviceHeader: OK_HEADER, data: { logged: true } });
  });

  app.post('/orderprocessservice/checkoutapi/order-details', async (c) => {
    const body = await readBody(c, OrderDetailsRequest);
    if (!body.ok) return body.response as Response;
    const { orderNumber, email, zip } = body.value;
    const stored = await store.getOrder(orderNumber);
    // The browser that placed the order: its last order's cart, or the cart it still holds when the order's answer
    // was lost on the way (the checkout's details then said the cart is ordered, and the page went on to it).
    const placedHere = (cartId: string) =>
      getCookie(c, LAST_ORDER_COOKIE) === cartId || getCookie(c, 'cartId') === cartId;
    // Proof given must be the order's (a lookup); the browser that placed the order reads it back without any.
    const proven =
      (email !== undefined && email.trim().toLowerCase() === stored?.email && stored.email !== '') ||
      (zip !== undefined && zip.trim().slice(0, 5) === stored?.zip && stored.zip !== '');
    const matches = stored && (email !== undefined || zip !== undefined ? proven : placedHere(stored.cartId));
    // The same answer whether the number or the email/ZIP is wrong: order numbers cannot be probed.
    if (!matches) return serviceError(c, 404, 'ORDER_NOT_FOUND', 'We could not find an order with these details.');
    return c.json({ serviceHeader: OK_HEADER, data: stored.order });
  });

  return app;
}
