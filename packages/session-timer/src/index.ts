export {
  KEEP_ALIVE_FAILURE_MESSAGE,
  MIN_RESPONSE_MS,
  SESSION_CHANNEL_NAME,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MS,
  SHARED_ACTIVITY_KEY,
  TIMER_TICK_MS,
} from './constants.js';
export { initialSessionState } from './session-start.js';
export { MISSED_TICKS_GAP_MS, keepAliveError, secondsLeft, sessionReducer, timeLeft, warningAt } from './state.js';
export type {
  KeepAliveStatus,
  SessionEnd,
  SessionError,
  SessionTimerAction,
  SessionTimerConfig,
  SessionTimerState,
} from './state.js';
export { SESSION_PAGES, SESSION_PATHS, createSessionTransport, isClearCacheDone, keepAlivePath } from './endpoints.js';
export type { PostingClient, SessionTransport, SessionTransportOptions, SessionVisitor } from './endpoints.js';
export { createSessionChannel, parseSessionMessage } from './channel.js';
export type {
  BroadcastChannelLike,
  SessionChannel,
  SessionChannelOptions,
  SessionMessage,
  SharedStorage,
} from './channel.js';
export { createSessionTimer } from './timer.js';
export type { PageVisibility, SessionClock, SessionTimer, SessionTimerOptions, SessionWorld } from './timer.js';
