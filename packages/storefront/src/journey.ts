import type { Atoms } from '@carrier/store';
import type { HttpClient } from '@carrier/http-client';
import type { Language, Site } from './site.js';
import type { StoreCart } from './cart/store-cart.js';
import type { IntentStore } from './intent.js';
import type { CartAdded } from './cart/cart-added.js';
import type { SessionVisitor } from '@carrier/session-timer';
import type { ErrorReporting } from './platform/errors.js';

// A journey is a package of pages that plugs into the store through one manifest: its pages (path, spec page
// name, lazy module, search validation, first reads, chrome), its header navigation and the services its pages
// use. The router, the page preloads, the prefetch of first reads and the header are all derived from the
// manifests an app lists; nothing else in the store names a journey's page.

/** A lazy page module: its page components, by export name. */
export type PageModule = Readonly<Record<string, unknown>>;

/** A journey's page modules by their path relative to its manifest, as Vite's `import.meta.glob` gives them. */
export type PageModules = Readonly<Record<string, () => Promise<unknown>>>;

/** How much of the store's chrome a page shows: `focused` is the checkout's logo-only header with no footer. */
export type PageChrome = 'full' | 'focused';

/**
 * What a page is to the native app's navigation bar (spec 2.8), which picks the bar's pattern: the shop's home
 * (`home`: the logo, A or B), a page browsed from it (`browse`: back with the tab bar, C or B1), a step of a flow that
 * closing would lose (`flow`: close, asking first, E), the cart and favorites (`cart`: without the app's own icons, F),
 * the error page (`error`: a sheet, G), the Friends and Family promotion (`promo`: D2 or B2); any other page gets back
 * with no tab bar (D1).
 */
export type AppNav = 'home' | 'browse' | 'flow' | 'cart' | 'error' | 'promo';

/**
 * A page's traits, as its manifest row declares them: what the frame, the app's web view and analytics do around it.
 * The store's lists of pages (the focused pages, the app's patterns, the protected pages, the express pages, the
 * banner's pages) are read from them, never kept by hand.
 */
export interface PageTraits {
  /** The chrome around the page; `full` when left out. */
  readonly chrome?: PageChrome;
  /** What it is to the app's navigation bar; any other page when left out. */
  readonly appNav?: AppNav;
  /**
   * In the app's web view, only a signed-in customer or a guest the app authenticated may see it: anyone else goes to
   * the app's sign-in or guest authentication first (spec 6.5).
   */
  readonly protectedInApp?: true;
  /** A page of the express cart and checkout: analytics counts it in the express flow (spec 4.9). */
  readonly express?: true;
  /**
   * A page of the trade-in: analytics counts a customer's view of it in the trade-in flow (spec 4.9). (The test
   * drive's flow follows its state, onboarding or driving: its pages give it to their page view.)
   */
  readonly tradeIn?: true;
  /** The app-download banner shows on it unless the configuration names other pages (spec 2.9, 9). */
  readonly smartBanner?: true;
  /**
   * The page asks for private data (a card, a Social Security number, an account PIN): the chat is hidden while it
   * shows, so nobody is invited to type them into a chat.
   */
  readonly privateData?: true;
  /**
   * What the page shows depends on what the visit keeps in this browser (its journey's state in session storage),
   * which the server does not have: the server draws the frame around it with a placeholder, and the browser draws
   * the page once it has hydrated the frame. A page whose entry names the session state it needs is one.
   */
  readonly visitState?: true;
  /**
   * The same for every visitor the store knows nothing of (a page of the catalogue): drawn for such a visitor, its
   * answer may be kept by shared caches (a CDN, a caching proxy) a few seconds and given to any of them.
   */
  readonly shared?: true;
  /**
   * One visitor's page (a cart, a checkout step, an account or order page, a sign-in, the test drive's dashboard): search
   * engines are asked not to list it (`noindex`, in its head and its answer's `X-Robots-Tag`), and the sitemaps leave it
   * out. Said by the server, which draws the page: the browser's summary of the journey leaves it out.
   */
  readonly noindex?: true;
}

/** Whether the page shows what the visit keeps in the browser: drawn there only, once hydrated (`visitState`). */
export const readsVisitState = (page: PageTraits & { readonly entry?: PageEntry }): boolean =>
  page.visitState === true || page.entry?.session !== undefined;

/**
 * The traits of a step of a checkout where the customer is finishing an order: the focused chrome, a flow in the app
 * (closing asks first), and protected there.
 */
export const CHECKOUT_STEP = {
  chrome: 'focused',
  appNav: 'flow',
  protectedInApp: true,
  noindex: true,
} as const satisfies PageTraits;

/**
 * How a customer comes to a page, when it is not by a plain visit to its path: who they are, an address of it with its
 * variables and query filled in, and the journey's state the steps before it leave (a step of the test drive opens
 * once the steps before it are done). The app's page table (`pages.json`, written by the build) carries it, and the
 * browser tests' census opens every page of the table as its entry says.
 */
export interface PageEntry {
  /**
   * A signed-in customer's page (`postpay`, `prepay`: the sandbox's test customers), or an authenticated guest's
   * (`guest`, spec 4.2); anyone's when left out.
   */
  readonly visitor?: 'postpay' | 'prepay' | 'guest';
  /** An address of the page relative to the sales base, where its path has variables or it reads a query. */
  readonly example?: string;
  /** Session storage the steps before it leave, by key (a journey's kept state), as JSON values. */
  readonly session?: Readonly<Record<string, unknown>>;
  /**
   * A step that opens only after the steps before it: the page name it sends a customer to who opens it with none of
   * them done (the journey's first step).
   */
  readonly sendsBackTo?: string;
  /**
   * The page name of the page whose form or button leads to this one (the cart's "Check out", a step's "Continue"),
   * where no link does: the store's way in to it is that page's.
   */
  readonly ledBy?: string;
  /**
   * Why a customer comes to the page only from outside the store, where no page of it leads (a Specialist's link, an
   * in-store scan, an email, the app).
   */
  readonly fromOutside?: string;
}

/** One page of a journey: where it is, what draws it, what it reads first, and its traits. */
export interface JourneyPage<Deps> extends PageTraits {
  /** The page's path relative to the sales base, as the router writes it (`/smartphones/{$deviceId}.html`). */
  readonly path: string;
  /** The page name of spec 2.2: analytics, the shell's rules and the app's navigation key on it. */
  readonly pageName: string;
  /**
   * The page's module, a key of the journey's `modules`; by default the file named after its component
   * (`./GridwallPage.tsx` for `GridwallPage`), where each page lives.
   */
  readonly module?: string;
  /** The export of the module that draws the page. */
  readonly component: string;
  /** Reads the page's query parameters; anything it does not know is dropped. */
  readonly validateSearch?: (search: Record<string, unknown>) => object;
  /** Runs before the page loads, with its validated search; it may throw the router's `redirect`. */
  readonly beforeLoad?: (search: Readonly<Record<string, unknown>>) => void;
  /** What the page reads first, asked for as the router starts on it so the answers come with the page's code. */
  readonly firstReads?: (deps: Deps) => readonly Promise<unknown>[];
  /** How a customer comes to it, when not by a plain visit to its path. */
  readonly entry?: PageEntry;
  /**
   * What the page's form does when it is posted to the store server: the page's own action (add to cart) for a
   * customer whose page's code has not run yet, or never will (scripts off). The hydrated page sends the same form by
   * its own handler instead. Loaded on the server only: keep its code behind an `import()`.
   */
  readonly form?: PageForm<Deps>;
}

/** A page's form as the store server received it, with the world of the visitor who sent it. */
export interface FormSubmission<Deps> {
  /** The form's fields, as the browser sent them (anything: each is checked before it is used). */
  readonly fields: URLSearchParams;
  /** The page's path variables (`deviceId` of `/smartphones/{$deviceId}.html`). */
  readonly params: Readonly<Record<string, string>>;
  /** The journey's services, built for the visitor with the services' calls that change something allowed. */
  readonly deps: Deps;
  /** The store's world for the visitor: their cart, who they are, the site. */
  readonly store: FormStore;
  /** The page name of the page that sent it (spec 2.2). */
  readonly pageName: string;
}

/** What of the store's world a form may use on the server. */
export interface FormStore {
  readonly site: Site;
  readonly cart: StoreCart;
  readonly visitor: () => SessionVisitor;
  readonly shell: { readonly loggedIn: () => boolean };
  readonly intent: IntentStore;
  /** The address of the page that sent the form. */
  readonly currentHref: () => string;
  /** The visitor's throttle list (spec 6.4): the cookie's, else the cart service's. */
  readonly throttleList: () => Promise<readonly string[]>;
}

/**
 * Where the customer goes once the form is done: `to`, a page relative to the sales base (with its query), by a 303;
 * or back to the page, with `problem` (a short id the page knows, spec 8's ids or its own) in its query, which the page
 * shows in its words. What `added` says goes to the next page in a cookie it takes once (`CART_ADDED_COOKIE`).
 */
export type FormOutcome =
  | {
      readonly to: string;
      /** What the form added to the cart, which the next page tells as the page's own handler would have. */
      readonly added?: CartAdded;
    }
  | { readonly problem: string };

/** A page's form on the server (`JourneyPage.form`). */
export type PageForm<Deps> = (submission: FormSubmission<Deps>) => Promise<FormOutcome>;

/** The query parameter a page's form outcome sends a problem back in. */
export const FORM_PROBLEM_PARAM = 'problem';

/** A link of the store's footer to a journey's page. */
export interface FooterLink {
  /** The page, relative to the sales base. */
  readonly path: string;
  /**
   * Its words in every language, kept in the manifest: the frame draws them on every page, so they come with
   * the first page's code, while a journey's `strings/` come with its pages.
   */
  readonly label: Readonly<Record<Language, string>>;
}

/** A link of the store's header to a journey's page. */
export interface NavEntry extends FooterLink {
  /** Paths (relative to the sales base) starting with this prefix mark the entry as current. */
  readonly match: string;
  /**
   * A signed-in customer's own shortcut (the express hub: what their account already knows makes it quick), shown to
   * them only, above the header's bar.
   */
  readonly signedIn?: true;
}

/** One suggestion of the header's search box: its words in the site's language and its link. */
export interface SearchSuggestion {
  readonly id: string;
  readonly label: string;
  /** The page, relative to the sales base. */
  readonly path: string;
  /** What kind of thing it is ("Phone", "Accessory", "Plan"). */
  readonly kind: string;
  readonly detail?: string;
}

/** Suggestions for what is typed in the header's search box; the fewest that fit. */
export type Suggest = (query: string) => readonly SearchSuggestion[];

/** A journey's search: its results page and what suggests as the customer types. */
export interface JourneySearch<Deps> {
  /** The results page, relative to the sales base: the box's form is a GET to it with the query in `q`. */
  readonly path: string;
  /**
   * Loads what suggests, in its own chunk, the first time the box is used: it reads what it needs (the
   * catalogue) once and answers each query at once after that.
   */
  readonly suggester: (deps: Deps, language: Language) => Promise<Suggest>;
}

/** What a journey may build its own services from: the store's clients and error reporting, and its cookies. */
export interface JourneyWorld {
  /** The carrier services' client: headers, base path, retry policy and service-response handling (spec 7). */
  readonly services: HttpClient;
  /** The content service's client (`/content/vcg/`). */
  readonly content: HttpClient;
  readonly errors: ErrorReporting;
  /** The page's cookies as one text. */
  readonly cookies: () => string;
  /** Session-scoped storage (session storage in a browser). */
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The page's jotai store: a journey's state atoms are held there, and its pages read them with jotai's hooks. */
  readonly atoms: Atoms;
}

/** A typed name for a journey's services: pages ask for them with `useJourneyDeps(key)`. */
export interface JourneyKey<Deps> {
  readonly name: string;
  /** Carries the type only. */
  readonly deps?: Deps;
}

/** Names a journey and the type of its services. */
export const journeyKey = <Deps>(name: string): JourneyKey<Deps> => ({ name });

/** A journey's manifest. */
export interface Journey<Deps = unknown> {
  readonly key: JourneyKey<Deps>;
  /** Its page modules, lazily loaded (`import.meta.glob('./*Page*.tsx')`). */
  readonly modules: PageModules;
  /** Where the modules are, relative to the repository root: the build reads it to preload a page's chunks. */
  readonly source: string;
  readonly pages: readonly JourneyPage<Deps>[];
  /**
   * Its `paths` module's page paths (the ones other journeys link to): each must be a page of the apps that serve the
   * journey, which the apps' dead-ends tests check.
   */
  readonly paths?: Readonly<Record<string, string>>;
  /**
   * Modules every page of the journey loads soon after it (its calls, which load on first use), relative to the
   * manifest: the server preloads them with each page.
   */
  readonly preload?: readonly string[];
  /** Its entries in the store's header, in order. */
  readonly nav?: readonly NavEntry[];
  /** Its links in the footer's shop group, in order. */
  readonly footer?: readonly FooterLink[];
  /** The store's search, when this journey gives it (one journey of an app does). */
  readonly search?: JourneySearch<Deps>;
  /**
   * Its pages of the catalogue that a path variable names (each phone's, each accessory's), for the sitemaps, read with
   * its services as a visitor the store knows nothing of reads them. Read by the server only.
   */
  readonly sitemap?: (deps: Deps) => Promise<readonly SitemapItem[]>;
  /**
   * Builds the journey's services from the store's world, once per page load: at once, or on first use
   * (`depsOnFirstUse`), when one of its pages is first opened, so that their code is not in every first visit's.
   */
  readonly deps: ((world: JourneyWorld) => Deps) | DepsOnFirstUse<Deps>;
}

/** A page of a sitemap: its path relative to the sales base, and the day the catalogue says it last changed. */
export interface SitemapItem {
  readonly path: string;
  /** `YYYY-MM-DD`. */
  readonly lastmod?: string;
}

/** A journey's services whose code loads when one of its pages is first opened (or a link to one is hovered). */
export interface DepsOnFirstUse<Deps> {
  readonly onFirstUse: () => Promise<(world: JourneyWorld) => Deps>;
}

/**
 * Builds a journey's services on first use, from the module that makes them.
 * @example deps: depsOnFirstUse(() => import('./deps.js').then((m) => m.createFnfDeps)),
 */
export const depsOnFirstUse = <Deps>(
  onFirstUse: () => Promise<(world: JourneyWorld) => Deps>,
): DepsOnFirstUse<Deps> => ({
  onFirstUse,
});

/** Any journey, whatever its services: what an app lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of journeys mixes their services' types
export type AnyJourney = Journey<any>;

/** Declares a journey; the identity function that checks the manifest's types. */
export const defineJourney = <Deps>(journey: Journey<Deps>): Journey<Deps> => journey;

/** The module that draws a page: its row's `module`, or by default the file named after its component. */
export const pageModule = (page: { readonly module?: string; readonly component: string }): string =>
  page.module ?? `./${page.component}.tsx`;

/** The page names of the journeys' pages that `has` a trait, each once, in the manifests' order. */
export const pageNamesWith = (journeys: readonly AnyJourney[], has: (traits: PageTraits) => boolean): string[] => [
  ...new Set(journeys.flatMap((journey) => journey.pages.filter(has).map((page) => page.pageName))),
];

/** Each list of journeys' page paths by page name (the first without variables), worked out on its first use. */
const pagePaths = new WeakMap<readonly AnyJourney[], Map<string, string>>();

/**
 * The path of the page named `pageName` (spec 2.2's page names) in the journeys, or undefined when none of them has
 * it: how the kit and the apps find a journey's page (the cart, the checkout, the account) without its path.
 * @example pagePath(journeys, 'cart') // '/cart.html' in the web store and the prepaid store
 */
export const pagePath = (journeys: readonly AnyJourney[], pageName: string): string | undefined => {
  let paths = pagePaths.get(journeys);
  if (!paths) {
    paths = new Map();
    for (const page of journeys.flatMap((journey) => journey.pages))
      if (!page.path.includes('{$') && !paths.has(page.pageName)) paths.set(page.pageName, page.path);
    pagePaths.set(journeys, paths);
  }
  return paths.get(pageName);
};

/** Whether one of the journeys has a page at `path`. */
export const serves = (journeys: readonly AnyJourney[], path: string): boolean =>
  journeys.some((journey) => journey.pages.some((page) => page.path === path));

/** The modules each page loads, as repository paths, by page path (for the build's preloads). */
export function journeyPageModules(
  journeys: readonly AnyJourney[],
): { readonly path: string; readonly modules: readonly string[] }[] {
  return journeys.flatMap((journey) => {
    const source = (module: string) => `${journey.source}/${module.replace(/^\.\//, '')}`;
    const shared = (journey.preload ?? []).map(source);
    return journey.pages.map((page) => ({ path: page.path, modules: [source(pageModule(page)), ...shared] }));
  });
}
