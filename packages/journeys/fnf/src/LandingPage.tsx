import { Inline, Stack, VisuallyHidden } from '@carrier/design-system';
import { Link, Navigate } from '@tanstack/react-router';
import { actionLink, pageTitle, readableWidth, useStorefront } from '@carrier/storefront/kit';
import { FNF_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import * as styles from './fnf.css.js';
import { useFnfPageView } from './usePageView.js';
import { useFnf } from './deps.js';
import { useFnfStrings } from './strings/index.js';

/** `friendsandfamily/landing.html`: confirms the promotion and the (masked) number, and leads on to shopping. */
export function LandingPage() {
  const { site } = useStorefront();
  const { session } = useFnf();
  const strings = useFnfStrings();
  useFnfPageView();
  const promotion = session.readPromotion();
  const phone = session.readPhone();
  if (!promotion || !phone) return <Navigate to={FNF_PATHS.promo} replace />;
  return (
    <Stack space="lg" className={readableWidth}>
      <h1 className={pageTitle}>{strings.landingTitle}</h1>
      <p className={styles.lead}>{strings.landingIntro}</p>
      <dl className={styles.summary}>
        <dt className={styles.term}>{strings.landingPromo}</dt>
        <dd className={styles.detail}>{promotion.fnfRedemptionCode}</dd>
        <dt className={styles.term}>{strings.landingNumber}</dt>
        <dd className={styles.detail}>
          <span aria-hidden="true">{phone}</span>
          <VisuallyHidden>{`${strings.numberEndingIn} ${phone.slice(-4)}`}</VisuallyHidden>
        </dd>
        <dt className={styles.term}>{strings.landingLines}</dt>
        <dd className={styles.detail}>{promotion.numberOfLines}</dd>
      </dl>
      <p>{strings.landingNext}</p>
      <Inline space="md">
        <a className={actionLink} href={`${site.base}${SHOP_PATHS.gridwall}`}>
          {strings.shopSmartphones}
        </a>
        <Link className={styles.textLink} to={FNF_PATHS.promo}>
          {strings.useAnotherCode}
        </Link>
      </Inline>
    </Stack>
  );
}
