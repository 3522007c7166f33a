import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOADER_HIDE_DELAY_MS,
  REDIRECT_RESOLVE_MS,
  createCarrierHttpClient,
  createServiceResponses,
  readCookie,
  serviceBaseFor,
  serviceOrigin,
  type CarrierContext,
  type ServiceEvent,
  type ServiceResponsesOptions,
} from '../index.js';
import { startFaultServer } from './fault-server.js';

let server: Awaited<ReturnType<typeof startFaultServer>>;
beforeAll(async () => void (server = await startFaultServer()));
afterAll(() => server.close());

const FULL: CarrierContext = {
  channelId: 'VZW-DOTCOM',
  cartId: 'cart-1',
  fromReferrer: 'https://www.example.com/deals',
  prepaid: true,
  orderLanguage: 'es',
  srcCode: 'EMAIL01',
  csrfToken: 'csrf-abc',
  intent: 'UPGRADE',
  authToken: 'fraud-token',
  pageName: 'cart',
  flowName: 'EUP',
  visitorId: 'v-9',
  rType: 'ACCOUNT',
  b2b: true,
};

const last = (path: string) => server.hitsOf(path).at(-1)?.headers ?? {};

describe('carrier headers (spec 7.2)', () => {
  it('sends every header of the context', async () => {
    let id = 0;
    const services = createCarrierHttpClient({
      origin: server.origin,
      base: 'auth',
      context: () => FULL,
      randomId: () => `e2e-${++id}`,
    });
    await services.post('cartservice/cart/getCart', {});
    expect(last('/soe/digital/auth/cartservice/cart/getCart')).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      channelid: 'VZW-DOTCOM',
      cartid: 'cart-1',
      'from-referrer': 'https://www.example.com/deals',
      service: 'prepaid',
      orderlanguage: 'es',
      entrypoint: 'EMAIL01',
      'p-csrf-token': 'csrf-abc',
      intent: 'UPGRADE',
      pagename: 'cart',
      flowname: 'EUP',
      guie2erequestid: 'e2e-1',
      visitorid: 'v-9',
      loginstatus: 'authenticated',
      rtype: 'ACCOUNT',
      'route-type': 'B2B',
    });
  });

  it('sends authToken to the fraud service only', async () => {
    const services = createCarrierHttpClient({ origin: server.origin, context: () => FULL });
    await services.post('fraudservice/session/keepalive', {});
    await services.post('plansservice/getPlans', {});
    expect(last('/soe/digital/fraudservice/session/keepalive')['authtoken']).toBe('fraud-token');
    expect(last('/soe/digital/plansservice/getPlans')['authtoken']).toBeUndefined();
  });

  it('sends prospectFlowEntry DeviceFirst for add-device only', async () => {
    const services = createCarrierHttpClient({
      origin: server.origin,
      base: 'prospect',
      context: () => ({ channelId: 'VZW-DOTCOM' }),
    });
    await services.post('cartservice/cart/add-device', {});
    await services.post('cartservice/cart/add-accessories', {});
    expect(last('/soe/digital/prospect/cartservice/cart/add-device')['prospectflowentry']).toBe('DeviceFirst');
    expect(last('/soe/digital/prospect/cartservice/cart/add-accessories')['prospectflowentry']).toBeUndefined();
  });

  it('leaves out what the context does not know, and gives each request its own guiE2eRequestId', async () => {
    const services = createCarrierHttpClient({
      origin: server.origin,
      context: () => ({ channelId: 'VZW-DOTCOM-MOB' }),
    });
    await services.get('deviceconfigservice/one');
    await services.get('deviceconfigservice/one');
    const [a, b] = server.hitsOf('/soe/digital/deviceconfigservice/one').map((h) => h.headers);
    expect(a).not.toHaveProperty('cartid');
    expect(a).not.toHaveProperty('service');
    expect(a).not.toHaveProperty('route-type');
    expect(a?.['guie2erequestid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a?.['guie2erequestid']).not.toBe(b?.['guie2erequestid']);
  });

  it('reads the context on every request', async () => {
    let cartId = 'first';
    const services = createCarrierHttpClient({
      origin: server.origin,
      context: () => ({ channelId: 'VZW-DOTCOM', cartId }),
    });
    await services.get('cartservice/cart/read');
    cartId = 'second';
    await services.get('cartservice/cart/read');
    expect(server.hitsOf('/soe/digital/cartservice/cart/read').map((h) => h.headers['cartid'])).toEqual([
      'first',
      'second',
    ]);
  });

  it('picks the base per call when given a function', async () => {
    let loggedIn = false;
    const services = createCarrierHttpClient({
      origin: server.origin,
      base: () => serviceBaseFor({ loggedIn, prepaid: false, prospect: false }),
      context: () => ({ channelId: 'VZW-DOTCOM' }),
    });
    await services.get('accountlandingservice/landing');
    loggedIn = true;
    await services.get('accountlandingservice/landing');
    expect(server.hitsOf('/soe/digital/accountlandingservice/landing')).toHaveLength(1);
    expect(server.hitsOf('/soe/digital/auth/accountlandingservice/landing')).toHaveLength(1);
  });

  it('reads cookies, decoded', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; cartId=c-1', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('a=1; bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(readCookie('a=1', 'missing')).toBeUndefined();
  });
});

describe('service bases (spec 7.1)', () => {
  it.each([
    [{ loggedIn: false, prepaid: false, prospect: false }, 'default'],
    [{ loggedIn: true, prepaid: false, prospect: false }, 'auth'],
    [{ loggedIn: false, prepaid: true, prospect: false }, 'prepaid'],
    [{ loggedIn: true, prepaid: true, prospect: false }, 'authPrepaid'],
    [{ loggedIn: false, prepaid: false, prospect: true }, 'prospect'],
  ] as const)('%j -> %s', (visitor, base) => {
    expect(serviceBaseFor(visitor)).toBe(base);
  });

  it('uses local proxy ports on localhost only', () => {
    expect(serviceOrigin('localhost', 'auth', { auth: 8081 })).toBe('http://localhost:8081');
    expect(serviceOrigin('127.0.0.1', 'content', { content: 4502 })).toBe('http://localhost:4502');
    expect(serviceOrigin('localhost', 'prepaid', { auth: 8081 })).toBe('');
    expect(serviceOrigin('www.example.com', 'auth', { auth: 8081 })).toBe('');
  });
});

function responsesFor(overrides: Partial<ServiceResponsesOptions> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const delays: number[] = [];
  const events: ServiceEvent[] = [];
  const responses = createServiceResponses({
    currentUrl: () => 'http://localhost:4200/sales/digital/cart.html?x=1',
    navigate,
    setTimeout: (callback, ms) => {
      delays.push(ms);
      callback();
    },
    ...overrides,
  });
  responses.subscribe((event) => void events.push(event));
  const services = createCarrierHttpClient({
    origin: server.origin,
    context: () => ({ channelId: 'VZW-DOTCOM' }),
    responses,
  });
  return { responses, services, navigate, delays, events };
}

describe('service responses (spec 3.7, 4.1, 4.5, 7.2)', () => {
  it('keeps the last five responses, with their service header, process step and page', async () => {
    const { responses, services } = responsesFor();
    server.script('/soe/digital/ring/6', {
      status: 200,
      body: { serviceHeader: { statusCode: '00000' }, processStep: 'CART', vzdl: { page: { name: 'cart' } } },
    });
    for (let i = 1; i <= 6; i++) await services.get(`ring/${i}`);
    const kept = responses.recent();
    expect(kept.map((r) => r.url.split('/').pop())).toEqual(['2', '3', '4', '5', '6']);
    expect(kept.at(-1)).toMatchObject({
      status: 200,
      statusCode: '00000',
      processStep: 'CART',
      page: { name: 'cart' },
    });
  });

  it('publishes a last-cached-time header as an event for the session timer', async () => {
    const { services, events } = responsesFor();
    server.script('/soe/digital/cached', {
      status: 200,
      headers: { 'last-cached-time': '1795000000000', date: 'Sun, 18 Nov 2026 21:47:10 GMT' },
    });
    await services.get('cached');
    // With the answer's own time, so the timer can read the header on the server's clock.
    expect(events).toContainEqual({
      type: 'lastCachedTime',
      time: 1795000000000,
      serverTime: Date.parse('Sun, 18 Nov 2026 21:47:10 GMT'),
    });
  });

  it('a goToUrl redirects with a goto return parameter, stops services and resolves after 2 s', async () => {
    const { responses, services, navigate, delays, events } = responsesFor();
    server.script('/soe/digital/landing', { status: 200, body: { goToUrl: '/sales/digital/expresscart.html' } });
    await expect(services.get('landing')).resolves.toEqual({ goToUrl: '/sales/digital/expresscart.html' });
    const target = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/sales/digital/expresscart.html');
    expect(target.searchParams.get('goto')).toBe('http://localhost:4200/sales/digital/cart.html?x=1');
    expect(delays).toContain(REDIRECT_RESOLVE_MS);
    expect(REDIRECT_RESOLVE_MS).toBe(2000);
    expect(responses.isStopped()).toBe(true);
    expect(events.map((e) => e.type)).toContain('redirect');
    await expect(services.get('anything')).rejects.toMatchObject({ kind: 'stopped' });
    await expect(services.post('fraudservice/session/logout', {})).resolves.toBeDefined();
  });

  it('a redirect under the null-named field is followed like a goToUrl (spec 3.7)', async () => {
    const { responses, services, navigate } = responsesFor();
    server.script('/soe/digital/step', { status: 200, body: { null: '/sales/digital/cart.html', data: {} } });
    await services.get('step');
    expect(new URL(navigate.mock.calls[0]?.[0] as string).pathname).toBe('/sales/digital/cart.html');
    expect(responses.isStopped()).toBe(true);
    expect(responses.recent().at(-1)?.goToUrl).toBe('/sales/digital/cart.html');
  });

  it('a null-named field that is not a URL of this origin is refused like any redirect', async () => {
    const { responses, services, navigate, events } = responsesFor();
    server.script('/soe/digital/step', { status: 200, body: { null: 'https://evil.example/' } });
    await services.get('step');
    expect(navigate).not.toHaveBeenCalled();
    expect(responses.isStopped()).toBe(false);
    expect(events).toContainEqual({ type: 'redirectRefused', url: 'https://evil.example/' });
  });

  it.each([
    'https://evil.example/phish',
    'javascript:alert(1)',
    '//evil.example/x',
    '/\t/evil.example',
    '/\\evil.example',
    ' \nhttps://evil.example',
  ])('never redirects to an origin that is not allowed: %s', async (goToUrl) => {
    const { responses, services, navigate, events } = responsesFor();
    server.script('/soe/digital/foreign', { status: 200, body: { goToUrl } });
    await services.get('foreign');
    expect(navigate).not.toHaveBeenCalled();
    expect(responses.isStopped()).toBe(false);
    expect(events).toContainEqual({ type: 'redirectRefused', url: goToUrl });
  });

  it('redirects to an allowed other origin', async () => {
    const { services, navigate } = responsesFor({ allowedRedirectOrigins: ['https://secure.example.com'] });
    server.script('/soe/digital/signin', { status: 200, body: { goToUrl: 'https://secure.example.com/signin' } });
    await services.get('signin');
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^https:\/\/secure\.example\.com\/signin\?goto=/);
  });

  it('hides the loader 500 ms after a listed call only', async () => {
    const hideLoader = vi.fn();
    const { services, delays } = responsesFor({ hideLoader, hideLoaderAfter: ['cartservice/cart/save-cart'] });
    await services.post('cartservice/cart/save-cart', {});
    await services.post('cartservice/cart/add-step', {});
    expect(hideLoader).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([LOADER_HIDE_DELAY_MS]);
    expect(LOADER_HIDE_DELAY_MS).toBe(500);
  });

  it('an HTTP 401 triggers the logout action (the unauthorized event)', async () => {
    const { services, events } = responsesFor();
    server.script('/soe/digital/private', { status: 401 });
    await expect(services.get('private')).rejects.toMatchObject({ status: 401 });
    expect(events).toContainEqual({ type: 'unauthorized', url: `${server.origin}/soe/digital/private` });
  });

  it('stop() refuses further calls but still lets the logout and the log service through', async () => {
    const { responses, services } = responsesFor();
    responses.stop();
    await expect(services.get('cartservice/cart/read')).rejects.toMatchObject({ kind: 'stopped', status: 0 });
    await expect(
      services.post('peripheralsservice/nse/jsNotifyAsDynamic', { messageType: 'INFO' }),
    ).resolves.toBeDefined();
  });

  it('unsubscribes', async () => {
    const { responses, services } = responsesFor();
    const seen: ServiceEvent[] = [];
    const off = responses.subscribe((e) => void seen.push(e));
    off();
    server.script('/soe/digital/cached2', {
      status: 200,
      headers: { 'last-cached-time': 'Sat, 21 Nov 2026 10:00:00 GMT' },
    });
    await services.get('cached2');
    expect(seen).toEqual([]);
  });
});
