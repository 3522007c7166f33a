import { createAtoms } from '@carrier/store';
import type { SessionTimer } from '@carrier/session-timer';
import { describe, expect, it, vi } from 'vitest';
import { deferredSessionTimer } from '../session/deferred-timer.js';
import { detachedSessionTimer } from '../testing/world.js';

const PROSPECT = { loggedIn: false, prospect: true, prepay: false } as const;
const T0 = Date.UTC(2026, 10, 29, 9, 0, 0);

/** A timer the deferred one makes, its calls recorded. */
function madeTimer() {
  const atoms = createAtoms();
  const real = detachedSessionTimer(PROSPECT, atoms);
  const calls: string[] = [];
  const recorded: SessionTimer = {
    ...real,
    start: () => void calls.push('start'),
    stop: () => void calls.push('stop'),
    activity: (at, serverNow) => void calls.push(`activity ${at}${serverNow === undefined ? '' : ` ${serverNow}`}`),
    logout: async (reason) => void calls.push(`logout ${reason ?? ''}`),
    extend: async () => void calls.push('extend'),
    clearSession: async () => void calls.push('clearSession'),
  };
  /** The deferred timer over it, its clock at `now`. */
  const deferred = (now = T0) =>
    deferredSessionTimer(
      () => Promise.resolve(recorded),
      atoms,
      () => now,
    );
  return { atoms, real, recorded, calls, deferred };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session timer whose code loads once the page is live', () => {
  it('before it is started, its code is not loaded and it shows nothing: the state is the session’s start', () => {
    const make = vi.fn(() => Promise.resolve(madeTimer().recorded));
    const timer = deferredSessionTimer(make, createAtoms(), () => T0);
    expect(make).not.toHaveBeenCalled();
    expect(timer.getState()).toMatchObject({ startedAt: T0, remainingSeconds: 30 * 60, showModal: false });
    expect(timer.getState().ended).toBeUndefined();
  });

  it('started, it is made and started; its state is then the made timer’s, and listeners hear of it', async () => {
    const { real, calls, deferred } = madeTimer();
    const timer = deferred();
    const heard: boolean[] = [];
    timer.subscribe((state) => heard.push(state.showModal));
    timer.start();
    await settled();
    expect(calls).toEqual(['start']);
    await real.logout('timeout');
    expect(timer.getState().ended).toBe('timeout');
    expect(heard.length).toBeGreaterThan(0);
  });

  it('stopped before its code arrives, it is made but not started', async () => {
    const { calls, deferred } = madeTimer();
    const timer = deferred();
    timer.start();
    timer.stop();
    await settled();
    expect(calls).toEqual([]);
  });

  it('the latest activity the services report before it is made is given to it as it is made, on this clock', async () => {
    const { calls, deferred } = madeTimer();
    const timer = deferred(T0 + 10_000);
    timer.activity(T0 + 2000);
    // Read on the server's clock: the server's time is 3 s after the activity, so it was 3 s before now here.
    timer.activity(T0 + 50_000, T0 + 53_000);
    timer.activity(T0 + 1000);
    timer.activity(Number.NaN);
    timer.start();
    await settled();
    expect(calls).toEqual([`activity ${T0 + 7000}`, 'start']);
    timer.activity(T0 + 9000, T0 + 9500);
    expect(calls.at(-1)).toBe(`activity ${T0 + 9000} ${T0 + 9500}`);
  });

  it('a logout, an extension or a cleared session before it is made waits for it', async () => {
    const { calls, deferred } = madeTimer();
    const timer = deferred();
    await timer.logout('unauthorized');
    await timer.extend();
    await timer.clearSession();
    expect(calls).toEqual(['logout unauthorized', 'extend', 'clearSession']);
  });

  it('a load that failed is tried again on the next use', async () => {
    const { atoms, recorded, calls } = madeTimer();
    const make = vi
      .fn<() => Promise<SessionTimer>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(recorded);
    const timer = deferredSessionTimer(make, atoms, () => T0);
    timer.start();
    await settled();
    expect(calls).toEqual([]);
    await timer.logout();
    expect(make).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['start', 'logout ']);
  });
});
