import {
  depsOnFirstUse,
  pageModule,
  readsVisitState,
  type AnyJourney,
  type FooterLink,
  type Journey,
  type JourneyPage,
  type NavEntry,
  type PageTraits,
} from './journey.js';

// An app's first script carries, of each journey, what the frame and the router need before any page is chosen: its
// pages' paths, names and traits, its header and footer links and its search page. The rest of its manifest (the
// query parsers, guards, first reads, services and page modules) is a chunk of its own, loaded with the journey's first
// page: the first script does not grow with the journeys an app serves.

/**
 * One page of a journey's summary: its path, its page name and its traits when they are not the journey's usual ones
 * (`JourneySummary.traits`), in that order: a map of paths, as small as it can be written, for the first script carries
 * one row for each page of the app.
 */
export type PageSummary =
  readonly [path: string, pageName: string] | readonly [path: string, pageName: string, traits: PageTraits];

/**
 * A journey's manifest without its functions: what an app's first script holds of it (`lazyJourney`). The rest (its
 * pages' modules, query parsers, guards and first reads, its services, its `paths` module, its sources for the build's
 * preloads) comes with the manifest.
 */
export interface JourneySummary {
  readonly key: { readonly name: string };
  readonly nav?: readonly NavEntry[];
  readonly footer?: readonly FooterLink[];
  /** Its search's results page, when it gives the store's search. */
  readonly search?: { readonly path: string };
  /** The traits most of its pages have: those of a row that gives none. */
  readonly traits?: PageTraits;
  readonly pages: readonly PageSummary[];
}

/** The module of a journey's package its summary stands for, relative to its source. */
export const MANIFEST_MODULE = './manifest.ts';

/** What a manifest is summed up to: its links, its search page, and each page's path, name and traits. */
export function summarizeJourney(journey: AnyJourney): JourneySummary {
  const rows = journey.pages.map((page) => {
    const {
      validateSearch: _parse,
      beforeLoad: _guard,
      firstReads: _reads,
      entry: _entry,
      module: _module,
      component: _component,
      noindex: _noindex,
      path,
      pageName,
      ...traits
    } = page;
    // The page's visit state is all the browser needs of how it is entered.
    const all: PageTraits = readsVisitState(page) ? { ...traits, visitState: true } : traits;
    return { path, pageName, traits: all, written: JSON.stringify(all) };
  });
  // The traits most pages share are written once (when two or more pages share them), and a row says only others.
  const counts = new Map<string, number>();
  for (const { written } of rows) counts.set(written, (counts.get(written) ?? 0) + 1);
  const [usual, times = 0] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
  const common = usual !== undefined && usual !== '{}' && times >= 2 ? usual : '{}';
  return {
    key: { name: journey.key.name },
    ...(journey.nav ? { nav: journey.nav } : {}),
    ...(journey.footer ? { footer: journey.footer } : {}),
    ...(journey.search ? { search: { path: journey.search.path } } : {}),
    ...(common !== '{}' ? { traits: JSON.parse(common) as PageTraits } : {}),
    pages: rows.map(({ path, pageName, traits, written }): PageSummary =>
      written === common ? [path, pageName] : [path, pageName, traits],
    ),
  };
}

/** A journey whose manifest loads on first use: `load()` gives it (once), `loaded()` once it has. */
export interface LazyJourney<Deps = unknown> extends Journey<Deps> {
  load(): Promise<Journey<Deps>>;
  loaded(): Journey<Deps> | undefined;
}

/** Whether the journey is a summary whose manifest loads on first use. */
export const isLazyJourney = (journey: AnyJourney): journey is LazyJourney<unknown> =>
  typeof (journey as Partial<LazyJourney>).load === 'function';

/**
 * A journey from its summary (generated from its manifest and checked against it by its package's tests) and the
 * manifest's own chunk: it is a journey like any other to the store, whose functions wait for the manifest (loaded
 * once; a load that fails is tried again on the next use). The router loads it before it matches one of its pages
 * (`createStoreRouter`), so that its query parsers and guards run as the manifest's do; what only the manifest knows (a
 * page's module and component, the journey's `modules`, `paths`, `source` and `preload`) is read once it is loaded,
 * and reading it before is an error.
 * @example export const shopJourney = lazyJourney(SHOP_SUMMARY, () => import('./manifest.js').then((m) => m.shopJourney));
 */
export function lazyJourney<Deps>(summary: JourneySummary, load: () => Promise<Journey<Deps>>): LazyJourney<Deps> {
  let manifest: Journey<Deps> | undefined;
  let loading: Promise<Journey<Deps>> | undefined;
  const loadManifest = (): Promise<Journey<Deps>> =>
    (loading ??= load().then(
      (journey) => (manifest = journey),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const whole = (what: string): Journey<Deps> => {
    if (!manifest) throw new Error(`The ${summary.key.name} journey's ${what} come with its manifest: load it first.`);
    return manifest;
  };
  const rowOf = (index: number): JourneyPage<Deps> | undefined => manifest?.pages[index];
  // Every page reads its query, guards and reads first as its manifest row does, once the manifest is there; before (a
  // link drawn before its page was opened), a query is taken as it is.
  const pages = summary.pages.map(([path, pageName, traits], index): JourneyPage<Deps> => ({
    ...(traits ?? summary.traits),
    path,
    pageName,
    get module() {
      const page = whole('pages').pages[index];
      return page ? pageModule(page) : '';
    },
    get component() {
      return whole('pages').pages[index]?.component ?? '';
    },
    validateSearch: (search) => rowOf(index)?.validateSearch?.(search) ?? search,
    beforeLoad: (search) => rowOf(index)?.beforeLoad?.(search),
    firstReads: (deps) => rowOf(index)?.firstReads?.(deps) ?? [],
  }));
  const { search } = summary;
  return {
    key: summary.key,
    get source() {
      return whole('sources').source;
    },
    // Its paths module's paths, for the apps' tests.
    get paths(): Readonly<Record<string, string>> {
      return whole('paths').paths ?? {};
    },
    // The manifest's own module comes with each of its pages (the server preloads it with them).
    get preload() {
      return [...(whole('preloads').preload ?? []), MANIFEST_MODULE];
    },
    get modules() {
      return whole('modules').modules;
    },
    ...(summary.nav ? { nav: summary.nav } : {}),
    ...(summary.footer ? { footer: summary.footer } : {}),
    ...(search
      ? {
          search: {
            path: search.path,
            suggester: (deps, language) =>
              loadManifest().then((journey) => {
                if (!journey.search) throw new Error(`The ${summary.key.name} journey has no search.`);
                return journey.search.suggester(deps, language);
              }),
          },
        }
      : {}),
    pages,
    // Its services are built once its manifest is there.
    deps: depsOnFirstUse(() =>
      loadManifest().then(({ deps }) => (typeof deps === 'function' ? deps : deps.onFirstUse())),
    ),
    load: loadManifest,
    loaded: () => manifest,
  };
}

const loadedLists = new WeakMap<readonly AnyJourney[], Promise<readonly AnyJourney[]>>();

/**
 * The journeys with each lazy one's manifest loaded: what the server draws with (its route tree, the pages' first
 * reads and their entries), the same list for the same journeys (once per process: manifests hold no visitor's data).
 */
export function loadJourneys(journeys: readonly AnyJourney[]): Promise<readonly AnyJourney[]> {
  let loaded = loadedLists.get(journeys);
  if (!loaded) {
    loaded = Promise.all(journeys.map((journey) => (isLazyJourney(journey) ? journey.load() : journey)));
    loaded.catch(() => loadedLists.delete(journeys));
    loadedLists.set(journeys, loaded);
  }
  return loaded;
}
