import { ProductTile, Skeleton } from '@carrier/design-system';
import { useFavorites, useStorefront } from '@carrier/storefront/kit';
import type { Device } from '../catalogue.js';
import { toggleItem } from '../filters.js';
import { items, MAX_COMPARE, type GridwallSearch } from '../search.js';
import * as styles from '../shop.css.js';
import { tileOf } from '../tiles.js';
import type { SetSearch } from './types.js';

/** Placeholders shown while the catalogue loads: a first screen's worth. */
const PLACEHOLDER_TILES = 8;
/** Tiles whose pictures load at once (the first row); the rest load as they come into view. */
const EAGER_TILES = 4;

/** The grid's shape while the catalogue loads. */
export function TilePlaceholders() {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
        <li key={i} className={styles.tilePlaceholder}>
          <Skeleton shape="rect" height="12rem" />
          <Skeleton lines={3} />
        </li>
      ))}
    </ul>
  );
}

/** The phones as tiles, each with its favourite heart and its compare box (at most four compared). */
export function Tiles({
  devices,
  view,
  search,
  setSearch,
  onFavorite,
}: {
  readonly devices: readonly Device[];
  readonly view: 'monthly' | 'retail';
  readonly search: GridwallSearch;
  readonly setSearch: SetSearch;
  /** Told whether a favourite was saved (false when the service refused it). */
  readonly onFavorite: (saved: boolean) => void;
}) {
  const { site } = useStorefront();
  const favorites = useFavorites();
  const compared = items(search.compare);
  return (
    <ul className={styles.grid}>
      {devices.map((device, index) => (
        <li key={device.id} className={styles.tileSlot}>
          <ProductTile
            {...tileOf(device, site.base, view)}
            headingLevel={2}
            {...(index < EAGER_TILES ? { eager: true } : {})}
            favorite={{
              saved: favorites.has(device.id),
              onToggle: () => void favorites.toggle(device.id, 'device').then(onFavorite),
            }}
            compare={{
              checked: compared.includes(device.id),
              disabled: !compared.includes(device.id) && compared.length >= MAX_COMPARE,
              onChange: () => setSearch((s) => ({ ...s, compare: toggleItem(s.compare, device.id, MAX_COMPARE) })),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
