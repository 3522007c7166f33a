import { Link, Stack } from '@carrier/design-system';
import { usePageNotFound, useStorefront } from '@carrier/storefront/kit';
import { useShopStrings } from '../hooks.js';
import { SHOP_PATHS } from '../paths.js';
import * as styles from '../shop.css.js';

/**
 * A phone (or accessory) the catalogue does not have, or no variant of it: said so, with the way back to the phones
 * (the accessories); the server answers 404 with it.
 */
export function ProductNotFound({ kind = 'phone' }: { readonly kind?: 'phone' | 'accessory' }) {
  const { site } = useStorefront();
  const allTexts = useShopStrings();
  usePageNotFound();
  const [heading, href, label] =
    kind === 'phone'
      ? [allTexts.product.notFound, SHOP_PATHS.gridwall, allTexts.product.notFoundLink]
      : [allTexts.accessories.notFound, SHOP_PATHS.accessories, allTexts.accessories.title];
  return (
    <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
      <h1 className={styles.heading}>{heading}</h1>
      <Link href={`${site.base}${href}`} variant="standalone">
        {label}
      </Link>
    </Stack>
  );
}
