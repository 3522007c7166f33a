import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CART_LOCK_CHANNELS,
  decideLockAction,
  detectCartLock,
  type CartErrorLike,
  type CartLock,
  type CartLockConfig,
} from '../index.js';

const config: CartLockConfig = {
  chatLockIds: ['CART_CHAT_LOCK'],
  digitalLockIds: ['CART_DIGITAL_LOCK'],
  ...DEFAULT_CART_LOCK_CHANNELS,
};
const onPdp = { call: 'add-device', pageName: 'pdp' };

describe('a cart becomes locked (spec 4.4)', () => {
  it.each<[string, CartErrorLike, Partial<CartLock>]>([
    ['an id in the chat-lock list', { id: 'CART_CHAT_LOCK' }, { kind: 'assisted', lockedChannelID: undefined }],
    ['an id in the digital-lock list', { id: 'CART_DIGITAL_LOCK' }, { kind: 'digital' }],
    ...DEFAULT_CART_LOCK_CHANNELS.assistedChannels.map((channel): [string, CartErrorLike, Partial<CartLock>] => [
      `locked channel ${channel} (assisted)`,
      { id: 'ANY', lockedChannelIds: [channel] },
      { kind: 'assisted', lockedChannelID: channel },
    ]),
    ...DEFAULT_CART_LOCK_CHANNELS.digitalChannels.map((channel): [string, CartErrorLike, Partial<CartLock>] => [
      `locked channel ${channel} (digital)`,
      { lockedChannelIds: [channel] },
      { kind: 'digital', lockedChannelID: channel },
    ]),
    [
      'a digital-lock id held by an assisted channel: the channel decides',
      { id: 'CART_DIGITAL_LOCK', lockedChannelIds: ['VZW-CHAT'] },
      { kind: 'assisted', lockedChannelID: 'VZW-CHAT' },
    ],
    [
      'a chat-lock id with an unknown channel: the id decides, the channel is kept',
      { id: 'CART_CHAT_LOCK', lockedChannelIds: ['VZW-NEW'] },
      { kind: 'assisted', lockedChannelID: 'VZW-NEW' },
    ],
  ])('when %s', (_rule, error, expected) => {
    expect(detectCartLock(error, onPdp, config)).toEqual({
      locked: true,
      source: 'add-device',
      lockedChannelID: undefined,
      ...expected,
    });
  });

  it.each<[string, CartErrorLike]>([
    ['another id', { id: '3000' }],
    ['no id', {}],
    ['an unknown channel only', { id: 'X', lockedChannelIds: ['VZW-NEW'] }],
  ])('not for %s', (_rule, error) => {
    expect(detectCartLock(error, onPdp, config)).toBeUndefined();
  });

  it('except when saving the cart on the accessory interstitial', () => {
    const chatLock = { id: 'CART_CHAT_LOCK', lockedChannelIds: ['VZW-CHAT'] };
    expect(detectCartLock(chatLock, { call: 'save-cart', pageName: 'accessoryInterstitial' }, config)).toBeUndefined();
    expect(
      detectCartLock(chatLock, { call: 'add-accessories', pageName: 'accessoryInterstitial' }, config),
    ).toBeDefined();
    expect(detectCartLock(chatLock, { call: 'save-cart', pageName: 'cart' }, config)).toBeDefined();
  });
});

describe('what the store does about a lock (spec 4.4)', () => {
  const assisted: CartLock = { locked: true, lockedChannelID: 'VZW-CHAT', source: 'read', kind: 'assisted' };
  const digital: CartLock = { locked: true, lockedChannelID: 'VZW-MFA-IOS', source: 'read', kind: 'digital' };

  it.each([
    ['on mobile, digital', digital, { device: 'mobile', fromCartIcon: false }, '/cartLocked.html'],
    [
      'on mobile, assisted: the chat-rep variant',
      assisted,
      { device: 'mobile', fromCartIcon: false },
      '/cartLocked/chatRep.html',
    ],
    ['from the cart icon on desktop', digital, { device: 'desktop', fromCartIcon: true }, '/cartLocked.html'],
    [
      'from the cart icon on a tablet, assisted',
      assisted,
      { device: 'tablet', fromCartIcon: true },
      '/cartLocked/chatRep.html',
    ],
  ] as const)('%s: the cartLocked page, and the lock is cleared', (_case, lock, situation, path) => {
    expect(decideLockAction(lock, situation)).toEqual({ type: 'redirect', path, clearLock: true });
  });

  it.each([
    ['desktop', 'desktop'],
    ['tablet', 'tablet'],
  ] as const)('otherwise (%s, not from the cart icon) a lock overlay shows', (_case, device) => {
    expect(decideLockAction(assisted, { device, fromCartIcon: false })).toEqual({ type: 'overlay' });
  });
});
