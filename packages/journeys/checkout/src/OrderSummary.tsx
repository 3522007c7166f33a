// An order as placed, as the confirmation and the guest's order lookup show it: what happens next, how it is
// delivered and paid, beside the summary of its lines and amounts; and the words of a line's number, trade-in and
// delivery the review shares. Its own module, so a page that shows an order does not load the review's way of placing
// one.
import { Link, Stack, formatMoney, type Language } from '@carrier/design-system';
import type { Order } from '@carrier/service-contracts';
import {
  SummaryAside,
  mutedText,
  purchaseOfOrder,
  serves,
  tradeInCreditText,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { TRADE_IN_PATHS } from '@carrier/journey-trade-in/paths';
import { useCheckoutStrings } from './words.js';
import { brandName, day, phone } from './format.js';
import * as styles from './checkout.css.js';
import type { CheckoutStrings } from './strings/index.js';

/** A line's number in words: new, moving from another carrier, or the line an upgrade keeps. */
export function numberText(number: Order['lines'][number]['number'], texts: CheckoutStrings): string {
  if (!number) return '';
  if (number.kind === 'upgrade') return texts.upgradeOf(phone(number.mdn));
  return number.kind === 'port' ? texts.portingNumber(phone(number.mdn)) : texts.numberChosen(phone(number.mdn));
}

/**
 * What goes with a line of a checkout or an order besides its phone, plan and protection, in words: its number (new,
 * moving in, the line upgraded), and a trade-in with the credit it brings.
 */
export function lineNotes(
  line: Pick<Order['lines'][number], 'number' | 'tradeIn'>,
  texts: CheckoutStrings,
  language: Language,
): string[] {
  const notes = line.number ? [numberText(line.number, texts)] : [];
  if (line.tradeIn)
    notes.push(
      `${texts.tradeInWith(line.tradeIn.make, line.tradeIn.model, line.tradeIn.tradeInNumber)}: ${tradeInCreditText(
        line.tradeIn.credit,
        texts.tradeInCredit,
        (n) => formatMoney(n, language),
      )}`,
    );
  return notes;
}

/** How the order is delivered, in words (an order of eSIMs alone is sent nowhere). */
export function deliveryText(delivery: Order['delivery'], texts: CheckoutStrings): string {
  if (!delivery) return texts.nothingToShip;
  if (delivery.method === 'ISPU') return `${texts.pickUp}: ${delivery.name}, ${delivery.address}`;
  const address = `${delivery.address.line1}, ${delivery.address.city}, ${delivery.address.state} ${delivery.address.zip}`;
  return delivery.method === 'SDD'
    ? `${texts.sameDay} (${delivery.window}): ${address}`
    : `${delivery.name}: ${address}`;
}

/**
 * An order as placed, laid out as the confirmation and the order lookup show it: its number and where its details
 * were sent, what happens next (dates, emails, activation, trade-ins to send), how it comes and how it was paid; and
 * beside it (above it on a phone) what was bought, each line with its phone's picture, plan and protection, and what
 * it all came to.
 */
export function OrderSummary({ order }: { readonly order: Order }) {
  const texts = useCheckoutStrings();
  const { site, journeys } = useStorefront();
  const purchase = purchaseOfOrder(order, (line) => lineNotes(line, texts, site.language));
  const esim = order.lines.some((line) => line.sim === 'ESIM') && serves(journeys, BYOD_PATHS.esimActivation);
  const tradeIns = serves(journeys, TRADE_IN_PATHS.orderConfirmation)
    ? order.lines.flatMap((line) => (line.tradeIn ? [line.tradeIn] : []))
    : [];
  const card = order.payment.card;
  return (
    <div className={styles.withSummary}>
      <Stack space="lg">
        <div>
          <p className={styles.orderNumber}>{texts.orderNumber(order.orderNumber)}</p>
          {order.customer.email && <p className={mutedText}>{texts.emailSent(order.customer.email)}</p>}
        </div>
        <section aria-labelledby="order-next" className={styles.panel}>
          <h2 id="order-next" className={styles.panelTitle}>
            {texts.whatsNext}
          </h2>
          <ol className={styles.nextSteps}>
            <li>
              {!order.delivery
                ? texts.nextEsim
                : order.delivery.method === 'SHIPPING'
                  ? texts.nextShipping(day(order.delivery.arrivesBy, site.language))
                  : order.delivery.method === 'ISPU'
                    ? texts.nextPickup(order.delivery.name)
                    : texts.nextSameDay(order.delivery.window)}
            </li>
            {order.lines.some((l) => l.number?.kind === 'port') ? <li>{texts.nextPort}</li> : null}
            {esim ? (
              <li>
                <Link href={`${site.base}${BYOD_PATHS.esimActivation}?orderNumber=${order.orderNumber}`}>
                  {texts.activateEsim}
                </Link>
              </li>
            ) : null}
            {/* A trade-in to send: which phone, and how (its credit is in the summary, with its line). */}
            {tradeIns.map((tradeIn) => (
              <li key={tradeIn.tradeInNumber}>
                {texts.tradeInWith(tradeIn.make, tradeIn.model, tradeIn.tradeInNumber)}.{' '}
                <Link href={`${site.base}${TRADE_IN_PATHS.orderConfirmation}?tradeInNumber=${tradeIn.tradeInNumber}`}>
                  {texts.tradeInDetails}
                </Link>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="order-delivery" className={styles.panel}>
          <h2 id="order-delivery" className={styles.panelTitle}>
            {texts.steps.delivery}
          </h2>
          <p>{deliveryText(order.delivery, texts)}</p>
        </section>
        {card || order.payment.giftCards.length > 0 ? (
          <section aria-labelledby="order-payment" className={styles.panel}>
            <h2 id="order-payment" className={styles.panelTitle}>
              {texts.steps.payment}
            </h2>
            {card ? <p>{texts.cardEnding(brandName(card.brand), card.last4)}</p> : null}
            {order.payment.giftCards.map((gift) => (
              <p key={gift.last4}>{texts.giftCardEnding(gift.last4)}</p>
            ))}
          </section>
        ) : null}
      </Stack>
      {/* Beside the order from desktops up, under it on a phone. */}
      <SummaryAside purchase={purchase} />
    </div>
  );
}
