import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { LoadFailed, useLoad, useStorefront, usePageView } from '@carrier/storefront/kit';
import { SHOP_PATHS } from './paths.js';
import { parsePlanAnswers, recommendPlan } from './plans.js';
import * as styles from './shop.css.js';
import { useShop } from './deps.js';
import { usePlanStrings, usePlanType, RecommendedPlan } from './plans/parts.js';

/** `plans/recommended`: the plan the quiz's answers point to. */
export function PlanRecommendedPage() {
  const { site } = useStorefront();
  const shop = useShop();
  const texts = usePlanStrings();
  usePageView(texts.recommendedTitle);
  const type = usePlanType();
  const answers = parsePlanAnswers(useSearch({ strict: false }));
  const plans = useLoad(() => shop.services.plans(type), [type]);
  const valid = answers !== undefined;
  const plan = plans.status === 'ready' && answers ? recommendPlan(plans.value, answers) : undefined;
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="recommended-title">
      <h1 id="recommended-title" className={styles.heading}>
        {texts.recommendedTitle}
      </h1>
      {!valid ? (
        <Alert tone="info">
          {texts.noAnswers} <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.quizLink}</Link>
        </Alert>
      ) : null}
      {plans.status === 'loading' && valid ? <Skeleton lines={5} /> : null}
      {plans.status === 'failed' ? <LoadFailed message={texts.loadFailed} retry={plans.retry} /> : null}
      {plan ? (
        <>
          <p>{texts.recommendedBecause}</p>
          <RecommendedPlan plan={plan} />
          <Link href={`${site.base}${SHOP_PATHS.planSelector}`}>{texts.retake}</Link>
        </>
      ) : null}
    </Stack>
  );
}
