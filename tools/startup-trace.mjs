// What a page's start-up costs its main thread, read from a Chromium trace of its load (the speed gate, bench-startup.mjs).
/** The user-timing mark a page sets once it is live (storefront's LIVE_MARK; the floor sets it too). */
export const LIVE_MARK = 'store:live';

/** The trace events that are script: compiling, evaluating, and calling into it (a timer, an event, a microtask). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
]);

/** The time (µs) covered by `spans` ([start, end] pairs), each moment once however many cover it. */
function covered(spans) {
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach);
    reach = to;
  }
  return total;
}

/**
 * A page's start-up in a Chromium trace of its load: its main thread's work from the navigation to the page being live
 * (the `store:live` mark), in ms. `tasks`: every task's time; `script`: the time spent in script within them; `blocking`:
 * each task's time past 50 ms, summed (what Lighthouse calls total blocking time). Throws when the page never came alive.
 */
export function startupWork(trace) {
  const events = trace.traceEvents ?? [];
  const live = events.find((e) => e.name === LIVE_MARK && e.cat?.includes('blink.user_timing'));
  if (!live) throw new Error(`The page never came alive: no ${LIVE_MARK} mark in its trace.`);
  const main = events.find((e) => e.name === 'thread_name' && e.pid === live.pid && e.args?.name === 'CrRendererMain');
  const onMain = (e) => e.pid === live.pid && e.tid === (main?.tid ?? live.tid) && e.ph === 'X';
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === live.pid && e.ts <= live.ts)
    .reduce((last, e) => (e.ts > last ? e.ts : last), -Infinity);
  const from = Number.isFinite(navigation) ? navigation : 0;
  const inWindow = (e) => onMain(e) && e.ts >= from && e.ts <= live.ts;
  const tasks = events.filter((e) => inWindow(e) && e.name === 'RunTask');
  const script = events.filter((e) => inWindow(e) && SCRIPT_EVENTS.has(e.name)).map((e) => [e.ts, e.ts + e.dur]);
  return {
    tasks: tasks.reduce((sum, e) => sum + e.dur, 0) / 1000,
    script: covered(script) / 1000,
    blocking: tasks.reduce((sum, e) => sum + Math.max(0, e.dur - 50_000), 0) / 1000,
  };
}
