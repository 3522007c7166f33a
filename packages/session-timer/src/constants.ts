/** The session ends after this long without activity (spec 9; the same for nse). */
export const SESSION_TIMEOUT_MS = 30 * 60_000;
/** The warning shows this long after the last activity: 2 minutes before the time-out (spec 9). */
export const SESSION_WARNING_MS = 28 * 60_000;
/** The countdown ticks once a second (spec 9). */
export const TIMER_TICK_MS = 1000;
/** The least time a customer gets to answer the warning (WCAG 2.2.1 asks for 20 seconds). */
export const MIN_RESPONSE_MS = 20_000;
/** What a keep-alive answered with HTTP 500 means (spec 4.1, 8.3). */
export const KEEP_ALIVE_FAILURE_MESSAGE = 'Failed to extend session, already expired';
/** The storage key where the tabs of one browser keep the time of the session's last activity. */
export const SHARED_ACTIVITY_KEY = 'carrier.session.activity';
/** The BroadcastChannel name (and the storage key of its fallback) the tabs talk over. */
export const SESSION_CHANNEL_NAME = 'carrier.session';
