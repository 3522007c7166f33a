import { scrubRecord } from '@carrier/safety';
import { createListeners } from '@carrier/store';
import type { AnalyticsCartItem } from './cart-items.js';
import { ANALYTICS_EVENTS, type ErrorEventLevel } from './labels.js';

/** The page part of the data layer (spec 3.7). */
export interface PageData {
  readonly name: string;
  readonly flow: string;
  readonly subFlow?: string;
  readonly channelSession: string;
  readonly language?: string;
  /** The internal campaign that led here (`intcmp`, spec 2.6). */
  readonly campaign?: string;
  /** The site that sent the visitor here, by its host (`domain`, spec 2.6): `fios.carrier.example`. */
  readonly referringDomain?: string;
}

/** Every event the data layer carries; a wrong field fails the type check. */
export type TagEvent =
  | { readonly event: 'pageView'; readonly pageName: string }
  | {
      readonly event: 'addToCart';
      readonly code: typeof ANALYTICS_EVENTS.addToCart;
      readonly pageName: string;
      readonly items: readonly AnalyticsCartItem[];
    }
  | { readonly event: 'cartOpened'; readonly code: typeof ANALYTICS_EVENTS.cartOpened; readonly pageName: string }
  | {
      readonly event: 'purchase';
      readonly orderNumber: string;
      readonly pageName: string;
      readonly items: readonly AnalyticsCartItem[];
    }
  | { readonly event: 'cartResumed'; readonly code: typeof ANALYTICS_EVENTS.cartResumed; readonly pageName: string }
  | {
      readonly event: 'error';
      readonly level: ErrorEventLevel;
      readonly id: string;
      readonly message: string;
      readonly pageName: string;
    }
  | {
      readonly event: 'liveChatDecision';
      readonly flow: string;
      readonly placement: string;
      readonly propositionId: string;
      readonly reason: string;
      /** Who the recommendation service took the visitor for, when it was asked (spec 7.3, 9). */
      readonly customerType?: string;
      readonly authentication?: string;
      readonly pageName: string;
    };

/** The page data layer the tag manager reads (`window.vzdl`). */
export interface DataLayer {
  page?: PageData;
  error?: { readonly id: string; readonly message: string };
  cart?: { readonly items: readonly AnalyticsCartItem[] };
  /** What the services know of the visitor (readDL, spec 6.3, 7.3): the business tag, blank for no-cust. */
  user?: VisitorData;
  events: TagEvent[];
}

/** The visitor part of the data layer. */
export interface VisitorData {
  readonly customerTag: string;
  readonly loginStatus: string;
}

/** Where the data layer lives; `window` in a browser. */
export interface DataLayerHost {
  vzdl?: DataLayer;
}

/** The tag manager, once its script has loaded. */
export interface TagManager {
  isReady(): boolean;
  track(event: TagEvent): void;
}

/** The updater looks for the tag manager this often, this many times (spec 9). */
export const UPDATER_INTERVAL_MS = 1000;
export const UPDATER_MAX_TRIES = 10;
/** The page view (and the chat's re-init) goes this long after a route change (spec 9). */
export const PAGE_VIEW_DELAY_MS = 500;
/** Where a pending add-to-cart event waits for the next page view (spec 4.3). */
export const PENDING_ADD_TO_CART_KEY = 'pendingAddToCart';

export interface TaggerState {
  /** Events recorded before the tag manager was there, in order. */
  readonly queue: readonly TagEvent[];
  readonly tagManager: 'waiting' | 'ready' | 'gaveUp';
  readonly tries: number;
}

export type TaggerAction =
  { readonly type: 'recorded'; readonly event: TagEvent } | { readonly type: 'looked'; readonly ready: boolean };

export const INITIAL_TAGGER_STATE: TaggerState = { queue: [], tagManager: 'waiting', tries: 0 };

/**
 * Every transition of delivery, pure: while the tag manager is awaited, events queue in order; the updater
 * looks once a second, and after 10 looks gives up; when it is found, the queue is replayed (the store sends it).
 */
export function taggerReducer(state: TaggerState, action: TaggerAction): TaggerState {
  switch (action.type) {
    case 'recorded':
      return state.tagManager === 'waiting' ? { ...state, queue: [...state.queue, action.event] } : state;
    case 'looked':
      if (state.tagManager !== 'waiting') return state;
      if (action.ready) return { queue: [], tagManager: 'ready', tries: state.tries + 1 };
      return state.tries + 1 >= UPDATER_MAX_TRIES
        ? { queue: [], tagManager: 'gaveUp', tries: state.tries + 1 }
        : { ...state, tries: state.tries + 1 };
  }
}

export interface TaggerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
const host = globalThis as unknown as TaggerTimers;
const HOST_TIMERS: TaggerTimers = {
  setTimeout: (c, ms) => host.setTimeout(c, ms),
  clearTimeout: (h) => host.clearTimeout(h),
  setInterval: (c, ms) => host.setInterval(c, ms),
  clearInterval: (h) => host.clearInterval(h),
};

export interface TaggerOptions {
  readonly host: DataLayerHost;
  /** The tag manager when loaded; never in tests unless given. */
  readonly tagManager?: TagManager;
  /** Session storage, for the pending add-to-cart event. */
  readonly storage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  readonly timers?: TaggerTimers;
  /** Called with each page view, after the delay: the chat re-inits then (spec 9). */
  readonly onPageView?: (page: PageData) => void;
}

/**
 * The store's analytics: writes the page data layer, records typed events, delivers them to the tag manager
 * (queued and replayed in order until it loads), and keeps the timing rules of spec 4.3 and 9.
 */
export function createAnalyticsTagger(options: TaggerOptions) {
  const timers = options.timers ?? HOST_TIMERS;
  const layer = (): DataLayer => (options.host.vzdl ??= { events: [] });
  let state = INITIAL_TAGGER_STATE;
  let pageViewTimer: unknown;
  const pageViews = createListeners<PageData>();
  let lastPageView: PageData | undefined;

  const deliver = (event: TagEvent) => options.tagManager?.track(event);
  const look = () => {
    const queued = state.queue;
    state = taggerReducer(state, { type: 'looked', ready: options.tagManager?.isReady() ?? false });
    if (state.tagManager === 'waiting') return;
    timers.clearInterval(updater);
    if (state.tagManager === 'ready') queued.forEach(deliver);
  };
  // Every event and every write to the data layer is scrubbed of private data (`@carrier/safety`): a page name,
  // an error message or a readDL answer never carries a phone, an email, a card or a token to the tag manager.
  const record = (recorded: TagEvent) => {
    const event = scrubRecord(recorded);
    layer().events.push(event);
    if (state.tagManager === 'ready') deliver(event);
    else state = taggerReducer(state, { type: 'recorded', event });
  };
  const pageName = () => layer().page?.name ?? '';
  const updater = timers.setInterval(look, UPDATER_INTERVAL_MS);

  return {
    getState: () => state,
    /**
     * A route changed: the data layer is reset and written for the new page at once, and the page view is
     * recorded 500 ms later, followed by an add-to-cart event left pending by the page before.
     */
    pageView(unscrubbed: PageData): void {
      const page = scrubRecord(unscrubbed);
      const dl = layer();
      delete dl.error;
      delete dl.cart;
      dl.page = page;
      timers.clearTimeout(pageViewTimer);
      pageViewTimer = timers.setTimeout(() => {
        record({ event: 'pageView', pageName: page.name });
        const pending = options.storage.getItem(PENDING_ADD_TO_CART_KEY);
        if (pending !== null) {
          options.storage.removeItem(PENDING_ADD_TO_CART_KEY);
          try {
            const items = JSON.parse(pending) as AnalyticsCartItem[];
            if (Array.isArray(items))
              record({ event: 'addToCart', code: ANALYTICS_EVENTS.addToCart, pageName: page.name, items });
          } catch {
            // A pending event that cannot be read is dropped; the page view stands.
          }
        }
        lastPageView = page;
        options.onPageView?.(page);
        pageViews.emit(page);
      }, PAGE_VIEW_DELAY_MS);
    },
    /** Calls `listener` with each page view, when it is recorded (the chat re-inits then); returns the unsubscribe. */
    onPageView(listener: (page: PageData) => void): () => void {
      return pageViews.subscribe(listener);
    },
    /** The last page view recorded, for a listener that comes later (code loaded after the page). */
    lastPageView: (): PageData | undefined => lastPageView,
    /**
     * Merges what readDL answered for this page (spec 7.3) into the data layer: the visitor, and the page's
     * fields, unless the store has moved on to another page meanwhile.
     */
    readDl(answer: { readonly page?: Partial<PageData>; readonly user?: VisitorData }, forPage: string): void {
      const dl = layer();
      if (dl.page?.name !== forPage) return;
      if (answer.page) dl.page = scrubRecord({ ...dl.page, ...answer.page, name: forPage });
      if (answer.user) dl.user = scrubRecord(answer.user);
    },
    /** The visitor as readDL described them (spec 7.3), once it has answered; undefined before. */
    visitor: (): VisitorData | undefined => layer().user,
    /** The cart's items, for the tag manager. */
    cart(items: readonly AnalyticsCartItem[]): void {
      layer().cart = { items: scrubRecord(items) };
    },
    /** The cart's items this page wrote, for the chat's hand-off (spec 3.1); none on other pages. */
    cartItems: (): readonly AnalyticsCartItem[] => layer().cart?.items ?? [],
    /**
     * An add-to-cart: recorded now, or, when the page is about to change, kept until the next page view. The
     * first add that opened the cart by itself (spec 4.3) is told as well.
     */
    addToCart(
      items: readonly AnalyticsCartItem[],
      how: { readonly beforeNavigation?: boolean; readonly openedCart?: boolean } = {},
    ): void {
      if (how.openedCart) record({ event: 'cartOpened', code: ANALYTICS_EVENTS.cartOpened, pageName: pageName() });
      if (how.beforeNavigation) options.storage.setItem(PENDING_ADD_TO_CART_KEY, JSON.stringify(items));
      else record({ event: 'addToCart', code: ANALYTICS_EVENTS.addToCart, pageName: pageName(), items });
    },
    /** An order was placed: its number and the cart's items (spec 3.1), never who placed it or how they paid. */
    purchase(orderNumber: string, items: readonly AnalyticsCartItem[]): void {
      record({ event: 'purchase', orderNumber, pageName: pageName(), items });
    },
    /** A resumed cart adds its event tag (spec 4.3). */
    cartResumed(): void {
      record({ event: 'cartResumed', code: ANALYTICS_EVENTS.cartResumed, pageName: pageName() });
    },
    /** An error shown to the customer (spec 4.6, 8.5). */
    error(id: string, message: string, level: ErrorEventLevel = 'ERROR'): void {
      layer().error = scrubRecord({ id, message });
      record({ event: 'error', level, id, message, pageName: pageName() });
    },
    /**
     * A chat decision, offered or not, with its reason (`@carrier/live-chat-engine`), for the page it was made
     * for (the current page when left out): a check that answers after the customer has moved on keeps its page.
     */
    chatDecision(
      decision: {
        flow: string;
        placement: string;
        propositionId: string;
        reason: string;
        customerType?: string;
        authentication?: string;
      },
      forPage: string = pageName(),
    ): void {
      record({ event: 'liveChatDecision', ...decision, pageName: forPage });
    },
    stop(): void {
      timers.clearInterval(updater);
      timers.clearTimeout(pageViewTimer);
    },
  };
}

export type AnalyticsTagger = ReturnType<typeof createAnalyticsTagger>;
