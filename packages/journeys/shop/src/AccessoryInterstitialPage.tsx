import { deviceName } from '@carrier/service-contracts';
import { Alert, Button, Inline, Link, ProductTile, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { LoadFailed, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from './paths.js';
import { accessoriesFor } from './catalogue.js';
import { useShopStrings } from './hooks.js';
import { parseInterstitialSearch } from './search.js';
import * as styles from './shop.css.js';
import { accessoryTile } from './tiles.js';
import { useShop } from './deps.js';
import { useAddAccessory } from './accessories/use-add-accessory.js';

/** After a device is added: accessories made for it, then the way on to a plan or the cart. */
export function AccessoryInterstitialPage() {
  const { site } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.interstitial;
  usePageView(texts.title);
  const search = parseInterstitialSearch(useSearch({ strict: false }));
  const device = useLoad(
    () => (search.device ? shop.services.device(search.device) : Promise.resolve(undefined)),
    [search.device],
  );
  const accessories = useLoad(() => shop.services.accessories(), []);
  const { add, busy, message } = useAddAccessory();
  const name = device.status === 'ready' && device.value ? deviceName(device.value) : '';
  const picks =
    accessories.status === 'ready' && search.device ? accessoriesFor(accessories.value, search.device).slice(0, 4) : [];
  // A phone the page is not told of, or one the catalogue does not know, was not added: the page says so, and no more.
  if (!search.device || (device.status === 'ready' && !device.value))
    return (
      <Stack as="section" space="sm" align="start" className={styles.pageEnd} aria-labelledby="interstitial-title">
        <h1 id="interstitial-title" className={styles.heading}>
          {allTexts.product.notFound}
        </h1>
        <Inline space="sm">
          <Link variant="standalone" href={`${site.base}${SHOP_PATHS.gridwall}`}>
            {allTexts.product.notFoundLink}
          </Link>
          <Link variant="standalone" href={`${site.base}${CART_PATHS.cart}`}>
            {texts.nextCart}
          </Link>
        </Inline>
      </Stack>
    );
  if (device.status === 'failed') return <LoadFailed message={allTexts.product.loadFailed} retry={device.retry} />;
  if (device.status === 'loading') return <Skeleton lines={3} />;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="interstitial-title">
      <h1 id="interstitial-title" className={styles.heading}>
        {texts.title}
      </h1>
      {name ? <p>{texts.body(name)}</p> : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ul className={styles.grid}>
        {picks.map((a) => (
          <Stack as="li" key={a.id} space="sm">
            <ProductTile {...accessoryTile(a, site.base)} headingLevel={2} />
            <Button
              variant="secondary"
              loading={busy === a.id}
              disabled={busy !== undefined}
              onClick={() => void add(a)}
            >
              {allTexts.accessories.add}
            </Button>
          </Stack>
        ))}
      </ul>
      <Inline space="sm">
        <Link
          variant="standalone"
          href={`${site.base}${SHOP_PATHS.plans}${search.line ? `?line=${encodeURIComponent(search.line)}` : ''}`}
        >
          {texts.nextPlan}
        </Link>
        <Link variant="standalone" href={`${site.base}${CART_PATHS.cart}`}>
          {texts.nextCart}
        </Link>
      </Inline>
    </Stack>
  );
}
