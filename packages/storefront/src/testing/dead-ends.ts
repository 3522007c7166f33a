import { CART_LOCKED_PAGES } from '@carrier/cart-lock';
import { FALLBACK_CART_URLS, SCHEDULED_ORDER_URL } from '@carrier/error-catalogue';
import { SESSION_PAGES } from '@carrier/session-timer';
import { GUEST_LOGIN_PAGE } from '../assist/assistance.js';
import type { AnyJourney } from '../journey.js';
import { loadJourneys } from '../lazy-journey.js';
import { CONTENT_PATHS, GENERIC_ERROR_PATH } from '../paths.js';
import { storeJourney } from '../store-journey.js';

/** A place the store's code can send a customer: a path (relative to a sales base, or absolute), and who sends. */
export interface LinkTarget {
  readonly from: string;
  /** `/cart.html` under each of the app's bases, or `/sales/next/expresscheckout.html?…` as it is. */
  readonly path: string;
}

/** A page the store's rules name (the guest login the chat check skips): some journey must have it. */
export interface NamedPage {
  readonly from: string;
  readonly pageName: string;
}

const each = (from: string, paths: Readonly<Record<string, string>>): LinkTarget[] =>
  Object.entries(paths).map(([name, path]) => ({ from: `${from}.${name}`, path }));

/**
 * Every path an app's code links or redirects to: its journeys' paths modules (each journey's `paths`), the store's
 * own pages (error, help and legal), the session's pages (spec 4.1), the service errors' fallback and scheduled-order
 * pages (spec 8.4), the cart lock's pages (spec 4.4), and the app's home page. A journey links to another journey's
 * page only when the app serves it (`serves`, `pagePath`), so the other journeys' paths are not this app's links.
 */
export function storeLinkTargets(app: {
  readonly journeys: readonly AnyJourney[];
  readonly homePath: string;
}): LinkTarget[] {
  return [
    ...app.journeys.flatMap((journey) =>
      each(journey.key.name, journey.paths ?? {}).filter((target) => !target.path.includes('{$')),
    ),
    ...each('CONTENT_PATHS', CONTENT_PATHS),
    { from: 'GENERIC_ERROR_PATH', path: GENERIC_ERROR_PATH },
    ...each('SESSION_PAGES', SESSION_PAGES),
    ...each('CART_LOCKED_PAGES', CART_LOCKED_PAGES),
    ...each('FALLBACK_CART_URLS', FALLBACK_CART_URLS),
    { from: 'SCHEDULED_ORDER_URL', path: SCHEDULED_ORDER_URL },
    { from: 'homePath', path: app.homePath },
  ];
}

/**
 * The pages the store's rules name by page name: each must be a page of some journey. (The focused, protected,
 * express and banner pages are no list: each is a trait of its manifest row.)
 */
export function storeNamedPages(): NamedPage[] {
  return [{ from: 'GUEST_LOGIN_PAGE', pageName: GUEST_LOGIN_PAGE }];
}

/** A page path of a manifest as a pattern: `{$deviceId}` stands for one path segment. */
const pattern = (pagePath: string) =>
  new RegExp(`^${pagePath.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\{\$[A-Za-z]+\}/g, '[^/]+')}$`);

/** Whether the router of an app with these journeys (and the store's own pages) has a page at `path`. */
export function routes(journeys: readonly AnyJourney[], path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  return [storeJourney, ...journeys].some((journey) => journey.pages.some((page) => pattern(page.path).test(bare)));
}

/** Where a target leads under one of the app's bases, or why it leads nowhere in this app. */
function resolve(target: LinkTarget, bases: readonly string[]): { base: string; path: string }[] | 'otherApp' {
  if (!target.path.startsWith('/sales/')) return bases.map((base) => ({ base, path: target.path }));
  const base = /^\/sales\/[a-z]+/.exec(target.path)?.[0] ?? '';
  if (!bases.includes(base)) return 'otherApp';
  return [{ base, path: target.path.slice(base.length) }];
}

/**
 * The dead ends of an app: every link target (and any `extra` ones) that is not a page of the store under each
 * base it can be reached at, and every page name the rules use that no journey has. A target under a sales base the
 * app does not serve is listed in `otherApps` (the prepaid fallback is the prepaid app's), not as a dead end.
 */
export async function deadEnds(
  appListed: { readonly journeys: readonly AnyJourney[]; readonly bases: readonly string[]; readonly homePath: string },
  extra: readonly LinkTarget[] = [],
  { namedPages = storeNamedPages() }: { readonly namedPages?: readonly NamedPage[] } = {},
): Promise<{ readonly deadEnds: readonly string[]; readonly otherApps: readonly string[]; readonly checked: number }> {
  // A lazy journey's paths module comes with its manifest.
  const app = { ...appListed, journeys: await loadJourneys(appListed.journeys) };
  const dead: string[] = [];
  const otherApps: string[] = [];
  let checked = 0;
  for (const target of [...storeLinkTargets(app), ...extra]) {
    const places = resolve(target, app.bases);
    if (places === 'otherApp') {
      otherApps.push(target.path);
      continue;
    }
    for (const { base, path } of places) {
      checked += 1;
      if (!routes(app.journeys, path)) dead.push(`${target.from}: ${base}${path}`);
    }
  }
  const names = new Set([storeJourney, ...app.journeys].flatMap((journey) => journey.pages.map((p) => p.pageName)));
  for (const named of namedPages) {
    checked += 1;
    if (!names.has(named.pageName)) dead.push(`${named.from}: page name ${named.pageName}`);
  }
  // Every page of every journey is a page under every base (the router's own table), each once.
  for (const journey of app.journeys)
    for (const page of journey.pages) {
      checked += 1;
      if (!routes(app.journeys, page.path)) dead.push(`${journey.key.name}: ${page.path}`);
    }
  return { deadEnds: dead, otherApps, checked };
}
