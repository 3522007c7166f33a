import { describe, expect, it, vi } from 'vitest';
import {
  CartLockedError,
  DEFAULT_CART_LOCK_CHANNELS,
  INITIAL_CART_LOCK_STATE,
  cartLockReducer,
  createCartLock,
  type CartErrorLike,
  type CartLock,
} from '../index.js';

const lockError = (channel: string) => Object.assign(new Error('locked'), { lockedChannelIds: [channel] });
const readError = (error: unknown): CartErrorLike => (error ?? {}) as CartErrorLike;
const config = { chatLockIds: [], digitalLockIds: [], ...DEFAULT_CART_LOCK_CHANNELS };
const LOCK: CartLock = { locked: true, lockedChannelID: 'VZW-CHAT', source: 'add-device', kind: 'assisted' };

function setup(recheck: () => Promise<unknown> = async () => ({})) {
  let time = 1_000_000;
  const store = createCartLock({ config, readError, recheck: vi.fn(recheck), now: () => time });
  return { store, advance: (ms: number) => (time += ms) };
}

describe('cart lock reducer', () => {
  it('records a lock with the time it was confirmed; clearing forgets it; a restored page marks it stale', () => {
    const locked = cartLockReducer(INITIAL_CART_LOCK_STATE, { type: 'locked', lock: LOCK, now: 5 });
    expect(locked).toEqual({ lock: LOCK, checkedAt: 5, stale: false });
    expect(cartLockReducer(locked, { type: 'stale' })).toEqual({ lock: LOCK, checkedAt: 5, stale: true });
    expect(cartLockReducer(INITIAL_CART_LOCK_STATE, { type: 'stale' })).toBe(INITIAL_CART_LOCK_STATE);
    expect(cartLockReducer(locked, { type: 'cleared' })).toEqual(INITIAL_CART_LOCK_STATE);
  });
});

describe('the guard around cart changes', () => {
  it('a change that finds the cart locked records the lock and rejects with CartLockedError', async () => {
    const { store } = setup();
    const change = vi.fn().mockRejectedValue(lockError('VZW-CHAT'));
    await expect(store.guard(change, { call: 'add-device', pageName: 'pdp' })).rejects.toBeInstanceOf(CartLockedError);
    expect(store.getState().lock).toEqual(LOCK);
  });

  it('a change to a freshly locked cart is not sent', async () => {
    const { store } = setup();
    store.report(lockError('VZW-CHAT'), { call: 'add-device' });
    const change = vi.fn();
    await expect(store.guard(change, { call: 'save-cart' })).rejects.toMatchObject({ lock: LOCK });
    expect(change).not.toHaveBeenCalled();
  });

  it('a lock read from a stale page is re-checked before any cart change: released, the change goes ahead', async () => {
    let released = false;
    const { store } = setup(async () => {
      if (!released) throw lockError('VZW-CHAT');
      return {};
    });
    store.report(lockError('VZW-CHAT'), { call: 'add-device' });
    store.markStale();
    await expect(store.guard(vi.fn(), { call: 'save-cart' })).rejects.toBeInstanceOf(CartLockedError);
    expect(store.getState()).toMatchObject({ stale: false, lock: { source: 'read' } });
    released = true;
    store.markStale();
    const change = vi.fn().mockResolvedValue('saved');
    await expect(store.guard(change, { call: 'save-cart' })).resolves.toBe('saved');
    expect(store.getState().lock).toBeUndefined();
  });

  it('a lock older than a minute is re-checked too', async () => {
    const recheck = vi.fn(async () => ({}));
    let time = 0;
    const store = createCartLock({ config, readError, recheck, now: () => time });
    store.report(lockError('VZW-RPS'), { call: 'read' });
    time += 30_000;
    await expect(store.guard(vi.fn(), { call: 'save-cart' })).rejects.toBeInstanceOf(CartLockedError);
    expect(recheck).not.toHaveBeenCalled();
    time += 31_000;
    await store.guard(vi.fn().mockResolvedValue(1), { call: 'save-cart' });
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('a re-check that fails for another reason keeps the lock and rejects with that failure', async () => {
    const { store } = setup(async () => Promise.reject(new Error('network down')));
    store.report(lockError('VZW-CHAT'), { call: 'add-device' });
    store.markStale();
    const change = vi.fn();
    await expect(store.guard(change, { call: 'save-cart' })).rejects.toThrow('network down');
    expect(change).not.toHaveBeenCalled();
    expect(store.getState().lock).toEqual(LOCK);
  });

  it('other failures pass through untouched; the exempt save on the accessory interstitial is not a lock', async () => {
    const { store } = setup();
    const other = new Error('boom');
    await expect(store.guard(() => Promise.reject(other), { call: 'save-cart' })).rejects.toBe(other);
    const locked = lockError('VZW-CHAT');
    await expect(
      store.guard(() => Promise.reject(locked), { call: 'save-cart', pageName: 'accessoryInterstitial' }),
    ).rejects.toBe(locked);
    expect(store.getState().lock).toBeUndefined();
  });

  it('tells subscribers of every change', () => {
    const { store } = setup();
    const seen = vi.fn();
    const stop = store.subscribe(seen);
    store.report(lockError('VZW-CHAT'), { call: 'read' });
    store.clear();
    stop();
    store.report(lockError('VZW-CHAT'), { call: 'read' });
    expect(seen).toHaveBeenCalledTimes(2);
  });
});
