import { Link } from '@carrier/design-system';
import { intro, useHref } from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { PrepaidPage, useTexts } from './frame.js';
import { SimChooser } from './sim.js';

/** buysim: a SIM kit or an eSIM for the customer's own phone, without checking it first. */
export function BuySimPage() {
  const texts = useTexts();
  const href = useHref();
  return (
    <PrepaidPage title={texts.buySimTitle}>
      <p className={intro}>{texts.buySimIntro}</p>
      <Link variant="standalone" href={href(PREPAID_PATHS.byod)}>
        {texts.checkFirst}
      </Link>
      <SimChooser />
    </PrepaidPage>
  );
}
