import { Alert, Button, Link, ProductTile, Skeleton, Stack } from '@carrier/design-system';
import { useFavorites, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { SHOP_PATHS } from './paths.js';
import { type Accessory, type Device } from './catalogue.js';
import { accessoryTile, tileOf } from './tiles.js';
import { useShopStrings } from './hooks.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';

/** The favorites page: what the visitor saved, on the server when signed in, else on this browser. */
export function FavoritesPage() {
  const { site, shell } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.favorites;
  usePageView(texts.title);
  const favorites = useFavorites();
  const devices = useLoad(() => shop.services.devices(), []);
  const accessories = useLoad(() => shop.services.accessories(), []);
  const catalogueReady = devices.status === 'ready' && accessories.status === 'ready';
  const deviceOf = (id: string): Device | undefined =>
    devices.status === 'ready' ? devices.value.find((d) => d.id === id) : undefined;
  const accessoryOf = (id: string): Accessory | undefined =>
    accessories.status === 'ready' ? accessories.value.find((a) => a.id === id) : undefined;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.heading}>
        {texts.title}
      </h1>
      {!shell.loggedIn() ? <p className={styles.muted}>{texts.prospectNote}</p> : null}
      {favorites.error ? <Alert tone="error">{texts.loadFailed}</Alert> : null}
      {!favorites.ready || !catalogueReady ? <Skeleton lines={4} /> : null}
      {favorites.ready && catalogueReady && favorites.items.length === 0 ? (
        <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
          <p>{texts.empty}</p>
          <Link variant="standalone" href={`${site.base}${SHOP_PATHS.gridwall}`}>
            {texts.browse}
          </Link>
        </Stack>
      ) : null}
      {favorites.ready && catalogueReady ? (
        <ul className={styles.grid}>
          {favorites.items.map((fav) => {
            const device = fav.kind === 'device' ? deviceOf(fav.id) : undefined;
            const accessory = fav.kind === 'accessory' ? accessoryOf(fav.id) : undefined;
            const remove = { saved: true, onToggle: () => void favorites.toggle(fav.id, fav.kind) };
            if (device)
              return (
                <li key={fav.id}>
                  <ProductTile {...tileOf(device, site.base, 'monthly')} headingLevel={2} favorite={remove} />
                </li>
              );
            if (accessory)
              return (
                <li key={fav.id}>
                  <ProductTile {...accessoryTile(accessory, site.base)} headingLevel={2} favorite={remove} />
                </li>
              );
            // Saved, but no longer sold: it can still be removed.
            return (
              <Stack as="li" key={fav.id} space="sm" padding="md" border="standard" borderRadius="md">
                <p>
                  {fav.id} · {texts.gone}
                </p>
                <Button variant="tertiary" onClick={remove.onToggle} aria-label={texts.remove(fav.id)}>
                  {allTexts.gridwall.compareClear}
                </Button>
              </Stack>
            );
          })}
        </ul>
      ) : null}
    </Stack>
  );
}
