// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartJourney } from '@carrier/journey-cart';
import { linesJourney } from '@carrier/journey-lines';
import { shopJourney } from '@carrier/journey-shop';
import { CATALOGUE_PHONES } from '@carrier/journey-shop/testing';
import { CART, parseCartAdded } from '@carrier/storefront/testing';
import { serverOptions } from './server-options.js';
import { submitStoreForm } from '@carrier/storefront/prerender';
import { readCookie } from '@carrier/http-client';
import { deviceName } from '@carrier/service-contracts';

const OPTIONS = serverOptions([shopJourney, cartJourney, linesJourney]);

const PIXEL = CATALOGUE_PHONES.find((phone) => phone.id === 'google-pixel-10');
const SKU = PIXEL?.skus[1]?.sku ?? '';
const PAGE = '/sales/digital/smartphones/google-pixel-10.html';

/**
 * The carrier's services as a form's world reaches them: the catalogue, the throttle list (`throttle`), and the cart's
 * add-device, which makes a cart and sets its cookie (or answers `refuse`, an error id, with 409).
 */
function services({ throttle = '', refuse }: { readonly throttle?: string; readonly refuse?: string } = {}) {
  const requests: { url: string; method: string; headers: Headers; body: string }[] = [];
  const ok = (data: unknown, headers: HeadersInit = {}) =>
    Response.json({ serviceHeader: { statusCode: '200' }, data }, { headers });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? '' : await request.text();
    requests.push({ url: request.url, method: request.method, headers: request.headers, body });
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/deviceconfigservice/catalog/devices'))
      return ok({ devices: CATALOGUE_PHONES, retired: [] });
    if (pathname.endsWith('/getNSAThrottleList')) return ok({ throttleList: throttle });
    if (pathname.endsWith('/cartservice/cart/add-device')) {
      if (refuse) return Response.json({ errors: [{ id: refuse, message: 'Refused.' }] }, { status: 409 });
      return ok(CART, { 'Set-Cookie': `cartId=${CART.cartId}; Path=/; HttpOnly; SameSite=Lax` });
    }
    return Response.json({ errors: [{ id: 'NOT_HERE', message: 'No such service here.' }] }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const submit = (
  fetch: typeof globalThis.fetch,
  { path = PAGE, body = `sku=${SKU}&view=monthly`, cookies = 'XSRF-TOKEN=t0k3n' } = {},
) =>
  submitStoreForm(OPTIONS, {
    url: `https://store.example${path}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies,
    origin: 'https://store.example',
    body,
    token: 't0k3n',
    fetch,
  });

describe('add to cart before the page’s code runs, or with scripts off: a form the store server answers', () => {
  it('adds the chosen phone with the visitor’s token and cookies, and sends the customer (303) to what goes with it, with the new cart’s cookie', async () => {
    const world = services({ throttle: 'NSA_REDIRECT_TH_PROSPECT' });
    const answer = await submit(world.fetch);
    expect(answer).toEqual({
      status: 303,
      location: `/sales/digital/accessoryInterstitial.html?device=google-pixel-10&line=${CART.lineDetails.lineInfo.at(-1)?.lineId}`,
      setCookies: [`cartId=${CART.cartId}; Path=/; HttpOnly; SameSite=Lax`, expect.stringMatching(/^cartAdded=/)],
    });
    const add = world.requests.find((r) => r.url.endsWith('/cartservice/cart/add-device'));
    expect(add?.method).toBe('POST');
    expect(add?.headers.get('p-csrf-token')).toBe('t0k3n');
    expect(add?.headers.get('Cookie')).toContain('XSRF-TOKEN=t0k3n');
    expect(JSON.parse(add?.body ?? '{}')).toMatchObject({
      deviceId: 'google-pixel-10',
      sku: SKU,
      purchaseType: 'devicePayment',
      intendType: 'NAO',
    });
  });

  it('tells the next page what was added, for one minute (spec 4.3: it opens the cart and sends the add-to-cart event): the phone’s name and its line’s items, nothing of the customer', async () => {
    const world = services({ throttle: 'NSA_REDIRECT_TH_PROSPECT' });
    const line = (await submit(world.fetch))?.setCookies.find((cookie) => cookie.startsWith('cartAdded='));
    expect(line).toMatch(/; max-age=60; path=\/; SameSite=Lax$/);
    const added = parseCartAdded(readCookie(line?.split(';')[0] ?? '', 'cartAdded'));
    const last = CART.lineDetails.lineInfo.at(-1);
    // Named as the page names it (the catalogue's maker and model).
    expect(added?.name).toBe(PIXEL && deviceName(PIXEL));
    expect(added?.items.map((item) => [item.category, item.group, item.action, item.path])).toEqual([
      ['Device', last?.lineId, 'add', `https://store.example${PAGE}`],
      ...(last?.serviceInfo.planId ? [['plan', last.lineId, 'add', `https://store.example${PAGE}`]] : []),
      ...(last?.protection ? [['feature', last.lineId, 'add', `https://store.example${PAGE}`]] : []),
    ]);
    expect(added?.cartBefore).toBe(false);
    // For the page the customer is sent to, which alone takes it.
    expect(added?.page).toBe('/sales/digital/accessoryInterstitial.html');
    expect(line).not.toMatch(/XSRF|t0k3n|2125551234/);
  });

  it('says whether the visitor had a cart before (one of an earlier visit is resumed, spec 4.3)', async () => {
    const world = services({ throttle: 'NSA_REDIRECT_TH_PROSPECT' });
    const answer = await submit(world.fetch, {
      cookies: `XSRF-TOKEN=t0k3n; cartId=${CART.cartId}; prospectCartCount=1`,
    });
    const line = answer?.setCookies.find((cookie) => cookie.startsWith('cartAdded='));
    expect(parseCartAdded(readCookie(line?.split(';')[0] ?? '', 'cartAdded'))?.cartBefore).toBe(true);
  });

  it('at full price when the page showed full prices; in the prospect flow, its calls go under the prospect base (spec 7.1)', async () => {
    const world = services({ throttle: 'NSE_REDIRECT_TH_PROSPECT' });
    const answer = await submit(world.fetch, { body: `sku=${SKU}&view=retail` });
    expect(answer?.location).toContain('/accessoryInterstitial.html');
    const add = world.requests.find((r) => r.url.endsWith('/cartservice/cart/add-device'));
    expect(new URL(add?.url ?? 'http://x').pathname).toBe('/soe/digital/prospect/cartservice/cart/add-device');
    expect(JSON.parse(add?.body ?? '{}')).toMatchObject({ purchaseType: 'fullRetail' });
  });

  it('a trade-in done for the phone on its page comes with it; anything that is no trade-in number is left out', async () => {
    for (const [tradeIn, sent] of [
      ['TR12345678', 'TR12345678'],
      ['TR123<b>', undefined],
      ['', undefined],
    ] as const) {
      const world = services({ throttle: 'NSA_REDIRECT_TH_PROSPECT' });
      await submit(world.fetch, { body: `sku=${SKU}&view=monthly&tradeIn=${encodeURIComponent(tradeIn)}` });
      const add = world.requests.find((r) => r.url.endsWith('/cartservice/cart/add-device'));
      expect(JSON.parse(add?.body ?? '{}').tradeInNumber).toBe(sent);
    }
  });

  it('a prospect the throttle list keeps out is sent back to the phone with why, and nothing is added', async () => {
    const world = services({ throttle: '' });
    const answer = await submit(world.fetch, { path: `${PAGE}?color=sky-blue` });
    expect(answer?.location).toBe(`${PAGE}?color=sky-blue&problem=prospectBlocked`);
    expect(world.requests.some((r) => r.url.endsWith('/add-device'))).toBe(false);
  });

  it('a SKU that is not one of the phone’s (or none) is refused: back to the phone, nothing added', async () => {
    for (const body of ['sku=APPLE-IPHONE-17-BLACK-128', 'view=monthly', `sku=${SKU}<script>`]) {
      const world = services({ throttle: 'NSA_REDIRECT_TH_PROSPECT' });
      expect((await submit(world.fetch, { body }))?.location).toBe(`${PAGE}?problem=failed`);
      expect(world.requests.some((r) => r.url.endsWith('/add-device'))).toBe(false);
    }
  });

  it('a refusal of the cart service goes back to the phone with its id, which the page says in its words', async () => {
    const world = services({ refuse: 'LINE_ALREADY_UPGRADING' });
    const answer = await submit(world.fetch, { cookies: 'XSRF-TOKEN=t0k3n; loggedIn=true; intent=EUP.2125551234' });
    expect(answer?.location).toBe(`${PAGE}?problem=LINE_ALREADY_UPGRADING`);
  });

  it('a signed-in customer upgrading a line: the line chosen goes with it, and the intent is used up (its cookie cleared)', async () => {
    const world = services();
    const answer = await submit(world.fetch, { cookies: 'XSRF-TOKEN=t0k3n; loggedIn=true; intent=EUP.2125551234' });
    const add = world.requests.find((r) => r.url.endsWith('/cartservice/cart/add-device'));
    expect(JSON.parse(add?.body ?? '{}')).toMatchObject({ intendType: 'EUP', upgradeMtn: '2125551234' });
    expect(answer?.setCookies.some((line) => /^intent=; max-age=0/.test(line))).toBe(true);
  });

  it('a signed-in customer upgrading with no line chosen is sent to choose it first, nothing added', async () => {
    const world = services();
    const answer = await submit(world.fetch, { cookies: 'XSRF-TOKEN=t0k3n; loggedIn=true' });
    expect(answer?.location).toBe('/sales/digital/mdnselection.html?device=google-pixel-10');
    expect(world.requests.some((r) => r.url.endsWith('/add-device'))).toBe(false);
  });

  it('a page with no form, or an address under none of the app’s bases, is not a form’s (undefined)', async () => {
    const world = services();
    expect(await submit(world.fetch, { path: '/sales/digital/smartphones.html' })).toBeUndefined();
    expect(await submit(world.fetch, { path: '/other/place.html' })).toBeUndefined();
  });
});
