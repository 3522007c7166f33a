import { KEEP_ALIVE_FAILURE_MESSAGE, TIMER_TICK_MS } from './constants.js';

/** The countdown's settings, in whole seconds. */
export interface SessionTimerConfig {
  /** Seconds from the last activity to the time-out. */
  readonly timeoutSeconds: number;
  /** Seconds from the last activity to the warning. */
  readonly warningSeconds: number;
  /**
   * The reset flag of spec 4.1: count down by elapsed real time instead of one per tick. Either way the
   * countdown is set right from the wall clock when ticks were missed (sleep, a throttled background tab).
   */
  readonly realTime: boolean;
}

/** Keep-alive runs idle, then fetch, then success or failure (spec 4.1). */
export type KeepAliveStatus = 'idle' | 'fetch' | 'success' | 'failure';

/** Why the session ended in this tab. */
export type SessionEnd = 'timeout' | 'logout' | 'keepAliveFailed' | 'unauthorized' | 'otherTab' | 'cleared';

/** A failed extension: `expired` when the service said the session had already ended (HTTP 500). */
export interface SessionError {
  readonly expired: boolean;
  readonly message: string;
}

/** The session of spec 3.9 and the countdown of spec 4.1. */
export interface SessionTimerState {
  readonly config: SessionTimerConfig;
  /** Wall-clock time (ms) of the last activity the countdown runs from. */
  readonly startedAt: number;
  readonly remainingSeconds: number;
  /** Wall-clock time (ms) of the last tick or resync. */
  readonly lastTickAt: number;
  /** The warning is shown (spec 3.9 showModal). */
  readonly showModal: boolean;
  /** The countdown reached zero (spec 3.9 sessionTimedOut); separate from the modal flag. */
  readonly sessionTimedOut: boolean;
  /** The last extension succeeded (spec 3.9 isSessionExtended). */
  readonly isSessionExtended: boolean;
  readonly keepAlive: KeepAliveStatus;
  /** The last extension's failure (spec 3.9 error). */
  readonly error: SessionError | undefined;
  /** Set once the session has ended in this tab; nothing moves it after that. */
  readonly ended: SessionEnd | undefined;
}

export type SessionTimerAction =
  /** One tick of the once-a-second timer. */
  | { readonly type: 'tick'; readonly now: number }
  /** Set the countdown from the wall clock: on wake and when the page becomes visible. */
  | { readonly type: 'resync'; readonly now: number }
  /** Activity at `at` (a last-cached-time header, another tab's extension): a later one resets the timer. */
  | { readonly type: 'activity'; readonly at: number; readonly now: number }
  /**
   * At zero, another tab of the browser had seen later activity (`at`): the session is alive, the countdown
   * runs again from that activity.
   */
  | { readonly type: 'resumed'; readonly at: number; readonly now: number }
  | { readonly type: 'keepAliveStarted' }
  | { readonly type: 'keepAliveSucceeded'; readonly now: number }
  | { readonly type: 'keepAliveFailed'; readonly error: SessionError }
  | { readonly type: 'ended'; readonly reason: SessionEnd };

/** A tick that comes this late means ticks were missed: the tab slept or was throttled. */
export const MISSED_TICKS_GAP_MS = 2 * TIMER_TICK_MS;

/** Whole seconds left at `now`, from the wall clock. */
export function secondsLeft(state: Pick<SessionTimerState, 'config' | 'startedAt'>, now: number): number {
  return Math.max(0, Math.ceil((state.startedAt + state.config.timeoutSeconds * 1000 - now) / 1000));
}

/** The seconds left at which the warning shows. */
export const warningAt = (config: SessionTimerConfig): number => config.timeoutSeconds - config.warningSeconds;

/** The flags that follow from the seconds left: the warning in its window, the time-out at zero. */
function settle(state: SessionTimerState, remainingSeconds: number, lastTickAt: number): SessionTimerState {
  const timedOut = remainingSeconds <= 0;
  return {
    ...state,
    remainingSeconds: Math.max(0, remainingSeconds),
    lastTickAt,
    sessionTimedOut: state.sessionTimedOut || timedOut,
    showModal: !timedOut && remainingSeconds <= warningAt(state.config),
  };
}

/** Every transition of the session (spec 4.1), pure. */
export function sessionReducer(state: SessionTimerState, action: SessionTimerAction): SessionTimerState {
  if (state.ended) return state;
  switch (action.type) {
    case 'tick': {
      if (state.sessionTimedOut) return state;
      const missed = action.now - state.lastTickAt > MISSED_TICKS_GAP_MS;
      const remaining = state.config.realTime || missed ? secondsLeft(state, action.now) : state.remainingSeconds - 1;
      return settle(state, remaining, action.now);
    }
    case 'resync':
      return state.sessionTimedOut ? state : settle(state, secondsLeft(state, action.now), action.now);
    case 'activity': {
      const at = Math.min(action.at, action.now);
      if (state.sessionTimedOut || at <= state.startedAt) return state;
      const moved = { ...state, startedAt: at };
      return settle(moved, secondsLeft(moved, action.now), action.now);
    }
    case 'resumed': {
      const at = Math.min(action.at, action.now);
      if (at <= state.startedAt) return state;
      const moved = { ...state, startedAt: at, sessionTimedOut: false };
      return settle(moved, secondsLeft(moved, action.now), action.now);
    }
    case 'keepAliveStarted':
      return { ...state, keepAlive: 'fetch', isSessionExtended: false, error: undefined };
    case 'keepAliveSucceeded':
      return {
        ...state,
        keepAlive: 'success',
        isSessionExtended: true,
        error: undefined,
        startedAt: action.now,
        remainingSeconds: state.config.timeoutSeconds,
        lastTickAt: action.now,
        showModal: false,
        sessionTimedOut: false,
      };
    case 'keepAliveFailed':
      return { ...state, keepAlive: 'failure', isSessionExtended: false, error: action.error };
    case 'ended':
      return {
        ...state,
        ended: action.reason,
        showModal: false,
        sessionTimedOut: state.sessionTimedOut || action.reason === 'timeout',
      };
  }
}

/** The countdown as minutes and seconds (spec 4.1). */
export function timeLeft(state: Pick<SessionTimerState, 'remainingSeconds'>): {
  readonly minutes: number;
  readonly seconds: number;
} {
  return { minutes: Math.floor(state.remainingSeconds / 60), seconds: state.remainingSeconds % 60 };
}

/** The error a keep-alive failure is recorded as: HTTP 500 means the session had already expired. */
export function keepAliveError(status: number | undefined, fallback: string): SessionError {
  return status === 500
    ? { expired: true, message: KEEP_ALIVE_FAILURE_MESSAGE }
    : { expired: false, message: fallback };
}
