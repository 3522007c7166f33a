import { deviceName } from '@carrier/service-contracts';
import { cartItems } from '@carrier/analytics-tagger';
import {
  Alert,
  Breadcrumbs,
  Button,
  FilterChips,
  Inline,
  Link,
  Price,
  ProductTile,
  QuantityStepper,
  safeImageSrc,
  Select,
  Skeleton,
  Stack,
  StarRating,
} from '@carrier/design-system';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  LoadFailed,
  signInHref,
  useFavorites,
  useLoad,
  usePageName,
  useStorefront,
  usePageView,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from './paths.js';
import { ACCESSORY_TYPES, accessoriesFor, filterAccessories, type Accessory } from './catalogue.js';
import { useShopStrings, useShopper } from './hooks.js';
import { items, parseAccessoriesSearch, parseInterstitialSearch, type AccessoriesSearch } from './search.js';
import { toggleItem } from './filters.js';
import * as styles from './shop.css.js';
import { FavoriteButton } from './FavoriteButton.js';
import { useCartChange } from './useCartChange.js';
import { accessoryTile } from './tiles.js';
import { useShop } from './deps.js';

/** The accessory interstitial's page name (spec 2.2): its saves are the cart lock's exception (spec 4.4). */
export const INTERSTITIAL_PAGE_NAME = 'accessoryInterstitial';

/**
 * Adding accessories from any page: through the cart lock, the cart opening on the first add only
 * (spec 4.3), a message for later adds and for failures.
 */
function useAddAccessory() {
  const pageName = usePageName();
  const { cart, analytics, currentHref, cartOpener } = useStorefront();
  const texts = useShopStrings().accessories;
  const { run, busy, problem } = useCartChange();
  const [added, setAdded] = useState<string | undefined>();
  const add = async (accessory: Accessory, quantity = 1) => {
    setAdded(undefined);
    const updated = await run(
      accessory.id,
      () =>
        // The interstitial saves its picks into the cart it follows (spec 4.4); elsewhere they are added.
        pageName === INTERSTITIAL_PAGE_NAME
          ? cart.saveAccessories([{ accessoryId: accessory.id, quantity }], pageName)
          : cart.addAccessories([{ accessoryId: accessory.id, quantity }], pageName),
      texts.addFailed,
    );
    if (!updated) return;
    const opened = cartOpener.added(accessory.name) === 'opened';
    if (!opened) setAdded(texts.added(accessory.name));
    // The accessory's add-to-cart event, on this page (spec 4.3).
    analytics.addToCart(
      cartItems(updated, 'add', currentHref()).filter((item) => item.id === accessory.id),
      { openedCart: opened },
    );
  };
  const message = problem
    ? ({ tone: 'error', text: problem } as const)
    : added
      ? ({ tone: 'success', text: added } as const)
      : undefined;
  return { add, busy, message };
}

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
  const devices = useLoad(() => shop.services.devices(), []);
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
          options={[
            { value: '', label: texts.anyDevice },
            ...(devices.status === 'ready' ? devices.value.map((d) => ({ value: d.id, label: deviceName(d) })) : []),
          ]}
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

/** One accessory: picture, price, rating, the phones it fits, quantity and add to cart. */
export function AccessoryPage() {
  const { site, shell, currentHref } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.accessories;
  const { accessoryId } = useParams({ strict: false }) as { accessoryId: string };
  const accessories = useLoad(() => shop.services.accessories(), []);
  const accessory = accessories.status === 'ready' ? accessories.value.find((a) => a.id === accessoryId) : undefined;
  usePageView(accessory?.name ?? texts.title);
  const shopper = useShopper({ forAccessories: true });
  const [quantity, setQuantity] = useState(1);
  const { add, busy, message } = useAddAccessory();
  // scanngoACC=true (spec 2.6): the customer scanned the accessory's code in a store, to buy it here and pick it up.
  const scanned = new URL(currentHref()).searchParams.get('scanngoACC') === 'true';
  if (accessories.status === 'loading') return <Skeleton lines={6} />;
  if (accessories.status === 'failed') return <LoadFailed message={texts.loadFailed} retry={accessories.retry} />;
  if (!accessory)
    return (
      <Stack space="sm" align="start" padding="lg" background="surface" borderRadius="md">
        <h1 className={styles.heading}>{texts.notFound}</h1>
        <Link href={`${site.base}${SHOP_PATHS.accessories}`} variant="standalone">
          {texts.title}
        </Link>
      </Stack>
    );
  const image = safeImageSrc(accessory.image);
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
          <QuantityStepper label={texts.quantity} value={quantity} onChange={setQuantity} min={1} max={10} />
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          {shopper.canAdd === false ? (
            <Alert tone="info">
              {texts.prospectBlocked}{' '}
              <Link href={signInHref(shell.signInUrl, currentHref())}>{allTexts.product.signInToBuy}</Link>
            </Alert>
          ) : null}
          <Inline space="sm">
            <Button
              size="large"
              loading={busy === accessory.id}
              disabled={shopper.canAdd !== true || busy !== undefined}
              onClick={() => void add(accessory, quantity)}
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
