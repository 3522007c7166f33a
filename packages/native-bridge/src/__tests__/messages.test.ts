import { describe, expect, it } from 'vitest';
import {
  BRIDGE_TAG,
  BridgeMessageError,
  MESSAGE_TYPES,
  checkOutgoing,
  isBridgeMessageError,
  parseAnswer,
  parseIncoming,
  type MessageType,
  type PayloadOf,
} from '../messages.js';

/** One well-formed payload of every message of spec 7.4. */
export const VALID: { [K in MessageType]: PayloadOf<K> } = {
  getParam: { name: 'lob' },
  updateNavigation: {
    pattern: 'B1',
    leading: 'back',
    alerts: false,
    settings: false,
    stores: true,
    signIn: true,
    confirmClose: false,
  },
  updateTab: { visible: true, tabIndex: 2 },
  updateChatFab: { visible: true, text: 'Chat with us', expandDuration: 3, textSize: 13 },
  supportPayLoad: { pageName: 'cart', flowName: 'NSE', cartId: null },
  setTitle: { title: 'Smartphones', tabIndex: 2 },
  setHAB: { visible: true, invocationTime: 500 },
  shopNavIcons: { wishlist: { visible: true, count: 2 }, cart: { visible: false, count: 0 } },
  fetchClientParameters: {},
  dataPassForSalesSupport: { pageName: 'cart', data: { items: 2, prospect: true, flow: 'NSE' } },
  webPageLoaded: { pageName: 'smartphones', url: '/sales/digital/smartphones.html' },
};

/** A wrong field for every message, and the field the error must name. */
const WRONG: [MessageType, Record<string, unknown>, string][] = [
  ['getParam', { name: 'a b' }, 'name'],
  ['getParam', {}, 'name'],
  ['updateNavigation', { ...VALID.updateNavigation, pattern: 'Z' }, 'pattern'],
  ['updateNavigation', { ...VALID.updateNavigation, leading: 'menu' }, 'leading'],
  ['updateNavigation', { ...VALID.updateNavigation, signIn: 'yes' }, 'signIn'],
  ['updateTab', { visible: true, tabIndex: 12 }, 'tabIndex'],
  ['updateTab', { visible: 1, tabIndex: 1 }, 'visible'],
  ['updateChatFab', { ...VALID.updateChatFab, textSize: 13.5 }, 'textSize'],
  ['updateChatFab', { ...VALID.updateChatFab, text: 'x'.repeat(81) }, 'text'],
  ['supportPayLoad', { ...VALID.supportPayLoad, cartId: 7 }, 'cartId'],
  ['setTitle', { title: 'x'.repeat(121), tabIndex: 1 }, 'title'],
  ['setTitle', { title: 'Cart', tabIndex: -1 }, 'tabIndex'],
  ['setHAB', { visible: true, invocationTime: '500' }, 'invocationTime'],
  ['shopNavIcons', { wishlist: { visible: true, count: -1 }, cart: { visible: true, count: 0 } }, 'wishlist'],
  ['shopNavIcons', { wishlist: { visible: true, count: 0 } }, 'cart'],
  ['fetchClientParameters', { extra: 1 }, 'payload'],
  ['dataPassForSalesSupport', { pageName: 'cart', data: { nested: {} } }, 'data'],
  ['dataPassForSalesSupport', { pageName: 'cart', data: null }, 'data'],
  ['webPageLoaded', { pageName: 'cart' }, 'url'],
];

describe('typed messages of spec 7.4', () => {
  it('are the eleven of the spec', () => {
    expect([...MESSAGE_TYPES].sort()).toEqual(
      [
        'getParam',
        'updateNavigation',
        'updateTab',
        'updateChatFab',
        'supportPayLoad',
        'setTitle',
        'setHAB',
        'shopNavIcons',
        'fetchClientParameters',
        'dataPassForSalesSupport',
        'webPageLoaded',
      ].sort(),
    );
  });

  it.each(MESSAGE_TYPES)('a well-formed %s payload is accepted', (type) => {
    expect(() => checkOutgoing(type, VALID[type])).not.toThrow();
  });

  it.each(WRONG)('%s with %j is refused, naming %s', (type, payload, field) => {
    expect(() => checkOutgoing(type, payload)).toThrow(BridgeMessageError);
    expect(() => checkOutgoing(type, payload)).toThrow(field);
  });

  it('an unknown message or a payload that is not an object is refused', () => {
    expect(() => checkOutgoing('openUrl', {})).toThrow('Unknown bridge message "openUrl"');
    expect(() => checkOutgoing('setTitle', 'Cart')).toThrow('must be an object');
    expect(() => checkOutgoing('setTitle', null)).toThrow('must be an object');
    expect(() => checkOutgoing('setTitle', [])).toThrow('must be an object');
  });
});

describe("the app's answers are checked", () => {
  it('getParam answers a name and a text or null', () => {
    expect(parseAnswer('getParam', { name: 'lob', value: 'vzw', extra: true })).toEqual({ name: 'lob', value: 'vzw' });
    expect(parseAnswer('getParam', { name: 'lob', value: null })).toEqual({ name: 'lob', value: null });
    for (const bad of [null, 'vzw', { value: 'vzw' }, { name: 'lob', value: 3 }, { name: 'lob' }])
      expect(() => parseAnswer('getParam', bad)).toThrow(BridgeMessageError);
  });

  it('fetchClientParameters answers app properties; a wrong one is refused as a whole', () => {
    expect(parseAnswer('fetchClientParameters', { lob: 'vzt', appReleaseVersion: '21.0' })).toEqual({
      lob: 'vzt',
      appReleaseVersion: '21.0',
    });
    expect(() => parseAnswer('fetchClientParameters', { lob: 'vzt', appReleaseVersion: '<21>' })).toThrow(
      /fetchClientParameters was refused: .*appReleaseVersion/,
    );
  });
});

describe('messages from the app are parsed, never run', () => {
  const env = (body: object) => ({ bridge: BRIDGE_TAG, v: 1, ...body });

  it.each([
    [env({ kind: 'ready' }), { kind: 'ready' }],
    [env({ kind: 'answer', id: 'a-1', payload: { x: 1 } }), { kind: 'answer', id: 'a-1', payload: { x: 1 } }],
    [
      env({ kind: 'error', id: 'a-1', message: 'No such param' }),
      { kind: 'error', id: 'a-1', message: 'No such param' },
    ],
    [env({ kind: 'error', id: 'a-1', message: 42 }), { kind: 'error', id: 'a-1', message: 'App error' }],
    [env({ kind: 'action', action: 'close' }), { kind: 'action', action: 'close' }],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseIncoming(raw)).toEqual(expected);
    expect(parseIncoming(JSON.stringify(raw))).toEqual(expected);
  });

  it.each([
    ['not JSON', '{"bridge":'],
    ['JSON that is not an object', '42'],
    ['null', null],
    ['another bridge', { bridge: 'other', v: 1, kind: 'ready' }],
    ['another version', env({ v: 2, kind: 'ready' })],
    ['an unknown kind', env({ kind: 'eval', code: 'alert(1)' })],
    ['an answer without an id', env({ kind: 'answer', payload: {} })],
    ['an id with markup', env({ kind: 'answer', id: '<img src=x>', payload: {} })],
    ['an error without an id', env({ kind: 'error', message: 'x' })],
    ['an unknown action', env({ kind: 'action', action: 'navigate' })],
    ['a huge string', `"${'x'.repeat(100_001)}"`],
  ])('%s is refused with a BridgeMessageError', (_what, raw) => {
    let thrown: unknown;
    try {
      parseIncoming(raw);
    } catch (error) {
      thrown = error;
    }
    expect(isBridgeMessageError(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(/refused|must be an object/);
  });
});
