import { describe, expect, it } from 'vitest';
import { LIVE_MARK, startupWork } from '../startup-trace.mjs';

const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };
const ms = (value: number) => value * 1000;

/** A trace event of the page's main thread: `name` from `at` ms for `dur` ms. */
const task = (at: number, dur: number, name = 'RunTask', thread = PAGE) => ({
  ...thread,
  ph: 'X',
  name,
  ts: ms(at),
  dur: ms(dur),
  cat: 'disabled-by-default-devtools.timeline',
});
const mark = (name: string, at: number, thread = PAGE) => ({
  ...thread,
  ph: 'R',
  name,
  ts: ms(at),
  cat: 'blink.user_timing',
});
const mainThread = (thread: { pid: number; tid: number }) => ({
  ...thread,
  ph: 'M',
  name: 'thread_name',
  args: { name: 'CrRendererMain' },
});

describe("the speed gate reads a page's start-up from its trace: from the navigation to the page being live", () => {
  const trace = {
    traceEvents: [
      mainThread(PAGE),
      mainThread(OTHER),
      // The page before (the health check), in the same renderer: before the navigation, not counted.
      task(0, 400),
      mark('navigationStart', 1_000),
      task(1_010, 30),
      task(1_100, 120),
      task(1_110, 60, 'EvaluateScript'),
      task(1_120, 40, 'FunctionCall'), // within the evaluation: its time is counted once
      task(1_300, 80),
      task(1_310, 20, 'RunMicrotasks'),
      mark(LIVE_MARK, 1_390),
      // After the page is live: not start-up.
      task(1_500, 200),
      // Another renderer's work: not the page's.
      task(1_100, 500, 'RunTask', OTHER),
    ],
  };

  it('counts the tasks of the main thread in the window, script time once where events nest, and each task past 50 ms', () => {
    const work = startupWork(trace);
    expect(work.tasks).toBe(30 + 120 + 80);
    expect(work.script).toBe(80);
    expect(work.blocking).toBe(70 + 30);
  });

  it('the navigation is the last one before the mark: a page opened first in the same renderer is not counted', () => {
    const again = { traceEvents: [...trace.traceEvents, mark('navigationStart', 1_200)] };
    expect(startupWork(again).tasks).toBe(80);
  });

  it('a page that never comes alive fails the gate rather than measuring nothing', () => {
    const never = { traceEvents: trace.traceEvents.filter((e) => e.name !== LIVE_MARK) };
    expect(() => startupWork(never)).toThrow(/never came alive/);
  });
});
