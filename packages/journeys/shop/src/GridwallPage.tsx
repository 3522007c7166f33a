import { deviceName } from '@carrier/service-contracts';
import {
  Alert,
  Button,
  Dialog,
  Drawer,
  FilterChips,
  formatMoney,
  Inline,
  Link,
  monthlyPayment,
  ProductTile,
  safeImageSrc,
  Select,
  Skeleton,
  Stack,
  Switch,
  VisuallyHidden,
} from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Fragment, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadFailed, useFavorites, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { productPath } from './paths.js';
import type { Plan } from './services.js';
import { differs, specRows } from './specs.js';
import { cheapestSku, facetsOf, gridwallDevices, isDeal, priceFrom, type Accessory, type Device } from './catalogue.js';
import { PROSPECT_FLAG_KEY, useShopStrings, viewedDevices } from './hooks.js';
import { createInactivityTimer } from './inactivity.js';
import {
  MAX_COMPARE,
  OPERATING_SYSTEMS,
  PRICE_RANGES,
  SORT_KEYS,
  items,
  parseGridwallSearch,
  type GridwallSearch,
  type PriceRange,
  type SortKey,
} from './search.js';
import { dealsOn, filterCount, fiveGOn, toggleItem, withDeals, withFiveG, withoutFilters } from './filters.js';
import * as styles from './shop.css.js';
import { tileOf } from './tiles.js';
import { useShop } from './deps.js';

/** Placeholders shown while the catalogue loads: a first screen's worth. */
const PLACEHOLDER_TILES = 8;
/** Tiles drawn with the first render of a grid; the rest come in a background render. */
const FIRST_TILES = 6;

/**
 * The gridwall (`/smartphones`): every phone, with filters (brand, operating system, price, 5G, colour,
 * storage, deals) and a sort, all kept in the URL; compare up to four; monthly or full prices; suggestions
 * from the pdm service after 30 s without activity.
 */
export function GridwallPage() {
  return <Gridwall />;
}

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
  const { site, shell } = useStorefront();
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
  usePageView(title, search.intcmp);
  const catalogue = useLoad(() => shop.services.devices(), []);
  const found = results?.found;
  const favorites = useFavorites();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [favoriteError, setFavoriteError] = useState(false);

  useEffect(() => {
    if (search.isProspect) shell.sessionFlags.set(PROSPECT_FLAG_KEY, 'true');
  }, [search.isProspect, shell.sessionFlags]);

  const setSearch = (change: (current: GridwallSearch) => GridwallSearch) =>
    void navigate({ to: '.', search: (current: GridwallSearch) => change(current), replace: true, resetScroll: false });

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

  const activeChips = [
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
  const removeChip = (id: string) => {
    const [kind, value = ''] = id.split(':') as [string, string?];
    setSearch((s) => {
      switch (kind) {
        case 'maker':
        case 'os':
        case 'colour':
        case 'storage':
          return { ...s, [kind]: toggleItem(s[kind], value) };
        case 'price':
          return { ...s, price: undefined };
        case 'fiveG':
          return withFiveG(s, false);
        default:
          return withDeals(s, false);
      }
    });
  };

  const panel = (
    <FiltersPanel search={search} facets={facets} setSearch={setSearch} onClear={() => setSearch(withoutFilters)} />
  );

  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="gridwall-title">
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
                <Select
                  label={texts.sort}
                  value={search.sort ?? 'featured'}
                  options={SORT_KEYS.map((key) => ({ value: key, label: texts.sorts[key] }))}
                  onChange={(value) =>
                    setSearch((s) => ({
                      ...s,
                      sort: value === 'featured' ? undefined : (value as Exclude<SortKey, 'featured'>),
                    }))
                  }
                />
                <Switch
                  label={texts.priceView}
                  description={texts.priceViewHint}
                  checked={view === 'monthly'}
                  onChange={(monthly) => setSearch((s) => ({ ...s, view: monthly ? undefined : 'retail' }))}
                />
              </Inline>
            )}
          </div>
          {activeChips.length > 0 ? (
            <FilterChips
              label={texts.filters}
              chips={activeChips.map((chip) => ({ ...chip, selected: true }))}
              onToggle={removeChip}
              onClear={() => setSearch(withoutFilters)}
            />
          ) : null}
          {favoriteError ? <Alert tone="error">{allTexts.product.favoriteFailed}</Alert> : null}
          {catalogue.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={catalogue.retry} /> : null}
          {catalogue.status === 'loading' ? (
            <ul className={styles.grid} aria-busy="true">
              {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
                <li key={i} className={styles.tilePlaceholder}>
                  <Skeleton shape="rect" height="12rem" />
                  <Skeleton lines={3} />
                </li>
              ))}
            </ul>
          ) : null}
          {found?.nothing ? results?.nothing : null}
          {catalogue.status === 'ready' && shown.length === 0 && !(found && found.phones.length === 0) ? (
            <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
              <h2 className={styles.sectionTitle}>{texts.emptyTitle}</h2>
              <p className={styles.muted}>{texts.emptyBody}</p>
              <Button onClick={() => setSearch(withoutFilters)}>{texts.clearAll}</Button>
            </Stack>
          ) : null}
          {shown.length > 0 ? (
            <ul className={styles.grid}>
              {drawn.map((device, index) => (
                <li key={device.id} className={styles.tileSlot}>
                  <ProductTile
                    {...tileOf(device, site.base, view)}
                    headingLevel={2}
                    {...(index < 4 ? { eager: true } : {})}
                    favorite={{
                      saved: favorites.has(device.id),
                      onToggle: () =>
                        void favorites.toggle(device.id, 'device').then((saved) => setFavoriteError(!saved)),
                    }}
                    compare={{
                      checked: items(search.compare).includes(device.id),
                      disabled:
                        !items(search.compare).includes(device.id) && items(search.compare).length >= MAX_COMPARE,
                      onChange: () =>
                        setSearch((s) => ({ ...s, compare: toggleItem(s.compare, device.id, MAX_COMPARE) })),
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {found ? results?.after : null}
          {catalogue.status === 'ready' && !searching ? <Suggestions devices={devices} view={view} /> : null}
        </Stack>
      </div>
      {compared.length > 0 ? (
        <div className={styles.compareTray} role="region" aria-label={texts.compareTray(compared.length)}>
          <span>
            <strong>{texts.compareTray(compared.length)}</strong>{' '}
            <span className={styles.muted}>{compared.map((d) => d.model).join(', ')}</span>
          </span>
          <Inline as="span" space="sm">
            <Button variant="tertiary" onClick={() => setSearch((s) => ({ ...s, compare: undefined }))}>
              {texts.compareClear}
            </Button>
            <Button onClick={() => setComparing(true)} disabled={compared.length < 2} aria-haspopup="dialog">
              {texts.compareNow}
            </Button>
          </Inline>
        </div>
      ) : null}
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
      <Dialog
        open={comparing && compared.length > 0}
        onClose={() => setComparing(false)}
        title={texts.compareTitle}
        size="large"
      >
        <CompareTable
          devices={compared}
          onRemove={(id) => setSearch((s) => ({ ...s, compare: toggleItem(s.compare, id) }))}
        />
      </Dialog>
    </Stack>
  );
}

interface FiltersPanelProps {
  readonly search: GridwallSearch;
  readonly facets: ReturnType<typeof facetsOf>;
  readonly setSearch: (change: (current: GridwallSearch) => GridwallSearch) => void;
  readonly onClear: () => void;
}

/** Every filter of the gridwall as groups of toggle chips, with how many phones each would show. */
function FiltersPanel({ search, facets, setSearch, onClear }: FiltersPanelProps) {
  const texts = useShopStrings().gridwall;
  const toggle = (key: 'maker' | 'os' | 'colour' | 'storage') => (value: string) =>
    setSearch((s) => ({ ...s, [key]: toggleItem(s[key], value) }));
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
          onToggle={toggle('maker')}
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
          onToggle={toggle('os')}
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
          onToggle={(range) =>
            setSearch((s) => ({ ...s, price: s.price === range ? undefined : (range as PriceRange) }))
          }
        />
      </Group>
      <Group title={texts.network}>
        <FilterChips
          label={texts.network}
          chips={[{ id: 'fiveG', label: texts.fiveG, selected: fiveGOn(search) }]}
          onToggle={() => setSearch((s) => withFiveG(s, !fiveGOn(s)))}
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
          onToggle={toggle('colour')}
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
          onToggle={toggle('storage')}
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
          onToggle={() => setSearch((s) => withDeals(s, !dealsOn(s)))}
        />
      </Group>
      {filterCount(search) > 0 ? (
        <Button variant="link" onClick={onClear}>
          {texts.clearAll}
        </Button>
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

/**
 * The compared phones side by side, one column each, with a way to take one out: price, rating and the
 * catalogue's facts, then every specification. A row on which the phones differ is highlighted (and says so
 * to screen readers).
 */
function CompareTable({
  devices,
  onRemove,
}: {
  readonly devices: readonly Device[];
  readonly onRemove: (id: string) => void;
}) {
  const { site } = useStorefront();
  const allTexts = useShopStrings();
  const texts = allTexts.gridwall;
  const money = (amount: number) => formatMoney(amount, site.language);
  const rows: readonly { readonly key: string; readonly label: string; readonly value: (d: Device) => string }[] = [
    { key: 'price', label: texts.compareRows.price, value: (d) => money(priceFrom(d)) },
    {
      key: 'monthly',
      label: texts.compareRows.monthly,
      value: (d) => money(cheapestSku(d)?.monthlyPrice ?? monthlyPayment(priceFrom(d))),
    },
    {
      key: 'rating',
      label: texts.compareRows.rating,
      value: (d) => `${d.rating.average.toFixed(1)} / 5 (${d.rating.count})`,
    },
    { key: 'os', label: texts.compareRows.os, value: (d) => d.os },
    { key: 'network', label: texts.compareRows.network, value: (d) => (d.fiveG ? texts.yes5g : texts.no5g) },
    { key: 'storage', label: texts.compareRows.storage, value: (d) => d.storage.map((s) => s.label).join(', ') },
    { key: 'colours', label: texts.compareRows.colours, value: (d) => d.colours.map((c) => c.name).join(', ') },
    { key: 'released', label: texts.compareRows.released, value: (d) => d.released },
    {
      key: 'offers',
      label: texts.compareRows.offers,
      value: (d) => (isDeal(d) ? d.promotions.map((p) => p.name).join(', ') || texts.deals : texts.none),
    },
    ...specRows(allTexts.specs, site.language),
  ];
  return (
    <div className={styles.compareScroll}>
      <p className={styles.muted}>{texts.compareDiffersNote}</p>
      <table className={styles.compareTable}>
        <caption className={styles.muted}>{texts.compareTitle}</caption>
        <thead>
          <tr>
            <td className={styles.compareRowHeader} />
            {devices.map((d) => {
              const image = safeImageSrc(d.colours[0]?.image);
              return (
                <th key={d.id} scope="col">
                  {image ? <img className={styles.compareImage} src={image} alt="" /> : null}
                  <Link href={`${site.base}${productPath(d.id)}`}>{deviceName(d)}</Link>
                  <div>
                    <Button
                      variant="link"
                      size="small"
                      onClick={() => onRemove(d.id)}
                      aria-label={texts.compareRemove(deviceName(d))}
                    >
                      {texts.compareClear}
                    </Button>
                  </div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, value }) => {
            const different = devices.length > 1 && differs(devices, value);
            return (
              <Fragment key={key}>
                {/* On a phone the label takes a row of its own above the values, which then have the width. */}
                <tr
                  className={different ? `${styles.compareLabelRow} ${styles.compareDiffers}` : styles.compareLabelRow}
                  aria-hidden="true"
                >
                  <td colSpan={devices.length + 1}>{label}</td>
                </tr>
                <tr className={different ? styles.compareDiffers : undefined} data-differs={different || undefined}>
                  <th scope="row" className={styles.compareRowHeader}>
                    {label}
                    {different ? <VisuallyHidden> ({texts.compareDiffers})</VisuallyHidden> : null}
                  </th>
                  {devices.map((d) => (
                    <td key={d.id}>{value(d)}</td>
                  ))}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Suggestions from the pdm service (source autoSuggestion, page gridwall) once the visitor has not touched
 * the page for the inactivity delay (30 s by default, spec 9); phones already viewed are left out.
 */
function Suggestions({ devices, view }: { readonly devices: readonly Device[]; readonly view: 'monthly' | 'retail' }) {
  const { shell } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().gridwall;
  // Idle once the visitor has left the page alone for the delay; only then are suggestions asked for.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'scroll', 'pointermove'] as const;
    const touch = () => timer.touch();
    const detach = () => {
      for (const event of events) window.removeEventListener(event, touch);
    };
    const timer = createInactivityTimer({
      delayMs: shop.config.suggestionInactivityMs,
      onIdle: () => {
        detach();
        setIdle(true);
      },
    });
    for (const event of events) window.addEventListener(event, touch, { passive: true });
    return () => {
      timer.stop();
      detach();
    };
  }, [shop]);
  // Suggestions are a bonus: when they fail the page simply has none, and no error is reported.
  const suggestions = useLoad(
    () => (idle ? shop.services.suggestions(viewedDevices(shell.sessionFlags)) : Promise.resolve([])),
    [idle],
    { report: () => false },
  );
  return (
    <PickedPhones
      id="suggestions-title"
      title={texts.suggestionsTitle}
      intro={texts.suggestionsIntro}
      className={styles.suggestions}
      ids={suggestions.status === 'ready' ? suggestions.value : []}
      devices={devices}
      view={view}
    />
  );
}

/** Most phones a list of picks shows. */
const PICKS_SHOWN = 4;

/**
 * Phones picked by id (the pdm service's suggestions or recommendations), in the order picked, the first four the
 * catalogue has, as tiles under a heading; nothing when none is in the catalogue.
 */
export function PickedPhones({
  id,
  title,
  intro,
  className,
  ids,
  devices,
  view,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly className?: string;
  readonly ids: readonly string[];
  readonly devices: readonly Device[];
  readonly view: 'monthly' | 'retail';
}) {
  const { site } = useStorefront();
  const picks = ids
    .map((pick) => devices.find((d) => d.id === pick))
    .filter((d): d is Device => d !== undefined)
    .slice(0, PICKS_SHOWN);
  if (picks.length === 0) return null;
  return (
    <section className={className ?? styles.picks} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <ul className={styles.grid}>
        {picks.map((device) => (
          <li key={device.id}>
            <ProductTile {...tileOf(device, site.base, view)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
