import { FilterChips } from '@carrier/design-system';
import type { facetsOf } from '../catalogue.js';
import { filterChips, withoutChip, withoutFilters } from '../filters.js';
import { useShopStrings } from '../hooks.js';
import type { GridwallSearch } from '../search.js';
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
  const chips = filterChips(search, texts, (gb) => facets.storage.find((s) => String(s.value) === gb)?.label);
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
