import { firstOpenStep } from '@carrier/checkout-rules';
import { ActionLink, Alert, Badge, Inline, Link, Stack } from '@carrier/design-system';
import { useEffect, useRef } from 'react';
import { DETAILS_NOT_FOUND, usePageName, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { useCheckoutPage, type CheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { STEP_PATHS, checkoutQuery, hubPath, stepStatuses } from './flow.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';

/**
 * The checkout hub (spec 2.2 `checkout`, a guest's `guestcheckout`, and a signed-in customer's `expresscheckout`):
 * every step with where the customer is, and the way on.
 */
export function HubPage() {
  const page = useCheckoutPage('hub');
  const texts = useCheckoutStrings();
  const { site, currentHref, visitor } = useStorefront();
  const pageName = usePageName();
  const express = pageName === 'expresscheckout';
  useExpressFill(page, express);
  // The steps lead back to the hub the customer opened last (the express checkout, or the standard one).
  const { session } = useCheckout();
  useEffect(() => {
    session.keepHub(express ? CHECKOUT_PATHS.expressCheckout : hubPath(visitor()));
  }, [session, express, visitor]);
  const { state, details } = page;
  const next = state ? firstOpenStep(state) : undefined;
  const title = pageName === 'guestcheckout' ? texts.guestCheckoutTitle : express ? texts.expressTitle : texts.checkout;
  // The services lost the checkout's details and the store started again (spec 8.4): say so.
  const lostDetails = new URL(currentHref()).searchParams.get('redirect') === DETAILS_NOT_FOUND;
  // orderreview=true (spec 2.6): straight on to the review once nothing else is left to do.
  const toReview = checkoutQuery(new URL(currentHref()).search).toReview === true && next === 'review';
  const { go } = page;
  useEffect(() => {
    if (toReview) go(CHECKOUT_PATHS.orderReview);
  }, [toReview, go]);
  return (
    <CheckoutFrame page={page} step="hub" title={title}>
      {state && details && next && (
        <Stack space="lg">
          {lostDetails ? <Alert tone="info">{texts.detailsNotFound}</Alert> : null}
          {express ? <p>{texts.expressIntro}</p> : null}
          <ol aria-label={texts.stepsLabel} className={styles.plainList}>
            {stepStatuses(state).map(({ step, status }, index) => (
              <li key={step} className={styles.panel} aria-current={status === 'current' ? 'step' : undefined}>
                <Inline space="sm" alignY="center" align="spaceBetween">
                  <span className={styles.hubStep}>
                    <span className={styles.hubStepNumber} data-status={status} aria-hidden="true">
                      {status === 'done' ? '✓' : index + 1}
                    </span>
                    {texts.steps[step]}
                  </span>
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
          {/* The one way on, as wide as its words; what the order comes to is in the summary beside the steps. */}
          <div>
            <ActionLink href={`${site.base}${STEP_PATHS[next]}`}>{texts.continueTo(texts.steps[next])}</ActionLink>
          </div>
        </Stack>
      )}
    </CheckoutFrame>
  );
}

/**
 * Express checkout: what the signed-in customer's account already knows is filled in, once each: the emergency
 * address and standard shipping, both to the account's address. The customer can change either from the hub.
 */
function useExpressFill(page: CheckoutPage, express: boolean) {
  const { services } = useCheckout();
  const filled = useRef(new Set<string>());
  const { status, details, apply } = page;
  useEffect(() => {
    const home = details?.customer?.address;
    if (!express || status !== 'ready' || !details || !home) return;
    const pending = details.pendingSteps;
    const fill = (group: string, run: (cartId: string) => ReturnType<typeof services.saveE911>) => {
      if (!(group in pending) || filled.current.has(group)) return false;
      filled.current.add(group);
      // The page stays as it was opened (its query too: a notice it gives), with the step filled in.
      void apply(run, false);
      return true;
    };
    if (fill('E911', (cartId) => services.saveE911(cartId, home))) return;
    fill('SHIPPING', (cartId) =>
      services.saveDelivery({ cartId, method: 'SHIPPING', optionId: 'STANDARD', address: home }),
    );
  }, [express, status, details, apply, services]);
}
