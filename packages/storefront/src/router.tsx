import { CART_LOCKED_PAGES } from '@carrier/cart-lock';
import { CHUNK_TIMEOUT_MS } from '@carrier/error-catalogue';
import {
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  type AnyRoute,
  type LazyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { GENERIC_ERROR_PATH, parseGenericErrorSearch } from './errors/GenericErrorPage.search.js';
import { RouteErrorPage } from './errors/RouteErrorPage.js';
import { FNF_PAGE_NAME, FNF_PATHS } from './fnf/constants.js';
import { parsePromoSearch } from './fnf/PromoPage.search.js';
import { CART_PAGE_PATH } from './cart/store-cart.js';
import { NotFoundPage, StorefrontShell } from './shell/StorefrontShell.js';
import { SHOP_PATHS } from './shop/paths.js';
import {
  parseAccessoriesSearch,
  parseGridwallSearch,
  parseInterstitialSearch,
  parseLineSearch,
  parseProductSearch,
  type GridwallSearch,
} from './shop/search.js';

import './page-name.js';

/** The cart's pages, relative to the sales base. */
export const CART_PATHS = {
  cart: CART_PAGE_PATH,
  cartLocked: CART_LOCKED_PAGES.digital,
  chatRep: CART_LOCKED_PAGES.assisted,
} as const;

/** A lazy chunk that does not arrive within 120 s fails as a chunk-load error (spec 7.5, 8.4). */
function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('Loading chunk timed out'), { name: 'ChunkLoadError' })),
        CHUNK_TIMEOUT_MS,
      );
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}

/**
 * The store's route tree; each page is its own lazy chunk. `prefetch` is told a page's name as soon as the
 * router starts on it (or a link to it is hovered), so what the page reads first is asked for while its code
 * is still arriving.
 */
export function createStorefrontRouteTree(prefetch?: (pageName: string) => void) {
  const loader = (pageName: string) => (prefetch ? { loader: () => prefetch(pageName) } : {});
  const root = createRootRoute({
    component: StorefrontShell,
    notFoundComponent: NotFoundPage,
    errorComponent: RouteErrorPage,
  });
  /** A page of the store: its path, its page name (spec 2.2), its lazy chunk, and how it reads its search. */
  const page = (
    path: string,
    pageName: string,
    load: () => Promise<LazyRoute<AnyRoute>>,
    validateSearch?: (search: Record<string, unknown>) => object,
  ) =>
    createRoute({
      getParentRoute: () => root,
      path,
      staticData: { pageName },
      ...loader(pageName),
      ...(validateSearch ? { validateSearch } : {}),
    }).lazy(withTimeout(load));
  const fnfPages = [
    page(
      FNF_PATHS.promo,
      FNF_PAGE_NAME,
      () => import('./fnf/PromoPage.js').then((m) => m.promoLazyRoute),
      parsePromoSearch,
    ),
    page(FNF_PATHS.number, FNF_PAGE_NAME, () => import('./fnf/NumberPage.js').then((m) => m.numberLazyRoute)),
    page(FNF_PATHS.landing, FNF_PAGE_NAME, () => import('./fnf/LandingPage.js').then((m) => m.landingLazyRoute)),
  ];
  const genericError = page(
    GENERIC_ERROR_PATH,
    'genericError',
    () => import('./errors/GenericErrorPage.js').then((m) => m.genericErrorLazyRoute),
    parseGenericErrorSearch,
  );
  const lockedPage = () => import('./cart/CartLockedPage.js');
  const lockPages = [
    page(CART_PATHS.cartLocked, 'cartLocked', () => lockedPage().then((m) => m.cartLockedLazyRoute)),
    page(CART_PATHS.chatRep, 'cartLocked', () => lockedPage().then((m) => m.chatRepLazyRoute)),
  ];
  // `productType=accessory` on the gridwall asks for accessories (spec 2.6), for a device when one is named.
  const accessoriesInstead = ({ search }: { search: GridwallSearch }) => {
    if (search.productType === 'accessory')
      throw redirect({
        to: SHOP_PATHS.accessories,
        search: search.compatibledevice ? { device: search.compatibledevice } : {},
        replace: true,
      });
  };
  const gridwallPage = () => import('./shop/GridwallPage.js');
  const gridwalls = [
    createRoute({
      getParentRoute: () => root,
      path: SHOP_PATHS.gridwall,
      validateSearch: parseGridwallSearch,
      beforeLoad: accessoriesInstead,
      staticData: { pageName: 'smartphones' },
      ...loader('smartphones'),
    }).lazy(withTimeout(() => gridwallPage().then((m) => m.gridwallLazyRoute))),
    createRoute({
      getParentRoute: () => root,
      path: SHOP_PATHS.gridwallBare,
      validateSearch: parseGridwallSearch,
      beforeLoad: accessoriesInstead,
      staticData: { pageName: 'smartphones' },
      ...loader('smartphones'),
    }).lazy(withTimeout(() => gridwallPage().then((m) => m.gridwallBareLazyRoute))),
  ];
  const product = page(
    SHOP_PATHS.product,
    'productDetail',
    () => import('./shop/ProductPage.js').then((m) => m.productLazyRoute),
    parseProductSearch,
  );
  const accessoryPages = () => import('./shop/AccessoryPages.js');
  const planPages = () => import('./shop/PlanPages.js');
  const landingPages = () => import('./shop/LandingPages.js');
  const cartPage = () => import('./cart/CartPage.js');
  const cartPages = [
    page(CART_PATHS.cart, 'cart', () => cartPage().then((m) => m.cartLazyRoute)),
    page('/expresscart.html', 'expresscart', () => cartPage().then((m) => m.expressCartLazyRoute)),
    page('/emptycart.html', 'emptycart', () => cartPage().then((m) => m.emptyCartLazyRoute)),
    page('/expresshub.html', 'expresshub', () => cartPage().then((m) => m.expressHubLazyRoute)),
  ];
  const shopPages = [
    page(SHOP_PATHS.landing, 'shopLanding', () => landingPages().then((m) => m.shopLandingLazyRoute)),
    page(SHOP_PATHS.favorites, 'favorites', () => landingPages().then((m) => m.favoritesLazyRoute)),
    page(
      SHOP_PATHS.accessories,
      'accessoriesLanding',
      () => accessoryPages().then((m) => m.accessoriesLazyRoute),
      parseAccessoriesSearch,
    ),
    page(SHOP_PATHS.accessory, 'accessoryDetail', () => accessoryPages().then((m) => m.accessoryLazyRoute)),
    page(
      SHOP_PATHS.interstitial,
      'accessoryInterstitial',
      () => accessoryPages().then((m) => m.interstitialLazyRoute),
      parseInterstitialSearch,
    ),
    page(SHOP_PATHS.plans, 'plans', () => planPages().then((m) => m.plansLazyRoute), parseLineSearch),
    page(SHOP_PATHS.planSelector, 'plans/selector', () => planPages().then((m) => m.planSelectorLazyRoute)),
    page(SHOP_PATHS.planRecommended, 'plans/recommended', () => planPages().then((m) => m.planRecommendedLazyRoute)),
    page(SHOP_PATHS.planRecommendation, 'plans/recommendation', () =>
      planPages().then((m) => m.planRecommendationLazyRoute),
    ),
    page(SHOP_PATHS.protection, 'protection', () => planPages().then((m) => m.protectionLazyRoute), parseLineSearch),
    page(
      SHOP_PATHS.protectionNew,
      'protectionNew',
      () => planPages().then((m) => m.protectionNewLazyRoute),
      parseLineSearch,
    ),
  ];
  return root.addChildren([...fnfPages, genericError, ...cartPages, ...lockPages, ...gridwalls, product, ...shopPages]);
}

export interface StorefrontRouterOptions {
  /** The sales base the pages sit under, e.g. `/sales/digital`. */
  readonly basepath: string;
  /** Browser history by default; tests pass a memory history. */
  readonly history?: RouterHistory;
  /** Asks for what a page reads first, given its page name (see `createStorefrontRouteTree`). */
  readonly prefetch?: (pageName: string) => void;
}

/** The store's router under one sales base. */
export function createStorefrontRouter({ basepath, history, prefetch }: StorefrontRouterOptions) {
  return createRouter({
    routeTree: createStorefrontRouteTree(prefetch),
    basepath,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}
