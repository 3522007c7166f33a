import { CHUNK_TIMEOUT_MS } from '@carrier/error-catalogue';
import {
  createLazyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { createContext, useContext, useEffect, type ComponentType } from 'react';
import { Skeleton } from '@carrier/design-system';
import { AfterHydration, markLive } from './hydrated.js';
import { RouteErrorPage } from './errors/RouteErrorPage.js';
import { pageModule, readsVisitState, type AnyJourney, type PageModule } from './journey.js';
import { isLazyJourney, type LazyJourney } from './lazy-journey.js';
import { journeyDepsPending, journeyDepsReady } from './journey-deps.js';
import { preloadParts } from './lazy-part.js';
import { PageNameContext, PageTraitsContext } from './page-name.js';
import { NotFoundPage, StorefrontShell } from './shell/StorefrontShell.js';
import { parsePlainSearch, stringifyPlainSearch } from './search-params.js';
import { storeJourney } from './store-journey.js';

/** A lazy chunk that does not arrive within 120 s fails as a chunk-load error (spec 7.5, 8.4). */
function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  // A page whose code timed out is not waited for again in this page load: the router asks for the page's code once
  // more to draw its error, which then comes at once (and reloads the page once, spec 8.4), not 120 s later.
  let timedOut: Error | undefined;
  return () => {
    if (timedOut) return Promise.reject(timedOut);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = Object.assign(new Error('Loading chunk timed out'), { name: 'ChunkLoadError' });
        reject(timedOut);
      }, CHUNK_TIMEOUT_MS);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}

/**
 * Each lazy journey's manifest as the router waits for it: within the time a page's code has (`withTimeout`), and, once
 * that time has passed, failed at once (the page's code then fails as a chunk that did not arrive, and the page is
 * loaded again). Browser only; a manifest holds no visitor's data.
 */
const timedManifests = new WeakMap<AnyJourney, () => Promise<unknown>>();
const manifestOf = (journey: LazyJourney): Promise<unknown> => {
  let load = timedManifests.get(journey);
  if (!load) timedManifests.set(journey, (load = withTimeout(() => journey.load())));
  return load();
};

/**
 * Called each time a page of the store is in place (hydrated, for the page the server drew): its effects run once the
 * page's own part of the tree is, which React may hydrate after the frame around it.
 */
export const PageShownContext = createContext<(() => void) | undefined>(undefined);

/**
 * Where a page drawn in the browser only comes once the frame around it is hydrated: a placeholder of a page's height,
 * so the footer does not jump when it comes.
 */
const VISIT_STATE_PLACEHOLDER = (
  <div aria-busy="true" style={{ minHeight: '60vh', padding: '2rem 1rem' }}>
    <Skeleton lines={3} />
  </div>
);

/** Placed after the page's components: its effect runs once they are in place (hydrated: the page is live). */
function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => {
    markLive();
    shown?.();
  }, [shown]);
  return null;
}

/**
 * The page's component from its lazy module, drawn with its page name and traits (its manifest row) known to it; for
 * the page drawn on the server, with its parts' code.
 */
function lazyPage(journey: AnyJourney, page: AnyJourney['pages'][number], drawnOnServer: () => boolean) {
  return async () => {
    // A lazy journey's page module is known once its manifest is there.
    if (isLazyJourney(journey)) await manifestOf(journey);
    const module = pageModule(page);
    const load = journey.modules[module];
    if (!load) throw new Error(`The ${journey.key.name} journey has no module ${module} for ${page.path}.`);
    const loaded = (await load()) as PageModule;
    if (drawnOnServer()) await preloadParts(loaded);
    const Page = loaded[page.component] as ComponentType | undefined;
    if (typeof Page !== 'function') throw new Error(`${module} exports no page ${page.component}.`);
    const component = () => (
      <PageNameContext value={page.pageName}>
        <PageTraitsContext value={page}>
          {readsVisitState(page) ? (
            <AfterHydration fallback={VISIT_STATE_PLACEHOLDER}>
              <Page />
            </AfterHydration>
          ) : (
            <Page />
          )}
          <PageShown />
        </PageTraitsContext>
      </PageNameContext>
    );
    return createLazyRoute(page.path)({ component });
  };
}

/**
 * The store's route tree, from the journeys' manifests and the store's own pages: each page is its own lazy
 * chunk. With the journeys' services, each page's first reads are asked for as the router starts on it (or a
 * link to it is hovered), so its data is on its way while its code arrives; a failure there is the page's to show.
 * `drawnOnServer` says when the page opened is the one the server draws or drew (see `StoreRouterOptions`).
 */
export function createStoreRouteTree(
  journeys: readonly AnyJourney[],
  journeyDeps?: Readonly<Record<string, unknown>>,
  drawnOnServer: () => boolean = () => false,
) {
  const root = createRootRoute({
    component: StorefrontShell,
    notFoundComponent: NotFoundPage,
    errorComponent: RouteErrorPage,
  });
  const all: readonly AnyJourney[] = [storeJourney, ...journeys];
  const routes = all.flatMap((journey) =>
    journey.pages.map((page) => {
      const { firstReads, beforeLoad, validateSearch } = page;
      const name = journey.key.name;
      const askFirstReads = () => {
        const deps = journeyDeps?.[name];
        if (firstReads && deps !== undefined && !drawnOnServer())
          firstReads(deps).forEach((read) => void read.catch(() => undefined));
      };
      // Services built on first use are built before the page draws; its first reads are asked for, not waited on.
      const loader =
        journeyDeps && journeyDepsPending(journeyDeps, name)
          ? () => journeyDepsReady(journeyDeps, name).then(askFirstReads)
          : firstReads && journeyDeps?.[name] !== undefined
            ? askFirstReads
            : undefined;
      return createRoute({
        getParentRoute: () => root,
        path: page.path,
        staticData: {
          pageName: page.pageName,
          // A lazy journey's page module is read once its manifest is there (the page is shown).
          flow: {
            journey: journey.key.name,
            get module() {
              return isLazyJourney(journey) && !journey.loaded() ? '' : pageModule(page);
            },
          },
          // The row is its page's traits (a `JourneyPage` is a `PageTraits`), read as no more than them.
          traits: page,
        },
        ...(validateSearch ? { validateSearch } : {}),
        ...(beforeLoad ? { beforeLoad: ({ search }) => beforeLoad(search as Record<string, unknown>) } : {}),
        ...(loader ? { loader } : {}),
      }).lazy(withTimeout(lazyPage(journey, page, drawnOnServer)));
    }),
  );
  return root.addChildren(routes);
}

export interface StoreRouterOptions {
  /** The sales base the pages sit under, e.g. `/sales/digital`. */
  readonly basepath: string;
  /** The journeys the app serves. */
  readonly journeys: readonly AnyJourney[];
  /** Their services, by journey name: with them, the router asks for each page's first reads. */
  readonly journeyDeps?: Readonly<Record<string, unknown>>;
  /** Browser history by default; tests pass a memory history. */
  readonly history?: RouterHistory;
  /**
   * Whether the page opened is the one the server draws (on the server) or drew (as the browser hydrates it): its
   * parts' code (`lazyPart`) is loaded with its own, so they are drawn whole, and its first reads are not asked for (the
   * server reads its data as it draws it). No by default.
   */
  readonly drawnOnServer?: () => boolean;
  /** The route tree made before for the same journeys, services and `drawnOnServer` (`serverRouteTree`). */
  readonly routeTree?: StoreRouteTree;
}

/** The store's route tree (`createStoreRouteTree`). */
export type StoreRouteTree = ReturnType<typeof createStoreRouteTree>;

const drawnHere = () => true;
const serverTrees = new WeakMap<readonly AnyJourney[], StoreRouteTree>();

/**
 * The route tree the server draws an app's pages with, made once per process for its journeys: it holds nothing of a
 * visitor (the server's routes ask for no first reads: the page's reads come with its drawing), and every request's
 * router is made over the same tree, which the router then matches without working it out again.
 */
export function serverRouteTree(journeys: readonly AnyJourney[]): StoreRouteTree {
  let tree = serverTrees.get(journeys);
  if (!tree) serverTrees.set(journeys, (tree = createStoreRouteTree(journeys, undefined, drawnHere)));
  return tree;
}

/** The store's router under one sales base, over the journeys an app serves. */
export function createStoreRouter({
  basepath,
  journeys,
  journeyDeps,
  history,
  drawnOnServer,
  routeTree,
}: StoreRouterOptions) {
  const router = createRouter({
    routeTree: routeTree ?? createStoreRouteTree(journeys, journeyDeps, drawnOnServer),
    basepath,
    defaultPreload: 'intent',
    // What a page reads of the router (its query, its match) is the same object while it is equal: the router's
    // settling after the hydration (the same query written again) draws nothing again.
    defaultStructuralSharing: true,
    scrollRestoration: true,
    // Query values as typed: `?mdn=2015550121` stays as it is on every link the store builds.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    ...(history ? { history } : {}),
  });
  loadJourneysFirst(router, journeys);
  return router;
}

/**
 * Makes the router load a lazy journey's manifest (`lazyJourney`) before it matches one of its pages, to go there or
 * to preload it: the page's query is then read and its guard run as the manifest says. A manifest that cannot load
 * (the network) leaves the page to fail as its code does (the chunk error's page).
 */
function loadJourneysFirst(router: AnyRouter, journeys: readonly AnyJourney[]): void {
  const lazy = new Map(journeys.filter(isLazyJourney).map((journey) => [journey.key.name, journey]));
  if (lazy.size === 0) return;
  const manifestFor = async (pathname: string) => {
    const journey = lazy.get(router.getMatchedRoutes(pathname)[2]?.options.staticData?.flow?.journey ?? '');
    if (journey && !journey.loaded()) await manifestOf(journey).catch(() => undefined);
  };
  const load = router.load;
  router.load = async (options) => {
    await manifestFor(router.parseLocation(router.history.location).pathname);
    return load(options);
  };
  const preload = router.preloadRoute;
  router.preloadRoute = async (options) => {
    await manifestFor(router.buildLocation(options as Parameters<AnyRouter['buildLocation']>[0]).pathname);
    return preload(options);
  };
}
