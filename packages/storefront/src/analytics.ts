/** Levels of an error event (spec 4.6). */
export type ErrorEventLevel = 'ERROR' | 'WARNING' | 'SUCCESS' | 'INFO';

/** The page part of the data layer (spec 3.7). */
export interface PageData {
  readonly name: string;
  readonly flow: string;
  readonly channelSession: string;
  readonly language: string;
  /** The internal campaign that led here (`intcmp`, spec 2.6). */
  readonly campaign?: string;
}

export interface DataLayerEvent {
  readonly event: 'pageView' | 'error';
  readonly level?: ErrorEventLevel;
  readonly id?: string;
  readonly message?: string;
  readonly pageName: string;
}

/** The page data layer object that the tag manager reads (`window.vzdl`). */
export interface DataLayer {
  page?: PageData;
  error?: { readonly id: string; readonly message: string };
  events: DataLayerEvent[];
}

/** Where the data layer lives; `window` in the browser. */
export interface DataLayerHost {
  vzdl?: DataLayer;
}

export interface PageAnalytics {
  /** Writes the page part of the data layer and records a page view. */
  pageView(page: PageData): void;
  /** Records an error shown to the customer, with its id and message (spec 8.5). */
  error(id: string, message: string, level?: ErrorEventLevel): void;
}

/** Analytics over the page data layer; the host is injected so tests read what was written. */
export function createPageAnalytics(host: DataLayerHost): PageAnalytics {
  const layer = (): DataLayer => (host.vzdl ??= { events: [] });
  return {
    pageView(page) {
      const dl = layer();
      dl.page = page;
      delete dl.error;
      dl.events.push({ event: 'pageView', pageName: page.name });
    },
    error(id, message, level = 'ERROR') {
      const dl = layer();
      dl.error = { id, message };
      dl.events.push({ event: 'error', level, id, message, pageName: dl.page?.name ?? '' });
    },
  };
}
