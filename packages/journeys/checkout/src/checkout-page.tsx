import { asCallProblem, errorIdOf } from './problems.js';
import { firstOpenStep, type CheckoutState, type CheckoutStep } from '@carrier/checkout-rules';
import type { Cart, CheckoutDetails } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pageFlow, useLoad, usePageName, usePageTraits, useStorefront } from '@carrier/storefront/kit';
import { useCheckout } from './session.js';
import { STEP_PATHS, followCart, keep, readKept, redirectFor } from './flow.js';
import type { CallProblem } from './services.js';

export type Ready = { readonly kind: 'ready'; readonly cart: Cart; readonly details: CheckoutDetails };
export type Read = Ready | { readonly kind: 'empty' };

/** Records the page view of a checkout page (its name from the manifest) once it is `shown`. */
export function useCheckoutPageView(shown: boolean, cart?: Cart): void {
  const { site, analytics, visitor } = useStorefront();
  const pageName = usePageName();
  const express = usePageTraits().express === true;
  useEffect(() => {
    if (!shown) return;
    const { flow, subFlow } = pageFlow({ visitor: visitor(), express, cart });
    analytics.pageView({
      name: pageName,
      flow,
      ...(subFlow ? { subFlow } : {}),
      channelSession: site.channelId,
      language: site.language,
    });
  }, [shown, cart, pageName, express, analytics, site, visitor]);
}

/** A checkout page's data: the cart and its checkout, the state that follows them, and how to change them. */
export interface CheckoutPage {
  readonly status: 'loading' | 'failed' | 'empty' | 'blocked' | 'placed' | 'ready';
  readonly details: CheckoutDetails | undefined;
  readonly cart: Cart | undefined;
  readonly state: CheckoutState | undefined;
  readonly retry: () => void;
  /**
   * Runs a step's call; on success the page moves to `next` or to the first step not done, or, with `next` false, stays
   * where it is and shows the checkout as the call left it (the express checkout filling in what the account knows).
   */
  readonly apply: (
    run: (cartId: string) => Promise<CheckoutDetails>,
    next?: string | false,
  ) => Promise<CallProblem | undefined>;
  readonly busy: boolean;
  readonly problem: CallProblem | undefined;
  readonly setProblem: (problem: CallProblem | undefined) => void;
  /** Goes to a page of the checkout (relative to the sales base). */
  readonly go: (path: string, search?: Record<string, string>) => void;
}

/**
 * The data of a checkout page for `step` (or the hub): reads the cart and its checkout, follows the cart's pending
 * steps, sends a customer who may not be on this step yet to the first step not done, and records the page view.
 */
export function useCheckoutPage(step: CheckoutStep | 'hub'): CheckoutPage {
  const { cart, visitor } = useStorefront();
  const { services, session, last } = useCheckout();
  const pageName = usePageName();
  const express = usePageTraits().express === true;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CallProblem>();
  const loaded = useLoad<Read>(async () => {
    const current = await cart.read(pageName);
    if (!current || current.cartInfo.itemCount === 0) return { kind: 'empty' };
    return { kind: 'ready', cart: current, details: await services.details(current.cartId) };
  }, [pageName]);
  // While the page reads the checkout again, it shows the checkout as the last page left it, not a skeleton.
  const read = loaded.status === 'ready' ? loaded.value : loaded.status === 'loading' ? last.get() : undefined;
  const ready = read?.kind === 'ready' ? read : undefined;
  useEffect(() => {
    if (loaded.status === 'ready') last.set(loaded.value);
  }, [loaded, last]);

  const followed = useMemo(() => {
    if (!ready) return undefined;
    const result = followCart(readKept(session.readKept(), ready.details.cartId), ready.details);
    session.keep(keep(ready.details.cartId, result.groups, result.state));
    return result;
  }, [ready, session]);
  const state = followed?.state;
  // The analytics flow label of the page (spec 4.9), which the order service's log carries too.
  const flow = ready ? pageFlow({ visitor: visitor(), express, cart: ready.cart }).flow : '';

  const go = useCallback(
    (path: string, search?: Record<string, string>) =>
      void navigate({ to: path as never, ...(search ? { search: search as never } : {}) }),
    [navigate],
  );

  // A customer may not open a step before what it needs: the first step not done instead.
  const redirect = state && step !== 'hub' && !ready?.details.orderNumber ? redirectFor(state, step) : undefined;
  useEffect(() => {
    if (redirect) go(redirect);
  }, [redirect, go]);

  // The page is viewed once it shows the checkout, or says the cart is empty.
  const empty = loaded.status === 'ready' && loaded.value.kind === 'empty';
  useCheckoutPageView(ready !== undefined || empty, ready?.cart);

  const replace = loaded.replace;
  const apply = useCallback(
    async (run: (cartId: string) => Promise<CheckoutDetails>, next?: string | false) => {
      if (!ready || busy) return undefined;
      setBusy(true);
      setProblem(undefined);
      try {
        const details = await run(ready.details.cartId);
        const result = followCart(readKept(session.readKept(), details.cartId), details);
        session.keep(keep(details.cartId, result.groups, result.state));
        const changed = { ...ready, details };
        last.set(changed);
        replace(changed);
        void services.logDetails({
          cartId: details.cartId,
          event: 'stepCompleted',
          pageName,
          flowName: flow,
          ...(step !== 'hub' ? { step } : {}),
        });
        if (next !== false) go(next ?? STEP_PATHS[firstOpenStep(result.state)]);
        return undefined;
      } catch (error) {
        const failed = asCallProblem(error);
        setProblem(failed);
        void services.logDetails({
          cartId: ready.details.cartId,
          event: 'stepFailed',
          pageName,
          flowName: flow,
          ...(step !== 'hub' ? { step } : {}),
          ...errorIdOf(failed),
        });
        return failed;
      } finally {
        setBusy(false);
      }
    },
    [ready, busy, session, replace, go, last, services, pageName, flow, step],
  );

  const status =
    (loaded.status === 'loading' && !ready) || redirect
      ? 'loading'
      : loaded.status === 'failed'
        ? 'failed'
        : !ready
          ? 'empty'
          : ready.details.orderNumber
            ? 'placed'
            : blockers(ready.cart).length > 0
              ? 'blocked'
              : 'ready';
  const retry = loaded.status === 'failed' ? loaded.retry : loaded.reload;
  return {
    status,
    details: ready?.details,
    cart: ready?.cart,
    state,
    retry,
    apply,
    busy,
    problem,
    setProblem,
    go,
  };
}

/** What the cart must have fixed before it can be checked out (a line with no plan). */
export const blockers = (cart: Cart) => cart.cartValidationErrors.filter((e) => e.errorLevel === 'Blocker');
