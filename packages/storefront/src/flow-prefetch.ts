import type { DeviceKind } from './site.js';
import { isLazyJourney } from './lazy-journey.js';
import { pageModule, type AnyJourney } from './journey.js';
import type { PageFlow } from './page-name.js';

/**
 * A flow's other pages are fetched ahead this long after one of its pages shows (spec 7.5, 9): 2 s on a computer,
 * 3 s on a phone or a tablet, whose first seconds belong to the page in front of the customer.
 */
export const PREFETCH_DELAY_MS: Record<DeviceKind, number> = { desktop: 2000, tablet: 3000, mobile: 3000 };

/** While the page's own service calls are still under way, the prefetch waits, looking again every 500 ms (spec 9). */
export const PREFETCH_POLL_MS = 500;

/** The timers the prefetch waits with (the window's; a test's fake clock). */
export interface PrefetchTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const HOST_TIMERS: PrefetchTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The code of the flow a page belongs to: the lazy modules of its journey's other pages (the page's own is loaded).
 * A journey the app does not serve has no flow to fetch.
 */
export function flowModules(journeys: readonly AnyJourney[], flow: PageFlow): (() => Promise<unknown>)[] {
  const journey = journeys.find((candidate) => candidate.key.name === flow.journey);
  // A lazy journey whose manifest did not load has no modules known yet.
  if (!journey || (isLazyJourney(journey) && !journey.loaded())) return [];
  const modules = new Set(journey.pages.map(pageModule).filter((module) => module !== flow.module));
  return [...modules].flatMap((module) => {
    const load = journey.modules[module];
    return load ? [load] : [];
  });
}

export interface FlowPrefetchOptions {
  readonly delayMs: number;
  /** How many of the page's service calls are under way. */
  readonly pendingCalls: () => number;
  /** Fetches the flow's code; its failures are the prefetch's own (the page asks again when it is opened). */
  readonly prefetch: () => void;
  readonly timers?: PrefetchTimers;
}

/**
 * Fetches a flow's code ahead (spec 7.5): once the delay has passed and the page's own calls have ended, looked at
 * every 500 ms. Answers the cancel (the customer went on first).
 */
export function scheduleFlowPrefetch({
  delayMs,
  pendingCalls,
  prefetch,
  timers = HOST_TIMERS,
}: FlowPrefetchOptions): () => void {
  let timer: unknown;
  const look = () => {
    if (pendingCalls() > 0) timer = timers.setTimeout(look, PREFETCH_POLL_MS);
    else {
      timer = undefined;
      prefetch();
    }
  };
  timer = timers.setTimeout(look, delayMs);
  return () => {
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}
