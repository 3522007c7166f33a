import type { SessionTimerConfig, SessionTimerState } from './state.js';

// The state of a session as it starts: a module of its own, so that a page can show a session before the countdown's
// code (the reducer, the timer) has loaded.

/** The state of a session whose last activity is now. */
export function initialSessionState(config: SessionTimerConfig, now: number): SessionTimerState {
  return {
    config,
    startedAt: now,
    remainingSeconds: config.timeoutSeconds,
    lastTickAt: now,
    showModal: false,
    sessionTimedOut: false,
    isSessionExtended: false,
    keepAlive: 'idle',
    error: undefined,
    ended: undefined,
  };
}
