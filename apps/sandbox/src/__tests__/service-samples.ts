import { withCsrf } from './csrf.js';

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Posts a service call of the prospect base as the store's browser would (cross-site token included). */
export async function postService(app: Requester, path: string, body: unknown, cookie = '') {
  const res = await app.request(`/soe/digital/prospect/${path}`, {
    method: 'POST',
    headers: withCsrf({ 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const ADDRESS = { line1: '350 5th Ave', line2: 'Apt 4', city: 'New York', state: 'NY', zip: '10001' };
const CUSTOMER = { firstName: 'Paula', lastName: 'Prospect', email: 'paula@example.com', contactPhone: '2015550123' };

/**
 * Every string at any depth of a body, as the path to it and a setter that returns the body with it replaced:
 * nested objects (an address) and arrays (lines, gift cards) included.
 */
export function stringLeaves(
  body: unknown,
  path: (string | number)[] = [],
): { path: string; set: (value: string) => unknown }[] {
  const replaceAt = (at: (string | number)[], value: string): unknown => {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let node = copy;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[at.at(-1) as string | number] = value;
    return copy;
  };
  const walk = (node: unknown, at: (string | number)[]): { path: string; set: (value: string) => unknown }[] => {
    if (typeof node === 'string') return [{ path: at.join('.'), set: (value) => replaceAt(at, value) }];
    if (Array.isArray(node)) return node.flatMap((item, i) => walk(item, [...at, i]));
    if (node !== null && typeof node === 'object')
      return Object.entries(node).flatMap(([key, item]) => walk(item, [...at, key]));
    return [];
  };
  return walk(body, path);
}

/** The service calls a browser can make without signing in, each with a body its contract accepts. */
export async function serviceSamples(app: Requester): Promise<[string, Record<string, unknown>][]> {
  const made = JSON.parse(
    (
      await postService(app, 'cartservice/cart/add-device', {
        deviceId: 'google-pixel-10',
        sku: 'GOOGLE-PIXEL-10-INDIGO-128',
      })
    ).text,
  ) as { data: { cartId: string } };
  const cartId = made.data.cartId;
  return [
    ['cartservice/cart/add-device', { deviceId: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }],
    ['cartservice/cart/add-step', { cartId, group: 'REVIEW', id: 'R1' }],
    [
      'cartservice/cart/save-cart',
      { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }], pickupStoreId: 'ST-NYC-5AV' },
    ],
    ['fraudservice/error/lookup', { errorId: '208' }],
    ['fraudservice/error/video-assist-check', { channelId: 'VZW-DOTCOM' }],
    [
      'plansservice/nse/validateFnfRedemptionCode',
      { promotionCode: 'FNF2026', promotionSourceSystem: 'WIRELESS', promotionType: 'FRIENDS_FAMILY' },
    ],
    ['assignmtnservice/nse/portin-eligibility', { npanxx: '', mdn: '2015550123' }],
    ['orderprocessservice/checkoutapi/get-checkout-details', { cartId }],
    ['orderprocessservice/checkoutapi/delivery-options', { cartId, zip: '10001' }],
    ['orderprocessservice/checkoutapi/dpp-agreement', { cartId, lineId: 'L1', acceptedName: 'Paula Prospect' }],
    ['orderprocessservice/checkoutapi/order-details', { orderNumber: 'MW12345678', email: 'a@example.com' }],
    [
      'orderprocessservice/checkoutapi/logDetails',
      { cartId, event: 'stepCompleted', pageName: 'checkout', flowName: 'nse' },
    ],
    ['paymentservice/giftcard/balance', { number: '6006491234567890', pin: '1234' }],
    [
      'paymentservice/tokenize',
      {
        cardNumber: '4111111111111111',
        expiry: '08/29',
        cvv: '123',
        nameOnCard: 'Paula Prospect',
        billingZip: '10001',
      },
    ],
    ['orderprocessservice/checkoutapi/customer-info', { cartId, customer: { ...CUSTOMER, address: ADDRESS } }],
    ['fraudservice/credit/nse/check', { cartId, ssn: '123-45-1111', dateOfBirth: '1990-04-12' }],
    ['fraudservice/credit/nse/questionnaire', { cartId, answers: { Q1: 'Chase', Q2: 'Main St' } }],
    [
      'fraudservice/credit/nse/international',
      { cartId, passportNumber: 'X1234567', countryOfIssue: 'GB', dateOfBirth: '1990-04-12' },
    ],
    ['assignmtnservice/nse/retreive-npanxx', { zip: '10001', cartId }],
    ['assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L1', zip: '10001', mdn: '2125550100' }],
    [
      'assignmtnservice/nse/portin',
      { cartId, lineId: 'L1', mdn: '2015550123', accountNumber: 'ACC1234', pin: '1234', billingZip: '10001' },
    ],
    ['orderprocessservice/checkoutapi/e911', { cartId, address: ADDRESS }],
    [
      'orderprocessservice/checkoutapi/save-delivery',
      { cartId, method: 'SHIPPING', optionId: 'STANDARD', address: ADDRESS },
    ],
    ['orderprocessservice/checkoutapi/save-delivery', { cartId, method: 'ISPU', storeId: 'ST-NYC-5AV' }],
    ['orderprocessservice/checkoutapi/down-payment', { cartId }],
    ['orderprocessservice/checkoutapi/full-retail', { cartId }],
    ['paymentservice/authorize', { cartId, cardToken: 'tok_visa_0001', giftCardTokens: ['gift_0001'] }],
    ['orderprocessservice/checkoutapi/submit-order', { cartId }],
    ['prepayservice/readDL', { page: { name: 'cart', flow: 'nse', channelSession: 'VZW-DOTCOM' } }],
    [
      'personalizationrecommendationsservice/pdm/',
      { source: 'autoSuggestion', page: 'cart', deviceIds: ['google-pixel-10'] },
    ],
    ['devicepricingservice/saveAcceptedMyofferData', { offerId: 'OFFER-1', restricted: false, type: 'upgrade' }],
    ['plansservice/getProtectionFeatures', { deviceId: 'google-pixel-10' }],
    ['offersservice/offers/list', { placement: 'lead', leadId: 'LD-7Q2K9D' }],
    ['offersservice/promotion', { promoId: 'OF-PX10-100' }],
    ['offersservice/bundle/quote', { deviceId: 'apple-iphone-17', planId: 'PLAN-UNL-PLUS', accessoryIds: [] }],
    ['offersservice/quotes/save', { name: 'Two lines' }],
    ['offersservice/quotes/delete', { quoteId: 'Q-AAAAAAAA' }],
    ['offersservice/mylink', { code: 'ML-4F7K2Q' }],
    ['offersservice/scan', { accessoryId: 'roadline-vent-car-mount' }],
    ['offersservice/homeinternet/availability', { zip: '10001' }],
    ['offersservice/homeinternet/order', { zip: '10001', line1: '1 Main Street', planId: 'HI-5G-PLUS' }],
    ['offersservice/vehicle/check', { year: 2018, make: 'Toyota' }],
    ['storeservice/stores/search', { zip: '10001', deviceId: 'google-pixel-10' }],
    ['storeservice/stores/store', { storeId: 'ST-NYC-5AV' }],
    [
      'storeservice/visits/book',
      { storeId: 'ST-NYC-5AV', day: '2026-11-27', time: '11:00', reason: 'buy', firstName: 'Ana', email: 'a@b.co' },
    ],
    ['storeservice/visits/read', { visitId: 'SV-AAAAAAAA' }],
    ['tradeinservice/tradein/validateDevice', { make: 'Apple', model: 'iPhone 13', storageGb: 128, condition: 'good' }],
    ['tradeinservice/tradein/validateDevice', { imei: '352099001761481' }],
    [
      'tradeinservice/tradein/appraise',
      {
        tradeInId: 'TIAAAAAAAAAA',
        answers: { powersOn: true, screenCracked: false, liquidDamage: false, findMyOff: true },
      },
    ],
    ['tradeinservice/tradein/creditOptions', { tradeInId: 'TIAAAAAAAAAA', deviceId: 'apple-iphone-17-pro-max' }],
    ['tradeinservice/tradein/dropOffStores', { zip: '10001' }],
    [
      'tradeinservice/tradein/complete',
      {
        tradeInId: 'TIAAAAAAAAAA',
        credit: 'instant',
        returnMethod: { kind: 'dropOff', storeId: 'ST-NYC-HSQ' },
        documentsReviewed: true,
        termsVersion: '2026-10',
      },
    ],
    ['tradeinservice/tradein/read', { tradeInNumber: 'TR12345678' }],
    [
      'creditcardservice/card/prequalify',
      {
        firstName: 'Paula',
        lastName: 'Prospect',
        line1: '350 Fifth Avenue',
        zip: '10001',
        annualIncome: 85000,
        consent: true,
      },
    ],
    ['creditcardservice/card/prequalification', { prequalId: 'PQAAAAAAAAAA' }],
    ['creditcardservice/card/disclosure', { prequalId: 'PQAAAAAAAAAA', version: '2026-01' }],
    ['deviceconfigservice/byod/check', { imei: '356938035643809' }],
    ['trialservice/testdrive/coverage', { zip: '10001' }],
    [
      'trialservice/testdrive/apply',
      { zip: '10001', firstName: 'Tess', lastName: 'Driver', email: 'tess.sample@example.com' },
    ],
    ['trialservice/testdrive/device', { applicationId: 'TDAAAAAAAAAA', imei: '356938035643809' }],
    ['trialservice/testdrive/plan', { applicationId: 'TDAAAAAAAAAA', planId: 'PLAN-UNL-PLUS' }],
    ['trialservice/testdrive/status', { applicationId: 'TDAAAAAAAAAA' }],
    ['wishlistservice/wishlist/save', { items: [{ id: 'google-pixel-10', kind: 'device', addedAt: 1 }] }],
    [
      'accountlandingservice/cosales/livePersonCheck',
      { callReason: 'Intent', category: 'STPRecommendations', pageContext: 'cart', customerPriority: 'NC' },
    ],
  ];
}
