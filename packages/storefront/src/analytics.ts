import {
  createAnalyticsTagger,
  type AnalyticsTagger,
  type DataLayerHost,
  type TagEvent,
  type TagManager,
  type TaggerTimers,
} from '@carrier/analytics-tagger';

export type { DataLayer, DataLayerHost, ErrorEventLevel, PageData } from '@carrier/analytics-tagger';
/** An event of the page data layer. */
export type DataLayerEvent = TagEvent;

/**
 * The store's analytics: the page data layer and its events (`@carrier/analytics-tagger`), page views on every
 * route, errors shown to the customer, the cart's items and add-to-cart events.
 */
export type PageAnalytics = AnalyticsTagger;

export interface PageAnalyticsOptions {
  /** Session storage, for an add-to-cart event made just before the page changes; memory when left out. */
  readonly storage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  readonly tagManager?: TagManager;
  readonly timers?: TaggerTimers;
}

/** Analytics over the page data layer; the host is injected so tests and stories read what was written. */
export function createPageAnalytics(host: DataLayerHost, options: PageAnalyticsOptions = {}): PageAnalytics {
  const memory = new Map<string, string>();
  return createAnalyticsTagger({
    host,
    storage: options.storage ?? {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    ...(options.tagManager ? { tagManager: options.tagManager } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
  });
}
