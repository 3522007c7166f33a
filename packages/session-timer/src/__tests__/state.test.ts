import { describe, expect, it } from 'vitest';
import {
  KEEP_ALIVE_FAILURE_MESSAGE,
  initialSessionState,
  keepAliveError,
  sessionReducer,
  timeLeft,
  type SessionTimerAction,
  type SessionTimerConfig,
  type SessionTimerState,
} from '../index.js';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const config: SessionTimerConfig = { timeoutSeconds: 1800, warningSeconds: 1680, realTime: false };
const at = (seconds: number) => T0 + seconds * 1000;
const fresh = (overrides: Partial<SessionTimerState> = {}): SessionTimerState => ({
  ...initialSessionState(config, T0),
  ...overrides,
});

describe('session reducer (spec 4.1, 3.9)', () => {
  it.each<[string, SessionTimerState, SessionTimerAction, Partial<SessionTimerState>]>([
    [
      'the countdown decrements by one per tick',
      fresh(),
      { type: 'tick', now: at(1) },
      { remainingSeconds: 1799, showModal: false, lastTickAt: at(1) },
    ],
    [
      'by elapsed real time when the reset flag is on',
      fresh({ config: { ...config, realTime: true } }),
      { type: 'tick', now: at(1.9) },
      { remainingSeconds: 1799 - 0, lastTickAt: at(1.9) },
    ],
    [
      'at the warning threshold the warning shows (28:00, 120 s left)',
      fresh({ remainingSeconds: 121, lastTickAt: at(1679) }),
      { type: 'tick', now: at(1680) },
      { remainingSeconds: 120, showModal: true, sessionTimedOut: false },
    ],
    [
      'at zero the session is timed out and the warning gives way',
      fresh({ remainingSeconds: 1, showModal: true, lastTickAt: at(1799) }),
      { type: 'tick', now: at(1800) },
      { remainingSeconds: 0, showModal: false, sessionTimedOut: true },
    ],
    [
      'a tick that comes after missed ticks is set from the wall clock (sleep, throttled tab)',
      fresh({ remainingSeconds: 1500, lastTickAt: at(300) }),
      { type: 'tick', now: at(900) },
      { remainingSeconds: 900, showModal: false },
    ],
    [
      'a resync sets the countdown from the wall clock',
      fresh({ remainingSeconds: 1790 }),
      { type: 'resync', now: at(1700) },
      { remainingSeconds: 100, showModal: true },
    ],
    [
      'a later activity resets the timer to that time',
      fresh({ remainingSeconds: 100, showModal: true, lastTickAt: at(1700) }),
      { type: 'activity', at: at(1690), now: at(1700) },
      { startedAt: at(1690), remainingSeconds: 1790, showModal: false },
    ],
    [
      'an activity in the future counts as now',
      fresh(),
      { type: 'activity', at: at(5000), now: at(60) },
      { startedAt: at(60), remainingSeconds: 1800 },
    ],
    [
      'a timed-out session resumes from later activity another tab saw',
      fresh({ remainingSeconds: 0, sessionTimedOut: true, lastTickAt: at(1800) }),
      { type: 'resumed', at: at(600), now: at(1800) },
      { startedAt: at(600), remainingSeconds: 600, sessionTimedOut: false, showModal: false },
    ],
    [
      'keep-alive fetch: not extended, no error',
      fresh({ isSessionExtended: true, error: { expired: false, message: 'x' } }),
      { type: 'keepAliveStarted' },
      { keepAlive: 'fetch', isSessionExtended: false, error: undefined },
    ],
    [
      'keep-alive success clears the warning and time-out flags, closes the modal and resets the timer',
      fresh({ keepAlive: 'fetch', showModal: true, sessionTimedOut: true, remainingSeconds: 0 }),
      { type: 'keepAliveSucceeded', now: at(1800) },
      {
        keepAlive: 'success',
        isSessionExtended: true,
        error: undefined,
        showModal: false,
        sessionTimedOut: false,
        startedAt: at(1800),
        remainingSeconds: 1800,
      },
    ],
    [
      'keep-alive failure: not extended, with the error',
      fresh({ keepAlive: 'fetch', showModal: true }),
      { type: 'keepAliveFailed', error: { expired: true, message: KEEP_ALIVE_FAILURE_MESSAGE } },
      {
        keepAlive: 'failure',
        isSessionExtended: false,
        showModal: true,
        error: { expired: true, message: KEEP_ALIVE_FAILURE_MESSAGE },
      },
    ],
    [
      'ending the session closes the modal',
      fresh({ showModal: true }),
      { type: 'ended', reason: 'logout' },
      { ended: 'logout', showModal: false, sessionTimedOut: false },
    ],
    [
      'ending by time-out sets the time-out flag',
      fresh(),
      { type: 'ended', reason: 'timeout' },
      { ended: 'timeout', sessionTimedOut: true },
    ],
  ])('%s', (_rule, state, action, expected) => {
    expect(sessionReducer(state, action)).toMatchObject(expected);
  });

  it.each<[string, SessionTimerState, SessionTimerAction]>([
    [
      'an older activity does not shorten the session',
      fresh({ startedAt: at(60) }),
      { type: 'activity', at: at(30), now: at(90) },
    ],
    [
      'a timed-out session does not tick on',
      fresh({ sessionTimedOut: true, remainingSeconds: 0 }),
      { type: 'tick', now: at(1801) },
    ],
    [
      'a timed-out session is not revived by activity',
      fresh({ sessionTimedOut: true }),
      { type: 'activity', at: at(1801), now: at(1801) },
    ],
    [
      'a resume from no later activity changes nothing',
      fresh({ sessionTimedOut: true, startedAt: at(60) }),
      { type: 'resumed', at: at(30), now: at(1900) },
    ],
    ['an ended session ignores ticks', fresh({ ended: 'logout' }), { type: 'tick', now: at(1) }],
    [
      'an ended session ignores a late keep-alive success',
      fresh({ ended: 'logout' }),
      { type: 'keepAliveSucceeded', now: at(1) },
    ],
  ])('%s (the state is unchanged)', (_rule, state, action) => {
    expect(sessionReducer(state, action)).toBe(state);
  });

  it('the modal-shown and timed-out flags are separate', () => {
    const warned = sessionReducer(fresh({ remainingSeconds: 121, lastTickAt: at(1679) }), {
      type: 'tick',
      now: at(1680),
    });
    expect([warned.showModal, warned.sessionTimedOut]).toEqual([true, false]);
    const out = sessionReducer(
      { ...warned, remainingSeconds: 1, lastTickAt: at(1799) },
      { type: 'tick', now: at(1800) },
    );
    expect([out.showModal, out.sessionTimedOut]).toEqual([false, true]);
  });

  it('gives minutes and seconds', () => {
    expect(timeLeft({ remainingSeconds: 119 })).toEqual({ minutes: 1, seconds: 59 });
    expect(timeLeft({ remainingSeconds: 1800 })).toEqual({ minutes: 30, seconds: 0 });
    expect(timeLeft({ remainingSeconds: 0 })).toEqual({ minutes: 0, seconds: 0 });
  });

  it("a keep-alive failure with status 500 means 'Failed to extend session, already expired'", () => {
    expect(keepAliveError(500, 'HTTP 500')).toEqual({
      expired: true,
      message: 'Failed to extend session, already expired',
    });
    expect(keepAliveError(0, 'Network error')).toEqual({ expired: false, message: 'Network error' });
  });
});
