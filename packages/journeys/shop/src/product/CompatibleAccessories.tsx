import { Stack, formatMoney, safeImageSrc } from '@carrier/design-system';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { accessoriesFor } from '../catalogue.js';
import { useShop } from '../deps.js';
import { useShopStrings } from '../hooks.js';
import * as styles from '../shop.css.js';
import { accessoryPath } from '../paths.js';

/**
 * Accessories made for this phone, then ones that fit every phone: the first four, each a card with its picture, name
 * and price that leads to its page. Plain links, not the gridwall's product tiles: the phone's page draws them as it
 * starts, and four tiles with their ratings, colours and favorites cost its start-up more than the speed gate allows.
 */
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
      <ul className={styles.accessoryCards}>
        {picks.map((a) => {
          const image = safeImageSrc(a.image);
          return (
            <li key={a.id}>
              <a className={styles.accessoryCard} href={`${site.base}${accessoryPath(a.id)}`}>
                {image ? (
                  <img
                    className={styles.accessoryPicture}
                    src={image}
                    alt=""
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.accessoryPicture} aria-hidden="true" />
                )}
                <span className={styles.accessoryName}>{a.name}</span>
                <span className={styles.muted}>{formatMoney(a.price, site.language)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
