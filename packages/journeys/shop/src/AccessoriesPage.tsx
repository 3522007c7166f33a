import { deviceName } from '@carrier/service-contracts';
import { Button, FilterChips, ProductTile, Select, Skeleton, Stack } from '@carrier/design-system';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { LoadFailed, useFavorites, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { ACCESSORY_TYPES, filterAccessories } from './catalogue.js';
import { useShopStrings } from './hooks.js';
import { items, parseAccessoriesSearch, type AccessoriesSearch } from './search.js';
import { toggleItem } from './filters.js';
import * as styles from './shop.css.js';
import { accessoryTile } from './tiles.js';
import { useShop } from './deps.js';

/** `/shop/accessories`: every accessory, filtered by type and by the phone it fits. */
export function AccessoriesPage() {
  const { site } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.accessories;
  usePageView(texts.title);
  const search = parseAccessoriesSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const accessories = useLoad(() => shop.services.accessories(), []);
  // The phones the device filter offers, as it names them: the page carries these, not the whole catalogue.
  const devices = useLoad(
    () => shop.services.devices().then((list) => list.map((d) => ({ value: d.id, label: deviceName(d) }))),
    [],
  );
  const favorites = useFavorites();
  const shown = accessories.status === 'ready' ? filterAccessories(accessories.value, search) : [];
  const setSearch = (change: Partial<AccessoriesSearch>) =>
    void navigate({
      to: '.',
      search: (s: AccessoriesSearch) => ({ ...s, ...change }),
      replace: true,
      resetScroll: false,
    });
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="accessories-title">
      <h1 id="accessories-title" className={styles.heading}>
        {texts.title}
      </h1>
      <div className={styles.toolbar}>
        <FilterChips
          label={texts.type}
          chips={ACCESSORY_TYPES.map((t) => ({
            id: t,
            label: texts.types[t],
            selected: items(search.type).includes(t),
          }))}
          onToggle={(t) => setSearch({ type: toggleItem(search.type, t) })}
          onClear={() => setSearch({ type: undefined })}
        />
        <Select
          label={texts.device}
          value={search.device ?? ''}
          options={[{ value: '', label: texts.anyDevice }, ...(devices.status === 'ready' ? devices.value : [])]}
          onChange={(device) => setSearch({ device: device || undefined })}
        />
      </div>
      <p className={styles.muted} role="status">
        {accessories.status === 'ready' ? texts.results(shown.length) : ''}
      </p>
      {accessories.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={accessories.retry} /> : null}
      {accessories.status === 'loading' ? <Skeleton lines={6} /> : null}
      {accessories.status === 'ready' && shown.length === 0 ? (
        <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
          <p>{texts.empty}</p>
          <Button onClick={() => setSearch({ type: undefined, device: undefined })}>
            {allTexts.gridwall.clearAll}
          </Button>
        </Stack>
      ) : null}
      <ul className={styles.grid}>
        {shown.map((a, index) => (
          <li key={a.id}>
            <ProductTile
              {...accessoryTile(a, site.base)}
              headingLevel={2}
              eager={index < 4}
              favorite={{ saved: favorites.has(a.id), onToggle: () => void favorites.toggle(a.id, 'accessory') }}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
