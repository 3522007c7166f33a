import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS, PREFETCH_POLL_MS, flowModules, scheduleFlowPrefetch } from '../flow-prefetch.js';
import { defineJourney, journeyKey, type AnyJourney } from '../journey.js';
import { createCallCounter } from '../platform/pending-calls.js';
import type { HttpClient } from '@carrier/http-client';

const load = (name: string) => Object.assign(async () => ({ name }), { moduleName: name });
const checkout = defineJourney({
  key: journeyKey<null>('checkout'),
  modules: { './Hub.tsx': load('hub'), './Payment.tsx': load('payment'), './Review.tsx': load('review') },
  source: 'packages/journeys/checkout/src',
  pages: [
    { path: '/checkout.html', pageName: 'checkout', module: './Hub.tsx', component: 'HubPage' },
    { path: '/checkout/payment.html', pageName: 'payment', module: './Payment.tsx', component: 'PaymentPage' },
    { path: '/checkout/billing.html', pageName: 'billing', module: './Payment.tsx', component: 'BillingPage' },
    { path: '/checkout/review.html', pageName: 'review', module: './Review.tsx', component: 'ReviewPage' },
  ],
  deps: () => null,
});
const journeys: AnyJourney[] = [checkout];
const names = (modules: (() => Promise<unknown>)[]) =>
  modules.map((m) => (m as unknown as { moduleName: string }).moduleName);

describe("a flow's code (spec 7.5)", () => {
  it("is its journey's other pages' modules, each once, without the page's own", () => {
    expect(names(flowModules(journeys, { journey: 'checkout', module: './Payment.tsx' }))).toEqual(['hub', 'review']);
    expect(names(flowModules(journeys, { journey: 'checkout', module: './Hub.tsx' }))).toEqual(['payment', 'review']);
  });

  it('a journey the app does not serve has no flow to fetch', () => {
    expect(flowModules(journeys, { journey: 'prepaid', module: './Hub.tsx' })).toEqual([]);
  });
});

describe('the prefetch of per-flow assets (spec 9: prefetch delay 2 s or 3 s; prefetch log polled every 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 2 s on a computer and 3 s on a phone or a tablet', () => {
    expect(PREFETCH_DELAY_MS).toEqual({ desktop: 2000, tablet: 3000, mobile: 3000 });
    expect(PREFETCH_POLL_MS).toBe(500);
    for (const delayMs of [PREFETCH_DELAY_MS.desktop, PREFETCH_DELAY_MS.mobile]) {
      const prefetch = vi.fn();
      scheduleFlowPrefetch({ delayMs, pendingCalls: () => 0, prefetch });
      vi.advanceTimersByTime(delayMs - 1);
      expect(prefetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(prefetch).toHaveBeenCalledTimes(1);
    }
  });

  it("while the page's own calls are under way it looks again every 500 ms, and fetches once they have ended", () => {
    let pending = 2;
    const prefetch = vi.fn();
    scheduleFlowPrefetch({ delayMs: 2000, pendingCalls: () => pending, prefetch });
    vi.advanceTimersByTime(2000 + 499);
    expect(prefetch).not.toHaveBeenCalled();
    pending = 0;
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a page left before the delay fetches nothing', () => {
    const prefetch = vi.fn();
    const cancel = scheduleFlowPrefetch({ delayMs: 2000, pendingCalls: () => 1, prefetch });
    vi.advanceTimersByTime(2500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('the calls under way', () => {
  it('are counted across clients from the call to its end, failed or not', async () => {
    const settle: (() => void)[] = [];
    const client: HttpClient = {
      request: <T>(path: string) =>
        new Promise<T>((resolve, reject) =>
          settle.push(() => (path === 'bad' ? reject(new Error('503')) : resolve(path as T))),
        ),
      get: () => Promise.reject(new Error('unused')),
      post: () => Promise.reject(new Error('unused')),
    };
    const calls = createCallCounter();
    const services = calls.counted(client);
    const content = calls.counted(client);
    const one = services.post('good', {});
    const two = content.get('bad');
    expect(calls.pending()).toBe(2);
    settle[0]!();
    await one;
    expect(calls.pending()).toBe(1);
    settle[1]!();
    await expect(two).rejects.toThrow('503');
    expect(calls.pending()).toBe(0);
  });
});
