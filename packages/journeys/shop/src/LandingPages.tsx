import type { LandingContent } from '@carrier/service-contracts';
import { Alert, Badge, Button, Inline, Link, ProductTile, safeImageSrc, Skeleton, Stack } from '@carrier/design-system';
import {
  actionLink,
  card,
  cardTitle,
  LoadFailed,
  serves,
  smartBannerTarget,
  useFavorites,
  useLoad,
  useProcessStepBanner,
  useShopVariant,
  useStorefront,
  usePageView,
} from '@carrier/storefront/kit';
import { ACCOUNT_PATHS } from '@carrier/journey-account/paths';
import { LINES_PATHS } from '@carrier/journey-lines/paths';
import { SHOP_PATHS } from './paths.js';
import { NEW_BADGE, hasBadge, isDeal, type Accessory, type Device } from './catalogue.js';
import { accessoryTile, tileOf } from './tiles.js';
import { useShopStrings } from './hooks.js';
import { PlanPrice } from './PlanPrice.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';

/** Featured tiles per row of the landing page. */
const FEATURED = 4;
/** Plans teased on the landing page, and the number of lines their price is quoted for. */
const PLAN_TEASERS = 3;
const TEASER_LINES = 4;

/**
 * The shop's landing page: the current promotion's hero and the week's deal strips (from the content service,
 * the hero's picture drawn by it), what a signed-in customer is offered, the categories, featured deals, plan
 * teasers, the newest phones, and the app card on phones and tablets.
 */
export function ShopLandingPage() {
  const { site, currentHref } = useStorefront();
  // isFiosOnlyFeedFlow=true (spec 2.6): a Fios home customer came from the Fios feed, and is offered wireless first.
  const fiosFeed = new URL(currentHref()).searchParams.get('isFiosOnlyFeedFlow') === 'true';
  const shop = useShop();
  const shopVariant = useShopVariant();
  const allTexts = useShopStrings();
  const texts = allTexts.landing;
  usePageView(texts.title);
  const devices = useLoad(() => shop.services.devices(), []);
  // The content is the page's dressing: without it the page still sells (no error is reported).
  const content = useLoad(() => shop.services.landingContent(), [], { report: () => false });
  const landing = content.status === 'ready' ? content.value : undefined;
  const categories = [
    { id: 'smartphones', href: SHOP_PATHS.gridwall },
    { id: 'deals', href: `${SHOP_PATHS.gridwall}?deals=true` },
    { id: 'accessories', href: SHOP_PATHS.accessories },
    { id: 'plans', href: SHOP_PATHS.plans },
    { id: 'favorites', href: SHOP_PATHS.favorites },
  ] as const;
  const list = devices.status === 'ready' ? devices.value : [];
  const deals = list.filter(isDeal).slice(0, FEATURED);
  const newest = [...list]
    .filter((d) => hasBadge(d, NEW_BADGE))
    .sort((a, b) => b.released.localeCompare(a.released))
    .slice(0, FEATURED);
  return (
    <Stack space="lg" className={styles.pageEnd}>
      <h1 className={styles.landingTitle}>{texts.title}</h1>
      {fiosFeed ? (
        <Alert tone="info" title={texts.fiosFeedTitle}>
          {texts.fiosFeed} <Link href={`${site.base}${SHOP_PATHS.plans}`}>{texts.seePlans}</Link>
        </Alert>
      ) : null}
      <Hero landing={landing} failed={content.status === 'failed'} />
      <ForYou />
      {/* The app's shop variant (spec 6.2): the app's own shop tab carries the categories. */}
      {shopVariant ? null : (
        <Stack as="nav" aria-labelledby="categories-title" space="lg">
          <h2 id="categories-title" className={styles.sectionTitle}>
            {texts.categories}
          </h2>
          <ul className={styles.categoryList}>
            {categories.map((c) => (
              <li key={c.id}>
                <a className={styles.categoryLink} href={`${site.base}${c.href}`}>
                  {texts.categoryNames[c.id]}
                </a>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {landing ? (
        <Stack as="section" space="lg" aria-labelledby="strips-title">
          <h2 id="strips-title" className={styles.sectionTitle}>
            {texts.dealsOfWeek}
          </h2>
          <ul className={styles.strips}>
            {landing.dealStrips.map((strip) => (
              <li key={strip.id} className={card}>
                <h3 className={cardTitle}>{strip.title}</h3>
                <p className={styles.muted}>{strip.body}</p>
                <Link href={`${site.base}${strip.link.path}`}>{strip.link.label}</Link>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {devices.status === 'failed' ? <LoadFailed message={allTexts.gridwall.loadFailed} retry={devices.retry} /> : null}
      <DeviceRow title={texts.deals} id="deals" devices={deals} loading={devices.status === 'loading'}>
        <Link href={`${site.base}${SHOP_PATHS.gridwall}?deals=true`}>{texts.seeDeals}</Link>
      </DeviceRow>
      {landing ? <PlanTeasers title={landing.plansTitle} intro={landing.plansIntro} /> : null}
      <DeviceRow title={texts.newest} id="newest" devices={newest} loading={devices.status === 'loading'}>
        <Link href={`${site.base}${SHOP_PATHS.gridwall}?sort=newest`}>{texts.seeAll}</Link>
      </DeviceRow>
      {landing ? <AppCard {...landing.app} /> : null}
    </Stack>
  );
}

/**
 * The current promotion: what it is, its call to action and its picture (drawn by the content service). Its
 * room is kept while the content loads, so nothing below it moves; without content it says what the shop is.
 */
function Hero({ landing, failed }: { readonly landing: LandingContent | undefined; readonly failed: boolean }) {
  const { site } = useStorefront();
  const texts = useShopStrings().landing;
  const image = landing ? safeImageSrc(landing.hero.image) : undefined;
  if (failed) return <p className={styles.muted}>{texts.heroUnavailable}</p>;
  return (
    <section className={styles.hero} aria-labelledby="hero-title" aria-busy={!landing}>
      {landing ? (
        <>
          <div className={styles.heroText}>
            <div>
              <Badge tone="new">{landing.hero.eyebrow}</Badge>
            </div>
            <h2 id="hero-title" className={styles.heroTitle}>
              {landing.hero.title}
            </h2>
            <p className={styles.heroBody}>{landing.hero.body}</p>
            <div>
              <a className={actionLink} href={`${site.base}${landing.hero.cta.path}`}>
                {landing.hero.cta.label}
              </a>
            </div>
          </div>
          {image ? (
            <img className={styles.heroImage} src={image} alt="" width={1200} height={600} fetchPriority="high" />
          ) : null}
        </>
      ) : (
        <h2 id="hero-title" className={styles.heroPlaceholder}>
          <Skeleton lines={3} />
        </h2>
      )}
    </section>
  );
}

/** The first plans with their price per line for a family of four, and the way to compare them all. */
function PlanTeasers({ title, intro }: { readonly title: string; readonly intro: string }) {
  const { site } = useStorefront();
  const shop = useShop();
  const texts = useShopStrings();
  const plans = useLoad(() => shop.services.plans('postpaid'), [], { report: () => false });
  if (plans.status !== 'ready' || plans.value.length === 0) return null;
  const teased = plans.value.slice(0, PLAN_TEASERS);
  return (
    <Stack as="section" space="lg" aria-labelledby="plans-title">
      <Inline space="sm" align="spaceBetween" alignY="baseline">
        <h2 id="plans-title" className={styles.sectionTitle}>
          {title}
        </h2>
        <Link href={`${site.base}${SHOP_PATHS.plans}`}>{texts.landing.seePlans}</Link>
      </Inline>
      <p className={styles.muted}>{intro}</p>
      <ul className={styles.strips}>
        {teased.map((plan) => (
          <li key={plan.id} className={card}>
            <h3 className={cardTitle}>{plan.name}</h3>
            <PlanPrice plan={plan} lines={TEASER_LINES} />
            <p className={styles.muted}>{plan.data}</p>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * The app card, on phones and tablets outside the app: Get the app goes to the store of the visitor's phone,
 * or to the main site elsewhere, as the app banner's View does (spec 2.9).
 */
function AppCard({ title, body, linkLabel }: LandingContent['app']) {
  const { site, shell } = useStorefront();
  if (shell.inApp || site.device === 'desktop') return null;
  return (
    <Stack as="section" space="sm" padding="lg" background="surface" borderRadius="md" aria-labelledby="app-title">
      <h2 id="app-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{body}</p>
      <Link href={smartBannerTarget(shell.userAgent, shell.appLinks)} external>
        {linkLabel}
      </Link>
    </Stack>
  );
}

/**
 * What the shop offers a signed-in customer by their line of business (spec 6.3): a wireless customer the
 * upgrade their lines are ready for and another line; a wireline (fios) customer wireless; a joint customer
 * both. Nothing for a visitor who is not signed in, or when the account cannot be read.
 */
function ForYou() {
  const { site, shell, storeServices, journeys } = useStorefront();
  const texts = useShopStrings().landing;
  const loggedIn = shell.loggedIn();
  // A failed read goes through the store's service-error actions: id 208 leads to the scheduled-order page (8.4).
  const account = useLoad(() => (loggedIn ? storeServices.customerAccount() : Promise.resolve(null)), [loggedIn]);
  // Where the customer left off, as the services say: a banner leads back there (spec 3.7).
  useProcessStepBanner(loggedIn);
  const customer = account.status === 'ready' ? account.value : null;
  if (!customer) return null;
  const lob = customer.lob.split('|');
  const ready = customer.lines.filter((line) => line.upgradeEligible).length;
  const link = (path: string) => `${site.base}${path}`;
  return (
    <Stack as="section" space="sm" padding="lg" background="surface" borderRadius="md" aria-labelledby="for-you">
      <h2 id="for-you" className={styles.sectionTitle}>
        {texts.forYou(customer.firstName)}
      </h2>
      {lob.includes('vzw') ? (
        <>
          <p className={styles.muted}>{texts.upgradeReady(ready, customer.lines.length)}</p>
          <Inline space="md">
            {/* Where the store has the lines pages, the customer chooses the line an upgrade is for. */}
            {ready > 0 ? (
              <Link
                href={link(serves(journeys, LINES_PATHS.mdnSelection) ? LINES_PATHS.mdnSelection : SHOP_PATHS.gridwall)}
              >
                {texts.upgrade}
              </Link>
            ) : null}
            <Link href={link(serves(journeys, LINES_PATHS.lineOverview) ? LINES_PATHS.lineOverview : SHOP_PATHS.plans)}>
              {texts.addLine}
            </Link>
          </Inline>
        </>
      ) : (
        <>
          <p className={styles.muted}>{texts.addWireless}</p>
          <Inline space="md">
            <Link href={link(SHOP_PATHS.gridwall)}>{texts.shopPhones}</Link>
            <Link href={link(SHOP_PATHS.plans)}>{texts.seePlans}</Link>
          </Inline>
        </>
      )}
      {lob.includes('vzw') && lob.includes('vzt') ? (
        <p className={styles.muted}>{texts.homeAndMobile(customer.homeServices.map((s) => s.name).join(', '))}</p>
      ) : null}
      {serves(journeys, ACCOUNT_PATHS.account) ? <Link href={link(ACCOUNT_PATHS.account)}>{texts.account}</Link> : null}
    </Stack>
  );
}

function DeviceRow({
  title,
  id,
  devices,
  loading,
  children,
}: {
  readonly title: string;
  readonly id: string;
  readonly devices: readonly Device[];
  readonly loading: boolean;
  readonly children: React.ReactNode;
}) {
  const { site } = useStorefront();
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby={`${id}-title`}>
      <Inline space="sm" align="spaceBetween" alignY="baseline">
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </Inline>
      <ul className={styles.grid} aria-busy={loading}>
        {loading
          ? Array.from({ length: FEATURED }, (_, i) => (
              <li key={i} className={styles.tilePlaceholder}>
                <Skeleton shape="rect" height="12rem" />
                <Skeleton lines={3} />
              </li>
            ))
          : devices.map((device) => (
              <li key={device.id}>
                <ProductTile {...tileOf(device, site.base, 'monthly')} headingLevel={3} />
              </li>
            ))}
      </ul>
    </Stack>
  );
}

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
