import type { PageData } from '@carrier/analytics-tagger';
import type { DataLayerHost, PageAnalytics } from '../analytics.js';
import { deferred } from './deferred.js';

/** The store's analytics with its code loaded: what `deferredPageAnalytics` waits for. */
export interface DeferredPageAnalytics extends PageAnalytics {
  /** Loads the analytics' code, once (again after a failed load). */
  ready(): Promise<PageAnalytics>;
}

/**
 * The store's analytics whose code (the tagger, its delivery to the tag manager, and the private-data scrubber every
 * record goes through) is a chunk of its own, fetched as the store starts, so that the page's first script does not
 * carry it. What the page records before it has come (its page view, above all) is recorded once it has, in order: the
 * page view waits 500 ms anyway (spec 4.3). What is read of the data layer (the visitor, the cart's items) is read from
 * it at once; the delivery's state is the waiting one until the code has come.
 */
export function deferredPageAnalytics(host: DataLayerHost, load: () => Promise<PageAnalytics>): DeferredPageAnalytics {
  const { ready, run, current: loaded } = deferred(load);
  return {
    ready,
    getState: () => loaded()?.getState() ?? { queue: [], tagManager: 'waiting', tries: 0 },
    pageView: (page) => run((analytics) => analytics.pageView(page)),
    onPageView(listener: (page: PageData) => void) {
      let stop: (() => void) | undefined;
      let stopped = false;
      run((analytics) => {
        if (!stopped) stop = analytics.onPageView(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    lastPageView: () => loaded()?.lastPageView(),
    readDl: (answer, forPage) => run((analytics) => analytics.readDl(answer, forPage)),
    visitor: () => loaded()?.visitor() ?? host.vzdl?.user,
    cart: (items) => run((analytics) => analytics.cart(items)),
    cartItems: () => loaded()?.cartItems() ?? host.vzdl?.cart?.items ?? [],
    addToCart: (items, how) => run((analytics) => analytics.addToCart(items, how)),
    purchase: (orderNumber, items) => run((analytics) => analytics.purchase(orderNumber, items)),
    cartResumed: () => run((analytics) => analytics.cartResumed()),
    error: (id, message, level) => run((analytics) => analytics.error(id, message, level)),
    chatDecision: (decision, forPage) => run((analytics) => analytics.chatDecision(decision, forPage)),
    stop: () => run((analytics) => analytics.stop()),
  };
}
