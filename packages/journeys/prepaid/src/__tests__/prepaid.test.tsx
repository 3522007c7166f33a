import { HttpError } from '@carrier/http-client';
import { createAtoms } from '@carrier/store';
import type { Amounts, PrepaidCart, PrepaidOrder, PrepaidPhone, PrepaidPlan } from '@carrier/service-contracts';
import { TEST_SITE, memoryStorage, renderStore, testDeps, testShell, withJourney } from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPrepaidDeps, type PrepaidDeps } from '../deps.js';
import { checkCheckout, CHECKOUT_FIELDS } from '../form.js';
import { parseProductSearch, prepaidJourney } from '../manifest.js';
import { readRps } from '../rps.js';
import { createPrepaidServices, type PrepaidServices } from '../services.js';

const pending = () => new Promise<never>(() => undefined);
const refusal = (id: string, status = 422) =>
  new HttpError({
    kind: 'http',
    method: 'POST',
    url: '/soe/digital/prepaid/prepayservice/x',
    status,
    data: { errors: [{ id, message: id }] },
    attempts: 1,
  });

const PLAN: PrepaidPlan = {
  planId: 'PLAN-PP-UNL',
  name: 'Prepaid Unlimited',
  monthly: 50,
  autopayDiscount: 5,
  data: 'Unlimited 5G',
  hotspot: 'None',
  features: ['Unlimited talk and text'],
};
const PLUS: PrepaidPlan = { ...PLAN, planId: 'PLAN-PP-UNL-PLUS', name: 'Prepaid Unlimited Plus', monthly: 60 };
const PHONE: PrepaidPhone = {
  deviceId: 'google-pixel-9a',
  name: 'Google Pixel 9a',
  maker: 'Google',
  fiveG: true,
  esim: true,
  rating: { average: 4.6, count: 1488 },
  colours: [{ name: 'Iris', hex: '#8a7fc8', image: '/content/vcg/images/devices/google-pixel-9a/iris.svg' }],
  skus: [
    { sku: 'GOOGLE-PIXEL-9A-IRIS-128', colour: 'Iris', storageGb: 128, price: 499 },
    { sku: 'GOOGLE-PIXEL-9A-IRIS-256', colour: 'Iris', storageGb: 256, price: 599 },
  ],
  summary: 'Google Pixel 9a: 5G.',
};
/**
 * What the prepay service answers for the Pixel 9a at $499 on Prepaid Unlimited with autopay ($45 a month, the first
 * paid today): tax estimated at 7 % until the activation ZIP is known, then New York's 8.875 %.
 */
function pixelAmounts({ monthly = 45, ny = false } = {}): Amounts {
  const tax = ny
    ? { rate: 0.08875, region: 'NY', estimated: false, base: 499, amount: 44.29 }
    : { rate: 0.07, region: 'DEFAULT', estimated: true, base: 499, amount: 34.93 };
  const dueToday = Math.round((499 + monthly + tax.amount) * 100) / 100;
  return {
    lines: [
      {
        lineId: 'L1',
        deviceName: 'Google Pixel 9a',
        purchaseType: 'fullRetail',
        price: 499,
        deviceToday: 499,
        downPayment: 0,
        instantCredit: 0,
        financed: 0,
        months: 0,
        deviceMonthly: 0,
        promotionCreditMonthly: 0,
        tradeInCreditMonthly: 0,
        plan: { name: 'Prepaid Unlimited', monthly },
        protection: null,
        payoff: 0,
        planToday: monthly,
        tax: { base: 499, amount: tax.amount },
        dueToday: 499 + monthly,
        dueMonthly: monthly,
      },
    ],
    accessories: [],
    tax,
    delivery: { method: 'SHIPPING', name: 'Free shipping', amount: 0 },
    deposit: 0,
    dueToday,
    giftCards: [],
    card: { amount: dueToday, brand: null, last4: null },
    dueMonthly: monthly,
  };
}

const READY: PrepaidCart = {
  cartId: 'PC-1',
  item: {
    kind: 'phone',
    deviceId: PHONE.deviceId,
    sku: PHONE.skus[0]!.sku,
    name: PHONE.name,
    colour: 'Iris',
    storageGb: 128,
    image: PHONE.colours[0]!.image,
    price: 499,
  },
  plan: PLAN,
  autopay: true,
  activationZip: null,
  amounts: pixelAmounts(),
  ready: true,
};
const READY_IN_NY: PrepaidCart = { ...READY, activationZip: '10001', amounts: pixelAmounts({ ny: true }) };
const ORDER: PrepaidOrder = {
  orderNumber: 'PP12345678',
  placedAt: '2026-11-26T15:00:00.000Z',
  channel: 'VZW-DOTCOM',
  mdn: '2125550123',
  activationZip: '10001',
  city: 'New York, NY',
  item: READY.item!,
  plan: PLAN,
  autopay: true,
  amounts: { ...READY_IN_NY.amounts, card: { amount: 588.29, brand: 'visa', last4: '1111' } },
  cardLastFour: '1111',
  renews: '2026-12-26',
  shipTo: { name: 'Pat Prepaid', city: 'New York', state: 'NY' },
  retailer: null,
  email: 'pat.prepaid@example.com',
};

const services = (overrides: Partial<PrepaidServices> = {}): PrepaidServices => ({
  phones: async () => [PHONE],
  phone: async () => PHONE,
  plans: async () => ({ plans: [PLAN, PLUS], simKitPrice: 10 }),
  cart: async () => READY,
  // The ZIP changes nothing unless a test says so: the cart as it is.
  activateIn: () => (overrides.cart ?? (async () => READY))(),
  addPhone: pending,
  addSim: pending,
  choosePlan: pending,
  autopay: pending,
  remove: pending,
  activationZip: async (zip) => ({ zip, city: 'New York', state: 'NY', areaCode: '212' }),
  submit: pending,
  order: async () => ORDER,
  lines: pending,
  changePlan: pending,
  checkPhone: pending,
  retailer: pending,
  rpsQuote: pending,
  rpsActivate: pending,
  ...overrides,
});

function open(path: string, prepaid: PrepaidServices, { loggedIn = false, session = memoryStorage() } = {}) {
  const deps: PrepaidDeps = {
    ...createPrepaidDeps({ services: {} as never, sessionStorage: session, atoms: createAtoms() }, () => 'order-key-1'),
    services: prepaid,
  };
  const router = renderStore(
    testDeps({
      ...withJourney(prepaidJourney, deps),
      site: { ...TEST_SITE, base: '/sales/prepaid' },
      now: () => Date.parse('2026-11-26T15:00:00Z'),
      shell: testShell({ loggedIn: () => loggedIn }),
    }),
    createMemoryHistory({ initialEntries: [`/sales/prepaid${path}`] }),
    '/sales/prepaid',
  );
  return router;
}

const VALUES = {
  ...(Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, ''])) as Record<(typeof CHECKOUT_FIELDS)[number], string>),
  pin: '2580',
  pinConfirm: '2580',
  activationZip: '10001',
  email: 'pat.prepaid@example.com',
  nameOnCard: 'Pat Prepaid',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/29',
  cvv: '123',
  billingZip: '10001',
};
const TODAY = new Date('2026-11-26T15:00:00Z');

/** Types the checkout's fields as a customer would. */
function fillCheckout(values: Partial<typeof VALUES> = {}) {
  const all = { ...VALUES, ...values };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  type('Account PIN', all.pin);
  type('Confirm account PIN', all.pinConfirm);
  type('Activation ZIP code', all.activationZip);
  type('Email', all.email);
  type('Name on card', all.nameOnCard);
  type('Card number', all.cardNumber);
  type('Expiration (MM/YY)', all.expiry);
  type('Security code', all.cvv);
  type('Billing ZIP code', all.billingZip);
}

/** Types where the order ships. */
function fillShipping() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Pat' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Prepaid' } });
  fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '350 5th Ave' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'New York' } });
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NY' } });
  fireEvent.change(screen.getByLabelText('ZIP code', { exact: true }), { target: { value: '10001' } });
}

/** A breakdown's rows as label and amount pairs. */
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the prepaid checkout’s fields (no credit check)', () => {
  it('an account PIN is 4 digits not easily guessed, typed twice the same', () => {
    const weak = checkCheckout({ ...VALUES, pin: '1234', pinConfirm: '1234' }, { ships: false, today: TODAY });
    expect(weak).toEqual({ ok: false, errors: { pin: 'accountPinWeak' } });
    const mismatch = checkCheckout({ ...VALUES, pinConfirm: '2581' }, { ships: false, today: TODAY });
    expect(mismatch).toEqual({ ok: false, errors: { pinConfirm: 'pinMismatch' } });
  });

  it('"prepaid collects the email it sends to": an email is asked for every order, and checked', () => {
    expect(checkCheckout({ ...VALUES, email: '' }, { ships: false, today: TODAY })).toEqual({
      ok: false,
      errors: { email: 'required' },
    });
    expect(checkCheckout({ ...VALUES, email: 'pat@' }, { ships: false, today: TODAY })).toEqual({
      ok: false,
      errors: { email: 'email' },
    });
  });

  it('asks where to ship only when something ships, and sends only clean values', () => {
    expect(checkCheckout(VALUES, { ships: true, today: TODAY })).toMatchObject({
      ok: false,
      errors: { firstName: 'required', lastName: 'required', line1: 'required', city: 'required', state: 'required' },
    });
    const ok = checkCheckout({ ...VALUES, activationZip: '10001-1234' }, { ships: false, today: TODAY });
    expect(ok).toEqual({
      ok: true,
      input: {
        accountPin: '2580',
        activationZip: '10001',
        email: 'pat.prepaid@example.com',
        payment: {
          nameOnCard: 'Pat Prepaid',
          cardNumber: '4111111111111111',
          expiry: '12/29',
          cvv: '123',
          billingZip: '10001',
        },
      },
    });
  });
});

describe('the prepaid pages', () => {
  it('a phone is sold at its full price only (no monthly payment), and its chosen storage goes into the cart', async () => {
    const addPhone = vi.fn<PrepaidServices['addPhone']>(pending);
    open('/smartphones/google-pixel-9a.html?storage=256', services({ addPhone }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Google Pixel 9a' })).toBeVisible();
    expect(screen.getByText('$599.00')).toBeVisible();
    expect(screen.queryByText(/\/mo/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addPhone).toHaveBeenCalledExactlyOnceWith('GOOGLE-PIXEL-9A-IRIS-256');
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
  });

  it('a plan shows its monthly price with and without autopay', async () => {
    open('/plans.html', services());
    expect(await screen.findByText('$45.00/mo with autopay')).toBeVisible();
    expect(screen.getByText('$50.00/mo without autopay')).toBeVisible();
    expect(screen.getByText('A SIM kit is $10.00; an eSIM is free.')).toBeVisible();
  });

  it('the fallback cart of spec 8.4 says the cart was started again; autopay is changed through the service', async () => {
    const autopay = vi.fn<PrepaidServices['autopay']>(async () => ({
      ...READY,
      autopay: false,
      amounts: pixelAmounts({ monthly: 50 }),
    }));
    open('/expresscart.html?redirect=detailsnotfound', services({ autopay }));
    expect(await screen.findByText(/We could not find the details of your cart/)).toBeVisible();
    await screen.findByText('Google Pixel 9a');
    fireEvent.click(screen.getByRole('switch', { name: 'Autopay' }));
    expect(await screen.findByText('$50.00/mo', { selector: 'dd[data-kind="total"]' })).toBeVisible();
    expect(autopay).toHaveBeenCalledWith(false);
  });

  it('"one set of amounts": the cart and the checkout show the store\'s breakdown, the first month paid in advance, the tax on the phone', async () => {
    open('/cart.html', services());
    const cart = await screen.findByRole('region', { name: 'What you pay' });
    expect(rowsOf(cart)).toEqual([
      ['Google Pixel 9a, full price', '$499.00'],
      ['Google Pixel 9a, first month of Prepaid Unlimited (paid in advance)', '$45.00'],
      ['Free shipping', 'Free'],
      ['Estimated sales tax (7%) on $499.00', '$34.93'],
      ['Due today', '$578.93'],
      ['Google Pixel 9a, plan: Prepaid Unlimited', '$45.00/mo'],
      ['Due monthly', '$45.00/mo'],
    ]);
    cleanup();
    open('/checkout.html', services());
    expect(rowsOf(await screen.findByRole('region', { name: 'What you pay' }))).toEqual(rowsOf(cart));
  });

  it('"the card is never charged what the page did not say": the ZIP typed shows its sales tax; an order that comes to more than shown is not sent', async () => {
    const submit = vi.fn<PrepaidServices['submit']>(pending);
    // The summary could not be brought up to date while the ZIP was typed: the order's own check finds the change.
    const activateIn = vi
      .fn<PrepaidServices['activateIn']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(READY_IN_NY);
    open('/checkout.html', services({ submit, activateIn }));
    await screen.findByLabelText('Account PIN', { exact: true });
    fillCheckout();
    fillShipping();
    await waitFor(() => expect(activateIn).toHaveBeenCalledWith('10001'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText(
        'With the sales tax where your line is activated, today comes to $588.29. Nothing was charged: check your order summary and place your order.',
      ),
    ).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText('Sales tax (NY, 8.875%) on $499.00')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]![0]).toMatchObject({ activationZip: '10001', dueToday: 588.29 });
  });

  it('checkout: a ZIP outside coverage is said on its field and no order is placed', async () => {
    const submit = vi.fn<PrepaidServices['submit']>(pending);
    const activateIn = vi.fn<PrepaidServices['activateIn']>().mockRejectedValue(refusal('ZIP_OUTSIDE_COVERAGE'));
    open('/checkout.html', services({ submit, activateIn }));
    await screen.findByLabelText('Account PIN', { exact: true });
    fillCheckout({ activationZip: '99950' });
    fillShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/We can't activate a prepaid line in 99950/)).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('the confirmation says where the receipt and the tracking number were emailed; an eSIM order ships nothing', async () => {
    open('/orderconfirmation.html?orderNumber=PP12345678', services());
    expect(
      await screen.findByText(
        'Your order ships in 1 to 2 business days; we email the tracking number to pat.prepaid@example.com.',
      ),
    ).toBeVisible();
    cleanup();
    const esim = { ...ORDER, item: { kind: 'sim', simType: 'esim', phoneName: null, price: 0 }, shipTo: null } as const;
    open('/orderconfirmation.html?orderNumber=PP12345678', services({ order: async () => esim }));
    expect(await screen.findByText('We emailed your receipt to pat.prepaid@example.com.')).toBeVisible();
    expect(screen.queryByText(/ships/)).toBeNull();
  });

  it('checkout: a declined card is said, and the retry sends the same key', async () => {
    const submit = vi
      .fn<PrepaidServices['submit']>()
      .mockRejectedValueOnce(refusal('CARD_DECLINED', 402))
      .mockImplementationOnce(pending);
    open(
      '/checkout.html',
      services({
        submit,
        cart: async () => ({ ...READY, item: { kind: 'sim', simType: 'esim', phoneName: null, price: 0 } }),
      }),
    );
    await screen.findByLabelText('Account PIN', { exact: true });
    expect(screen.queryByText('Where we send your order')).toBeNull();
    fillCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your card was declined. Use another card, or call your bank.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls.map((call) => call[1])).toEqual(['order-key-1', 'order-key-1']);
    expect(submit.mock.calls[0]![0]).not.toHaveProperty('shipping');
  });

  it('prepaid/mdnselection asks a visitor who is not signed in to sign in', async () => {
    const lines = vi.fn<PrepaidServices['lines']>(pending);
    open('/mdnselection.html', services({ lines }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your prepaid lines' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(lines).not.toHaveBeenCalled();
  });

  it('a plan change is confirmed first, then made once per key', async () => {
    const line = {
      mdn: '2015550114',
      device: 'Motorola moto g power 2023',
      plan: PLAN,
      autopay: true,
      renews: '2026-12-09',
    };
    const changePlan = vi.fn<PrepaidServices['changePlan']>(async () => ({
      line: { ...line, plan: PLUS },
      previousPlan: PLAN.name,
      effective: '2026-11-26',
    }));
    open('/plans.html?mdn=2015550114', services({ lines: async () => [line], changePlan }), { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Change to Prepaid Unlimited Plus' }));
    expect(screen.getByText('Change (201) 555-0114 to Prepaid Unlimited Plus from today?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, change my plan' }));
    expect(await screen.findByText('Done: (201) 555-0114 is on Prepaid Unlimited Plus from today.')).toBeVisible();
    expect(changePlan).toHaveBeenCalledExactlyOnceWith('2015550114', 'PLAN-PP-UNL-PLUS', 'order-key-1');
  });

  it('an RPS activation sends the kept phone and partner; a declined card is said and nothing is forgotten', async () => {
    const session = memoryStorage();
    session.setItem(
      'prepaidRps',
      JSON.stringify({
        retailerCode: 'RP-7K2M',
        retailerName: 'Metro Electronics, Newark, NJ',
        imei: '356938035643809',
        phoneName: 'Samsung Galaxy S21',
        planId: 'PLAN-PP-UNL',
        autopay: true,
      }),
    );
    const rpsActivate = vi.fn<PrepaidServices['rpsActivate']>().mockRejectedValue(refusal('CARD_DECLINED', 402));
    const bought = pixelAmounts();
    const rpsQuote = vi.fn<PrepaidServices['rpsQuote']>(async () => ({
      ...bought,
      lines: [{ ...bought.lines[0]!, deviceName: 'Samsung Galaxy S21', price: 0, deviceToday: 0, dueToday: 45 }],
      tax: { ...bought.tax, base: 0, amount: 0 },
      delivery: null,
      dueToday: 45,
    }));
    open('/rps/checkout.html', services({ rpsActivate, rpsQuote }), { session });
    expect(
      await screen.findByText('Samsung Galaxy S21, first month of Prepaid Unlimited (paid in advance)'),
    ).toBeVisible();
    expect(rpsQuote).toHaveBeenCalledWith('356938035643809', 'PLAN-PP-UNL', true);
    expect(
      await screen.findByText('For your Samsung Galaxy S21, bought at Metro Electronics, Newark, NJ.'),
    ).toBeVisible();
    fillCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Your card was declined. Use another card, or call your bank.')).toBeVisible();
    expect(rpsActivate.mock.calls[0]![0]).toMatchObject({
      imei: '356938035643809',
      retailerCode: 'RP-7K2M',
      planId: 'PLAN-PP-UNL',
      autopay: true,
      accountPin: '2580',
      dueToday: 45,
    });
    expect(session.getItem('prepaidRps')).toContain('RP-7K2M');
  });

  it('an activation ends as its confirmation opens, or as the error page says the phone does not work here', async () => {
    const activation = JSON.stringify({
      retailerCode: 'RP-7K2M',
      retailerName: 'Metro Electronics, Newark, NJ',
      imei: '356938035643809',
      phoneName: 'Samsung Galaxy S21',
      planId: 'PLAN-PP-UNL',
    });
    const failed = memoryStorage();
    failed.setItem('prepaidRps', activation);
    open('/rps/error.html?reason=activationFailed', services(), { session: failed });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(failed.getItem('prepaidRps')).toBe(activation);
    cleanup();
    const incompatible = memoryStorage();
    incompatible.setItem('prepaidRps', activation);
    open('/rps/error.html?reason=notCompatible', services(), { session: incompatible });
    await waitFor(() => expect(incompatible.getItem('prepaidRps')).toBe('null'));
    cleanup();
    const confirmed = memoryStorage();
    confirmed.setItem('prepaidRps', activation);
    open('/rps/confirmation.html?orderNumber=PP12345678', services(), { session: confirmed });
    await waitFor(() => expect(confirmed.getItem('prepaidRps')).toBe('null'));
  });

  it('an RPS page with no activation in progress says how to start one', async () => {
    open('/rps/plans.html', services());
    expect(await screen.findByText('Start your activation with the store code and your phone’s IMEI.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start activation' })).toHaveAttribute(
      'href',
      '/sales/prepaid/rpsplans.html',
    );
  });
});

describe('what the prepaid pages read', () => {
  it('an RPS activation kept for the visit is read only when whole', () => {
    const kept = { retailerCode: 'RP-7K2M', retailerName: 'Metro', imei: '356938035643809', phoneName: 'Galaxy S21' };
    expect(readRps(kept)).toEqual(kept);
    expect(readRps({ ...kept, imei: '<script>' })).toBeUndefined();
    expect(readRps({ ...kept, planId: 'PLAN-UNL-PLUS' })).toEqual(kept);
    expect(readRps('nonsense')).toBeUndefined();
  });

  it('a product page reads a colour and a storage it could have; anything else is dropped', () => {
    expect(parseProductSearch({ color: 'Iris', storage: 256 })).toEqual({ color: 'Iris', storage: 256 });
    expect(parseProductSearch({ color: '<b>', storage: 300 })).toEqual({});
  });

  it('a retail partner’s activation is sent on channel VZW-RPS with its key', async () => {
    const post = vi.fn(async () => ({ serviceHeader: { statusCode: '00000' }, data: { order: ORDER } }));
    const prepaid = createPrepaidServices({ post, get: vi.fn() } as never);
    await prepaid.rpsActivate(
      {
        imei: '356938035643809',
        retailerCode: 'RP-7K2M',
        planId: 'PLAN-PP-UNL',
        autopay: true,
        accountPin: '2580',
        activationZip: '10001',
        email: 'pat.prepaid@example.com',
        payment: {
          nameOnCard: 'Pat',
          cardNumber: '4111111111111111',
          expiry: '12/29',
          cvv: '123',
          billingZip: '10001',
        },
        dueToday: 45,
      },
      'rps-key-1',
    );
    expect(post).toHaveBeenCalledWith('prepayservice/rps/activate', expect.anything(), {
      headers: { channelId: 'VZW-RPS', 'Idempotency-Key': 'rps-key-1' },
      retry: { urls: ['prepayservice/rps/activate'] },
    });
  });
});
