import { describe, expect, it } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ERROR_EVENT_LEVELS,
  ERROR_TEXTS,
  VIDEO_ASSIST_LINK_DELAY_MS,
  chunkReloadUrl,
  decideServiceErrorAction,
  isSddErrorHidden,
  lookedUpAction,
  needsLookup,
  sddErrorForAnalytics,
  userMessage,
  type ErrorRecord,
} from '../index.js';

const record = (overrides: Partial<ErrorRecord>): ErrorRecord => ({
  errorClass: 'FeError',
  suffix: 'S',
  category: 'BUSINESSERR',
  name: 'ServiceError',
  message: 'Something failed',
  ...overrides,
});

describe('user-facing handling (spec 8.3)', () => {
  it.each([
    ['API_ERROR', 'raw api text'],
    ['HTTP_ERROR', 'raw http text'],
    ['SYSTEM_ERROR', 'raw system text'],
    ['ServiceError', 'Error: Unable to connect to backend'],
  ])('%s (%s) is replaced by the generic message, the original kept as network message', (name, message) => {
    expect(userMessage(record({ name, message }), { language: 'en' })).toEqual({
      message: 'Looks like something went wrong. Please try again later.',
      networkMessage: message,
    });
  });

  it('other messages reach the customer as they are', () => {
    expect(userMessage(record({ message: 'Your cart is locked.' }), { language: 'en' })).toEqual({
      message: 'Your cart is locked.',
    });
  });

  it('the retry flag replaces the message with the configured default', () => {
    expect(
      userMessage(record({ message: 'Cart failed' }), {
        language: 'en',
        retryFlag: true,
        defaultMessage: 'Please retry.',
      }),
    ).toEqual({
      message: 'Please retry.',
      networkMessage: 'Cart failed',
    });
    expect(userMessage(record({ message: 'Cart failed' }), { language: 'en', retryFlag: true })).toEqual({
      message: 'Cart failed',
    });
  });

  it.each([
    ['EA_BAU', 'Click here to get assistance from a live agent via chat.'],
    ['EA_VC', 'Click here to get 1:1 video support from a store Specialist.'],
    ['EA_C', 'For assistance, click here to connect with a live representative.'],
  ] as const)('outside the app, throttle flag %s offers: %s', (flag, text) => {
    expect(userMessage(record({}), { language: 'en', throttleList: ['AI_W', flag] }).assistance).toEqual({
      flag,
      text,
    });
  });

  it('prefers EA_BAU, then EA_VC, then EA_C', () => {
    expect(userMessage(record({}), { language: 'en', throttleList: ['EA_C', 'EA_VC'] }).assistance?.flag).toBe('EA_VC');
  });

  it('makes no assistance offer inside the app', () => {
    expect(
      userMessage(record({}), { language: 'en', throttleList: ['EA_BAU'], inApp: true }).assistance,
    ).toBeUndefined();
  });

  it('speaks Spanish on the Spanish site', () => {
    expect(userMessage(record({ name: 'SYSTEM_ERROR' }), { language: 'es', throttleList: ['EA_C'] })).toMatchObject({
      message: 'Parece que algo salió mal. Inténtalo de nuevo más tarde.',
      assistance: { flag: 'EA_C' },
    });
  });

  it('has the spec texts for keep-alive failure, render failure and the video link, in both languages', () => {
    expect(ERROR_TEXTS.en.keepAliveFailed).toBe('Failed to extend session, already expired');
    expect(ERROR_TEXTS.en.renderFailure).toBe('Something went wrong.');
    expect(ERROR_TEXTS.en.videoAssistLink).toBe('Click here for video assistance');
    expect(VIDEO_ASSIST_LINK_DELAY_MS).toBe(500);
    expect(Object.keys(ERROR_TEXTS.es)).toEqual(Object.keys(ERROR_TEXTS.en));
    expect(Object.keys(ERROR_TEXTS.es.assistance)).toEqual(Object.keys(ERROR_TEXTS.en.assistance));
  });
});

describe('service-error actions (spec 8.4)', () => {
  const prospect = { visitor: { loggedIn: false, prepaid: false } };

  it.each([
    '/soe/digital/casemanagementservice/cases/getCases',
    '/soe/digital/auth/cartservice/cart/add-device',
    '/soe/digital/cartservice/cart/add-accessories',
    '/soe/digital/auth/accountlandingservice/landing',
  ])('id 208 on %s goes to the scheduled-order page', (serviceUrl) => {
    expect(decideServiceErrorAction(record({ id: '208', serviceUrl }), prospect)).toEqual({
      type: 'scheduledOrder',
      url: '/sales/digital/error/genericError.html?type=SCHEDULED_ORDER',
    });
  });

  it('id 208 on another call is only shown', () => {
    expect(
      decideServiceErrorAction(record({ id: '208', serviceUrl: '/soe/digital/plansservice/x' }), prospect),
    ).toEqual({ type: 'notify' });
  });

  it('HTTP 401 logs out: stop services, clear storage and cookies, session logout', () => {
    expect(decideServiceErrorAction(record({ statusCode: 401 }), prospect)).toEqual({
      type: 'logout',
      steps: ['stopServices', 'clearStorage', 'clearCookies', 'sessionLogout'],
    });
  });

  it.each(['R1001', '1022', '3454', '15501', '899'])('id %s clears state and goes to the cart page', (id) => {
    expect(decideServiceErrorAction(record({ id }), prospect)).toEqual({
      type: 'cartFallback',
      url: '/sales/next/expresscart.html?redirect=detailsnotfound',
    });
  });

  it.each(['Request body must either contain cartId', 'REDIS connection lost', 'lineId missing'])(
    'the message %j clears state',
    (message) => {
      expect(decideServiceErrorAction(record({ message }), prospect)).toMatchObject({ type: 'cartFallback' });
    },
  );

  it('a configured id (the redis list) clears state too', () => {
    expect(
      decideServiceErrorAction(record({ id: 'RD-9' }), { ...prospect, extraClearStateIds: ['RD-9'] }),
    ).toMatchObject({ type: 'cartFallback' });
  });

  it.each([
    [{ loggedIn: false, prepaid: false }, '/sales/next/expresscart.html?redirect=detailsnotfound'],
    [{ loggedIn: false, prepaid: true }, '/sales/prepaid/expresscart.html?redirect=detailsnotfound'],
    [{ loggedIn: true, prepaid: true }, '/sales/prepaid/expresscart.html?redirect=detailsnotfound'],
    [{ loggedIn: true, prepaid: false }, '/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound'],
  ])('the fallback cart page for %j is %s', (visitor, url) => {
    expect(decideServiceErrorAction(record({ id: '1022' }), { visitor })).toEqual({ type: 'cartFallback', url });
  });

  it('on the cart pages themselves only the listed ids go to the cart page', () => {
    const onCart = { ...prospect, onCartPage: true, cartPageClearStateIds: ['899'] };
    expect(decideServiceErrorAction(record({ id: '1022' }), onCart)).toEqual({ type: 'notify' });
    expect(decideServiceErrorAction(record({ id: '899' }), onCart)).toMatchObject({ type: 'cartFallback' });
  });

  it.each(['Accessory Item not found in cart', 'Invalid Accessory Item Id'])(
    'id 3000 with %j reloads the page',
    (message) => {
      expect(decideServiceErrorAction(record({ id: '3000', message }), prospect)).toEqual({ type: 'reload' });
    },
  );

  it('a message of a redirect-to-checkout pattern, in any case, leads to checkout (spec 5.3)', () => {
    const patterns = { ...prospect, redirectToCheckoutPatterns: ['proceed to checkout'] };
    const message = 'Your cart is already set. Please PROCEED TO CHECKOUT.';
    expect(decideServiceErrorAction(record({ id: '2501', message }), patterns)).toEqual({ type: 'checkout' });
    expect(decideServiceErrorAction(record({ id: '2501', message }), prospect)).toEqual({ type: 'notify' });
    expect(decideServiceErrorAction(record({ id: '2501', message: 'Out of stock' }), patterns)).toEqual({
      type: 'notify',
    });
  });

  it('id 3000 with another message is only shown', () => {
    expect(decideServiceErrorAction(record({ id: '3000', message: 'Other' }), prospect)).toEqual({ type: 'notify' });
  });

  it('a chunk-load failure reloads once with a ts parameter, when enabled', () => {
    expect(chunkReloadUrl('http://localhost/sales/digital/cart.html?a=1', true, 1234)).toBe(
      'http://localhost/sales/digital/cart.html?a=1&ts=1234',
    );
    expect(chunkReloadUrl('http://localhost/sales/digital/cart.html?ts=1234', true, 5678)).toBeUndefined();
    expect(chunkReloadUrl('http://localhost/sales/digital/cart.html', false, 1)).toBeUndefined();
  });

  it('lazy chunks time out after 120 s (spec 7.5)', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
  });
});

describe('what the error service says of an id (fraudservice/error/lookup, spec 7.3)', () => {
  it('is asked about a service error item whose id the store’s own rules only show', () => {
    const visitor = { loggedIn: false, prepaid: false };
    const unknown = record({ id: '4471', serviceUrl: '/soe/digital/cartservice/cart/add-device' });
    expect(needsLookup(unknown, decideServiceErrorAction(unknown, { visitor }))).toBe(true);
    const known = record({ id: '1022' });
    expect(needsLookup(known, decideServiceErrorAction(known, { visitor }))).toBe(false);
    expect(needsLookup(record({}), { type: 'notify' })).toBe(false);
    expect(needsLookup(record({ id: 'X', suffix: 'Network' }), { type: 'notify' })).toBe(false);
    expect(needsLookup(record({ id: 'X', errorClass: 'scriptError', suffix: 'J' }), { type: 'notify' })).toBe(false);
  });

  it('each action it names is the store’s action of spec 8.4; notify adds nothing', () => {
    const prospect = { loggedIn: false, prepaid: false };
    expect(lookedUpAction('cartFallback', prospect)).toEqual({
      type: 'cartFallback',
      url: '/sales/next/expresscart.html?redirect=detailsnotfound',
    });
    expect(lookedUpAction('cartFallback', { loggedIn: true, prepaid: false })).toMatchObject({
      url: '/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound',
    });
    expect(lookedUpAction('scheduledOrder', prospect)).toMatchObject({ type: 'scheduledOrder' });
    expect(lookedUpAction('reload', prospect)).toEqual({ type: 'reload' });
    expect(lookedUpAction('logout', prospect)).toMatchObject({ type: 'logout' });
    expect(lookedUpAction('notify', prospect)).toBeUndefined();
  });
});

describe('same-day-delivery errors (spec 8.6) and event levels (spec 4.6)', () => {
  it('reports NO_ERR_CODE and NO_ERR_MSG when the line has none', () => {
    expect(sddErrorForAnalytics({})).toEqual({ code: 'NO_ERR_CODE', message: 'NO_ERR_MSG' });
    expect(sddErrorForAnalytics({ sddErrorCode: 10023, sddErrorMessage: 'Too far' })).toEqual({
      code: '10023',
      message: 'Too far',
    });
  });

  it.each([
    ['10023', false, false, true],
    ['10027', false, false, true],
    ['10023', true, false, false],
    ['10027', false, true, false],
    ['10024', false, false, false],
  ])('code %s, logged in %s, on the delivery page %s: hidden %s', (code, loggedIn, onDeliveryPage, hidden) => {
    expect(isSddErrorHidden(code, { loggedIn, onDeliveryPage })).toBe(hidden);
  });

  it('error events are sent as ERROR, WARNING, SUCCESS or INFO', () => {
    expect(ERROR_EVENT_LEVELS).toEqual(['ERROR', 'WARNING', 'SUCCESS', 'INFO']);
  });
});
