// An order as placed, as the confirmation, the guest's order lookup and the review show it: its lines in words, how
// it is delivered, its amounts and what happens next. Its own module, so a page that shows an order does not load
// the review's way of placing one.
import { Link, Stack, formatMoney } from '@carrier/design-system';
import type { Order } from '@carrier/service-contracts';
import { AmountsBreakdown, mutedText, serves, tradeInCreditText, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { TRADE_IN_PATHS } from '@carrier/journey-trade-in/paths';
import { useCheckoutStrings } from './words.js';
import { day, phone } from './format.js';
import type { CheckoutStrings } from './strings/index.js';

/** The phone traded in with a line's, and the credit it brings, in words. */
export function TradeInNote({
  tradeIn,
  texts,
}: {
  readonly tradeIn: NonNullable<Order['lines'][number]['tradeIn']>;
  readonly texts: CheckoutStrings;
}) {
  const { site } = useStorefront();
  return (
    <p className={mutedText}>
      {texts.tradeInWith(tradeIn.make, tradeIn.model, tradeIn.tradeInNumber)}:{' '}
      {tradeInCreditText(tradeIn.credit, texts.tradeInCredit, (n) => formatMoney(n, site.language))}
    </p>
  );
}

/** A line's number in words: new, moving from another carrier, or the line an upgrade keeps. */
export function numberText(number: Order['lines'][number]['number'], texts: CheckoutStrings): string {
  if (!number) return '';
  if (number.kind === 'upgrade') return texts.upgradeOf(phone(number.mdn));
  return number.kind === 'port' ? texts.portingNumber(phone(number.mdn)) : texts.numberChosen(phone(number.mdn));
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

/** An order as placed: its number, lines, delivery, payment, totals and what happens next. */
export function OrderSummary({ order }: { readonly order: Order }) {
  const texts = useCheckoutStrings();
  const { site, journeys } = useStorefront();
  return (
    <Stack space="md">
      <p>
        <strong>{texts.orderNumber(order.orderNumber)}</strong>
      </p>
      {order.customer.email && <p>{texts.emailSent(order.customer.email)}</p>}
      <h2>{texts.lines}</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={line.lineId}>
            {[line.deviceName, line.colour, line.storage].filter(Boolean).join(', ')}
            {line.number ? ` · ${numberText(line.number, texts)}` : ''}
            {line.tradeIn ? (
              <>
                <TradeInNote tradeIn={line.tradeIn} texts={texts} />
                {serves(journeys, TRADE_IN_PATHS.orderConfirmation) ? (
                  <Link
                    href={`${site.base}${TRADE_IN_PATHS.orderConfirmation}?tradeInNumber=${line.tradeIn.tradeInNumber}`}
                  >
                    {texts.tradeInDetails}
                  </Link>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {order.lines.some((line) => line.sim === 'ESIM') && serves(journeys, BYOD_PATHS.esimActivation) ? (
        <Link variant="standalone" href={`${site.base}${BYOD_PATHS.esimActivation}?orderNumber=${order.orderNumber}`}>
          {texts.activateEsim}
        </Link>
      ) : null}
      <h2>{texts.steps.delivery}</h2>
      <p>{deliveryText(order.delivery, texts)}</p>
      <AmountsBreakdown amounts={order.amounts} />
      <h2>{texts.whatsNext}</h2>
      <p>
        {!order.delivery
          ? texts.nextEsim
          : order.delivery.method === 'SHIPPING'
            ? texts.nextShipping(day(order.delivery.arrivesBy, site.language))
            : order.delivery.method === 'ISPU'
              ? texts.nextPickup(order.delivery.name)
              : texts.nextSameDay(order.delivery.window)}
        {order.lines.some((l) => l.number?.kind === 'port') ? ` ${texts.nextPort}` : ''}
      </p>
    </Stack>
  );
}
