import { cartItems } from '@carrier/analytics-tagger';
import { checkoutReducer, type CheckoutState } from '@carrier/checkout-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { errorIdOf, asCallProblem, problemMessage } from './problems.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { useCheckoutPage } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { confirmationPath, followCart, keep, readKept } from './flow.js';
import { ReviewDetails } from './ReviewDetails.js';

/** orderreview: everything of the order, and "Place order" with one idempotency key per attempt. */
export function OrderReviewPage() {
  const page = useCheckoutPage('review');
  const texts = useCheckoutStrings();
  const { site, analytics, visitor } = useStorefront();
  const { services, session, last } = useCheckout();
  const [placing, setPlacing] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const inFlight = useRef(false);
  const { details, state, go } = page;

  const submit = useCallback(async () => {
    if (!details || inFlight.current) return;
    // The checkout as kept now (after a failed try, a reload), not as the page first read it: its attempt's key
    // is the one to send again. An order that was on its way when the page reloaded is sent again.
    const kept = readKept(session.readKept(), details.cartId);
    const now = followCart(kept, details).state;
    const from: CheckoutState = now.order.status === 'submitting' ? { ...now, order: { status: 'open' } } : now;
    // One key per attempt, kept across a reload, a retry or a double click (the reducer gives it).
    const submitting = checkoutReducer(from, { type: 'submit', key: crypto.randomUUID() });
    if (submitting.order.status !== 'submitting') return;
    session.keep(keep(details.cartId, kept?.groups ?? [], submitting));
    inFlight.current = true;
    setPlacing(true);
    setUnknown(false);
    page.setProblem(undefined);
    try {
      const order = await services.submitOrder(
        details.cartId,
        submitting.order.key,
        page.cart?.cartInfo.gRecaptchaResponse ?? null,
      );
      if (page.cart)
        analytics.purchase(
          order.orderNumber,
          cartItems(page.cart, 'purchase', `${site.base}${CHECKOUT_PATHS.orderReview}`),
        );
      session.keep(
        keep(
          details.cartId,
          kept?.groups ?? [],
          checkoutReducer(submitting, { type: 'placed', orderNumber: order.orderNumber }),
        ),
      );
      session.clear();
      last.clear();
      void services.logDetails({
        cartId: details.cartId,
        event: 'orderPlaced',
        pageName: 'orderreview',
        orderNumber: order.orderNumber,
      });
      go(confirmationPath(visitor()), { orderNumber: order.orderNumber });
    } catch (error) {
      const failed = asCallProblem(error);
      void services.logDetails({
        cartId: details.cartId,
        event: 'orderFailed',
        pageName: 'orderreview',
        ...errorIdOf(failed),
      });
      session.keep(
        keep(
          details.cartId,
          kept?.groups ?? [],
          checkoutReducer(submitting, { type: 'failed', retryable: failed.retryable, reason: failed.id }),
        ),
      );
      if (failed.retryable) setUnknown(true);
      else page.setProblem(failed);
      setPlacing(false);
    } finally {
      inFlight.current = false;
    }
  }, [details, session, services, go, page, analytics, site.base, last, visitor]);

  // An order the services say is placed (its answer was lost, and the page read the checkout again) is shown.
  const placedOrder = page.status === 'placed' ? details?.orderNumber : null;
  useEffect(() => {
    if (!placedOrder) return;
    session.clear();
    last.clear();
    go(confirmationPath(visitor()), { orderNumber: placedOrder });
  }, [placedOrder, session, last, go, visitor]);

  // An order that was on its way when the page reloaded is sent again with its key: the same order comes back.
  const resumed = useRef(false);
  useEffect(() => {
    if (state?.order.status === 'submitting' && !resumed.current) {
      resumed.current = true;
      void submit();
    }
  }, [state, submit]);

  return (
    <CheckoutFrame page={page} step="review" title={texts.reviewTitle}>
      {details && state && (
        // What is bought (its lines, with their numbers and trade-ins) and what it comes to are in the summary beside
        // the review (above it on a phone, unfolded): here, how it comes and how it is paid, and placing it.
        <ReviewDetails
          delivery={details.delivery}
          card={details.payment?.card}
          placing={placing}
          unknown={unknown}
          problem={problemMessage(page.problem, texts)}
          onPlace={() => void submit()}
        />
      )}
    </CheckoutFrame>
  );
}
