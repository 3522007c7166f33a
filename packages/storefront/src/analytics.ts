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
  /** The page's address when a page view is recorded: its `domain` names the site that sent the visitor. */
  readonly currentHref?: () => string;
}

/** A host name as a link would carry it: letters, digits and hyphens in dot-separated labels. */
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * `domain` in a page's address (spec 2.6): the site that sent the visitor (a link from the carrier's Fios or
 * business site, a partner's page), recorded with the page view so the visit is credited to it. Only a host name
 * is taken, lower-cased; anything else (a URL, markup, a path) is no referring domain.
 */
export function referringDomain(href: string): string | undefined {
  let value: string | null;
  try {
    value = new URL(href).searchParams.get('domain');
  } catch {
    return undefined;
  }
  const host = value?.trim().toLowerCase().replace(/\.$/, '');
  return host && HOST.test(host) ? host : undefined;
}

/** Analytics over the page data layer; the host is injected so tests and stories read what was written. */
export function createPageAnalytics(host: DataLayerHost, options: PageAnalyticsOptions = {}): PageAnalytics {
  const memory = new Map<string, string>();
  const tagger = createAnalyticsTagger({
    host,
    storage: options.storage ?? {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    ...(options.tagManager ? { tagManager: options.tagManager } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
  });
  const { currentHref } = options;
  if (!currentHref) return tagger;
  return {
    ...tagger,
    pageView(page) {
      const domain = referringDomain(currentHref());
      tagger.pageView(domain ? { ...page, referringDomain: domain } : page);
    },
  };
}
