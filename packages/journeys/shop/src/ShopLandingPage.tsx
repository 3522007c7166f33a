import { Alert, Link, Stack } from '@carrier/design-system';
import {
  card,
  cardTitle,
  LoadFailed,
  useLoad,
  useShopVariant,
  useStorefront,
  usePageView,
} from '@carrier/storefront/kit';
import { SHOP_PATHS } from './paths.js';
import { NEW_BADGE, hasBadge, isDeal, type Device } from './catalogue.js';
import { tileOf } from './tiles.js';
import { useShopStrings } from './hooks.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { storeStructuredData } from './landing/store-structured-data.js';
import { FEATURED, Hero, PlanTeasers, AppCard, ForYou, DeviceRow } from './landing/sections.js';

/** The landing's rows: the first deals and the newest phones, each as its tile draws it. */
export function featuredTiles(list: readonly Device[], base: string) {
  const tiles = (devices: readonly Device[]) => devices.map((device) => tileOf(device, base, 'monthly'));
  return {
    deals: tiles(list.filter(isDeal).slice(0, FEATURED)),
    newest: tiles(
      [...list]
        .filter((d) => hasBadge(d, NEW_BADGE))
        .sort((a, b) => b.released.localeCompare(a.released))
        .slice(0, FEATURED),
    ),
  };
}

/**
 * The shop's landing page: the current promotion's hero and the week's deal strips (from the content service,
 * the hero's picture drawn by it), what a signed-in customer is offered, the categories, featured deals, plan
 * teasers, the newest phones, and the app card on phones and tablets.
 */
export function ShopLandingPage() {
  const { site, currentHref, strings } = useStorefront();
  // isFiosOnlyFeedFlow=true (spec 2.6): a Fios home customer came from the Fios feed, and is offered wireless first.
  const fiosFeed = new URL(currentHref()).searchParams.get('isFiosOnlyFeedFlow') === 'true';
  const shop = useShop();
  const shopVariant = useShopVariant();
  const allTexts = useShopStrings();
  const texts = allTexts.landing;
  usePageView({
    title: texts.title,
    description: texts.headDescription,
    structuredData: storeStructuredData(strings.brandName.wireless, site.base),
  });
  // The rows' tiles, picked from the catalogue as it is read: a page drawn on the server carries what it draws (eight
  // tiles), not the whole catalogue it picked them from.
  const devices = useLoad(() => shop.services.devices().then((list) => featuredTiles(list, site.base)), [site.base]);
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
  const { deals, newest } = devices.status === 'ready' ? devices.value : { deals: [], newest: [] };
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
