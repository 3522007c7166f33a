import type { LandingContent } from '@carrier/service-contracts';
import {
  Badge,
  Inline,
  Link,
  ProductTile,
  safeImageSrc,
  Skeleton,
  Stack,
  type ProductTileProps,
} from '@carrier/design-system';
import {
  actionLink,
  card,
  cardTitle,
  serves,
  smartBannerTarget,
  useLoad,
  useProcessStepBanner,
  useStorefront,
} from '@carrier/storefront/kit';
import { ACCOUNT_PATHS } from '@carrier/journey-account/paths';
import { LINES_PATHS } from '@carrier/journey-lines/paths';
import { SHOP_PATHS } from '../paths.js';
import { useShopStrings } from '../hooks.js';
import { PlanPrice } from '../PlanPrice.js';
import * as styles from '../shop.css.js';
import { useShop } from '../deps.js';

/** Featured tiles per row of the landing page. */
export const FEATURED = 4;

/** Plans teased on the landing page, and the number of lines their price is quoted for. */
const PLAN_TEASERS = 3;

const TEASER_LINES = 4;

/**
 * The current promotion: what it is, its call to action and its picture (drawn by the content service). Its
 * room is kept while the content loads, so nothing below it moves; without content it says what the shop is.
 */
export function Hero({ landing, failed }: { readonly landing: LandingContent | undefined; readonly failed: boolean }) {
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
export function PlanTeasers({ title, intro }: { readonly title: string; readonly intro: string }) {
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
export function AppCard({ title, body, linkLabel }: LandingContent['app']) {
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
export function ForYou() {
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

export function DeviceRow({
  title,
  id,
  devices,
  loading,
  children,
}: {
  readonly title: string;
  readonly id: string;
  /** Each phone as its tile draws it (`tileOf`). */
  readonly devices: readonly ProductTileProps[];
  readonly loading: boolean;
  readonly children: React.ReactNode;
}) {
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
          : devices.map((tile) => (
              <li key={tile.href}>
                <ProductTile {...tile} headingLevel={3} />
              </li>
            ))}
      </ul>
    </Stack>
  );
}
