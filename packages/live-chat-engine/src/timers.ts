/** The timers the engine waits with: the window's, or a test's. */
export interface ChatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const host = globalThis as unknown as ChatTimers;
export const HOST_TIMERS: ChatTimers = {
  setTimeout: (callback, ms) => host.setTimeout(callback, ms),
  clearTimeout: (handle) => host.clearTimeout(handle),
};
