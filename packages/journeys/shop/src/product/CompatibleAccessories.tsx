import { ProductTile, Stack } from '@carrier/design-system';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { accessoriesFor } from '../catalogue.js';
import { useShop } from '../deps.js';
import { useShopStrings } from '../hooks.js';
import * as styles from '../shop.css.js';
import { accessoryTile } from '../tiles.js';

/** Accessories made for this phone, then ones that fit every phone: the first four, each with its picture and price. */
export function CompatibleAccessories({ deviceId }: { readonly deviceId: string }) {
  const { site } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings().product;
  // The four picked where they are read: a page drawn on the server carries them, not the whole list, to the browser.
  const loaded = useLoad(
    async () => accessoriesFor(await shop.services.accessories(), deviceId).slice(0, 4),
    [deviceId],
  );
  if (loaded.status !== 'ready') return null;
  const picks = loaded.value;
  if (picks.length === 0) return null;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="accessories-title">
      <h2 id="accessories-title" className={styles.sectionTitle}>
        {texts.accessories}
      </h2>
      <ul className={styles.grid}>
        {picks.map((a) => (
          <li key={a.id}>
            <ProductTile {...accessoryTile(a, site.base)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
