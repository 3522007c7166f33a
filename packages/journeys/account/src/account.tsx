import { formatPhone } from '@carrier/checkout-rules';
import { Badge, Button, formatMoney, Link, Skeleton, Stack } from '@carrier/design-system';
import type { AccountCustomer, Order } from '@carrier/service-contracts';
import {
  AmountsBreakdown,
  card,
  cardList,
  cardTitle,
  LoadFailed,
  pagePath,
  useFavorites,
  useLoad,
  useStorefront,
  type Language,
  type Load,
} from '@carrier/storefront/kit';
import { ACCOUNT_PATHS } from './paths.js';
import { LINES_PATHS } from '@carrier/journey-lines/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import * as styles from './account.css.js';
import { useAccount } from './deps.js';
import { ACCOUNT_STRINGS, type AccountStrings } from './strings/index.js';

export const useTexts = (): AccountStrings => ACCOUNT_STRINGS[useStorefront().site.language];

/** How many orders the overview shows; the order history has them all. */
export const RECENT_ORDERS = 3;

export function Overview() {
  const { shell, storeServices, sessionTimer } = useStorefront();
  const texts = useTexts();
  const account = useLoad(() => storeServices.customerAccount(), []);
  const customer = account.status === 'ready' ? account.value : undefined;
  return (
    <Stack as="section" space="xl" className={styles.page} aria-labelledby="account-title">
      <Stack space="xs">
        <h1 id="account-title" className={styles.heading}>
          {texts.title(customer?.firstName ?? shell.firstName?.())}
        </h1>
        <p className={styles.muted}>{texts.intro}</p>
      </Stack>
      {account.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {account.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={account.retry} /> : null}
      {customer ? <Services customer={customer} /> : null}
      <RecentOrders />
      <Favorites />
      <OffersAndQuotes />
      <div>
        <Button variant="secondary" onClick={() => void sessionTimer.logout()}>
          {texts.signOut}
        </Button>
      </div>
    </Stack>
  );
}

/** What the customer has with the carrier, by line of business: wireless lines, home services, or both. */
function Services({ customer }: { readonly customer: AccountCustomer }) {
  const { site } = useStorefront();
  const texts = useTexts();
  const wireless = customer.lob.split('|').includes('vzw');
  const wireline = customer.lob.split('|').includes('vzt');
  return (
    <>
      <Stack as="section" space="md" aria-labelledby="lines-title">
        <h2 id="lines-title" className={styles.sectionTitle}>
          {texts.lines}
        </h2>
        {customer.lines.length > 0 ? (
          <ul className={cardList}>
            {customer.lines.map((line) => {
              const number = formatPhone(line.mtn);
              return (
                <li key={line.mtn} className={card}>
                  <h3 className={cardTitle}>{texts.line(number)}</h3>
                  <p>{line.device}</p>
                  <p className={styles.muted}>{texts.plan(line.plan)}</p>
                  <div>
                    <Badge tone={line.upgradeEligible ? 'success' : 'neutral'}>
                      {line.upgradeEligible ? texts.upgradeReady : texts.upgradeLater}
                    </Badge>
                  </div>
                  {line.upgradeEligible ? (
                    <Link
                      href={`${site.base}${LINES_PATHS.mdnSelection}?mdn=${line.mtn}`}
                      aria-label={texts.upgrade(number)}
                    >
                      {texts.upgradeShort}
                    </Link>
                  ) : line.deviceBalance > 0 ? (
                    <Link
                      href={`${site.base}${LINES_PATHS.earlyUpgrade}?mdn=${line.mtn}`}
                      aria-label={texts.upgradeEarly(number)}
                    >
                      {texts.upgradeEarlyShort}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.muted}>{texts.noLines}</p>
        )}
        {/* A customer without wireless (wireline only) is offered it. */}
        {!wireless ? (
          <Stack space="sm" align="start" padding="md" background="surface" borderRadius="md">
            <p>{texts.wirelessOffer}</p>
            <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shopPhones}</Link>
            <Link href={`${site.base}${SHOP_PATHS.plans}`}>{texts.seePlans}</Link>
          </Stack>
        ) : null}
      </Stack>
      {wireline && customer.homeServices.length > 0 ? (
        <Stack as="section" space="md" aria-labelledby="home-title">
          <h2 id="home-title" className={styles.sectionTitle}>
            {texts.home}
          </h2>
          <ul className={cardList}>
            {customer.homeServices.map((service) => (
              <li key={service.name} className={card}>
                <h3 className={cardTitle}>{service.name}</h3>
                <p className={styles.muted}>{service.detail}</p>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </>
  );
}

/** The last few orders, with the way to all of them. */
function RecentOrders() {
  const { site } = useStorefront();
  const texts = useTexts();
  const orders = useAccount().services.orders;
  const loaded = useLoad(() => orders(), []);
  return (
    <Stack as="section" space="md" aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
        {texts.orders}
      </h2>
      <OrderList loaded={loaded} limit={RECENT_ORDERS} />
      {loaded.status === 'ready' && loaded.value.length > 0 ? (
        <Link href={`${site.base}${ACCOUNT_PATHS.orderHistory}`}>{texts.allOrders}</Link>
      ) : null}
    </Stack>
  );
}

/** How many favorites the customer keeps, with the way to them. */
function Favorites() {
  const { site } = useStorefront();
  const texts = useTexts();
  const favorites = useFavorites();
  return (
    <Stack as="section" space="sm" aria-labelledby="favorites-title">
      <h2 id="favorites-title" className={styles.sectionTitle}>
        {texts.favorites}
      </h2>
      <p className={styles.muted}>{texts.favoritesCount(favorites.items.length)}</p>
      <Link href={`${site.base}${SHOP_PATHS.favorites}`}>{texts.seeFavorites}</Link>
    </Stack>
  );
}

/** The offers kept for the customer's account and their saved quotes, where the app serves those pages. */
function OffersAndQuotes() {
  const { site, journeys } = useStorefront();
  const texts = useTexts();
  const offers = pagePath(journeys, 'myOffersList');
  const quotes = pagePath(journeys, 'quotes');
  if (!offers && !quotes) return null;
  return (
    <Stack as="section" space="sm" aria-labelledby="offers-title">
      <h2 id="offers-title" className={styles.sectionTitle}>
        {texts.offers}
      </h2>
      <p className={styles.muted}>{texts.offersIntro}</p>
      {offers ? <Link href={`${site.base}${offers}`}>{texts.myOffers}</Link> : null}
      {quotes ? <Link href={`${site.base}${quotes}`}>{texts.savedQuotes}</Link> : null}
    </Stack>
  );
}

/** A day and time of an order as the customer reads it: "November 24, 2026". */
function orderDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** Orders as cards: number, date, what it was, what was bought, what it costs and how it comes. */
export function OrderList({ loaded, limit }: { readonly loaded: Load<readonly Order[]>; readonly limit?: number }) {
  const { site } = useStorefront();
  const texts = useTexts();
  const money = (amount: number) => formatMoney(amount, site.language);
  if (loaded.status === 'loading') return <Skeleton height="8rem" />;
  if (loaded.status === 'failed') return <LoadFailed message={texts.ordersFailed} retry={loaded.retry} />;
  if (loaded.value.length === 0) return <p className={styles.muted}>{texts.noOrders}</p>;
  const label = <K extends string>(map: Readonly<Record<K, string>>, key: string) =>
    Object.hasOwn(map, key) ? map[key as K] : key;
  return (
    <ul className={cardList}>
      {loaded.value.slice(0, limit).map((order) => (
        <li key={order.orderNumber} className={card}>
          <h3 className={cardTitle}>{texts.order(order.orderNumber)}</h3>
          <p className={styles.muted}>
            {texts.placed(orderDate(order.placedAt, site.language))} · {label(texts.intent, order.intendType)}
          </p>
          <div>
            <Badge tone="info">{label(texts.status, order.status)}</Badge>
          </div>
          {order.lines.map((line) => (
            <p key={line.lineId}>
              {line.deviceName}
              <span className={styles.muted}>
                {' '}
                · {line.colour}, {line.storage}
              </span>
            </p>
          ))}
          {order.accessories.length > 0 ? (
            <p>{texts.accessories(order.accessories.reduce((n, a) => n + a.quantity, 0))}</p>
          ) : null}
          <dl className={styles.figures}>
            <div>
              <dt>{texts.dueToday}</dt>
              <dd>{money(order.amounts.dueToday)}</dd>
            </div>
            <div>
              <dt>{texts.monthly}</dt>
              <dd>{money(order.amounts.dueMonthly)}</dd>
            </div>
            <div>
              {order.delivery ? (
                <>
                  <dt>{label(texts.delivery, order.delivery.method)}</dt>
                  <dd>{order.delivery.method === 'SDD' ? order.delivery.window : order.delivery.name}</dd>
                </>
              ) : (
                <>
                  <dt>{texts.noDelivery}</dt>
                  <dd>{texts.esimOnline}</dd>
                </>
              )}
            </div>
          </dl>
          <details className={styles.breakdown}>
            <summary>{texts.whatYouPaid}</summary>
            <AmountsBreakdown amounts={order.amounts} headingLevel={4} placed />
          </details>
        </li>
      ))}
    </ul>
  );
}
