import { FilterChips } from '@carrier/design-system';
import type { facetsOf } from '../catalogue.js';
import { dealsOn, fiveGOn, withoutChip, withoutFilters } from '../filters.js';
import { useShopStrings } from '../hooks.js';
import { items, type GridwallSearch } from '../search.js';
import type { SearchHref, SetSearch } from './types.js';

/**
 * The filters the search applies, as chips that take one off, and a way to clear them all; nothing when none is on.
 * Each is a link to the gridwall without it, so they work before the page's code runs and with scripts off.
 */
export function ActiveFilters({
  search,
  facets,
  setSearch,
  hrefFor,
}: {
  readonly search: GridwallSearch;
  readonly facets: ReturnType<typeof facetsOf>;
  readonly setSearch: SetSearch;
  readonly hrefFor: SearchHref;
}) {
  const texts = useShopStrings().gridwall;
  const chips = [
    ...items(search.maker).map((m) => ({ id: `maker:${m}`, label: m })),
    ...items(search.os).map((o) => ({ id: `os:${o}`, label: texts.osNames[o as 'ios'] ?? o })),
    ...(search.price ? [{ id: 'price', label: texts.prices[search.price] }] : []),
    ...(fiveGOn(search) ? [{ id: 'fiveG', label: texts.fiveG }] : []),
    ...items(search.colour).map((c) => ({ id: `colour:${c}`, label: texts.colours[c as 'black'] ?? c })),
    ...items(search.storage).map((gb) => ({
      id: `storage:${gb}`,
      label: facets.storage.find((s) => String(s.value) === gb)?.label ?? `${gb} GB`,
    })),
    ...(dealsOn(search) ? [{ id: 'deals', label: texts.deals }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <FilterChips
      label={texts.filters}
      chips={chips.map((chip) => ({ ...chip, selected: true }))}
      onToggle={(id) => setSearch((s) => withoutChip(s, id))}
      hrefFor={(id) => hrefFor((s) => withoutChip(s, id))}
      onClear={() => setSearch(withoutFilters)}
      clearHref={hrefFor(withoutFilters)}
    />
  );
}
