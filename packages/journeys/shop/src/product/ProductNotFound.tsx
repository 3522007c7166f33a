import { Link, Stack } from '@carrier/design-system';
import { useStorefront } from '@carrier/storefront/kit';
import { useShopStrings } from '../hooks.js';
import { SHOP_PATHS } from '../paths.js';
import * as styles from '../shop.css.js';

/** A phone the catalogue does not have (or no variant of it): said so, with the way back to the phones. */
export function ProductNotFound() {
  const { site } = useStorefront();
  const texts = useShopStrings().product;
  return (
    <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
      <h1 className={styles.heading}>{texts.notFound}</h1>
      <Link href={`${site.base}${SHOP_PATHS.gridwall}`} variant="standalone">
        {texts.notFoundLink}
      </Link>
    </Stack>
  );
}
