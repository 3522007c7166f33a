import { FilterChips, Link, Stack, onPlainClick } from '@carrier/design-system';
import type { facetsOf } from '../catalogue.js';
import { useShopStrings } from '../hooks.js';
import { OPERATING_SYSTEMS, PRICE_RANGES, items, type GridwallSearch, type PriceRange } from '../search.js';
import { dealsOn, filterCount, fiveGOn, toggleItem, withDeals, withFiveG, withoutFilters } from '../filters.js';
import type { SearchHref, SetSearch } from './types.js';
import * as styles from '../shop.css.js';

interface FiltersPanelProps {
  readonly search: GridwallSearch;
  readonly facets: ReturnType<typeof facetsOf>;
  readonly setSearch: SetSearch;
  /** The address of the gridwall with a change made: each filter is a link to it. */
  readonly hrefFor: SearchHref;
  readonly onClear: () => void;
}

/**
 * Every filter of the gridwall as groups of toggle chips, with how many phones each would show. Each chip is a link to
 * the gridwall with it toggled, so filters work before the page's code runs and with scripts off.
 */
export function FiltersPanel({ search, facets, setSearch, hrefFor, onClear }: FiltersPanelProps) {
  const texts = useShopStrings().gridwall;
  /** A group's chips, toggled on the page or by following their link: `change` makes a chip's change of the search. */
  const chipsOf = (change: (id: string) => (s: GridwallSearch) => GridwallSearch) => ({
    onToggle: (id: string) => setSearch(change(id)),
    hrefFor: (id: string) => hrefFor(change(id)),
  });
  const toggle = (key: 'maker' | 'os' | 'colour' | 'storage') =>
    chipsOf((value) => (s) => ({ ...s, [key]: toggleItem(s[key], value) }));
  return (
    <Stack space="lg" className={styles.pageEnd}>
      <Group title={texts.maker}>
        <FilterChips
          label={texts.maker}
          chips={facets.makers.map((m) => ({
            id: m.value,
            label: m.value,
            count: m.count,
            selected: items(search.maker).includes(m.value),
          }))}
          {...toggle('maker')}
        />
      </Group>
      <Group title={texts.os}>
        <FilterChips
          label={texts.os}
          chips={OPERATING_SYSTEMS.map((os) => ({
            id: os,
            label: texts.osNames[os],
            selected: items(search.os).includes(os),
          }))}
          {...toggle('os')}
        />
      </Group>
      <Group title={texts.price}>
        <FilterChips
          label={texts.price}
          chips={(Object.keys(PRICE_RANGES) as PriceRange[]).map((range) => ({
            id: range,
            label: texts.prices[range],
            selected: search.price === range,
          }))}
          {...chipsOf((range) => (s) => ({ ...s, price: s.price === range ? undefined : (range as PriceRange) }))}
        />
      </Group>
      <Group title={texts.network}>
        <FilterChips
          label={texts.network}
          chips={[{ id: 'fiveG', label: texts.fiveG, selected: fiveGOn(search) }]}
          {...chipsOf(() => (s) => withFiveG(s, !fiveGOn(s)))}
        />
      </Group>
      <Group title={texts.colour}>
        <FilterChips
          label={texts.colour}
          chips={facets.colours.map((c) => ({
            id: c.value,
            label: texts.colours[c.value],
            count: c.count,
            selected: items(search.colour).includes(c.value),
          }))}
          {...toggle('colour')}
        />
      </Group>
      <Group title={texts.storage}>
        <FilterChips
          label={texts.storage}
          chips={facets.storage.map((s) => ({
            id: String(s.value),
            label: s.label,
            count: s.count,
            selected: items(search.storage).includes(String(s.value)),
          }))}
          {...toggle('storage')}
        />
      </Group>
      <Group title={texts.offers}>
        <FilterChips
          label={texts.offers}
          chips={[
            {
              id: 'deals',
              label: texts.deals,
              selected: dealsOn(search),
            },
          ]}
          {...chipsOf(() => (s) => withDeals(s, !dealsOn(s)))}
        />
      </Group>
      {filterCount(search) > 0 ? (
        // A link to the gridwall without filters: it works before the page's code runs (a plain click clears here).
        <Link href={hrefFor(withoutFilters)} onClick={onPlainClick(onClear)}>
          {texts.clearAll}
        </Link>
      ) : null}
    </Stack>
  );
}

function Group({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <div className={styles.filterGroup}>
      <h2 className={styles.filterTitle}>{title}</h2>
      {children}
    </div>
  );
}
