import { firstOpenStep, type CheckoutState, type CheckoutStep } from '@carrier/checkout-rules';
import { Alert, Button, Column, Columns, Link, Skeleton, Stack, Stepper } from '@carrier/design-system';
import type { Cart, CheckoutDetails } from '@carrier/service-contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AmountsBreakdown,
  LoadFailed,
  PIE_ERROR_ID,
  pageFlow,
  pageTitle,
  useLoad,
  usePageName,
  usePageTraits,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { useCheckout } from './session.js';
import { STEP_PATHS, backHubPath, confirmationPath, followCart, keep, readKept, redirectFor } from './flow.js';
import type { CallProblem } from './services.js';
import { CHECKOUT_STRINGS, type CheckoutStrings } from './strings/index.js';
import * as styles from './checkout.css.js';

/** The checkout words of the page's language. */
export function useCheckoutStrings(): CheckoutStrings {
  return CHECKOUT_STRINGS[useStorefront().site.language];
}

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
  /** Runs a step's call; on success the page moves to `next` or to the first step not done. */
  readonly apply: (
    run: (cartId: string) => Promise<CheckoutDetails>,
    next?: string,
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
    async (run: (cartId: string) => Promise<CheckoutDetails>, next?: string) => {
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
        go(next ?? STEP_PATHS[firstOpenStep(result.state)]);
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
const blockers = (cart: Cart) => cart.cartValidationErrors.filter((e) => e.errorLevel === 'Blocker');

/**
 * What a failed checkout call says: the services' calls throw it already; anything else (their code could not be
 * loaded) is a system error that may be tried again.
 */
export function asCallProblem(error: unknown): CallProblem {
  if (error instanceof Error && error.name === 'CheckoutCallError') return error as unknown as CallProblem;
  return { id: 'SYSTEM_ERROR', message: String(error), fields: [], suggestions: [], retryable: true };
}

/** A refusal's error id for the order service's log, when it is one (an id, not words). */
export const errorIdOf = (problem: CallProblem): { errorId?: string } =>
  /^[A-Za-z0-9_]{1,60}$/.test(problem.id) ? { errorId: problem.id } : {};

/** The words for a failed call: its field errors are named by the form; the rest is the service's message. */
export function problemMessage(problem: CallProblem | undefined, texts: CheckoutStrings): string | undefined {
  if (!problem || problem.fields.length > 0) return undefined;
  if (problem.id === 'NETWORK') return texts.networkError;
  // The card's details could not be encrypted for the payment processor (spec 8.1 Pie): the card is typed again.
  if (problem.id === PIE_ERROR_ID) return texts.cardNotSecured;
  if (problem.id === 'SYSTEM_ERROR' || problem.id === 'INJECTED_FAULT' || problem.id === 'SANDBOX_ERROR')
    return texts.systemError;
  return problem.message;
}

/** One field problem to show in the error summary: the field's id and the message. */
export interface SummaryItem {
  readonly id: string;
  readonly message: string;
}

/** On a failed submit, a summary that takes focus and links to each field (its focus moves to the field). */
export function ErrorSummary({ items, attempt }: { readonly items: readonly SummaryItem[]; readonly attempt: number }) {
  const texts = useCheckoutStrings();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && items.length > 0) ref.current?.focus();
  }, [attempt, items.length]);
  if (items.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <Alert tone="error" title={texts.errorSummary} id="error-summary">
        <span id="error-summary-title" hidden>
          {texts.errorSummary}
        </span>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.id)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}

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
        (page.details && step !== 'hub' && step !== 'review' ? (
          <Columns space="xl" collapseBelow="desktop">
            <Column width="2/3">
              <div className={styles.content}>{children}</div>
            </Column>
            <Column>
              <aside className={styles.summary} aria-label={texts.orderSummary}>
                <AmountsBreakdown amounts={page.details.amounts} headingLevel={3} />
              </aside>
            </Column>
          </Columns>
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
