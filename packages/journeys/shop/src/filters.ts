import { items, type GridwallSearch } from './search.js';
import type { ShopStrings } from './strings/index.js';

// The gridwall's filters as its pages change them: a module of their own, so that reading a page's query (the
// manifest's parsers, in every first visit's code) does not bring them along.

/** Adds or removes one item of a comma list of the search; `undefined` when the list ends up empty. */
export function toggleItem(
  current: string | undefined,
  item: string,
  max = Number.POSITIVE_INFINITY,
): string | undefined {
  const now = items(current);
  const next = now.includes(item) ? now.filter((i) => i !== item) : now.length < max ? [...now, item] : now;
  return next.length > 0 ? next.join(',') : undefined;
}

/** The search without any filter: what "clear all" leaves (sort, view and spec 2.6 parameters stay). */
export function withoutFilters(search: GridwallSearch): GridwallSearch {
  const {
    maker: _m,
    os: _o,
    price: _p,
    fiveG: _f,
    colour: _c,
    storage: _s,
    deals: _d,
    special_offers: _so,
    type: _t,
    ...rest
  } = search;
  return rest;
}

/** The 5G filter is on by `fiveG` or by `type=5g` (spec 2.6). */
export const fiveGOn = (search: GridwallSearch) => Boolean(search.fiveG || search.type === '5g');

/** The deals filter is on by `deals`, `special_offers` or `type=deals` (spec 2.6). */
export const dealsOn = (search: GridwallSearch) =>
  Boolean(search.deals || search.special_offers || search.type === 'deals');

/** The search with the 5G filter on or off; off also clears `type=5g`. */
export const withFiveG = (search: GridwallSearch, on: boolean): GridwallSearch => ({
  ...search,
  fiveG: on ? true : undefined,
  type: search.type === '5g' ? undefined : search.type,
});

/** The search with the deals filter on or off, whichever parameter had turned it on. */
export const withDeals = (search: GridwallSearch, on: boolean): GridwallSearch => ({
  ...search,
  deals: on ? true : undefined,
  special_offers: undefined,
  type: search.type === 'deals' ? undefined : search.type,
});

/** The number of filters the search applies. */
export function filterCount(search: GridwallSearch): number {
  return (
    items(search.maker).length +
    items(search.os).length +
    items(search.colour).length +
    items(search.storage).length +
    (search.price ? 1 : 0) +
    (fiveGOn(search) ? 1 : 0) +
    (dealsOn(search) ? 1 : 0)
  );
}

/** The search without the filter an active chip stands for (`maker:Apple`, `price`, `fiveG`, `deals`, …). */
export function withoutChip(search: GridwallSearch, id: string): GridwallSearch {
  const [kind, value = ''] = id.split(':') as [string, string?];
  switch (kind) {
    case 'maker':
    case 'os':
    case 'colour':
    case 'storage':
      return { ...search, [kind]: toggleItem(search[kind], value) };
    case 'price':
      return { ...search, price: undefined };
    case 'fiveG':
      return withFiveG(search, false);
    default:
      return withDeals(search, false);
  }
}

/** One filter the search applies, as its chip shows it: `maker:Apple`, `fiveG`. */
export interface FilterChip {
  readonly id: string;
  readonly label: string;
}

/**
 * The filters the search applies, each with its words: the chips that take one off, and the page's title in a search
 * engine's result. `storageLabel` names a storage size as the catalogue does (`256 GB`).
 */
export function filterChips(
  search: GridwallSearch,
  texts: ShopStrings['gridwall'],
  storageLabel: (gb: string) => string | undefined = () => undefined,
): FilterChip[] {
  return [
    ...items(search.maker).map((m) => ({ id: `maker:${m}`, label: m })),
    ...items(search.os).map((o) => ({ id: `os:${o}`, label: texts.osNames[o as 'ios'] ?? o })),
    ...(search.price ? [{ id: 'price', label: texts.prices[search.price] }] : []),
    ...(fiveGOn(search) ? [{ id: 'fiveG', label: texts.fiveG }] : []),
    ...items(search.colour).map((c) => ({ id: `colour:${c}`, label: texts.colours[c as 'black'] ?? c })),
    ...items(search.storage).map((gb) => ({ id: `storage:${gb}`, label: storageLabel(gb) ?? `${gb} GB` })),
    ...(dealsOn(search) ? [{ id: 'deals', label: texts.deals }] : []),
  ];
}

/** The search's filters alone (and its category): what makes a gridwall the page it is, for its canonical address. */
export function filtersAlone(search: GridwallSearch): GridwallSearch {
  const rest = withoutFilters(search);
  const alone: Record<string, unknown> = { ...search };
  for (const key of Object.keys(rest)) if (key !== 'category') delete alone[key];
  return alone as GridwallSearch;
}
