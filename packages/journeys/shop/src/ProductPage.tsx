import { deviceName } from '@carrier/service-contracts';
import { cartItems } from '@carrier/analytics-tagger';
import {
  Alert,
  Badge,
  Breadcrumbs,
  Button,
  Inline,
  Link,
  safeImageSrc,
  Skeleton,
  Stack,
  StarRating,
} from '@carrier/design-system';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import {
  actionLink,
  LoadFailed,
  ProblemNotice,
  signInHref,
  useHydrated,
  lazyPart,
  useLoad,
  useMoney,
  usePageMoved,
  usePageName,
  useStorefront,
  usePageView,
} from '@carrier/storefront/kit';
import { LINES_PATHS } from '@carrier/journey-lines/paths';
import { SHOP_PATHS, productPath } from './paths.js';
import { preconfigured, selectVariant, storesWithStock, type Device } from './catalogue.js';
import { BADGE_TONES } from './tiles.js';
import { rememberViewed, useShopStrings, useShopper } from './hooks.js';
import { parseProductSearch, productQuery, type ProductSearch } from './search.js';
import type { UpgradeRefusal } from './strings/en.js';
import * as styles from './shop.css.js';
import { FavoriteButton } from './FavoriteButton.js';
import { useCartChange } from './useCartChange.js';
import { productHead } from './product/product-head.js';
import { useShop } from './deps.js';
import { LineIntent } from './product/LineIntent.js';
import { ProductNotFound } from './product/ProductNotFound.js';
import { Promotions } from './product/Promotions.js';
import { VariantChoice } from './product/VariantChoice.js';
import { deviceAddition, mustChooseLine } from './product/device-addition.js';

// Specifications, reviews and the accessories that fit sit below the fold: their code comes after the page's.
const ProductSections = lazyPart(() => import('./ProductSections.js').then((m) => m.ProductSections));
const CompatibleAccessories = lazyPart(() =>
  import('./product/CompatibleAccessories.js').then((m) => m.CompatibleAccessories),
);
// The trade-in estimate sits below the add-to-cart button: it loads after the page's first draw.
const TradeInEstimator = lazyPart(() => import('./TradeInEstimator.js').then((m) => m.TradeInEstimator));
// A trade-in completed for the phone is rare on a first visit: its note loads when there is one.
const TradeInReady = lazy(() => import('./TradeInReady.js').then((m) => ({ default: m.TradeInReady })));

/** The parts of the page the server draws: their code comes with the page's when it was drawn there. */
export const parts = [ProductSections, CompatibleAccessories, TradeInEstimator];

/** The page the customer goes to after adding a device, relative to the sales base. */
export const AFTER_ADD_PATH = SHOP_PATHS.interstitial;

/**
 * The product page of a phone: colour and storage in the URL, its picture, the monthly (36-month device
 * payment) or full price, offers and badges, a trade-in estimate, store pickup, add to cart (prospects only
 * in the prospect flow, spec 6.2), favorites, accessories that fit, and the rating.
 */
export function ProductPage() {
  const { shell, site } = useStorefront();
  const shop = useShop();
  const allTexts = useShopStrings();
  const texts = allTexts.product;
  const { deviceId } = useParams({ strict: false }) as { deviceId: string };
  // The phone, or, for a phone sold before, the phone that took its place.
  const loaded = useLoad(async () => {
    const device = await shop.services.device(deviceId);
    return { device: device ?? null, successor: device ? null : ((await shop.services.successor(deviceId)) ?? null) };
  }, [deviceId]);
  useEffect(() => rememberViewed(shell.sessionFlags, deviceId), [deviceId, shell.sessionFlags]);
  const device = loaded.status === 'ready' ? (loaded.value.device ?? undefined) : undefined;
  const successor = loaded.status === 'ready' ? loaded.value.successor : null;
  // Viewed once the page knows what it shows: not while the phone is read, nor for a phone sold before, whose page
  // sends the customer on to its successor's (that page is the one viewed).
  const shown = loaded.status === 'failed' || (loaded.status === 'ready' && !successor);
  // The reviews the page shows, for what it says it is to search engines (the reviews' own part reads the same answer).
  const reviews = useLoad(() => shop.services.reviews(deviceId), [deviceId], { report: () => false });
  const money = useMoney();
  usePageView(
    device
      ? productHead(
          device,
          texts,
          money,
          site.language,
          site.base,
          reviews.status === 'ready' ? reviews.value : undefined,
        )
      : texts.breadcrumbPhones,
    undefined,
    undefined,
    shown,
  );

  if (successor) return <ProductMoved to={successor} />;
  if (loaded.status === 'loading') return <ProductLoading />;
  if (loaded.status === 'failed') {
    return <LoadFailed message={texts.loadFailed} retry={loaded.retry} />;
  }
  if (!device) return <ProductNotFound />;
  return <ProductDetail device={device} />;
}

/** The product page while its phone is read: its heading's and details' places. */
function ProductLoading() {
  return (
    <Stack space="lg" className={styles.pageEnd} aria-busy="true">
      <Skeleton width="14rem" />
      <div className={styles.product}>
        <div className={styles.gallery} />
        <Skeleton lines={8} />
      </div>
    </Stack>
  );
}

/** What went wrong adding the phone, in the page's words: a refused upgrade's own, or that it was not added. */
function addProblem(texts: ReturnType<typeof useShopStrings>['product'], id: string | undefined): string {
  if (id === 'prospectBlocked') return texts.prospectBlocked;
  return id && id in texts.upgradeRefused ? texts.upgradeRefused[id as UpgradeRefusal] : texts.addFailed;
}

/** A phone sold before: its page moved for good to the phone that took its place (301 from the server). */
function ProductMoved({ to }: { readonly to: string }) {
  usePageMoved(productPath(to));
  return <ProductLoading />;
}

function ProductDetail({ device }: { readonly device: Device }) {
  const { site, cart, shell, currentHref, analytics, cartOpener, intent: shoppingIntent } = useStorefront();
  const pageName = usePageName();
  const allTexts = useShopStrings();
  const texts = allTexts.product;
  const search = parseProductSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const shopper = useShopper();
  const { run, busy, problem, problemError, setProblem } = useCartChange();
  // A trade-in completed for this phone from this page comes with it into the cart (kept for the visit).
  const { tradeIns } = useShop();
  const hydrated = useHydrated();
  const [tradeInUsed, setTradeInUsed] = useState(false);
  const tradeIn = hydrated && !tradeInUsed ? tradeIns.forPhone(device.id) : undefined;
  const letTradeInGo = () => {
    tradeIns.clear();
    setTradeInUsed(true);
  };
  // A signed-in customer upgrades a line (EUP) or adds one (AAL); a prospect's cart is a new account (NSE). The line
  // an upgrade is for is the store's shopping intent (chosen on mdnselection, lineoverview or earlyupgrade).
  const chosen = shopper.loggedIn ? shoppingIntent.get() : undefined;
  const [intent, setIntent] = useState<'EUP' | 'AAL'>(chosen?.flow ?? 'EUP');
  const lineToChoose = mustChooseLine(shopper.loggedIn, intent, chosen);
  const adding = busy === 'device';
  const chosenVariant = preconfigured(device, search);
  const variant = selectVariant(device, chosenVariant.color, chosenVariant.storage);
  if (!variant) return <ProductNotFound />;
  const { colour, sku } = variant;
  const view = search.view ?? 'monthly';
  // A choice made anew leaves behind what a form done by the store server said went wrong.
  const setSearch = (change: Partial<ProductSearch>) =>
    void navigate({
      to: '.',
      search: (current: ProductSearch) => ({ ...current, ...change, problem: undefined }),
      replace: true,
      resetScroll: false,
    });
  const variantHref = (change: Partial<ProductSearch>) =>
    `${site.base}${productPath(device.id)}${productQuery({ ...search, ...change, problem: undefined })}`;
  const image = safeImageSrc(colour.image);
  const name = deviceName(device);
  const stores = storesWithStock(sku);
  const addToCart = () =>
    run(
      'device',
      async () => {
        const updated = await cart.addDevice(
          deviceAddition({ device, sku, view, shopper, intent, chosen, tradeInNumber: tradeIn?.tradeInNumber }),
          pageName,
        );
        if (tradeIn) letTradeInGo();
        // The intent is used up: the next phone asks again what it is for.
        shoppingIntent.clear();
        const opened = cartOpener.added(name) === 'opened';
        const line = updated.lineDetails.lineInfo.at(-1);
        // The add-to-cart event goes after the next page's view (spec 4.3), with the line's device, plan
        // and protection.
        analytics.addToCart(
          cartItems(updated, 'add', currentHref()).filter((item) => item.group === line?.lineId),
          { beforeNavigation: true, openedCart: opened },
        );
        await navigate({
          to: AFTER_ADD_PATH,
          search: { device: device.id, ...(line ? { line: line.lineId } : {}) },
        });
        return updated;
      },
      (id) => {
        // A trade-in this browser no longer has (or that is in the cart already) is let go: the next try adds the
        // phone alone.
        if (id === 'TRADE_IN_NOT_FOUND' || id === 'TRADE_IN_IN_USE') {
          letTradeInGo();
          return texts.tradeInGone;
        }
        return addProblem(texts, id);
      },
    );
  // What the store server said went wrong with the page's form (the page's code had not run when it was sent).
  const formProblem = search.problem === undefined ? undefined : addProblem(texts, search.problem);
  // An upgrade with no line chosen yet goes to choose it, and comes back to this phone.
  const chooseLine = `${site.base}${LINES_PATHS.mdnSelection}?device=${encodeURIComponent(device.id)}`;

  return (
    <Stack as="article" space="lg" className={styles.pageEnd} aria-labelledby="product-title">
      <Breadcrumbs
        items={[
          { label: texts.breadcrumbHome, href: `${site.base}${SHOP_PATHS.landing}` },
          { label: texts.breadcrumbPhones, href: `${site.base}${SHOP_PATHS.gridwall}` },
          { label: device.model },
        ]}
      />
      <div className={styles.product}>
        <div className={styles.gallery}>
          {image ? (
            <img
              className={styles.galleryImage}
              src={image}
              alt={`${name}, ${colour.name}`}
              width={480}
              height={480}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <Stack space="md">
          {device.badges.length > 0 ? (
            <Inline space="xs">
              {device.badges.map((badge) => (
                <Badge key={badge.id} tone={BADGE_TONES[badge.id]}>
                  {badge.label}
                </Badge>
              ))}
            </Inline>
          ) : null}
          <h1 id="product-title" className={styles.heading}>
            {name}
          </h1>
          <div>
            <StarRating value={device.rating.average} count={device.rating.count} />
          </div>
          <VariantChoice
            device={device}
            colour={colour}
            sku={sku}
            view={view}
            onChange={setSearch}
            hrefFor={variantHref}
          />
          {tradeIn ? (
            <Suspense fallback={null}>
              <TradeInReady tradeIn={tradeIn} price={sku.salePrice} view={view} />
            </Suspense>
          ) : null}
          <Promotions device={device} months={sku.months} />
          <Link href={`${site.base}${SHOP_PATHS.planRecommendation}?device=${encodeURIComponent(device.id)}`}>
            {texts.planForPhone}
          </Link>
          {shopper.loggedIn ? (
            <LineIntent chosen={chosen} intent={intent} onIntent={setIntent} chooseLine={chooseLine} />
          ) : null}
          <ProblemNotice message={problem ?? formProblem} error={problemError} />
          {shopper.canAdd === false ? (
            <Alert tone="info">
              {texts.prospectBlocked} <Link href={signInHref(shell.signInUrl, currentHref())}>{texts.signInToBuy}</Link>
            </Alert>
          ) : null}
          <div className={styles.buyActions}>
            {lineToChoose ? (
              <a className={actionLink} href={chooseLine}>
                {texts.chooseLineToUpgrade}
              </a>
            ) : (
              // A form the store server answers too: tapped before the page's code runs (or with scripts off), it is
              // sent to the server, which adds the phone and opens the next page; once hydrated, the page sends it.
              <form
                method="post"
                className={styles.addForm}
                onSubmit={(event) => {
                  // Until the throttle list is read, whether the visitor may add is the store server's to say: the
                  // form goes to it as it would have before the page's code ran.
                  if (shopper.canAdd === undefined) return;
                  event.preventDefault();
                  void addToCart();
                }}
              >
                <input type="hidden" name="sku" value={sku.sku} />
                <input type="hidden" name="view" value={view} />
                {shopper.loggedIn ? <input type="hidden" name="intent" value={intent} /> : null}
                {tradeIn ? <input type="hidden" name="tradeIn" value={tradeIn.tradeInNumber} /> : null}
                <Button
                  type="submit"
                  loading={adding}
                  // Not known on the server (the throttle list is read in the browser): the server decides a form it is
                  // sent, until the list is read. Never disabled while it is: a tap as the page comes alive is not lost.
                  disabled={adding || shopper.canAdd === false}
                  size="large"
                >
                  {adding ? texts.adding : texts.addToCart}
                </Button>
              </form>
            )}
            <FavoriteButton
              id={device.id}
              kind="device"
              onSaved={(ok) => setProblem(ok ? undefined : texts.favoriteFailed)}
            />
          </div>
          <Stack
            as="section"
            space="sm"
            padding="md"
            border="standard"
            borderRadius="md"
            aria-labelledby="pickup-title"
          >
            <h2 id="pickup-title" className={styles.filterTitle}>
              {texts.pickup}
            </h2>
            <p className={styles.muted}>{stores.length > 0 ? texts.pickupIn(stores.length) : texts.pickupNone}</p>
          </Stack>
          <Suspense fallback={<Skeleton height="16rem" />}>
            <TradeInEstimator deviceId={device.id} />
          </Suspense>
        </Stack>
      </div>
      <Suspense fallback={<Skeleton height="20rem" />}>
        <ProductSections device={device} />
      </Suspense>
      <Suspense fallback={null}>
        <CompatibleAccessories deviceId={device.id} />
      </Suspense>
    </Stack>
  );
}
