import { describe, expect, it } from 'vitest';
import { cartItems, chatHandOff, handOffMonthly, handOffValue, type TaggableCart } from '../cart-items.js';
import {
  ANALYTICS_EVENTS,
  FLOW_LABELS,
  cartPageName,
  customerTag,
  flowLabel,
  readDlPath,
  restrictedOfferFromQuery,
  type FlowState,
} from '../labels.js';

const CART: TaggableCart = {
  lineDetails: {
    lineInfo: [
      {
        lineId: 'L1',
        device: {
          deviceId: 'pixel',
          sku: 'PX-128',
          name: 'Pixel 10',
          purchaseType: 'devicePayment',
          price: 799,
          monthly: 22.2,
        },
        serviceInfo: {
          planId: 'unl-plus',
          planName: 'Unlimited Plus',
          planMonthly: 80,
          sbdOffer: [{ offerId: 'OFF1' }],
        },
        protection: { id: 'tmp', name: 'Device Protection', monthlyPrice: 17 },
      },
      {
        lineId: 'L2',
        device: {
          deviceId: 'iph',
          sku: 'IP-256',
          name: 'iPhone 17',
          purchaseType: 'fullRetail',
          price: 999,
          monthly: 27.75,
        },
        serviceInfo: { planId: null, planName: null, planMonthly: 0, sbdOffer: [] },
        protection: null,
      },
    ],
  },
  accessories: [{ accessoryId: 'case', name: 'Clear case', quantity: 2, price: 39.99 }],
};

describe('cart items as reported to analytics (spec 3.1)', () => {
  it('maps each line’s device, plan and protection, then the accessories, with the fields of spec 3.1', () => {
    const items = cartItems(CART, 'add', '/sales/digital/cart.html');
    expect(items.map((i) => [i.category, i.id, i.line, i.qty])).toEqual([
      ['Device', 'pixel', '1', 1],
      ['plan', 'unl-plus', '1', 1],
      ['feature', 'tmp', '1', 1],
      ['Device', 'iph', '2', 1],
      ['accessory', 'case', '', 2],
    ]);
    expect(items[0]).toEqual({
      name: 'Pixel 10',
      id: 'pixel',
      category: 'Device',
      discountedPrice: '22.20',
      line: '1',
      group: 'L1',
      merchandisingCategory: '',
      offerId: 'OFF1',
      qty: 1,
      sku: 'PX-128',
      productId: 'pixel',
      shared: 'N',
      nonRecurringPrice: '0.00',
      recurringPrice: '22.20',
      action: 'add',
      path: '/sales/digital/cart.html',
      contractType: 'devicePayment',
      finalDeviceMonthlyPayment: '22.20',
    });
    expect(items[4]).toMatchObject({ shared: 'Y', nonRecurringPrice: '39.99', recurringPrice: '0.00' });
  });
});

describe('the value handed to chat (spec 3.1)', () => {
  const item = (category: string, contractType = 'fullRetail', extra = {}) => ({
    category,
    contractType,
    nonRecurringPrice: '999.00',
    recurringPrice: '80.00',
    ...extra,
  });
  it.each([
    [
      'a device on device payment: finalDeviceMonthlyPayment, a month’s',
      item('Device', 'devicePayment', { finalDeviceMonthlyPayment: '22.20' }),
      '22.20',
      true,
    ],
    ['another device: nonRecurringPrice', item('Device'), '999.00', false],
    ['a plan: recurringPrice, a month’s', item('plan'), '80.00', true],
    ['a feature: recurringPrice, a month’s', item('feature'), '80.00', true],
    ['an accessory: nonRecurringPrice', item('accessory'), '999.00', false],
    ['anything else: 0.00', item('tradeIn'), '0.00', false],
  ])('%s', (_rule, input, value, monthly) => {
    expect(handOffValue(input as never)).toBe(value);
    expect(handOffMonthly(input as never)).toBe(monthly);
  });

  it('hands the cart over as count, type, product and value', () => {
    expect(chatHandOff(cartItems(CART)).map((i) => [i.count, i.type, i.product, i.value])).toEqual([
      [1, 'Device', 'Pixel 10', '22.20'],
      [1, 'plan', 'Unlimited Plus', '80.00'],
      [1, 'feature', 'Device Protection', '17.00'],
      [1, 'Device', 'iPhone 17', '999.00'],
      [2, 'accessory', 'Clear case', '39.99'],
    ]);
  });
});

describe('flow labels derived from state (spec 4.9)', () => {
  it.each<[Partial<FlowState>, string, string]>([
    [{ express: true, newAccount: true }, 'express nao', ''],
    [{ express: true, prospect: true }, 'express nse', ''],
    [{ prospect: true }, 'nse', ''],
    [{ newAccount: true }, 'nao', ''],
    [{ newAccount: true, tradeIn: true }, 'nao w/tradein', ''],
    [{ newAccount: true, tradeIn: true, instantCredit: true }, 'nao w/tradein', 'instant'],
    [{ newServiceOrder: true }, 'nso', ''],
    [{ byod: true, prospect: true }, 'BYOD', ''],
    [{ tradeIn: true }, 'tradein', ''],
    [{ tradeIn: true, instantCredit: true }, 'tradein', 'instant'],
    [{ accessoriesOnly: true, prospect: true }, 'standalone', ''],
    [{ testDrive: true, prospect: true }, 'test drive', ''],
    [{ trialOnboard: true, testDrive: true }, 'trial onboard', ''],
    [{ instantCredit: true }, '', ''],
    [{}, '', ''],
  ])('%j: %s %s', (state, flow, subFlow) => {
    expect(flowLabel(state)).toEqual({ flow, subFlow });
  });

  it('every label of the spec is reachable', () => {
    expect(FLOW_LABELS).toHaveLength(11);
  });
});

describe('page names, customer tags, readDL and events', () => {
  it('expresshub and cart pages are named by a Blocker-level validation error (spec 2.7)', () => {
    expect(cartPageName('expresshub', [{ errorLevel: 'Blocker' }])).toBe('expresshub blocker');
    expect(cartPageName('cart', [{ errorLevel: 'WarningNotification' }, { errorLevel: 'RewardNotification' }])).toBe(
      'cart',
    );
    expect(cartPageName('cart', undefined)).toBe('cart');
  });

  it.each([
    ['vzw', 'vzw_cust'],
    ['vzt', 'vzt_cust'],
    ['vzw|vzt', 'joint_cust'],
    ['joint_cust', 'joint_cust'],
    ['no-cust', ''],
    [null, ''],
    ['vzp', ''],
  ])('customer tag of %s: %j (spec 6.3)', (input, tag) => {
    expect(customerTag(input)).toBe(tag);
  });

  it.each([
    [{ prepay: true, loggedIn: true }, 'prepayservice/readDL'],
    [{ prepay: true, loggedIn: false }, 'prepayservice/nse/readDL'],
    [{ prepay: false, loggedIn: true }, 'omnidlservice/readDL'],
    [{ prepay: false, loggedIn: false }, 'omnidlservice/nse/readDL'],
  ])('readDL for %j: %s (spec 7.3)', (visitor, path) => {
    expect(readDlPath(visitor)).toBe(path);
  });

  it('uses the event codes event86, event181 and event180 (spec 9)', () => {
    expect(Object.values(ANALYTICS_EVENTS).sort()).toEqual(['event180', 'event181', 'event86']);
  });
});

describe('restricted offers in the URL (spec 2.6, 7.3)', () => {
  it('asks to save the accepted offer', () => {
    expect(
      restrictedOfferFromQuery(new URLSearchParams('restricted=true&offerId=MYOFF-1&restrictedType=device')),
    ).toEqual({
      offerId: 'MYOFF-1',
      restricted: true,
      type: 'device',
    });
  });

  it.each([
    '',
    'restricted=false&offerId=A&type=x',
    'restricted=true&type=x',
    'restricted=true&offerId=<b>&type=x',
    'restricted=true&offerId=A',
  ])('asks nothing for %j', (query) => {
    expect(restrictedOfferFromQuery(new URLSearchParams(query))).toBeUndefined();
  });
});
