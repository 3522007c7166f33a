import { firstOpenStep } from '@carrier/checkout-rules';
import { Badge, Inline, Link, Stack, formatMoney } from '@carrier/design-system';
import { usePageName, useStorefront } from '@carrier/storefront/kit';
import { CheckoutFrame, useCheckoutPage, useCheckoutStrings } from './CheckoutFrame.js';
import { STEP_PATHS, stepStatuses } from './flow.js';
import { Amounts } from './Amounts.js';
import * as styles from './checkout.css.js';

/** The checkout hub (spec 2.2 `checkout`, and a guest's `guestcheckout`): every step with where the customer is, and the way on. */
export function HubPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { state, details } = page;
  const next = state ? firstOpenStep(state) : undefined;
  const title = usePageName() === 'guestcheckout' ? texts.guestCheckoutTitle : texts.checkout;
  return (
    <CheckoutFrame page={page} step="hub" title={title}>
      {state && details && next && (
        <Stack space="lg">
          <ol aria-label={texts.stepsLabel} className={styles.plainList}>
            {stepStatuses(state).map(({ step, status }) => (
              <li key={step} className={styles.panel}>
                <Inline space="sm" alignY="center" align="spaceBetween">
                  <span>{texts.steps[step]}</span>
                  <Inline space="sm" alignY="center">
                    <Badge tone={status === 'done' ? 'success' : status === 'current' ? 'info' : 'neutral'}>
                      {texts[status]}
                    </Badge>
                    {status === 'done' && (
                      <Link
                        href={`${site.base}${STEP_PATHS[step]}`}
                        aria-label={`${texts.change}: ${texts.steps[step]}`}
                      >
                        {texts.change}
                      </Link>
                    )}
                  </Inline>
                </Inline>
              </li>
            ))}
          </ol>
          <Amounts
            rows={[
              { label: texts.dueToday, amount: formatMoney(details.totals.dueToday, site.language) },
              {
                label: texts.dueMonthly,
                amount: `${formatMoney(details.totals.dueMonthly, site.language)}${texts.perMonth}`,
              },
            ]}
          />
          <Link variant="standalone" href={`${site.base}${STEP_PATHS[next]}`}>
            {texts.continueTo(texts.steps[next])}
          </Link>
        </Stack>
      )}
    </CheckoutFrame>
  );
}
