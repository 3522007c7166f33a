import { Link, Stack } from '@carrier/design-system';
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

/** shop: the prepaid store's landing, its promise and its ways in. */
export function LandingPage() {
  const texts = useTexts();
  const href = useHref();
  const money = useMoney();
  const { services } = usePrepaidDeps();
  const plans = useLoad(() => services.plans(), [], { report: () => false });
  usePageView(texts.landingTitle);
  const id = useId();
  const cheapest =
    plans.status === 'ready' && plans.value.plans.length > 0
      ? Math.min(...plans.value.plans.map((p) => p.monthly - p.autopayDiscount))
      : undefined;
  const ways = [
    { title: texts.shopPhones, text: texts.shopPhonesText, path: PREPAID_PATHS.gridwall },
    { title: texts.bringPhone, text: texts.bringPhoneText, path: PREPAID_PATHS.byod },
    { title: texts.seePlans, text: texts.seePlansText, path: PREPAID_PATHS.plans },
    {
      title: texts.manageLine,
      text: texts.manageLineText,
      path: PREPAID_PATHS.mdnSelection,
      link: texts.manageLineLink,
    },
    { title: texts.partnerTitle, text: texts.partnerText, path: PREPAID_PATHS.rpsPlans, link: texts.partnerLink },
  ];
  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby={id}>
      <div className={styles.hero}>
        <h1 id={id} className={pageTitle}>
          {texts.landingTitle}
        </h1>
        <p>{texts.landingIntro}</p>
        {/* The line keeps its room while the plans load, so nothing below moves. */}
        <p aria-live="polite" style={{ minHeight: '1.5em' }}>
          {cheapest !== undefined ? texts.plansFrom(money(cheapest)) : ''}
        </p>
      </div>
      {[ways.slice(0, 3), ways.slice(3)].map((group, index) => (
        <ul key={index} className={styles.waysIn}>
          {group.map((way) => (
            <li key={way.path} className={card}>
              <h2 className={cardTitle}>{way.title}</h2>
              <p>{way.text}</p>
              <Link variant="standalone" href={href(way.path)}>
                {way.link ?? way.title}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </Stack>
  );
}
