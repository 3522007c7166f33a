import type { Order } from '@carrier/service-contracts';
import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { ProblemNotice, useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { useCheckoutStrings } from './words.js';
import { brandName } from './format.js';
import { deliveryText } from './OrderSummary.js';
import * as styles from './checkout.css.js';

/**
 * The review's own part, beside the summary of what is bought: how the order comes and how it is paid (each with the
 * way to change it), the terms, and "Place order", the order's one action, as wide as its words.
 */
export function ReviewDetails({
  delivery,
  card,
  placing,
  unknown,
  problem,
  onPlace,
}: {
  /** How the order comes; null when there is nothing to send (eSIMs alone). */
  readonly delivery: Order['delivery'];
  readonly card: { readonly brand: string; readonly last4: string } | null | undefined;
  /** The order is on its way to the services. */
  readonly placing: boolean;
  /** The last try had no answer: the customer may try again (with the same key). */
  readonly unknown: boolean;
  /** What stopped the order, in words. */
  readonly problem?: string | undefined;
  readonly onPlace: () => void;
}) {
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  return (
    <Stack space="lg">
      {/* At the review every step is done: no delivery means there is nothing to send (eSIMs alone). */}
      <section aria-labelledby="review-delivery" className={styles.panel}>
        <h2 id="review-delivery" className={styles.panelTitle}>
          {texts.steps.delivery}
        </h2>
        <p>{deliveryText(delivery, texts)}</p>
        {delivery ? <Link href={`${site.base}${CHECKOUT_PATHS.delivery}`}>{texts.change}</Link> : null}
      </section>
      {card && (
        <section aria-labelledby="review-payment" className={styles.panel}>
          <h2 id="review-payment" className={styles.panelTitle}>
            {texts.steps.payment}
          </h2>
          <p>{texts.cardEnding(brandName(card.brand), card.last4)}</p>
          <Link href={`${site.base}${CHECKOUT_PATHS.payment}`}>{texts.change}</Link>
        </section>
      )}
      <p>{texts.terms}</p>
      {unknown && <Alert tone="warning">{texts.submitUnknown}</Alert>}
      <ProblemNotice message={problem} />
      <div>
        <Button loading={placing} onClick={onPlace}>
          {placing ? texts.placing : unknown ? texts.tryAgain : texts.placeOrder}
        </Button>
      </div>
    </Stack>
  );
}
