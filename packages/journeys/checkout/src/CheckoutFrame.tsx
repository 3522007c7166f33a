import type { CheckoutStep } from '@carrier/checkout-rules';
import { Alert, Button, Link, Skeleton, Stack, Stepper } from '@carrier/design-system';
import type { ReactNode } from 'react';
import {
  LoadFailed,
  SummaryAside,
  pageTitle,
  purchaseOfCart,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { useCheckout } from './session.js';
import { backHubPath, confirmationPath } from './flow.js';
import * as styles from './checkout.css.js';
import { blockers, type CheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { lineNotes } from './OrderSummary.js';

/** The frame of a checkout page: its heading, where the customer is in the steps, and what the page says. */
export function CheckoutFrame({
  page,
  step,
  title,
  children,
}: {
  readonly page: CheckoutPage;
  readonly step: CheckoutStep | 'hub';
  readonly title: string;
  readonly children: ReactNode;
}) {
  const texts = useCheckoutStrings();
  const { site, visitor } = useStorefront();
  const { session } = useCheckout();
  usePageTitle(`${title} | ${texts.checkout}`);
  const planned = page.state?.plan.map((p) => p.step) ?? [];
  const summary = (cart: NonNullable<CheckoutPage['cart']>, details: NonNullable<CheckoutPage['details']>) => (
    <SummaryAside
      purchase={purchaseOfCart(cart, details.amounts, (lineId) => {
        const line = details.lines.find((l) => l.lineId === lineId);
        return line ? lineNotes(line, texts, site.language) : [];
      })}
    />
  );
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{title}</h1>
      {planned.length > 1 && step !== 'hub' && (
        <Stepper
          steps={planned.map((s) => texts.steps[s])}
          current={Math.max(0, planned.indexOf(step))}
          label={texts.stepsLabel}
        />
      )}
      {page.status === 'loading' && (
        <div aria-busy="true">
          <Stack space="md">
            <Skeleton height="2rem" />
            <Skeleton height="12rem" />
          </Stack>
        </div>
      )}
      {page.status === 'failed' && <LoadFailed message={texts.readFailed} retry={page.retry} />}
      {page.status === 'empty' && (
        <Alert tone="info">
          {texts.emptyCart} <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shop}</Link>
        </Alert>
      )}
      {page.status === 'blocked' && page.cart && (
        <Alert tone="warning" title={texts.cartBlocked}>
          <ul>
            {blockers(page.cart).map((blocker) => (
              <li key={`${blocker.code}-${blocker.lineId ?? ''}`}>{blocker.message}</li>
            ))}
          </ul>
          <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.goToCart}</Link>
        </Alert>
      )}
      {page.status === 'placed' && page.details?.orderNumber && (
        <Alert tone="info">
          {texts.orderPlacedAlready(page.details.orderNumber)}{' '}
          <Link href={`${site.base}${confirmationPath(visitor())}?orderNumber=${page.details.orderNumber}`}>
            {texts.viewOrder}
          </Link>
        </Alert>
      )}
      {page.status === 'ready' &&
        (page.details && page.cart ? (
          <div className={styles.withSummary}>
            {/* On a phone the summary comes first on the review (what is placed is seen before "Place order"), after
                the steps or the step's form elsewhere; beside the content from desktops up either way. */}
            {step === 'review' ? summary(page.cart, page.details) : null}
            <div className={styles.content}>{children}</div>
            {step === 'review' ? null : summary(page.cart, page.details)}
          </div>
        ) : (
          <div className={styles.content}>{children}</div>
        ))}
      {page.status === 'ready' && step !== 'hub' && (
        <Link href={`${site.base}${backHubPath(visitor(), session.readHub())}`}>{texts.backToCheckout}</Link>
      )}
    </Stack>
  );
}

/** The main action of a step's form. */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const texts = useCheckoutStrings();
  return (
    <Button type="submit" loading={busy} aria-label={busy ? texts.saving : undefined}>
      {children}
    </Button>
  );
}
