import {
  Alert,
  Breadcrumbs,
  Button,
  Inline,
  Link,
  Price,
  QuantityStepper,
  safeImageSrc,
  Skeleton,
  Stack,
  StarRating,
} from '@carrier/design-system';
import { useParams, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ProductNotFound } from './product/ProductNotFound.js';
import { LoadFailed, signInHref, useLoad, useMoney, useStorefront, usePageView } from '@carrier/storefront/kit';
import { accessoryHead } from './accessories/accessory-head.js';
import { SHOP_PATHS } from './paths.js';
import { parseAccessoryPageSearch } from './search.js';
import { MAX_ACCESSORY_QUANTITY } from './accessories/add-accessory-form.js';
import { useShopStrings, useShopper } from './hooks.js';
import * as styles from './shop.css.js';
import { FavoriteButton } from './FavoriteButton.js';
import { useShop } from './deps.js';
import { useAddAccessory } from './accessories/use-add-accessory.js';

/** One accessory: picture, price, rating, the phones it fits, quantity and add to cart. */
export function AccessoryPage() {
  const { site, shell, currentHref } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.accessories;
  const { accessoryId } = useParams({ strict: false }) as { accessoryId: string };
  const accessories = useLoad(() => shop.services.accessories(), []);
  const accessory = accessories.status === 'ready' ? accessories.value.find((a) => a.id === accessoryId) : undefined;
  const money = useMoney();
  usePageView(
    accessory ? accessoryHead(accessory, texts, money, site.base, allTexts.product.breadcrumbHome) : texts.title,
  );
  const shopper = useShopper({ forAccessories: true });
  const [quantity, setQuantity] = useState(1);
  const { add, busy, message } = useAddAccessory();
  // What the store server did with the page's form (sent before the page's code ran, or with scripts off).
  const search = parseAccessoryPageSearch(useSearch({ strict: false }));
  // scanngoACC=true (spec 2.6): the customer scanned the accessory's code in a store, to buy it here and pick it up.
  const scanned = new URL(currentHref()).searchParams.get('scanngoACC') === 'true';
  if (accessories.status === 'loading') return <Skeleton lines={6} />;
  if (accessories.status === 'failed') return <LoadFailed message={texts.loadFailed} retry={accessories.retry} />;
  if (!accessory) return <ProductNotFound kind="accessory" />;
  const image = safeImageSrc(accessory.image);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Until the throttle list is read, whether the visitor may add is the store server's to say.
    if (shopper.canAdd === undefined) return;
    event.preventDefault();
    void add(accessory, quantity);
  };
  // What the store server said of the form, until the page's own add says something.
  const blocked = search.problem === 'prospectBlocked';
  const fromServer =
    search.problem !== undefined
      ? ({ tone: blocked ? 'info' : 'error', text: blocked ? texts.prospectBlocked : texts.addFailed } as const)
      : search.added === accessory.id
        ? ({ tone: 'success', text: texts.added(accessory.name) } as const)
        : undefined;
  const shown = message ?? fromServer;
  return (
    <Stack as="article" space="lg" className={styles.pageEnd} aria-labelledby="accessory-title">
      <Breadcrumbs
        items={[
          { label: allTexts.product.breadcrumbHome, href: `${site.base}${SHOP_PATHS.landing}` },
          { label: texts.title, href: `${site.base}${SHOP_PATHS.accessories}` },
          { label: accessory.name },
        ]}
      />
      <div className={styles.product}>
        <div className={styles.gallery}>
          {image ? (
            <img className={styles.galleryImage} src={image} alt={accessory.name} width={480} height={480} />
          ) : null}
        </div>
        <Stack space="md">
          <p className={styles.muted}>{accessory.brand}</p>
          <h1 id="accessory-title" className={styles.heading}>
            {accessory.name}
          </h1>
          <StarRating value={accessory.rating.average} count={accessory.rating.count} />
          {scanned ? <Alert tone="info">{texts.scanned}</Alert> : null}
          <Price retail={accessory.price} mode="retail" />
          <p className={styles.muted}>{texts.fits(accessory.universal ? 0 : accessory.compatibleDevices.length)}</p>
          {/* A form the store server answers too: sent before the page's code runs (or with scripts off), it adds the
              accessory and comes back to this page, which says so; once the page is live, the page sends it. */}
          <form id="add-accessory" method="post" onSubmit={onSubmit}>
            <QuantityStepper
              label={texts.quantity}
              name="quantity"
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={MAX_ACCESSORY_QUANTITY}
            />
          </form>
          {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
          {shopper.canAdd === false && !blocked ? (
            <Alert tone="info">
              {texts.prospectBlocked}{' '}
              <Link href={signInHref(shell.signInUrl, currentHref())}>{allTexts.product.signInToBuy}</Link>
            </Alert>
          ) : null}
          <Inline space="sm">
            <Button
              type="submit"
              form="add-accessory"
              size="large"
              loading={busy === accessory.id}
              // Not known on the server (the throttle list is read in the browser): the server decides a form it is
              // sent until the list is read. Never disabled while it is: a tap as the page comes alive is not lost.
              disabled={shopper.canAdd === false || busy !== undefined}
            >
              {texts.add}
            </Button>
            <FavoriteButton id={accessory.id} kind="accessory" />
          </Inline>
        </Stack>
      </div>
    </Stack>
  );
}
