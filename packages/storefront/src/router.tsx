import { createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { FNF_PATHS } from './fnf/constants.js';
import { parsePromoSearch } from './fnf/PromoPage.search.js';
import { NotFoundPage, StorefrontShell } from './shell/StorefrontShell.js';

/** Lazy chunks load with a 120 s timeout (spec 7.5). */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Chunk load timed out')), CHUNK_TIMEOUT_MS)),
    ]);
}

/** The store's route tree; each page is its own lazy chunk. */
export function createStorefrontRouteTree() {
  const root = createRootRoute({ component: StorefrontShell, notFoundComponent: NotFoundPage });
  const promo = createRoute({
    getParentRoute: () => root,
    path: FNF_PATHS.promo,
    validateSearch: parsePromoSearch,
  }).lazy(withTimeout(() => import('./fnf/PromoPage.js').then((m) => m.promoLazyRoute)));
  const number = createRoute({ getParentRoute: () => root, path: FNF_PATHS.number }).lazy(
    withTimeout(() => import('./fnf/NumberPage.js').then((m) => m.numberLazyRoute)),
  );
  const landing = createRoute({ getParentRoute: () => root, path: FNF_PATHS.landing }).lazy(
    withTimeout(() => import('./fnf/LandingPage.js').then((m) => m.landingLazyRoute)),
  );
  return root.addChildren([promo, number, landing]);
}

export interface StorefrontRouterOptions {
  /** The sales base the pages sit under, e.g. `/sales/digital`. */
  readonly basepath: string;
  /** Browser history by default; tests pass a memory history. */
  readonly history?: RouterHistory;
}

/** The store's router under one sales base. */
export function createStorefrontRouter({ basepath, history }: StorefrontRouterOptions) {
  return createRouter({
    routeTree: createStorefrontRouteTree(),
    basepath,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}
