import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHARED_ACTIVITY_KEY,
  TIMER_TICK_MS,
  createSessionTimer,
  timeLeft,
  type SessionChannel,
  type SessionMessage,
  type SessionTimerOptions,
  type SessionTransport,
  type SessionVisitor,
  type SharedStorage,
} from '../index.js';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const MINUTE = 60_000;
const CUSTOMER: SessionVisitor = { loggedIn: true, prospect: false, prepay: false };
const PROSPECT: SessionVisitor = { loggedIn: false, prospect: true, prepay: false };

function memoryStorage(): SharedStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Channels of tabs in one browser: what one posts, the others hear. */
function browserChannels() {
  const tabs = new Set<Set<(message: SessionMessage) => void>>();
  return (): SessionChannel => {
    const listeners = new Set<(message: SessionMessage) => void>();
    tabs.add(listeners);
    return {
      post: (message) => tabs.forEach((other) => other !== listeners && other.forEach((l) => l(message))),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => tabs.delete(listeners),
    };
  };
}

function setup(overrides: Partial<Omit<SessionTimerOptions, 'visitor'>> & { visitor?: SessionVisitor } = {}) {
  const calls: string[] = [];
  const transport: SessionTransport = {
    keepAlive: vi.fn(async () => void calls.push('keepAlive')),
    logout: vi.fn(async () => void calls.push('logout')),
    clearCache: vi.fn(async () => {
      calls.push('clearCache');
      return { data: { code: 200 } };
    }),
  };
  const world = {
    navigate: vi.fn((url: string) => void calls.push(`navigate ${url}`)),
    loggedOut: vi.fn((reason: string) => void calls.push(`loggedOut ${reason}`)),
    clearResumeCart: vi.fn(() => void calls.push('clearResumeCart')),
    clearCaches: vi.fn(() => void calls.push('clearCaches')),
  };
  const { visitor = CUSTOMER, ...rest } = overrides;
  const timer = createSessionTimer({
    visitor: () => visitor,
    transport,
    world,
    pages: {
      prospectByodOptions: '/sales/digital/prospectbyodoptions.html',
      smartphones: '/sales/digital/smartphones',
    },
    ...rest,
  });
  return { timer, transport, world, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('the whole 30-minute timeline, on a fake clock', () => {
  it('warns at 28:00 and logs a logged-in customer out at 30:00', async () => {
    const { timer, calls } = setup();
    timer.start();
    vi.advanceTimersByTime(28 * MINUTE - 1000);
    expect(timer.getState().showModal).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(timer.getState()).toMatchObject({ showModal: true, remainingSeconds: 120 });
    expect(timeLeft(timer.getState())).toEqual({ minutes: 2, seconds: 0 });
    vi.advanceTimersByTime(2 * MINUTE - 1000);
    expect(timer.getState()).toMatchObject({ showModal: true, remainingSeconds: 1, sessionTimedOut: false });
    vi.advanceTimersByTime(1000);
    expect(timer.getState()).toMatchObject({ sessionTimedOut: true, showModal: false, ended: 'timeout' });
    await vi.runOnlyPendingTimersAsync();
    expect(calls).toEqual(['logout', 'loggedOut timeout']);
  });

  it('sends a guest to the prospect BYOD options page at zero', () => {
    const { timer, calls, transport } = setup({ visitor: PROSPECT });
    timer.start();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(calls).toEqual(['navigate /sales/digital/prospectbyodoptions.html']);
    expect(transport.logout).not.toHaveBeenCalled();
  });

  it('extending at the warning calls keep-alive and resets the timer', async () => {
    const { timer, transport } = setup();
    timer.start();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(timer.getState().showModal).toBe(true);
    const extending = timer.extend();
    expect(timer.getState()).toMatchObject({ keepAlive: 'fetch', isSessionExtended: false });
    await extending;
    expect(transport.keepAlive).toHaveBeenCalledWith(CUSTOMER);
    expect(timer.getState()).toMatchObject({
      keepAlive: 'success',
      isSessionExtended: true,
      showModal: false,
      remainingSeconds: 1800,
    });
    vi.advanceTimersByTime(28 * MINUTE);
    expect(timer.getState().showModal).toBe(true);
    expect(timer.getState().ended).toBeUndefined();
  });

  it('a second extend while one is in flight makes one call', async () => {
    const { timer, transport } = setup();
    await Promise.all([timer.extend(), timer.extend()]);
    expect(transport.keepAlive).toHaveBeenCalledTimes(1);
  });

  it('a last-cached-time header resets the timer to that time', () => {
    const { timer } = setup();
    timer.start();
    vi.advanceTimersByTime(20 * MINUTE);
    timer.activity(T0 + 19 * MINUTE);
    expect(timer.getState().remainingSeconds).toBe(29 * 60);
    vi.advanceTimersByTime(27 * MINUTE - 1000);
    expect(timer.getState().showModal).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(timer.getState().showModal).toBe(true);
  });

  it("reads the header on the server's clock when the answer's own time is given", () => {
    const { timer } = setup();
    timer.start();
    vi.advanceTimersByTime(10 * MINUTE);
    // The server's clock is an hour behind; its session saw activity 30 s before it answered.
    const serverNow = T0 + 10 * MINUTE - 60 * MINUTE;
    timer.activity(serverNow - 30_000, serverNow);
    expect(timer.getState().remainingSeconds).toBe(30 * 60 - 30);
  });

  it('after a 10-minute sleep the remaining time is right at the next tick', () => {
    const { timer } = setup();
    timer.start();
    vi.advanceTimersByTime(5 * MINUTE);
    // The laptop sleeps: the wall clock moves, no timer fires.
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(timer.getState().remainingSeconds).toBe(15 * 60 - 1);
  });

  it('after a sleep past the warning the warning shows at once; past the time-out the session ends', () => {
    const { timer, calls } = setup();
    timer.start();
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(timer.getState()).toMatchObject({ showModal: true, remainingSeconds: 59 });
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(timer.getState().ended).toBe('timeout');
    expect(calls[0]).toBe('logout');
  });

  it('becoming visible again sets the countdown from the wall clock', () => {
    let visible = true;
    let onChange = () => {};
    const { timer } = setup({
      visibility: {
        isVisible: () => visible,
        subscribe: (listener) => {
          onChange = listener;
          return () => {};
        },
      },
    });
    timer.start();
    visible = false;
    onChange();
    // A background tab's timers are throttled: the clock runs on, few ticks arrive.
    vi.setSystemTime(Date.now() + 12 * MINUTE);
    visible = true;
    onChange();
    expect(timer.getState().remainingSeconds).toBe(18 * 60);
  });
});

describe('keep-alive failure, logout and clear session (spec 4.1)', () => {
  it('a failure (HTTP 500: already expired) clears the resume-cart status and logs a customer out', async () => {
    const { timer, calls, transport } = setup();
    vi.mocked(transport.keepAlive).mockRejectedValueOnce(Object.assign(new Error('HTTP 500'), { status: 500 }));
    await timer.extend();
    expect(timer.getState()).toMatchObject({
      keepAlive: 'failure',
      isSessionExtended: false,
      error: { expired: true, message: 'Failed to extend session, already expired' },
      ended: 'keepAliveFailed',
    });
    expect(calls).toEqual(['clearResumeCart', 'logout', 'loggedOut keepAliveFailed']);
  });

  it('a failure for a prospect clears the resume-cart status and does not log out', async () => {
    const { timer, calls, transport } = setup({ visitor: PROSPECT });
    vi.mocked(transport.keepAlive).mockRejectedValueOnce(new Error('Network error'));
    await timer.extend();
    expect(timer.getState()).toMatchObject({ keepAlive: 'failure', error: { expired: false }, ended: undefined });
    expect(calls).toEqual(['clearResumeCart']);
  });

  it('logout posts the session logout and ends in success even when the call fails', async () => {
    const { timer, calls, transport } = setup();
    vi.mocked(transport.logout).mockRejectedValueOnce(new Error('down'));
    await timer.logout();
    expect(calls).toEqual(['loggedOut logout']);
    expect(timer.getState().ended).toBe('logout');
    await timer.logout();
    expect(transport.logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['code 200', async () => ({ data: { code: 200 } })],
    ['another code', async () => ({ data: { code: 500 } })],
    ['a failed call', async () => Promise.reject(new Error('down'))],
  ])('clear session on %s wipes local caches and goes to /smartphones', async (_case, clearCache) => {
    const { timer, calls, transport } = setup({ visitor: PROSPECT });
    vi.mocked(transport.clearCache).mockImplementationOnce(clearCache);
    await timer.clearSession();
    expect(calls.filter((c) => c !== 'clearCache')).toEqual(['clearCaches', 'navigate /sales/digital/smartphones']);
  });

  it('refuses a warning with less than 20 s to answer (WCAG 2.2.1)', () => {
    expect(() => setup({ timeoutMs: 30 * MINUTE, warningMs: 30 * MINUTE - 10_000 })).toThrow(/at least 20 s/);
  });
});

describe('tabs of one browser share one session', () => {
  function twoTabs(visitor = CUSTOMER) {
    const storage = memoryStorage();
    const channel = browserChannels();
    const a = setup({ storage, channel: channel(), visitor });
    const b = setup({ storage, channel: channel(), visitor });
    a.timer.start();
    b.timer.start();
    return { a, b, storage };
  }

  it('extending in one tab extends all', async () => {
    const { a, b } = twoTabs();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(b.timer.getState().showModal).toBe(true);
    await a.timer.extend();
    expect(b.timer.getState()).toMatchObject({ showModal: false, remainingSeconds: 1800 });
  });

  it('logging out in one ends all', async () => {
    const { a, b } = twoTabs();
    await a.timer.logout();
    expect(b.timer.getState().ended).toBe('otherTab');
    expect(b.calls).toEqual(['loggedOut otherTab']);
    expect(b.transport.logout).not.toHaveBeenCalled();
  });

  it('a frozen tab cannot log out an active one', () => {
    const storage = memoryStorage();
    const channel = browserChannels();
    const frozen = setup({ storage, channel: channel() });
    frozen.timer.start();
    vi.advanceTimersByTime(10 * MINUTE);
    // The other tab opens and keeps the session alive; the frozen tab hears nothing and runs no timers.
    frozen.timer.stop();
    const active = setup({ storage, channel: channel() });
    active.timer.start();
    vi.advanceTimersByTime(15 * MINUTE);
    active.timer.activity(Date.now());
    // The frozen tab wakes 25 minutes later on its own old view: its countdown is at zero.
    frozen.timer.start();
    expect(frozen.timer.getState().ended).toBeUndefined();
    expect(frozen.calls).toEqual([]);
    expect(active.timer.getState().ended).toBeUndefined();
  });

  it('a page opened after the last activity kept is past the time-out starts from now: that session is over, not this one', () => {
    const storage = memoryStorage();
    const before = setup({ storage, visitor: PROSPECT });
    before.timer.start();
    vi.advanceTimersByTime(MINUTE);
    before.timer.activity(Date.now());
    before.timer.stop();
    expect(storage.data.has(SHARED_ACTIVITY_KEY)).toBe(true);
    // The visitor comes back days later: the new page's countdown is a whole one, and nothing ends.
    vi.advanceTimersByTime(26 * 24 * 60 * MINUTE);
    const later = setup({ storage, visitor: PROSPECT });
    later.timer.start();
    vi.advanceTimersByTime(TIMER_TICK_MS * 2);
    expect(later.timer.getState()).toMatchObject({ ended: undefined, showModal: false });
    expect(later.timer.getState().remainingSeconds).toBeGreaterThan(1790);
    expect(later.calls).toEqual([]);
  });

  it('a time-out announced on an older view of the session is ignored; a logout is not', () => {
    const channel = browserChannels();
    const tab = setup({ channel: channel() });
    const other = channel();
    tab.timer.start();
    vi.advanceTimersByTime(5 * MINUTE);
    tab.timer.activity(Date.now());
    other.post({ type: 'loggedOut', at: T0, reason: 'timeout' });
    expect(tab.timer.getState().ended).toBeUndefined();
    other.post({ type: 'loggedOut', at: T0, reason: 'logout' });
    expect(tab.timer.getState().ended).toBe('otherTab');
  });

  it('on logout the storage holding the session is cleared', async () => {
    const { a, storage } = twoTabs();
    a.timer.activity(Date.now());
    vi.advanceTimersByTime(1000);
    a.timer.activity(Date.now());
    expect(storage.data.has(SHARED_ACTIVITY_KEY)).toBe(true);
    await a.timer.logout();
    expect(storage.data.has(SHARED_ACTIVITY_KEY)).toBe(false);
  });
});
