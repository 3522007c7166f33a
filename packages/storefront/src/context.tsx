import { Provider } from 'jotai/react';
import type { PageReads } from './reads.js';
import type { Atoms, Value } from '@carrier/store';
import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { ERROR_TEXTS } from '@carrier/error-catalogue';
import type { ServiceInfo } from '@carrier/http-client';
import type { SessionTimer, SessionVisitor } from '@carrier/session-timer';
import type { StoreCart } from './cart/store-cart.js';
import type { CartOpener } from './cart/cart-opener.js';
import type { FavoritesStore } from './favorites.js';
import type { PageAnalytics } from './analytics.js';
import type { AppLinks } from './shell/rules.js';
import type { AssistDeps } from './assist/deps.js';
import type { StoreBanner } from './banner.js';
import type { NotificationState } from '@carrier/design-system';
import { stringsFor, type Strings } from './i18n/index.js';
import type { AnyJourney, JourneyKey } from './journey.js';
import { journeyDepsPending, journeyDepsReady } from './journey-deps.js';
import type { ErrorReporting } from './platform/errors.js';
import { brandOf, type Site, type SalesBase } from './site.js';
import type { HeadPlace, PageHead } from './page-head.js';
import type { IntentStore } from './intent.js';
import type { StoreServices } from './store-services.js';
import type { WebViewApp } from './webview/app.js';

/** What the store's pages get from the app that hosts them: the world, injected. */
export interface StorefrontDeps {
  readonly site: Site;
  /**
   * The page's jotai store: every state of the store (the session, the cart and its lock, the favorites, the banner,
   * the journeys' atoms) is held there, one per page load in the browser (one per request on a server). The app is
   * drawn under jotai's `<Provider store={atoms}>`, so a journey's atoms are read with jotai's hooks as they are.
   */
  readonly atoms: Atoms;
  /** The app's home page, relative to the sales base: where the logo, "keep shopping" and error pages lead. */
  readonly homePath: string;
  /** The journeys the app serves: their pages, navigation and services. */
  readonly journeys: readonly AnyJourney[];
  /** Each journey's services, by journey name (see `useJourneyDeps`). */
  readonly journeyDeps: Readonly<Record<string, unknown>>;
  /** The calls the store's frame makes: favorites and accepted offers. */
  readonly storeServices: StoreServices;
  /** The visitor's favorites (spec 2.2): the header counts them, the shop's pages change them. */
  readonly favorites: FavoritesStore;
  /** Opens the mini cart on the first add-to-cart of the session (spec 4.3). */
  readonly cartOpener: CartOpener;
  readonly analytics: PageAnalytics;
  /** Error reporting and the actions of spec 8.4. */
  readonly errors: ErrorReporting;
  /** The session countdown and keep-alive (spec 4.1), shared by the tabs of the browser. */
  readonly sessionTimer: SessionTimer;
  /** Who the visitor is for the session: logged in, prospect, prepay (spec 6.1). */
  readonly visitor: () => SessionVisitor;
  /** The customer's cart, with its lock (spec 3.8, 4.4). */
  readonly cart: StoreCart;
  /** What a signed-in customer is shopping for: a line to upgrade or a new line (spec 3.4 `intent`). */
  readonly intent: IntentStore;
  /** Leaves the page for another URL. */
  readonly navigate: (url: string) => void;
  readonly now: () => number;
  /** The current page URL, for links to the same page on the other language's site. */
  readonly currentHref: () => string;
  /** What pages change of the document around them: its title and language. */
  readonly page: PageDocument;
  /** The shell's world: chrome, debug button and app-download banner (spec 1, 2.9, 6.5). */
  readonly shell: ShellDeps;
  /** Inside the native app's web view: the bridge to the app and its properties (spec 2.8, 3.3, 7.4). */
  readonly app?: WebViewApp;
  /** The live-chat and video offers, and readDL (spec 4.9, 5.3, 6.5, 7.3). */
  readonly assist: AssistDeps;
  /**
   * The throttle list of spec 3.3 and 6.4, read once per page: the cdlThrottleList cookie, else the cart service's
   * (by login); empty when it cannot be read.
   */
  readonly throttleList: () => Promise<readonly string[]>;
  /** How many service calls (carrier and content) are under way: a flow's code is fetched ahead once none is. */
  readonly pendingCalls: () => number;
  /**
   * Whether the store's loader covers the page: while a call that moves the customer on (add to cart) is under way,
   * until 500 ms after its answer (spec 7.2). No loader when left out.
   */
  readonly pageLoader?: Value<boolean>;
  /** The banner pinned at the top of the store's pages, one at a time (spec 3.12). */
  readonly banner: Value<StoreBanner | undefined>;
  /** The notification state of spec 3.12 (visible, proactive, height), as the pinned banner reports it. */
  readonly notification: Value<NotificationState>;
  /**
   * The page's reads made on the server (`useLoad` reads them there, and the browser takes them as it hydrates the
   * page the server drew); none for a page drawn in the browser alone.
   */
  readonly reads?: PageReads;
}

/** What the shell needs beyond the site: the environment, the visitor, the session flags, the app links. */
export interface ShellDeps {
  /** Production hides the debug button (spec 6.5). */
  readonly production: boolean;
  /** Inside the native app's web view (no global header and footer, no app banner). */
  readonly inApp: boolean;
  readonly userAgent: string;
  /** Read on every render: the loggedIn cookie (spec 6.2). */
  readonly loggedIn: () => boolean;
  /** The signed-in customer's first name, which the header greets them by (the firstName cookie). */
  readonly firstName?: () => string | undefined;
  /** Session-scoped flags (session storage in a browser). */
  readonly sessionFlags: { get(key: string): string | null; set(key: string, value: string): void };
  /** The sign-in page; the current page is passed as `goto` to come back to. */
  readonly signInUrl: string;
  /**
   * Origins besides the store's own that a service may send the customer to: a `goToUrl` redirect (spec 4.5) or an
   * error's "learn more" page (`information_link`, spec 3.6). None when left out.
   */
  readonly allowedLinkOrigins?: readonly string[];
  /** The sales bases the app serves (spec 2.1); the Next JS test moves visitors to the Next base when it is one. */
  readonly salesBases?: readonly SalesBase[];
  /** The app store links of the banner's View (spec 2.9). */
  readonly appLinks: AppLinks;
  /** Pages the app-download banner shows on; spec 9 defaults when left out. */
  readonly smartBannerPages?: readonly string[];
  /** Opens a URL outside the store (the app stores), in a new tab. */
  readonly openExternal: (url: string) => void;
  /** What the debug panel shows about the last service calls (spec 3.7). */
  readonly recentResponses: () => readonly ServiceInfo[];
  /** Calls `listener` when the page is restored from the back-forward cache; returns the unsubscribe. */
  readonly onPageRestored?: (listener: () => void) => () => void;
  /**
   * Catches the next back navigation from this page: `onBack` runs instead of going back. Returns the
   * release, which leaves the history as it was.
   */
  readonly guardBack?: (onBack: () => void) => () => void;
}

/** The parts of the document a page may change. */
export interface PageDocument {
  /** The page's own title, as its heading says it (the web view's app shows it in its bar). */
  setTitle(title: string): void;
  /**
   * The document's head as the page says it, where it is: its title with the brand, its description, its addresses and
   * its link preview (`headTags`).
   */
  setHead?(head: PageHead, place: HeadPlace): void;
  /**
   * On the server, while the page is drawn: what it says it is, written into the head of the HTML it is sent in. The
   * last said of a drawing counts (a page's part that knows more, a phone's details, says it after its page).
   */
  declareHead?(head: PageHead): void;
  setLanguage(language: string): void;
  /** Opens the browser's print dialog for the page (a confirmation to keep on paper). */
  print(): void;
}

interface StorefrontValue extends StorefrontDeps {
  readonly strings: Strings;
  /** The customer-facing error texts of spec 8.3 in the site's language. */
  readonly errorTexts: (typeof ERROR_TEXTS)['en' | 'es'];
}

const StorefrontContext = createContext<StorefrontValue | null>(null);

/** Provides the injected world to the store's pages. */
export function StorefrontProvider({
  deps,
  children,
}: {
  readonly deps: StorefrontDeps;
  readonly children: ReactNode;
}) {
  const value: StorefrontValue = {
    ...deps,
    strings: stringsFor(deps.site.language),
    errorTexts: ERROR_TEXTS[deps.site.language],
  };
  // jotai's hooks read and write the page's store: a journey's atoms live there, one store per page (or request).
  return (
    <StorefrontContext.Provider value={value}>
      <Provider store={deps.atoms}>{children}</Provider>
    </StorefrontContext.Provider>
  );
}

/** The injected world of the store's pages. */
export function useStorefront(): StorefrontValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront must be used inside <StorefrontProvider>.');
  return value;
}

/** The services of a journey, as its manifest built them for this store. */
export function useJourneyDeps<Deps>(key: JourneyKey<Deps>): Deps {
  const { journeyDeps } = useStorefront();
  if (!(key.name in journeyDeps)) throw new Error(`The store does not serve the ${key.name} journey.`);
  // The router builds a page's services before it draws (its loader); a page drawn otherwise waits for them.
  if (journeyDepsPending(journeyDeps, key.name)) use(journeyDepsReady(journeyDeps, key.name));
  return journeyDeps[key.name] as Deps;
}

/** Sets the document title of a page: `usePageHead` with its title alone. */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}

/**
 * Says what the page is: its title (as its heading), and what a search engine's result or a link's preview shows of
 * it (a description, a picture). The server writes it into the page's head; in the browser, the head follows the page.
 * @example usePageHead({ title: device.name, description: offer, image: device.image, type: 'product' });
 */
export function usePageHead(head: PageHead): void {
  const { page, site, currentHref } = useStorefront();
  page.declareHead?.(head);
  const { title, fullTitle, brandless, description, image, type, search } = head;
  // The head's lists, by what they say (a page draws them anew each time): the head is written again when that changes.
  const lists = JSON.stringify([head.breadcrumbs ?? null, head.structuredData ?? null]);
  useEffect(() => {
    page.setTitle(title);
    if (!page.setHead) return;
    const said: PageHead = {
      title,
      ...(fullTitle === undefined ? {} : { fullTitle }),
      ...(brandless ? { brandless } : {}),
      ...(description === undefined ? {} : { description }),
      ...(image === undefined ? {} : { image }),
      ...(type === undefined ? {} : { type }),
      ...(search === undefined ? {} : { search }),
      ...listsOf(lists),
    };
    page.setHead(said, headPlace(site, currentHref()));
  }, [page, site, currentHref, title, fullTitle, brandless, description, image, type, search, lists]);
}

/** The head's breadcrumbs and structured data back from what `usePageHead` wrote of them. */
function listsOf(lists: string): Pick<PageHead, 'breadcrumbs' | 'structuredData'> {
  const [breadcrumbs, structuredData] = JSON.parse(lists) as [
    PageHead['breadcrumbs'] | null,
    PageHead['structuredData'] | null,
  ];
  return { ...(breadcrumbs ? { breadcrumbs } : {}), ...(structuredData ? { structuredData } : {}) };
}

/** Where the page is, for its head: its address, its language and its brand. */
export const headPlace = (site: Site, href: string): HeadPlace => ({
  href,
  language: site.language,
  brand: brandOf(site.base),
});
