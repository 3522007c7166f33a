import { Alert, Button, Inline, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { LoadFailed, useLoad, usePageName, usePageTitle, useStorefront, pageTitle } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { asCallProblem } from './problems.js';
import { useCheckoutPageView } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';
import { OrderSummary } from './OrderSummary.js';
import { useShoppingAgainOnRestore } from './review.js';

/**
 * orderconfirmation and guestconfirmation: the order as placed (read back), what happens next, printable; a guest
 * is told how to find the order again.
 */
export function OrderConfirmationPage() {
  const texts = useCheckoutStrings();
  const { site, homePath, page: pageDocument } = useStorefront();
  const { services } = useCheckout();
  const guest = usePageName() === 'guestconfirmation';
  useShoppingAgainOnRestore();
  useCheckoutPageView(true);
  const { orderNumber = '' } = useSearch({ strict: false }) as { orderNumber?: string };
  // No order number: there is nothing to ask the services about.
  const loaded = useLoad(
    () => (orderNumber ? services.order(orderNumber) : Promise.reject(new Error('no order number'))),
    [orderNumber],
    { report: (e) => orderNumber !== '' && asCallProblem(e).id !== 'ORDER_NOT_FOUND' },
  );
  // An order the services do not know was not placed here: the page says so, and thanks no one; nor does it thank
  // anyone before the order is read. An order that could not be read just now (no answer, a service down) is not
  // said to be unknown: the page offers to read it again.
  const notFound =
    loaded.status === 'failed' && (orderNumber === '' || asCallProblem(loaded.error).id === 'ORDER_NOT_FOUND');
  const unread = loaded.status === 'failed' && !notFound;
  const title = notFound
    ? texts.orderNotFoundTitle
    : loaded.status === 'ready'
      ? texts.confirmationTitle
      : texts.orderReadingTitle;
  usePageTitle(title);
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{title}</h1>
      {notFound && (
        <Stack space="sm">
          <p>{texts.orderNotFound}</p>
          <Link href={`${site.base}${CHECKOUT_PATHS.orderLookup}`}>{texts.lookupTitle}</Link>
        </Stack>
      )}
      {unread && <LoadFailed message={texts.orderReadFailed} retry={loaded.retry} />}
      {loaded.status === 'loading' && <Skeleton lines={4} />}
      {loaded.status === 'ready' && (
        <Stack space="md">
          <OrderSummary order={loaded.value} />
          {guest && (
            <Alert tone="info">
              {texts.guestOrderKeep} <Link href={`${site.base}${CHECKOUT_PATHS.orderLookup}`}>{texts.lookupTitle}</Link>
            </Alert>
          )}
          {/* Its actions as wide as their words, side by side. */}
          <div className={styles.screenOnly}>
            <Inline space="md">
              <Button variant="secondary" onClick={() => pageDocument.print()}>
                {texts.print}
              </Button>
              <Link variant="standalone" href={`${site.base}${homePath}`}>
                {texts.keepShopping}
              </Link>
            </Inline>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
