import { createAtoms } from '@carrier/store';
import { pinnedBanner } from './banner.js';
import { memoryIntentStore } from './intent.js';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createPageAnalytics } from './analytics.js';
import type { StorefrontDeps } from './context.js';
import { journeyPageModules, pagePath, type AnyJourney, type PageEntry } from './journey.js';
import type { BrowserStorefrontOptions } from './platform/browser.js';
import { StorefrontApp } from './render.js';
import { createStoreRouter } from './router.js';
import type { Language, SalesBase } from './site.js';
import { storeJourney } from './store-journey.js';
import {
  detachedAssist,
  detachedCart,
  detachedCartOpener,
  detachedFavorites,
  detachedJourneyWorld,
  detachedSessionTimer,
  detachedStoreServices,
  allJourneyDepsReady,
  journeyDepsOf,
} from './testing/world.js';

/**
 * Page shells: each page as the store draws it before anything is known (a prospect, nothing loaded yet), rendered
 * at build time so the server can send it inside the page's HTML. The customer sees the header, the page's title
 * and its placeholders at once, instead of a blank page until the scripts have run; the store then draws the
 * same page in its place (`renderStorefront` waits for the page's code first, so nothing blinks).
 *
 * What only the request knows is left as markers the server fills in: the host (`SHELL_HOST`, in the links to
 * the other language's site) and each path parameter (`__name__`, in the sign-in return and language links).
 */
export const SHELL_HOST = 'shell.invalid';

/** The marker of path parameter `name` in a shell. */
export const shellParam = (name: string) => `__${name}__`;

/** The shells of an app: by sales base, then page pattern (as the router writes it), then language. */
export interface PageShells {
  readonly [base: string]: { readonly [pattern: string]: Readonly<Record<Language, string>> };
}

/** The store's world before anything is known: a prospect with no cart, session flags in memory, no calls. */
function staticWorld(options: BrowserStorefrontOptions, base: SalesBase, language: Language, href: string) {
  const flags = new Map<string, string>();
  const visitor = { loggedIn: false, prospect: true, prepay: false };
  // Each page drawn has a jotai store of its own, as each request will on a server.
  const atoms = createAtoms();
  const storeServices = detachedStoreServices();
  const deps: StorefrontDeps = {
    atoms,
    site: { base, language, channelId: options.channelId ?? 'VZW-DOTCOM', device: 'desktop' },
    homePath: options.homePath,
    journeys: options.journeys,
    journeyDeps: journeyDepsOf(options.journeys, detachedJourneyWorld(atoms)),
    storeServices,
    favorites: detachedFavorites(storeServices.favorites, atoms),
    cartOpener: detachedCartOpener(atoms),
    intent: memoryIntentStore(),
    analytics: createPageAnalytics({}),
    errors: {
      report: (error) => {
        throw error;
      },
      handleServiceError: () => ({ type: 'notify' }),
    },
    assist: detachedAssist({}, atoms),
    navigate: () => undefined,
    now: () => 0,
    currentHref: () => href,
    page: { setTitle: () => undefined, setLanguage: () => undefined, print: () => undefined },
    shell: {
      production: options.shell.production,
      inApp: options.shell.inApp ?? false,
      userAgent: '',
      loggedIn: () => false,
      sessionFlags: { get: (key) => flags.get(key) ?? null, set: (key, value) => void flags.set(key, value) },
      signInUrl: options.shell.signInUrl,
      appLinks: options.shell.appLinks,
      ...(options.shell.smartBannerPages ? { smartBannerPages: options.shell.smartBannerPages } : {}),
      openExternal: () => undefined,
      recentResponses: () => [],
    },
    sessionTimer: detachedSessionTimer(visitor, atoms),
    visitor: () => visitor,
    cart: detachedCart(undefined, undefined, atoms),
    ...pinnedBanner(atoms),
    throttleList: async () => [],
    pendingCalls: () => 0,
  };
  return deps;
}

/** The page of `pattern` with each path parameter as its marker: `/smartphones/{$deviceId}.html` -> `__deviceId__`. */
export function shellPath(pattern: string): string {
  return pattern.replace(/\{\$([A-Za-z]+)\}/g, (_, name: string) => shellParam(name));
}

/** One page's shell: the store's first drawing of the page at `pattern` under `base`, in `language`. */
export async function renderPageShell(
  options: BrowserStorefrontOptions,
  base: SalesBase,
  pattern: string,
  language: Language,
): Promise<string> {
  const path = `${base}${shellPath(pattern)}`;
  const host = language === 'es' ? `espanol.${SHELL_HOST}` : SHELL_HOST;
  const deps = staticWorld(options, base, language, `https://${host}${path}`);
  const router = createStoreRouter({
    basepath: base,
    journeys: options.journeys,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The router restores scrolling with an inline script when it renders on a server; the pages allow none.
  router.update({ ...router.options, scrollRestoration: false });
  await Promise.all([router.load(), allJourneyDepsReady(deps.journeyDeps)]);
  return renderToString(<StorefrontApp deps={deps} router={router} />);
}

/** The shells of every page in `patterns` under each of the app's sales bases, in English and Spanish. */
export async function renderPageShells(
  options: BrowserStorefrontOptions,
  patterns: readonly string[],
): Promise<PageShells> {
  const shells: Record<string, Record<string, Record<Language, string>>> = {};
  for (const base of options.bases) {
    const pages: Record<string, Record<Language, string>> = {};
    for (const pattern of patterns) {
      pages[pattern] = {
        en: await renderPageShell(options, base, pattern, 'en'),
        es: await renderPageShell(options, base, pattern, 'es'),
      };
    }
    shells[base] = pages;
  }
  return shells;
}

/**
 * Each page of the app with the source of its lazy module, relative to the repository: the build lists each page's
 * chunks from it, so the server can preload them with the page.
 */
export function storePageModules(
  journeys: readonly AnyJourney[],
): { readonly path: string; readonly modules: readonly string[] }[] {
  return journeyPageModules([storeJourney, ...journeys]);
}

/** A page of an app's table: its journey, page name, path, and how a customer comes to it. */
export interface StorePage {
  readonly journey: string;
  readonly pageName: string;
  /** Relative to the sales base, as the router writes it (`/smartphones/{$deviceId}.html`). */
  readonly path: string;
  /** Who opens it, an address of it to open, the state it needs, and where it sends back to (a path). */
  readonly entry?: Omit<PageEntry, 'sendsBackTo'> & { readonly sendsBackTo?: string };
}

/**
 * The app's page table, from its journeys' manifests and the store's own pages: what the build writes next to the app
 * (`pages.json`) for the browser tests' census, which opens every page of it.
 */
export function storePageTable(journeys: readonly AnyJourney[]): StorePage[] {
  const all = [storeJourney, ...journeys];
  return all.flatMap((journey) =>
    journey.pages.map(({ pageName, path, entry }) => {
      const back = entry?.sendsBackTo === undefined ? undefined : pagePath(all, entry.sendsBackTo);
      if (entry?.sendsBackTo !== undefined && back === undefined)
        throw new Error(`${pageName} sends back to ${entry.sendsBackTo}, a page name no journey has`);
      return {
        journey: journey.key.name,
        pageName,
        path,
        ...(entry ? { entry: { ...entry, ...(back ? { sendsBackTo: back } : {}) } } : {}),
      };
    }),
  );
}

/** Every page pattern of a store serving `journeys`, once each. */
export const storePagePatterns = (journeys: readonly AnyJourney[]): string[] => [
  ...new Set(storePageModules(journeys).map((page) => page.path)),
];
