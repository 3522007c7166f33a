import { Alert, Link, Skeleton, Stack } from '@carrier/design-system';
import type { Amounts, PrepaidCart, PrepaidOrder } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  AmountsBreakdown,
  actionRow,
  card,
  cardTitle,
  factList,
  formatDay,
  mutedText,
  serviceErrorId,
  useHref,
  useLoad,
  useMoney,
  useStorefront,
} from '@carrier/storefront/kit';
import { PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps, type PrepaidDeps } from './deps.js';
import type { useCheckoutForm } from './form.js';
import { checkCheckout, type CheckoutInput } from './form.js';
import { PrepaidPage, lineName, useItemName, useTexts } from './frame.js';
import type { PrepaidStrings } from './strings/index.js';

/** Whether a cart's line has something to mail: a phone or a SIM kit (an eSIM alone does not). */
export const shipsFor = (item: PrepaidCart['item']) =>
  item !== null && (item.kind === 'phone' || item.simType === 'kit');

/** The refusals a prepaid order's service may answer that the customer can act on, in their words. */
export function refusalOf(id: string | undefined, texts: PrepaidStrings): string | undefined {
  if (id && Object.hasOwn(texts.cardRefused, id)) return texts.cardRefused[id as keyof PrepaidStrings['cardRefused']];
  if (id === 'CART_NOT_READY') return texts.notReady;
  if (id === 'AMOUNTS_CHANGED') return texts.amountsChangedAgain;
  return undefined;
}

/** How a checkout's sending ended: an order placed, a refusal said on the form, or a failure (said as one). */
export type PlaceOutcome<T> =
  | { readonly kind: 'placed'; readonly value: T }
  | { readonly kind: 'refused' }
  | { readonly kind: 'failed'; readonly id: string | undefined };

/** What a checkout's order comes to and how it is placed. */
export interface Placing<T> {
  /**
   * What the order comes to where the line is activated, asked before anything is sent: a ZIP outside the coverage
   * area (or without numbers yet) is refused here, and said on its field.
   */
  readonly quote: (input: CheckoutInput) => Promise<Amounts>;
  /** Places the order with what the customer was shown as due today, once per key. */
  readonly place: (input: CheckoutInput, dueToday: number, key: string) => Promise<T>;
}

const sameCents = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * Sends a checkout: asks what the order comes to first; when that is not what the page shows (the sales tax where
 * the line is activated), the page shows the new amounts and says so, and nothing is charged. Else the order is sent
 * with one key, kept for retries until an order is placed. A refusal the customer can act on is said on its field or
 * above the button; any other failure says the order was not placed.
 */
export function usePlaceOrder<T>(
  { quote, place }: Placing<T>,
  newKey: PrepaidDeps['newKey'],
  shown: Amounts | undefined,
) {
  const texts = useTexts();
  const money = useMoney();
  const { now } = useStorefront();
  const key = useRef<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const send = async (input: CheckoutInput, form: ReturnType<typeof useCheckoutForm>): Promise<PlaceOutcome<T>> => {
    setBusy(true);
    setProblem(undefined);
    const refused = (id: string | undefined): PlaceOutcome<T> => {
      setBusy(false);
      if (id === 'ACCOUNT_PIN_WEAK') form.fail({ pin: 'accountPinWeak' });
      else if (id === 'ZIP_OUTSIDE_COVERAGE') form.fail({ activationZip: 'outsideCoverage' });
      else if (id === 'NO_NUMBERS_FOR_ZIP') form.fail({ activationZip: 'noNumbers' });
      else {
        const refusal = refusalOf(id, texts);
        setProblem(refusal ?? texts.orderFailed);
        if (!refusal) return { kind: 'failed', id };
      }
      return { kind: 'refused' };
    };
    let amounts: Amounts;
    try {
      amounts = await quote(input);
    } catch (error) {
      return refused(serviceErrorId(error));
    }
    if (!shown || !sameCents(amounts.dueToday, shown.dueToday)) {
      setBusy(false);
      setProblem(texts.amountsChanged(money(amounts.dueToday)));
      return { kind: 'refused' };
    }
    key.current ??= newKey();
    try {
      return { kind: 'placed', value: await place(input, amounts.dueToday, key.current) };
    } catch (error) {
      return refused(serviceErrorId(error));
    }
  };
  /** Checks the form's fields (each refusal said on its field), then sends what they give; undefined when refused. */
  const submit = async (
    form: ReturnType<typeof useCheckoutForm>,
    ships: boolean,
  ): Promise<PlaceOutcome<T> | undefined> => {
    const checked = checkCheckout(form.values, { ships, today: new Date(now()) });
    setInvalid(!checked.ok);
    if (!checked.ok) {
      form.fail(checked.errors);
      return undefined;
    }
    return send(checked.input, form);
  };
  return { busy, problem, invalid, submit };
}

/** The cart's line and plan in a sentence each, and what is due. */
export function CartSummary({ cart }: { readonly cart: PrepaidCart }) {
  const texts = useTexts();
  const itemName = useItemName();
  return (
    <section className={card} aria-label={texts.summary}>
      <h2 className={cardTitle}>{texts.summary}</h2>
      {cart.item ? <p>{itemName(cart.item)}</p> : null}
      {cart.plan ? <p>{cart.plan.name}</p> : null}
      <AmountsBreakdown amounts={cart.amounts} headingLevel={3} />
      <p className={mutedText}>{texts.noCreditCheck}</p>
    </section>
  );
}

/** A placed prepaid order: its number, the new line, the plan, what was paid and what happens next. */
export function OrderDetails({ order }: { readonly order: PrepaidOrder }) {
  const texts = useTexts();
  const itemName = useItemName();
  const { site } = useStorefront();
  return (
    <Stack space="md">
      <dl className={factList}>
        <dt>{texts.orderNumber}</dt>
        <dd>{order.orderNumber}</dd>
        <dt>{texts.newNumber}</dt>
        <dd>{lineName(order.mdn)}</dd>
        <dt>{texts.plan}</dt>
        <dd>{order.plan.name}</dd>
        {order.item.kind === 'sim' ? (
          <>
            <dt>{texts.sim}</dt>
            <dd>{itemName(order.item)}</dd>
          </>
        ) : null}
        {order.item.kind === 'phone' || order.item.phoneName ? (
          <>
            <dt>{texts.phone}</dt>
            <dd>{order.item.kind === 'phone' ? order.item.name : order.item.phoneName}</dd>
          </>
        ) : null}
        {order.retailer ? (
          <>
            <dt>{texts.boughtAt}</dt>
            <dd>{order.retailer}</dd>
          </>
        ) : null}
        <dt>{texts.autopay}</dt>
        <dd>{order.autopay ? texts.autopayOn : texts.autopayOff}</dd>
        <dt>{texts.renews}</dt>
        <dd>{formatDay(order.renews, site.language)}</dd>
        {order.shipTo ? (
          <>
            <dt>{texts.shipsTo}</dt>
            <dd>
              {order.shipTo.name}, {order.shipTo.city}, {order.shipTo.state}
            </dd>
          </>
        ) : null}
      </dl>
      <AmountsBreakdown amounts={order.amounts} placed />
      <p className={mutedText}>{texts.activatesIn(order.city)}</p>
      {order.shipTo ? (
        <p>{order.email ? texts.shipsIn(order.email) : texts.shipsInNoEmail}</p>
      ) : (
        <>
          {order.email ? <p>{texts.receiptTo(order.email)}</p> : null}
          <p>{order.retailer ? texts.noCreditCheck : texts.esimNext}</p>
        </>
      )}
    </Stack>
  );
}

/** An order read back by its number (`?orderNumber=`), or what to say when this browser did not place it. */
export function OrderRead({ title }: { readonly title: string }) {
  const texts = useTexts();
  const href = useHref();
  const { services } = usePrepaidDeps();
  const { orderNumber = '' } = useSearch({ strict: false }) as { orderNumber?: string };
  const order = useLoad(
    () => (orderNumber ? services.order(orderNumber) : Promise.reject(new Error('no order number'))),
    [orderNumber],
    { report: (e) => orderNumber !== '' && serviceErrorId(e) !== 'ORDER_NOT_FOUND' },
  );
  return (
    <PrepaidPage title={order.status === 'failed' ? texts.orderMissingTitle : title}>
      {order.status === 'loading' ? <Skeleton height="16rem" /> : null}
      {order.status === 'failed' ? <Alert tone="warning">{texts.orderMissing}</Alert> : null}
      {order.status === 'ready' ? <OrderDetails order={order.value} /> : null}
      <div className={actionRow}>
        <Link variant="standalone" href={href(PREPAID_PATHS.landing)}>
          {texts.keepShopping}
        </Link>
      </div>
    </PrepaidPage>
  );
}
