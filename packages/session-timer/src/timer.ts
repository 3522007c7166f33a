import { createStore, type Atoms, type StateSource } from '@carrier/store';
import type { SessionChannel, SessionMessage, SharedStorage } from './channel.js';
import {
  MIN_RESPONSE_MS,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MS,
  SHARED_ACTIVITY_KEY,
  TIMER_TICK_MS,
} from './constants.js';
import { isClearCacheDone, type SessionTransport, type SessionVisitor } from './endpoints.js';
import { initialSessionState } from './session-start.js';
import {
  keepAliveError,
  sessionReducer,
  type SessionEnd,
  type SessionTimerAction,
  type SessionTimerState,
} from './state.js';

/** The clock and the interval timer; the global ones by default. */
export interface SessionClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The page's visibility (`document.visibilityState` and its change event). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls back when the visibility changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What the timer does to the page around it. */
export interface SessionWorld {
  /** Leaves for another page of the store (a URL relative to the sales base is the caller's to resolve). */
  navigate(url: string): void;
  /**
   * The rest of the logout routine once the session has ended in this tab and the logout was posted: stop
   * services, clear storage and cookies, leave for the signed-out page.
   */
  loggedOut(reason: SessionEnd): void;
  /** Clears the resume-cart status (a failed keep-alive, spec 4.1). */
  clearResumeCart(): void;
  /** Wipes the local caches of a prospect (clear session, spec 4.1). */
  clearCaches(): void;
}

export interface SessionTimerOptions {
  /** Who the session belongs to; read when a call or the time-out needs it. */
  readonly visitor: () => SessionVisitor;
  readonly transport: SessionTransport;
  readonly world: SessionWorld;
  /** Where a timed-out guest and a cleared prospect go (spec 4.1). */
  readonly pages: { readonly prospectByodOptions: string; readonly smartphones: string };
  /** 30 minutes by default (spec 9). */
  readonly timeoutMs?: number;
  /** 28 minutes by default (spec 9); at least 20 s before the time-out. */
  readonly warningMs?: number;
  /** The reset flag: count down by elapsed real time rather than one per tick. */
  readonly realTime?: boolean;
  readonly clock?: SessionClock;
  readonly visibility?: PageVisibility;
  /** Storage the tabs share (localStorage): the last activity, cleared on logout. */
  readonly storage?: SharedStorage;
  /** The tabs' channel: an extension in one tab extends all, a logout in one ends all. */
  readonly channel?: SessionChannel;
  /** The jotai store its state is held in (the page's); one of its own when left out. */
  readonly atoms?: Atoms;
}

/** The session timer store (spec 4.1): state, subscription and commands. */
export interface SessionTimer extends StateSource<SessionTimerState> {
  /** Starts the countdown and listens to visibility and the other tabs. */
  start(): void;
  /** Stops the countdown and every listener. */
  stop(): void;
  /** Extends the session: keep-alive, then the timer resets (spec 4.1). */
  extend(): Promise<void>;
  /**
   * Activity the services saw: the time of a last-cached-time header. With the answer's own time
   * (`serverNow`, its Date header) the header is read on the server's clock, so a clock set wrong on this
   * computer moves nothing.
   */
  activity(at: number, serverNow?: number): void;
  /** Logs out: posts the session logout and runs the rest of the logout routine (spec 4.1, 8.4). */
  logout(reason?: Exclude<SessionEnd, 'otherTab' | 'cleared'>): Promise<void>;
  /** Clears a prospect's session: clearCache, then local caches wiped and the gridwall (spec 4.1). */
  clearSession(): Promise<void>;
}

/** The timers every JavaScript host has (browsers and Node), without typing the package for either. */
const hostTimers = globalThis as unknown as {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

const systemClock: SessionClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => hostTimers.setInterval(callback, ms),
  clearInterval: (handle) => hostTimers.clearInterval(handle),
};

function readSharedActivity(storage: SharedStorage | undefined): number | undefined {
  try {
    const value = Number(storage?.getItem(SHARED_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session countdown and keep-alive of spec 4.1 as a store over `sessionReducer`. The tabs of one browser
 * share one session: each extension and service activity is written to shared storage and told to the
 * other tabs; before timing out, a tab checks the shared activity, so a tab that was frozen or asleep never
 * ends a session another tab kept alive.
 * @example
 * const timer = createSessionTimer({ visitor, transport: createSessionTransport({ services, origin }), world, pages });
 * timer.subscribe((state) => render(state.showModal, timeLeft(state)));
 * timer.start();
 */
export function createSessionTimer(options: SessionTimerOptions): SessionTimer {
  const timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
  const warningMs = options.warningMs ?? SESSION_WARNING_MS;
  if (!(timeoutMs > 0) || !(warningMs > 0) || timeoutMs - warningMs < MIN_RESPONSE_MS) {
    throw new RangeError(
      `The session warning must come at least ${MIN_RESPONSE_MS / 1000} s before the time-out (warning ${warningMs} ms, time-out ${timeoutMs} ms).`,
    );
  }
  const clock = options.clock ?? systemClock;
  const { storage, channel, world, transport } = options;
  const store = createStore(
    sessionReducer,
    initialSessionState(
      {
        timeoutSeconds: Math.round(timeoutMs / 1000),
        warningSeconds: Math.round(warningMs / 1000),
        realTime: options.realTime ?? false,
      },
      clock.now(),
    ),
    options.atoms,
  );
  let interval: unknown;
  let cleanups: (() => void)[] = [];
  let extending: Promise<void> | undefined;

  function dispatch(action: SessionTimerAction): void {
    const before = store.getState();
    store.dispatch(action);
    const state = store.getState();
    if (state !== before && state.sessionTimedOut && !state.ended) timedOut();
  }

  /** Writes this tab's activity where the other tabs look, and tells them. */
  function share(at: number): void {
    try {
      if (at > (readSharedActivity(storage) ?? 0)) storage?.setItem(SHARED_ACTIVITY_KEY, String(at));
    } catch {
      // Storage refused: the channel still tells the open tabs.
    }
    channel?.post({ type: 'activity', at });
  }

  /** At zero: unless another tab saw later activity, a logged-in user is logged out, a guest leaves. */
  function timedOut(): void {
    const shared = readSharedActivity(storage);
    const now = clock.now();
    if (shared !== undefined && shared > store.getState().startedAt && now - shared < timeoutMs) {
      dispatch({ type: 'resumed', at: shared, now });
      return;
    }
    if (options.visitor().loggedIn) {
      void timer.logout('timeout');
    } else {
      dispatch({ type: 'ended', reason: 'timeout' });
      world.navigate(options.pages.prospectByodOptions);
    }
  }

  function onMessage(message: SessionMessage): void {
    const now = clock.now();
    if (message.type === 'activity') return dispatch({ type: 'activity', at: message.at, now });
    // A tab that timed out on an older view of the session (it was frozen or asleep) ends nothing here.
    if (message.reason === 'timeout' && message.at < store.getState().startedAt) return;
    void endHere('otherTab');
  }

  function clearShared(): void {
    try {
      storage?.removeItem(SHARED_ACTIVITY_KEY);
    } catch {
      // Nothing kept.
    }
  }

  async function endHere(reason: SessionEnd): Promise<void> {
    if (store.getState().ended) return;
    const at = store.getState().startedAt;
    dispatch({ type: 'ended', reason });
    timer.stop();
    clearShared();
    if (reason !== 'otherTab') {
      channel?.post({ type: 'loggedOut', at, reason });
      // The logout ends in success whatever the service answers (spec 4.1).
      await transport.logout().catch(() => undefined);
    }
    world.loggedOut(reason);
  }

  const timer: SessionTimer = {
    getState: store.getState,
    subscribe: store.subscribe,
    atom: store.atom,
    atoms: store.atoms,
    start() {
      if (interval !== undefined || store.getState().ended) return;
      const now = clock.now();
      dispatch({ type: 'activity', at: readSharedActivity(storage) ?? now, now });
      interval = clock.setInterval(() => dispatch({ type: 'tick', now: clock.now() }), TIMER_TICK_MS);
      if (options.visibility) {
        const visibility = options.visibility;
        cleanups.push(
          visibility.subscribe(() => {
            if (visibility.isVisible()) dispatch({ type: 'resync', now: clock.now() });
          }),
        );
      }
      if (channel) cleanups.push(channel.subscribe(onMessage));
    },
    stop() {
      if (interval !== undefined) clock.clearInterval(interval);
      interval = undefined;
      cleanups.forEach((cleanup) => cleanup());
      cleanups = [];
    },
    extend() {
      if (store.getState().ended) return Promise.resolve();
      extending ??= (async () => {
        dispatch({ type: 'keepAliveStarted' });
        const visitor = options.visitor();
        try {
          await transport.keepAlive(visitor);
          const now = clock.now();
          dispatch({ type: 'keepAliveSucceeded', now });
          share(now);
        } catch (error) {
          const status = (error as { status?: unknown } | null)?.status;
          const message = error instanceof Error ? error.message : String(error);
          dispatch({
            type: 'keepAliveFailed',
            error: keepAliveError(typeof status === 'number' ? status : undefined, message),
          });
          world.clearResumeCart();
          if (!visitor.prospect) await endHere('keepAliveFailed');
        } finally {
          extending = undefined;
        }
      })();
      return extending;
    },
    activity(at, serverNow) {
      if (!Number.isFinite(at)) return;
      const now = clock.now();
      const local = serverNow !== undefined && Number.isFinite(serverNow) ? now - Math.max(0, serverNow - at) : at;
      const before = store.getState().startedAt;
      dispatch({ type: 'activity', at: local, now });
      if (store.getState().startedAt !== before) share(store.getState().startedAt);
    },
    logout: (reason = 'logout') => endHere(reason),
    async clearSession() {
      if (store.getState().ended) return;
      dispatch({ type: 'ended', reason: 'cleared' });
      timer.stop();
      clearShared();
      // On code 200, or on any failure, the caches go and the customer lands on the gridwall (spec 4.1).
      await transport
        .clearCache()
        .then(isClearCacheDone)
        .catch(() => false);
      world.clearCaches();
      world.navigate(options.pages.smartphones);
    },
  };
  return timer;
}
