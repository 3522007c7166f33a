import { Link, Stack } from '@carrier/design-system';
import { actionRow, intro, useStorefront } from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { CreditCardPage, WithPrequalification, useTexts } from './frame.js';

/** creditcard/ineligible: no offer today, and why (the adverse-action reasons), with what to do next. */
export function IneligiblePage() {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <CreditCardPage title={texts.ineligibleTitle}>
      <WithPrequalification>
        {(answer) => (
          <Stack space="md">
            <p className={intro}>{texts.ineligibleIntro}</p>
            <Stack as="ul" space="xs">
              {answer.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Stack>
            <div className={actionRow}>
              <Link variant="standalone" href={`${site.base}${CREDIT_CARD_PATHS.splash}`}>
                {texts.tryAgain}
              </Link>
              <Link variant="standalone" href={`${site.base}${SHOP_PATHS.gridwall}`}>
                {texts.shopPhones}
              </Link>
            </div>
          </Stack>
        )}
      </WithPrequalification>
    </CreditCardPage>
  );
}
