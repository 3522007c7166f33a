import {
  Alert,
  Breadcrumbs,
  Button,
  Drawer,
  Inline,
  Link,
  Select,
  Stack,
  Switch,
  onPlainClick,
} from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadFailed, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import type { Plan } from '../services.js';
import { facetsOf, gridwallDevices, listedDevices, type Accessory, type Device } from '../catalogue.js';
import { PROSPECT_FLAG_KEY, useShopStrings } from '../hooks.js';
import { SORT_KEYS, gridwallQuery, items, parseGridwallSearch, type GridwallSearch, type SortKey } from '../search.js';
import { filterChips, filterCount, filtersAlone, withoutFilters } from '../filters.js';
import { SHOP_PATHS } from '../paths.js';
import * as styles from '../shop.css.js';
import { useShop } from '../deps.js';
import { ActiveFilters } from './ActiveFilters.js';
import { CompareTray } from './CompareTable.js';
import { FiltersPanel } from './FiltersPanel.js';
import { Suggestions } from './PickedPhones.js';
import { TilePlaceholders, Tiles } from './Tiles.js';
import type { SearchHref, SetSearch } from './types.js';

/** Tiles drawn with the first render of a grid; the rest come in a background render. */
const FIRST_TILES = 6;

/** What a search found in the catalogue, in the order it ranks them. */
export interface SearchFound {
  readonly phones: readonly Device[];
  readonly accessories: readonly Accessory[];
  readonly plans: readonly Plan[];
  /** Nothing at all matched. */
  readonly nothing: boolean;
}

/** The gridwall's parts on the search results page: what was searched for and found, and what to add around it. */
export interface GridwallSearchResults {
  readonly query: string;
  /** Undefined while the catalogue loads. */
  readonly found: SearchFound | undefined;
  /** Drawn when nothing matched, in the grid's place. */
  readonly nothing: ReactNode;
  /** Drawn after the phones. */
  readonly after: ReactNode;
}

/** The gridwall, of every phone or (with `results`) of what a search found. */
export function Gridwall({ results }: { readonly results?: GridwallSearchResults }) {
  const query = results?.query;
  const { shell, currentHref, site } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.gridwall;
  const search = parseGridwallSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const searching = query !== undefined;
  const title = searching
    ? query
      ? allTexts.search.title(query)
      : allTexts.search.titleEmpty
    : search.category
      ? texts.categoryTitle(search.category)
      : texts.title;
  // The way to it from the store's home, shown above its heading and said to search engines.
  const home = { label: allTexts.product.breadcrumbHome, path: `${site.base}${SHOP_PATHS.landing}` };
  const crumbs = [home, { label: title, path: `${site.base}${SHOP_PATHS.gridwall}` }];
  // Its filters say which phones it lists, in the title a search engine shows and in its canonical address.
  const filtersNamed = filterChips(search, texts)
    .map((chip) => chip.label)
    .join(', ');
  usePageView(
    searching
      ? title
      : {
          title,
          ...(filtersNamed ? { fullTitle: `${title}: ${filtersNamed}` } : {}),
          description: texts.headDescription(title, filtersNamed),
          search: gridwallQuery(filtersAlone(search)),
          breadcrumbs: crumbs.map((crumb) => ({ name: crumb.label, path: crumb.path })),
        },
    search.intcmp,
  );
  const catalogue = useLoad(async () => listedDevices(await shop.services.devices()), []);
  const found = results?.found;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [favoriteError, setFavoriteError] = useState(false);

  useEffect(() => {
    if (search.isProspect) shell.sessionFlags.set(PROSPECT_FLAG_KEY, 'true');
  }, [search.isProspect, shell.sessionFlags]);

  const setSearch: SetSearch = (change) =>
    void navigate({ to: '.', search: (current: GridwallSearch) => change(current), replace: true, resetScroll: false });
  // This page (the gridwall or the search results) with a change made: what a filter links to.
  const here = new URL(currentHref(), 'http://store.invalid').pathname;
  const searchHref: SearchHref = (change) => `${here}${gridwallQuery(change(search))}`;

  const devices = useMemo(
    () => (found ? found.phones : catalogue.status === 'ready' ? catalogue.value : []),
    [catalogue, found],
  );
  const shown = useMemo(() => gridwallDevices(devices, search), [devices, search]);
  // The first row draws at once; the rest follow in a background render that yields to the customer's input,
  // so a long grid never blocks the page (and the first pictures come sooner).
  const deferred = useDeferredValue(shown);
  const drawn = deferred === shown ? shown : shown.slice(0, FIRST_TILES);
  const facets = useMemo(() => facetsOf(devices, search), [devices, search]);
  const view = search.view ?? 'monthly';
  const compared = items(search.compare)
    .map((id) => devices.find((d) => d.id === id))
    .filter((d): d is Device => d !== undefined);
  const filters = filterCount(search);

  const panel = (
    <FiltersPanel
      search={search}
      facets={facets}
      setSearch={setSearch}
      hrefFor={searchHref}
      onClear={() => setSearch(withoutFilters)}
    />
  );

  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="gridwall-title">
      {searching ? null : <Breadcrumbs items={[{ label: home.label, href: home.path }, { label: title }]} />}
      <h1 id="gridwall-title" className={styles.heading}>
        {title}
      </h1>
      {/* A search that found no phones has no phones to filter: no filters then. */}
      <div className={found && found.phones.length === 0 ? undefined : styles.gridwall}>
        {found && found.phones.length === 0 ? null : (
          <aside className={styles.sidePanel} aria-label={texts.filters}>
            {panel}
          </aside>
        )}
        <Stack space="lg">
          <div className={styles.toolbar}>
            <p className={styles.muted} role="status" aria-live="polite">
              {catalogue.status !== 'ready'
                ? ''
                : found
                  ? allTexts.search.counts(shown.length, found.accessories.length, found.plans.length)
                  : texts.results(shown.length)}
            </p>
            {found && found.phones.length === 0 ? null : (
              <Inline space="md" alignY="end">
                <span className={styles.narrowOnly}>
                  <Button variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
                    {texts.filtersWithCount(filters)}
                  </Button>
                </span>
                {/* A form the page's code does not need: with scripts off its button sends the sort chosen. */}
                <form method="get" action={here} className={styles.sortForm}>
                  {Object.entries(search).map(([key, value]) =>
                    key === 'sort' || value === undefined ? null : (
                      <input key={key} type="hidden" name={key} value={String(value)} />
                    ),
                  )}
                  <Select
                    label={texts.sort}
                    name="sort"
                    value={search.sort ?? 'featured'}
                    options={SORT_KEYS.map((key) => ({ value: key, label: texts.sorts[key] }))}
                    onChange={(value) =>
                      setSearch((s) => ({
                        ...s,
                        sort: value === 'featured' ? undefined : (value as Exclude<SortKey, 'featured'>),
                      }))
                    }
                  />
                  <noscript>
                    <Button type="submit" variant="secondary">
                      {texts.applySort}
                    </Button>
                  </noscript>
                </form>
                <Switch
                  label={texts.priceView}
                  description={texts.priceViewHint}
                  checked={view === 'monthly'}
                  onChange={(monthly) => setSearch((s) => ({ ...s, view: monthly ? undefined : 'retail' }))}
                />
              </Inline>
            )}
          </div>
          <ActiveFilters search={search} facets={facets} setSearch={setSearch} hrefFor={searchHref} />
          {favoriteError ? <Alert tone="error">{allTexts.product.favoriteFailed}</Alert> : null}
          {catalogue.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={catalogue.retry} /> : null}
          {catalogue.status === 'loading' ? <TilePlaceholders /> : null}
          {found?.nothing ? results?.nothing : null}
          {catalogue.status === 'ready' && shown.length === 0 && !(found && found.phones.length === 0) ? (
            <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
              <h2 className={styles.sectionTitle}>{texts.emptyTitle}</h2>
              <p className={styles.muted}>{texts.emptyBody}</p>
              <Link
                variant="standalone"
                href={searchHref(withoutFilters)}
                onClick={onPlainClick(() => setSearch(withoutFilters))}
              >
                {texts.clearAll}
              </Link>
            </Stack>
          ) : null}
          {shown.length > 0 ? (
            <Tiles
              devices={drawn}
              view={view}
              search={search}
              setSearch={setSearch}
              onFavorite={(saved) => setFavoriteError(!saved)}
            />
          ) : null}
          {found ? results?.after : null}
          {catalogue.status === 'ready' && !searching ? <Suggestions devices={devices} view={view} /> : null}
        </Stack>
      </div>
      <CompareTray devices={compared} setSearch={setSearch} />
      <Drawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={texts.filters}
        side="start"
        footer={
          <Button fullWidth onClick={() => setFiltersOpen(false)}>
            {texts.showResults(shown.length)}
          </Button>
        }
      >
        {panel}
      </Drawer>
    </Stack>
  );
}
