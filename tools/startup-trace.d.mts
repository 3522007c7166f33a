/** The user-timing mark a page sets once it is live (storefront's LIVE_MARK; the speed floor sets it too). */
export const LIVE_MARK: 'store:live';

/**
 * A page's start-up in a Chromium trace of its load, in ms, from the navigation to the `store:live` mark: its main
 * thread's task time, the script time within it, and its blocking time (each task's time past 50 ms).
 */
export function startupWork(trace: { traceEvents?: readonly object[] }): {
  readonly tasks: number;
  readonly script: number;
  readonly blocking: number;
};
