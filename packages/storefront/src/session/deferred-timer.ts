import type { Atoms } from '@carrier/store';
import {
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MS,
  initialSessionState,
  type SessionTimer,
  type SessionTimerState,
} from '@carrier/session-timer';
import { atom } from 'jotai';
import { loadOnce } from '../platform/load-once.js';

/**
 * The session timer, its code loaded when it is started (the session host starts it once the page is live) or first
 * used: the page's first script does not carry the countdown, the keep-alive, the tabs' channel and the logout. Until
 * then its state is the session's start (nothing shown); the latest activity the services report meanwhile is kept
 * and given to the timer as it is made; a command (extend, log out, clear the session) waits for it.
 * `make` builds the timer in the page's jotai store `atoms`; a failed load is tried again on the next use.
 * @example deferredSessionTimer(() => import('./browser-timer.js').then((m) => m.createTimer(world)), atoms, Date.now)
 */
export function deferredSessionTimer(make: () => Promise<SessionTimer>, atoms: Atoms, now: () => number): SessionTimer {
  const made = atom<SessionTimer | undefined>(undefined);
  const before = initialSessionState(
    {
      timeoutSeconds: Math.round(SESSION_TIMEOUT_MS / 1000),
      warningSeconds: Math.round(SESSION_WARNING_MS / 1000),
      realTime: false,
    },
    now(),
  );
  // The made timer's state once there is one, the session's start until then.
  const state = atom<SessionTimerState>((get) => {
    const timer = get(made);
    return timer ? get(timer.atom) : before;
  });
  let running = false;
  // The latest activity seen before the timer was made, on this computer's clock.
  let seen: number | undefined;
  const timer = loadOnce(async () => {
    const real = await make();
    if (seen !== undefined) real.activity(seen);
    seen = undefined;
    atoms.set(made, real);
    if (running) real.start();
    return real;
  });
  const current = () => atoms.get(made);
  const getState = () => atoms.get(state);
  return {
    atom: state,
    atoms,
    getState,
    subscribe: (listener) => atoms.sub(state, () => listener(getState())),
    start() {
      running = true;
      const real = current();
      if (real) real.start();
      else void timer().catch(() => undefined);
    },
    stop() {
      running = false;
      current()?.stop();
    },
    activity(at, serverNow) {
      const real = current();
      if (real) real.activity(at, serverNow);
      else if (Number.isFinite(at)) {
        // Read on the server's clock when the answer's own time is given, as the timer itself does.
        const local = serverNow !== undefined && Number.isFinite(serverNow) ? now() - Math.max(0, serverNow - at) : at;
        seen = Math.max(seen ?? local, local);
      }
    },
    extend: async () => (await timer()).extend(),
    logout: async (reason) => (await timer()).logout(reason),
    clearSession: async () => (await timer()).clearSession(),
  };
}
