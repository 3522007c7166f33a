import { Hono, type Context } from 'hono';
import {
  calendarDayOf,
  checkAddress,
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPhone,
  checkSsn,
  type FieldErrorCode,
} from '@carrier/checkout-rules';
import {
  AssignMtnRequest,
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
import { readCart, type StoredCart } from '../carts/model.js';
import { DEVICES } from '../catalogue/catalogue.js';
import {
  answerQuestionnaire,
  assignNumber,
  checkoutOf,
  creditCheck,
  internationalCreditCheck,
  numbersFor,
  portNumber,
  QUESTIONNAIRE,
  regionOf,
  saveCustomer,
  type CreditDecision,
} from '../checkout/model.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import type { SandboxStore } from '../store.js';

/** A phone's full name, its maker once ("Google Pixel 10", not "Google Google Pixel 10"). */
const deviceNames = new Map(
  DEVICES.map((d) => [d.id, d.model.startsWith(d.maker) ? d.model : `${d.maker} ${d.model}`]),
);

/** A credit decision as the store reads it: the questionnaire's questions come with it, never their answers. */
function creditResult(credit: CreditDecision): CreditResult {
  if (credit.decision !== 'QUESTIONNAIRE') return credit;
  return { ...credit, questions: QUESTIONNAIRE.map(({ id, text, choices }) => ({ id, text, choices: [...choices] })) };
}

/** The checkout as the store reads it: the flow, the lines and their numbers, and the steps still to do. */
export function checkoutDetails(cart: StoredCart, now: Date): CheckoutDetails {
  const checkout = checkoutOf(cart, now);
  return {
    cartId: cart.id,
    intendType: cart.intendType,
    startedAt: checkout.startedAt,
    lines: cart.lines.map((line) => ({
      lineId: line.lineId,
      deviceName: deviceNames.get(line.deviceId) ?? line.deviceId,
      number: checkout.numbers[line.lineId] ?? null,
    })),
    customer: checkout.customer ?? null,
    credit: checkout.credit ? creditResult(checkout.credit) : null,
    pendingSteps: readCart(cart, now).pendingSteps,
  };
}

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
      const result = await store.updateCart(cartId, undefined, apply);
      if (result.status !== 'ok') return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
      return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(result.cart, now()) });
    } catch (error) {
      if (error instanceof CartChangeError) return serviceError(c, 400, error.id, error.message);
      throw error;
    }
  }

  app.post('/orderprocessservice/checkoutapi/get-checkout-details', async (c) => {
    const body = await readBody(c, CheckoutDetailsRequest);
    if (!body.ok) return body.response as Response;
    const cart = await store.getCart(body.value.cartId);
    if (!cart) return serviceError(c, 404, 'CART_NOT_FOUND', 'There is no cart with this id.');
    if (cart.lines.length === 0 && cart.accessories.length === 0)
      return serviceError(c, 400, 'CART_EMPTY', 'There is nothing in this cart to check out.');
    if (cart.checkout) return c.json({ serviceHeader: OK_HEADER, data: checkoutDetails(cart, now()) });
    return change(c, cart.id, (current) => ({ ...current, checkout: checkoutOf(current, now()) }));
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
    const errors: Record<string, FieldErrorCode> = {};
    for (const [name, check] of Object.entries(checks)) if (!check.ok) errors[name] = check.error;
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
    if (!ssn.ok || !birth.ok)
      return fieldErrors(c, {
        ...(ssn.ok ? {} : { ssn: ssn.error }),
        ...(birth.ok ? {} : { dateOfBirth: birth.error }),
      });
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

  return app;
}
