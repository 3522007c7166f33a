import { CartResponse, check, type Cart } from '@carrier/service-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTradeIn, readCart, signIn, withCsrf } from './csrf.js';
import { createSandboxApp } from '../app.js';
import { SAME_DAY_STORES } from '../carts/stored.js';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

async function call(path: string, body: unknown, cookie = '') {
  const res = await app.request(`/soe/digital/cartservice/cart/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }),
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Cart; errors?: { id: string; message: string }[] };
  return { status: res.status, json, cookies: res.headers.getSetCookie() };
}

const pixel = DEVICES.find((d) => d.id === 'google-pixel-10')!;
const pixelSku = pixel.skus[0]!.sku;

async function newCart() {
  const { json } = await call('add-device', { deviceId: pixel.id, sku: pixelSku });
  return json.data;
}

describe('carts (spec 3.2, 7.3)', () => {
  it('add-device makes a prospect cart with a line, sets the cartId and count cookies, and answers the whole cart', async () => {
    const { status, json, cookies } = await call('add-device', { deviceId: pixel.id, sku: pixelSku });
    expect(status).toBe(200);
    expect(check(CartResponse, json).ok).toBe(true);
    const cart = json.data;
    expect(cart).toMatchObject({
      version: 1,
      prospect: true,
      cartHasOnlyAccessories: false,
      cartInfo: { intendType: 'NSE', gRecaptchaResponse: expect.stringMatching(/^rc_[0-9a-f]{48}$/), itemCount: 1 },
    });
    const line = cart.lineDetails.lineInfo[0]!;
    expect(line.device).toMatchObject({
      deviceId: pixel.id,
      sku: pixelSku,
      name: 'Google Pixel 10',
      purchaseType: 'devicePayment',
    });
    expect(line.serviceInfo.sbdOffer[0]?.offerId).toBe('PRM-PX10-100');
    expect(line.promoBadges[0]?.promotionId).toBe('PRM-PX10-100');
    expect(cookies.some((c) => c.startsWith(`cartId=${cart.cartId}`))).toBe(true);
    expect(cookies.some((c) => c.startsWith('prospectCartCount=1'))).toBe(true);
  });

  it('a logged-in customer gets the gnCartCount cookie', async () => {
    const { cookies, json } = await call('add-device', { deviceId: pixel.id, sku: pixelSku }, 'loggedIn=true');
    expect(json.data.prospect).toBe(false);
    expect(cookies.some((c) => c.startsWith('gnCartCount=1'))).toBe(true);
  });

  it('has validation errors at the four levels: Blocker, WarningNotification, RewardNotification, CheckMarkNotification', async () => {
    const { tradeIn, cookie } = await completeTradeIn(app, 'prepaidCard');
    const { json: added } = await call('add-device', { deviceId: pixel.id, sku: pixelSku }, cookie);
    const cart = added.data;
    const levels = (c: Cart) => new Set(c.cartValidationErrors.map((e) => e.errorLevel));
    expect(levels(cart)).toEqual(new Set(['Blocker', 'RewardNotification']));
    const out = STORES.find((s) => pixel.skus[0]!.stock[s.id] === 0);
    const { json } = await call(
      'save-cart',
      {
        cartId: cart.cartId,
        lines: [
          {
            lineId: 'L1',
            planId: 'PLAN-UNL-PLUS',
            protectionId: 'PROT-MID',
            tradeIn: { tradeInNumber: tradeIn.tradeInNumber },
          },
        ],
        ...(out ? { pickupStoreId: out.id } : {}),
      },
      cookie,
    );
    const saved = json.data;
    expect(levels(saved).has('Blocker')).toBe(false);
    expect(levels(saved).has('CheckMarkNotification')).toBe(true);
    if (out) expect(levels(saved).has('WarningNotification')).toBe(true);
    expect(saved.lineDetails.tradeInDetail.tradeInItems[0]).toMatchObject({
      lineId: 'L1',
      model: 'iPhone 13',
      condition: 'good',
      tradeInNumber: tradeIn.tradeInNumber,
      credit: { kind: 'prepaidCard' },
    });
    expect(saved.lineDetails.tradeInDetail.tradeInItems[0]!.value).toBeGreaterThan(0);
    // A prepaid card is mailed: the monthly total is the phone, plan and protection.
    expect(saved.cartInfo.dueMonthly).toBeCloseTo(pixel.skus[0]!.monthlyPrice + 90 + 14, 2);
  });

  it('"a standalone trade-in can be attached to a purchase later": the cart of the browser that made it offers it, until a line holds it', async () => {
    const { tradeIn, cookie } = await completeTradeIn(app, 'instant');
    const { json: added } = await call('add-device', { deviceId: pixel.id, sku: pixelSku }, cookie);
    expect(added.data.lineDetails.tradeInDetail.available).toEqual([
      { tradeInNumber: tradeIn.tradeInNumber, make: 'Apple', model: 'iPhone 13', credit: tradeIn.credit },
    ]);
    // Another browser's cart is not offered it.
    const { json: other } = await call('add-device', { deviceId: pixel.id, sku: pixelSku });
    expect(other.data.lineDetails.tradeInDetail.available).toBeUndefined();
    const { json: saved } = await call(
      'save-cart',
      { cartId: added.data.cartId, lines: [{ lineId: 'L1', tradeIn: { tradeInNumber: tradeIn.tradeInNumber } }] },
      cookie,
    );
    expect(saved.data.lineDetails.tradeInDetail.tradeInItems[0]).toMatchObject({
      tradeInNumber: tradeIn.tradeInNumber,
    });
    expect(saved.data.lineDetails.tradeInDetail.available).toBeUndefined();
  });

  it('a completed trade-in goes on a line by its number, from the browser that completed it only, with its credit priced', async () => {
    const iphone = DEVICES.find((d) => d.id === 'apple-iphone-17-pro-max')!;
    const { tradeIn, cookie } = await completeTradeIn(app, 'promo', iphone.id);
    expect(tradeIn.credit).toMatchObject({ kind: 'promo', months: 36 });
    const request = { deviceId: iphone.id, sku: iphone.skus[0]!.sku, tradeInNumber: tradeIn.tradeInNumber };
    const elsewhere = await call('add-device', request);
    expect([elsewhere.status, elsewhere.json.errors?.[0]?.id]).toEqual([400, 'TRADE_IN_NOT_FOUND']);
    const { status, json } = await call('add-device', request, cookie);
    expect(status).toBe(200);
    expect(check(CartResponse, json).ok).toBe(true);
    expect(json.data.lineDetails.lineInfo[0]!.device).toMatchObject({
      tradeInCredit: tradeIn.credit.total,
      tradeInCreditKind: 'monthly',
    });
    expect(json.data.lineDetails.tradeInDetail.tradeInItems[0]).toMatchObject({ tradeInNumber: tradeIn.tradeInNumber });
    const plain = (await call('add-device', { deviceId: iphone.id, sku: iphone.skus[0]!.sku })).json.data;
    expect(json.data.cartInfo.dueMonthly).toBeCloseTo(plain.cartInfo.dueMonthly - tradeIn.credit.monthly, 2);
  });

  it('gives shipment lines with the store, ISPU and same-day fields, and the codes 10023 and 10027', async () => {
    const sddStores = [...SAME_DAY_STORES];
    const elsewhere = STORES.find((s) => !sddStores.includes(s.id))!;
    const cart = await newCart();
    const far = (await call('save-cart', { cartId: cart.cartId, pickupStoreId: elsewhere.id })).json.data.shipment
      .lines[0]!;
    expect(far).toMatchObject({
      storeInfo: { storeId: elsewhere.id, storeAvailableServices: ['ISPU'] },
      sddEligible: false,
      sddErrorCode: '10023',
    });
    const candidate = DEVICES.flatMap((d) => d.skus.map((s) => ({ d, s }))).find(({ s }) =>
      sddStores.some((id) => s.stock[id] === 0),
    );
    expect(candidate).toBeDefined();
    const store = sddStores.find((id) => candidate!.s.stock[id] === 0)!;
    const added = (await call('add-device', { deviceId: candidate!.d.id, sku: candidate!.s.sku })).json.data;
    const none = (await call('save-cart', { cartId: added.cartId, pickupStoreId: store })).json.data.shipment.lines[0]!;
    expect(none).toMatchObject({ sddEligible: false, sddErrorCode: '10027', storeInfo: { ispuServices: [] } });
    const withStock = DEVICES.flatMap((d) => d.skus.map((s) => ({ d, s }))).find(
      ({ s }) => (s.stock['ST-NYC-5AV'] ?? 0) > 0,
    )!;
    const near = (await call('add-device', { deviceId: withStock.d.id, sku: withStock.s.sku })).json.data;
    const ok = (await call('save-cart', { cartId: near.cartId, pickupStoreId: 'ST-NYC-5AV' })).json.data.shipment
      .lines[0]!;
    expect(ok).toMatchObject({
      sddEligible: true,
      sddErrorCode: null,
      storeInfo: { ispuServices: ['ISPU'], storeAvailableServices: ['ISPU', 'SDD'] },
    });
  });

  it('adds accessories, merging quantities, and knows a cart of accessories only', async () => {
    const first = (await call('add-accessories', { items: [{ accessoryId: 'apple-airpods-pro-3', quantity: 1 }] })).json
      .data;
    expect(first.cartHasOnlyAccessories).toBe(true);
    const more = (
      await call('add-accessories', {
        cartId: first.cartId,
        items: [{ accessoryId: 'apple-airpods-pro-3', quantity: 2 }],
      })
    ).json.data;
    expect(more.accessories).toEqual([expect.objectContaining({ accessoryId: 'apple-airpods-pro-3', quantity: 3 })]);
    const fewer = (
      await call('save-cart', {
        cartId: first.cartId,
        accessoryQuantities: [{ accessoryId: 'apple-airpods-pro-3', quantity: 1 }],
      })
    ).json.data;
    expect(fewer.accessories).toEqual([expect.objectContaining({ accessoryId: 'apple-airpods-pro-3', quantity: 1 })]);
    const none = (
      await call('save-cart', {
        cartId: first.cartId,
        accessoryQuantities: [{ accessoryId: 'apple-airpods-pro-3', quantity: 0 }],
      })
    ).json.data;
    expect(none.accessories).toEqual([]);
    const missing = await call('save-cart', {
      cartId: first.cartId,
      accessoryQuantities: [{ accessoryId: 'apple-airpods-pro-3', quantity: 2 }],
    });
    expect(missing.json.errors?.[0]).toMatchObject({ id: '3000' });
  });

  it('save-cart adds accessories too, merging quantities: the accessory interstitial saves its picks with it (spec 4.4)', async () => {
    const cart = await newCart();
    const saved = (
      await call('save-cart', {
        cartId: cart.cartId,
        addAccessories: [{ accessoryId: 'apple-airpods-pro-3', quantity: 1 }],
      })
    ).json.data;
    expect(saved.accessories).toEqual([expect.objectContaining({ accessoryId: 'apple-airpods-pro-3', quantity: 1 })]);
    const again = (
      await call('save-cart', {
        cartId: cart.cartId,
        addAccessories: [{ accessoryId: 'apple-airpods-pro-3', quantity: 2 }],
      })
    ).json.data;
    expect(again.accessories).toEqual([expect.objectContaining({ accessoryId: 'apple-airpods-pro-3', quantity: 3 })]);
    const invalid = await call('save-cart', {
      cartId: cart.cartId,
      addAccessories: [{ accessoryId: 'no-such-thing', quantity: 1 }],
    });
    expect(invalid.json.errors?.[0]).toMatchObject({ id: '3000', message: 'Invalid Accessory Item Id' });
  });

  it("answers id 3000 'Invalid Accessory Item Id' and 'Accessory Item not found in cart' (spec 8.4)", async () => {
    const cart = await newCart();
    const invalid = await call('add-accessories', {
      cartId: cart.cartId,
      items: [{ accessoryId: 'no-such-thing', quantity: 1 }],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors?.[0]).toMatchObject({ id: '3000', message: 'Invalid Accessory Item Id' });
    const missing = await call('save-cart', { cartId: cart.cartId, removeAccessories: ['apple-airpods-pro-3'] });
    expect(missing.json.errors?.[0]).toMatchObject({ id: '3000', message: 'Accessory Item not found in cart' });
  });

  it('keeps pending steps by step group, with item ids', async () => {
    const cart = await newCart();
    await call('add-step', { cartId: cart.cartId, group: 'tradein', id: 'appraiseDevice' });
    const { json } = await call('add-step', { cartId: cart.cartId, group: 'tradein', id: 'shippingOptions' });
    expect(json.data.pendingSteps).toEqual({
      tradein: { items: [{ id: 'appraiseDevice' }, { id: 'shippingOptions' }] },
    });
  });

  it('getProcessStep says where the customer left off: CART, and spokeJourney TRADE_IN while a line has a trade-in step (spec 3.7)', async () => {
    const cart = await newCart();
    const cookie = `cartId=${cart.cartId}`;
    const processStep = async () => {
      const res = await app.request('/soe/digital/accountlandingservice/getProcessStep', {
        method: 'POST',
        headers: withCsrf({ 'Content-Type': 'application/json', Cookie: cookie }),
        body: '{}',
      });
      return (await res.json()) as { processStep: string; spokeJourney: string | null };
    };
    expect(await processStep()).toMatchObject({ processStep: 'CART', spokeJourney: null });
    const lineId = cart.lineDetails.lineInfo[0]!.lineId;
    await call('add-step', { cartId: cart.cartId, group: 'TRADE_IN', id: lineId });
    expect(await processStep()).toMatchObject({ processStep: 'CART', spokeJourney: 'TRADE_IN' });
    // The line gone, its trade-in step is done with it; the cart is empty again.
    await call('save-cart', { cartId: cart.cartId, lines: [{ lineId, remove: true }] });
    expect(await processStep()).toMatchObject({ processStep: 'SHOP', spokeJourney: null });
  });

  it('refuses references it does not know, and carts it does not have', async () => {
    expect((await call('add-device', { deviceId: 'nope', sku: 'X' })).json.errors?.[0]?.id).toBe('DEVICE_NOT_FOUND');
    expect((await readCart(app, '00000000-dead-beef', '/soe/digital')).status).toBe(404);
    expect((await call('add-step', { cartId: '00000000-dead-beef', group: 'g', id: 'i' })).status).toBe(404);
  });

  it('answers 409 with the current cart to a stale write; the store re-reads and re-applies and nothing is lost', async () => {
    const cart = await newCart();
    const tabA = await call('add-accessories', {
      cartId: cart.cartId,
      expectedVersion: 1,
      items: [{ accessoryId: 'apple-airpods-pro-3', quantity: 1 }],
    });
    expect(tabA.status).toBe(200);
    const tabB = await call('add-accessories', {
      cartId: cart.cartId,
      expectedVersion: 1,
      items: [{ accessoryId: 'voltaline-10-000-mah-power-bank', quantity: 1 }],
    });
    expect(tabB.status).toBe(409);
    expect(tabB.json.errors?.[0]?.id).toBe('CART_VERSION_CONFLICT');
    expect(tabB.json.data.version).toBe(2);
    const retried = await call('add-accessories', {
      cartId: cart.cartId,
      expectedVersion: tabB.json.data.version,
      items: [{ accessoryId: 'roadline-vent-car-mount', quantity: 1 }],
    });
    expect(retried.status).toBe(200);
    expect(retried.json.data.accessories.map((a) => a.accessoryId).sort()).toEqual([
      'apple-airpods-pro-3',
      'roadline-vent-car-mount',
    ]);
  });

  it('never loses an item when two tabs write at once', async () => {
    const cart = await newCart();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('add-step', { cartId: cart.cartId, group: 'tabs', id: `step-${i}` })),
    );
    const { json } = await readCart(app, cart.cartId, '/soe/digital');
    expect(json.data.pendingSteps['tabs']?.items).toHaveLength(20);
    expect(json.data.version).toBe(21);
  });
});

describe('the Friends and Family promotion on the cart (issue 48: the savings the landing explains are the cart’s)', () => {
  const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

  it('a valid code applied before any phone starts a cart; each new line on an Unlimited plan then gets $10 off its plan a month, named, and the month’s total is its parts', async () => {
    const applied = await call('apply-promotion', { promotionCode: 'fnf-2026' });
    expect(applied.status).toBe(200);
    const cookie = cookieOf(applied.cookies);
    const cartId = applied.json.data.cartId;
    await call('add-device', { cartId, deviceId: pixel.id, sku: pixelSku }, cookie);
    await call('add-device', { cartId, deviceId: pixel.id, sku: pixelSku }, cookie);
    const { json } = await call(
      'save-cart',
      {
        cartId,
        lines: [
          { lineId: 'L1', planId: 'PLAN-UNL-PLUS' },
          { lineId: 'L2', planId: 'PLAN-5G-START' },
        ],
      },
      cookie,
    );
    const [plus, start] = json.data.amounts.lines;
    expect(plus!.planCredit).toEqual({ name: 'Friends and Family', monthly: 10 });
    expect(plus!.dueMonthly).toBeCloseTo(
      plus!.deviceMonthly - plus!.promotionCreditMonthly + plus!.plan!.monthly - 10,
      2,
    );
    // 5G Start is not one of the promotion's plans.
    expect(start!.planCredit).toBeUndefined();
    expect(json.data.cartInfo.dueMonthly).toBeCloseTo(plus!.dueMonthly + start!.dueMonthly, 2);
  });

  it('a code the promotion does not accept is refused by the cart, which stays as it was', async () => {
    const cart = await newCart();
    const refused = await call('apply-promotion', { cartId: cart.cartId, promotionCode: 'EXPIRED' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors?.[0]?.id).toBe('FNF_INVALID_PROMO');
  });

  it('the promotion service answers what a valid code saves: $10 a line a month, up to 5 lines, on the Unlimited plans', async () => {
    const res = await app.request('/soe/digital/plansservice/nse/validateFnfRedemptionCode', {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({
        promotionCode: 'FNF2026',
        promotionSourceSystem: 'WIRELESS',
        promotionType: 'FRIENDS_FAMILY',
      }),
    });
    const { data } = (await res.json()) as { data: { promotionDetails: { savings?: unknown } } };
    expect(data.promotionDetails.savings).toEqual({
      monthlyPerLine: 10,
      maxLines: 5,
      plans: [
        { planId: 'PLAN-UNL-WELCOME', name: 'Unlimited Welcome' },
        { planId: 'PLAN-UNL-PLUS', name: 'Unlimited Plus' },
        { planId: 'PLAN-UNL-ULTIMATE', name: 'Unlimited Ultimate' },
      ],
    });
  });
});

describe('upgrades (flow EUP): a new phone for a line of the signed-in customer’s account', () => {
  const add = (body: Record<string, unknown>, Cookie = '') =>
    call('add-device', { deviceId: pixel.id, sku: pixelSku, ...body }, Cookie);
  const errorOf = (answer: { json: { errors?: { id: string; message: string }[] } }) => answer.json.errors?.[0];
  const firstLine = (cart: Cart) => cart.lineDetails.lineInfo[0];

  it('a line ready to upgrade takes the new phone with nothing more due today, and the cart’s flow is EUP', async () => {
    const Cookie = await signIn(app, 'postpay');
    const { status, json } = await add({ intendType: 'EUP', upgradeMtn: '2015550111' }, Cookie);
    expect(status).toBe(200);
    expect(json.data.cartInfo.intendType).toBe('EUP');
    expect(firstLine(json.data)?.upgrade).toEqual({ mtn: '2015550111', payoff: 0, currentPlanId: 'PLAN-UNL-PLUS' });
    // Nothing of the phone is due today: only the sales tax on its full price, estimated until there is an address.
    expect(json.data.amounts.lines[0]).toMatchObject({ deviceToday: 0, payoff: 0 });
    expect(json.data.amounts.tax).toMatchObject({ estimated: true });
    expect(json.data.cartInfo.dueToday).toBe(json.data.amounts.tax.amount);
  });

  it('a line not ready yet is refused with what it takes; paying it off adds its device balance to today', async () => {
    const Cookie = await signIn(app, 'postpay');
    const refused = await add({ intendType: 'EUP', upgradeMtn: '2015550121' }, Cookie);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ id: 'LINE_NOT_ELIGIBLE', message: expect.stringContaining('$412.50') });
    const early = await add({ intendType: 'EUP', upgradeMtn: '2015550121', payOff: true }, Cookie);
    expect(early.status).toBe(200);
    expect(firstLine(early.json.data)?.upgrade).toEqual({
      mtn: '2015550121',
      payoff: 412.5,
      currentPlanId: 'PLAN-UNL-WELCOME',
    });
    expect(early.json.data.amounts.lines[0]).toMatchObject({ payoff: 412.5, dueToday: 412.5 });
    expect(early.json.data.cartInfo.dueToday).toBeCloseTo(412.5 + early.json.data.amounts.tax.amount, 2);
  });

  it('"an upgrade shows the current plan and keeps it unless the customer changes it": no plan to choose before checkout', async () => {
    const Cookie = await signIn(app, 'postpay');
    const { json } = await add({ intendType: 'EUP', upgradeMtn: '2015550121', payOff: true }, Cookie);
    const line = firstLine(json.data)!;
    expect(line.serviceInfo).toMatchObject({ planId: 'PLAN-UNL-WELCOME', planName: 'Unlimited Welcome' });
    expect(json.data.cartValidationErrors.filter((e: { code: string }) => e.code === 'PLAN_REQUIRED')).toEqual([]);
    const changed = await call(
      'save-cart',
      { cartId: json.data.cartId, lines: [{ lineId: line.lineId, planId: 'PLAN-UNL-ULTIMATE' }] },
      Cookie,
    );
    expect(firstLine(changed.json.data)!.serviceInfo.planId).toBe('PLAN-UNL-ULTIMATE');
    // What the line had stays known, so the cart can say which plan is the one it has now.
    expect(firstLine(changed.json.data)!.upgrade?.currentPlanId).toBe('PLAN-UNL-WELCOME');
  });

  it('an upgrade names a line of the account, once per cart, and needs a signed-in customer', async () => {
    const Cookie = await signIn(app, 'postpay');
    expect(errorOf(await add({ intendType: 'EUP' }, Cookie))?.id).toBe('UPGRADE_LINE_REQUIRED');
    expect(errorOf(await add({ intendType: 'EUP', upgradeMtn: '2015550113' }, Cookie))?.id).toBe('LINE_NOT_ON_ACCOUNT');
    expect(errorOf(await add({ intendType: 'EUP', upgradeMtn: '2015550111' }))?.id).toBe('SIGN_IN_REQUIRED');
    const first = await add({ intendType: 'EUP', upgradeMtn: '2015550111' }, Cookie);
    const again = await call(
      'add-device',
      {
        cartId: first.json.data.cartId,
        deviceId: pixel.id,
        sku: pixelSku,
        intendType: 'EUP',
        upgradeMtn: '2015550111',
      },
      Cookie,
    );
    expect(errorOf(again)?.id).toBe('LINE_ALREADY_UPGRADING');
  });

  it('a new line next to an upgrade makes the cart an added line (AAL): only the new line takes a number', async () => {
    const Cookie = await signIn(app, 'postpay');
    const first = await add({ intendType: 'EUP', upgradeMtn: '2015550111' }, Cookie);
    const { json } = await call(
      'add-device',
      { cartId: first.json.data.cartId, deviceId: pixel.id, sku: pixelSku, intendType: 'AAL' },
      Cookie,
    );
    expect(json.data.cartInfo.intendType).toBe('AAL');
    const cartId = json.data.cartId as string;
    await call(
      'save-cart',
      {
        cartId,
        lines: [
          { lineId: 'L1', planId: 'PLAN-UNL-PLUS' },
          { lineId: 'L2', planId: 'PLAN-UNL-PLUS' },
        ],
      },
      Cookie,
    );
    const res = await app.request('/soe/digital/orderprocessservice/checkoutapi/get-checkout-details', {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json', Cookie }),
      body: JSON.stringify({ cartId }),
    });
    const details = (
      (await res.json()) as {
        data: {
          lines: { lineId: string; number: unknown }[];
          pendingSteps: Record<string, { items: { id: string }[] }>;
        };
      }
    ).data;
    expect(details.lines[0]?.number).toEqual({ kind: 'upgrade', mdn: '2015550111' });
    expect(details.pendingSteps['NUMBER_SELECTION']?.items).toEqual([{ id: 'L2' }]);
    expect(details.pendingSteps['E911']?.items).toEqual([{ id: 'L2' }]);
  });
});
