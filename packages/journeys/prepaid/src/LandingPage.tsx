import { ActionLink, Link, Skeleton, Stack, safeImageSrc } from '@carrier/design-system';
import type { PrepaidPhone, PrepaidPlan } from '@carrier/service-contracts';
import { useId } from 'react';
import {
  card,
  cardTitle,
  journeyPage,
  pageTitle,
  useHref,
  useLoad,
  useMoney,
  usePageView,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { useTexts } from './frame.js';
import * as styles from './prepaid.css.js';
import { PhoneTile } from './shop.js';

/** How many phones and plans the landing shows before its links to all of them. */
const LANDING_PHONES = 4;
const LANDING_PLANS = 3;

/** A plan's price a month with autopay, what the prepaid store quotes first. */
const autopayPrice = (plan: PrepaidPlan) => plan.monthly - plan.autopayDiscount;

/**
 * shop: the prepaid store's landing: its promise beside a phone, its phones, its plans with their prices, and the
 * other ways in (a phone of your own, your lines, a store partner's phone).
 */
export function LandingPage() {
  const texts = useTexts();
  const href = useHref();
  const money = useMoney();
  const { services } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  const phones = useLoad(() => services.phones(), [], { report: () => false });
  usePageView(texts.landingTitle);
  const id = useId();
  const cheapest =
    plans.status === 'ready' && plans.value.plans.length > 0
      ? Math.min(...plans.value.plans.map(autopayPrice))
      : undefined;
  const featured = phones.status === 'ready' ? phones.value[0] : undefined;
  const ways = [
    { title: texts.bringPhone, text: texts.bringPhoneText, path: PREPAID_PATHS.byod },
    {
      title: texts.manageLine,
      text: texts.manageLineText,
      path: PREPAID_PATHS.mdnSelection,
      link: texts.manageLineLink,
    },
    { title: texts.partnerTitle, text: texts.partnerText, path: PREPAID_PATHS.rpsPlans, link: texts.partnerLink },
  ];
  return (
    <Stack as="section" space="xl" className={journeyPage} aria-labelledby={id}>
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <h1 id={id} className={pageTitle}>
            {texts.landingTitle}
          </h1>
          <p>{texts.landingIntro}</p>
          {/* The line keeps its room while the plans load, so nothing below moves. */}
          <p aria-live="polite" className={styles.heroFigure}>
            {cheapest !== undefined ? texts.plansFrom(money(cheapest)) : ''}
          </p>
          <div className={styles.heroActions}>
            <ActionLink href={href(PREPAID_PATHS.gridwall)} variant="secondary">
              {texts.shopPhones}
            </ActionLink>
          </div>
        </div>
        <HeroPhone phone={featured} />
      </div>

      <Stack as="section" space="md" aria-labelledby={`${id}-phones`}>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-phones`} className={cardTitle}>
            {texts.popularPhones}
          </h2>
          <Link variant="standalone" href={href(PREPAID_PATHS.gridwall)}>
            {texts.allPhones}
          </Link>
        </div>
        {phones.status === 'ready' ? (
          <ul className={styles.landingPhones}>
            {phones.value.slice(0, LANDING_PHONES).map((phone) => (
              <li key={phone.deviceId}>
                <PhoneTile phone={phone} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          // Their room is kept while they load; a failed read leaves the link to all phones.
          <Skeleton height={phones.status === 'loading' ? '24rem' : '0'} />
        )}
      </Stack>

      <Stack as="section" space="md" aria-labelledby={`${id}-plans`}>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-plans`} className={cardTitle}>
            {texts.plansTitle}
          </h2>
          <Link variant="standalone" href={href(PREPAID_PATHS.plans)}>
            {texts.seePlans}
          </Link>
        </div>
        {plans.status === 'ready' ? (
          <ul className={styles.planTeasers}>
            {plans.value.plans.slice(0, LANDING_PLANS).map((plan) => (
              <li key={plan.planId} className={card}>
                <h3 className={cardTitle}>{plan.name}</h3>
                <p className={styles.planFigure}>{texts.withAutopay(money(autopayPrice(plan)))}</p>
                <p className={styles.muted}>{texts.withoutAutopay(money(plan.monthly))}</p>
                <p>{plan.data}</p>
                <p>
                  {texts.hotspot}: {plan.hotspot}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>

      <ul className={styles.waysIn}>
        {ways.map((way) => (
          <li key={way.path} className={card}>
            <h2 className={cardTitle}>{way.title}</h2>
            <p>{way.text}</p>
            <Link variant="standalone" href={href(way.path)}>
              {way.link ?? way.title}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** The landing's phone beside its promise (from tablets up): the first of the prepaid phones, in its first colour. */
function HeroPhone({ phone }: { readonly phone: PrepaidPhone | undefined }) {
  const image = safeImageSrc(phone?.colours[0]?.image);
  return image ? (
    <img className={styles.heroPicture} src={image} alt="" width={400} height={400} loading="lazy" decoding="async" />
  ) : (
    <span className={styles.heroPicture} aria-hidden="true" />
  );
}
