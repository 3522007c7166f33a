import { ActionLink, formatList, formatMoney, Inline, Stack, VisuallyHidden } from '@carrier/design-system';
import type { PromoSavings } from '@carrier/fnf-validation';
import { Link, Navigate } from '@tanstack/react-router';
import { pageTitle, useStorefront } from '@carrier/storefront/kit';
import { FNF_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import * as styles from './fnf.css.js';
import { useFnfPageView } from './usePageView.js';
import { useFnf } from './deps.js';
import { useFnfStrings } from './strings/index.js';

/**
 * `friendsandfamily/landing.html`: the savings the code gives, now in the cart (how much off each plan, on how many
 * lines, with which plans, as the promotion service said), how to use them, and the code and (masked) number
 * confirmed; the way on to the phones and the plans.
 */
export function LandingPage() {
  const { site } = useStorefront();
  const { session } = useFnf();
  const strings = useFnfStrings();
  useFnfPageView();
  const promotion = session.readPromotion();
  const phone = session.readPhone();
  if (!promotion || !phone) return <Navigate to={FNF_PATHS.promo} replace />;
  const savings: PromoSavings | undefined = promotion.savings;
  // The plans' names as one phrase: "Unlimited Welcome, Unlimited Plus, or Unlimited Ultimate".
  const plans = savings
    ? formatList(
        savings.plans.map((plan) => plan.name),
        site.language,
        'or',
      )
    : undefined;
  return (
    <Stack space="xl" className={styles.landing}>
      <Stack space="sm">
        <h1 className={pageTitle}>{strings.landingTitle}</h1>
        <p className={styles.lead}>{strings.landingIntro}</p>
      </Stack>
      <div className={styles.landingColumns}>
        <section className={styles.savings} aria-labelledby="fnf-savings">
          <h2 id="fnf-savings" className={styles.sectionTitle}>
            {strings.savingsTitle}
          </h2>
          {savings ? (
            <>
              <p className={styles.savingsFigure}>
                <span className={styles.savingsAmount}>
                  {strings.savingsOff(formatMoney(savings.monthlyPerLine, site.language))}
                </span>{' '}
                <span className={styles.savingsPer}>{strings.savingsPer}</span>
              </p>
              <p className={styles.savingsTerms}>{strings.savingsTerms(savings.maxLines, plans!)}</p>
            </>
          ) : (
            <p className={styles.savingsTerms}>{strings.savingsUnknown}</p>
          )}
          <dl className={styles.savingsFacts}>
            <dt>{strings.landingPromo}</dt>
            <dd className={styles.detail}>{promotion.fnfRedemptionCode}</dd>
            <dt>{strings.landingNumber}</dt>
            <dd className={styles.detail}>
              <span aria-hidden="true">{phone}</span>
              <VisuallyHidden>{`${strings.numberEndingIn} ${phone.slice(-4)}`}</VisuallyHidden>
            </dd>
          </dl>
        </section>
        <section className={styles.steps} aria-labelledby="fnf-steps">
          <h2 id="fnf-steps" className={styles.sectionTitle}>
            {strings.stepsTitle}
          </h2>
          <ol className={styles.stepList}>
            <li>{strings.stepPhone}</li>
            <li>{plans ? strings.stepPlan(plans) : strings.stepAnyPlan}</li>
            <li>{strings.stepCart}</li>
          </ol>
          <Inline space="md">
            <ActionLink href={`${site.base}${SHOP_PATHS.gridwall}`}>{strings.shopSmartphones}</ActionLink>
            <ActionLink variant="secondary" href={`${site.base}${SHOP_PATHS.plans}`}>
              {strings.comparePlans}
            </ActionLink>
          </Inline>
          <Link className={styles.textLink} to={FNF_PATHS.promo}>
            {strings.useAnotherCode}
          </Link>
        </section>
      </div>
    </Stack>
  );
}
