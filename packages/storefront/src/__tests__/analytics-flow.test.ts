import { describe, expect, it } from 'vitest';
import { pageFlow } from '../analytics-flow.js';

const cart = (intendType: string, options: { accessoriesOnly?: boolean; tradeIns?: number; items?: number } = {}) => ({
  cartHasOnlyAccessories: options.accessoriesOnly ?? false,
  cartInfo: { intendType, gRecaptchaResponse: null, itemCount: options.items ?? 1, dueToday: 0, dueMonthly: 0 },
  lineDetails: {
    lineInfo: [],
    tradeInDetail: {
      tradeInItems: Array.from({ length: options.tradeIns ?? 0 }, (_, i) => ({
        lineId: `L${i}`,
        make: 'Apple',
        model: 'iPhone 13',
        storageGb: 128,
        condition: 'good',
        value: 200,
      })),
    },
  },
});
/** The pages whose manifest rows say `express` (the express cart and checkout). */
const EXPRESS = ['expresscart', 'expresscheckout'];
const prospect = { prospect: true };
const customer = { prospect: false };

describe('the analytics flow of a page, from the store state (spec 4.9)', () => {
  it.each([
    ['a prospect browsing', prospect, 'smartphones', undefined, 'nse'],
    ['a customer browsing', customer, 'smartphones', undefined, ''],
    ["a prospect's NSE cart", prospect, 'cart', cart('NSE'), 'nse'],
    ['the express cart of a new account', prospect, 'expresscart', cart('NAO'), 'express nao'],
    ['the express checkout of a prospect', prospect, 'expresscheckout', cart('NSE'), 'express nse'],
    ['a new account', prospect, 'cart', cart('NAO'), 'nao'],
    ['a new account with a trade-in', prospect, 'cart', cart('NAO', { tradeIns: 1 }), 'nao w/tradein'],
    ['a new line on an account', customer, 'cart', cart('AAL'), 'nso'],
    ['a new service order', customer, 'cart', cart('NSO'), 'nso'],
    ['a SIM for a phone of their own', customer, 'cart', cart('buySim'), 'BYOD'],
    ['an upgrade with a trade-in', customer, 'cart', cart('EUP', { tradeIns: 1 }), 'tradein'],
    ['accessories alone', customer, 'cart', cart('NSEACC', { accessoriesOnly: true }), 'standalone'],
    ['an empty cart is not standalone', customer, 'cart', cart('EUP', { accessoriesOnly: true, items: 0 }), ''],
  ])('%s', (_case, visitor, pageName, read, flow) => {
    expect(pageFlow({ visitor, express: EXPRESS.includes(pageName), cart: read }).flow).toBe(flow);
  });
});

describe('a journey’s own state gives its flow (spec 4.9)', () => {
  it.each([
    ['a test drive being set up', prospect, { trialOnboard: true }, 'trial onboard'],
    ['a test drive running', prospect, { testDrive: true }, 'test drive'],
    ["a customer's trade-in", customer, { tradeIn: true }, 'tradein'],
    ["a prospect's trade-in is still the prospect flow", prospect, { tradeIn: true }, 'nse'],
  ] as const)('%s', (_case, visitor, journey, flow) => {
    expect(pageFlow({ visitor, journey }).flow).toBe(flow);
  });
});

describe('the subflow of a trade-in (spec 4.9): "instant" when its credit is taken at once', () => {
  const withCredit = (kind: 'instant' | 'promo' | 'prepaidCard') => {
    const base = cart('EUP', { tradeIns: 1 });
    const [item] = base.lineDetails.tradeInDetail.tradeInItems;
    return {
      ...base,
      lineDetails: {
        ...base.lineDetails,
        tradeInDetail: { tradeInItems: [{ ...item!, tradeInNumber: 'TR12345678', credit: { kind, total: 200 } }] },
      },
    };
  };
  it.each([
    ['instant', 'instant'],
    ['promo', ''],
    ['prepaidCard', ''],
  ] as const)('a trade-in taken as %s credit', (kind, subFlow) => {
    expect(pageFlow({ visitor: customer, cart: withCredit(kind) })).toEqual({
      flow: 'tradein',
      subFlow,
    });
  });
});
