import { formatPhone } from '@carrier/checkout-rules';
import { Button, Link, formatMoney } from '@carrier/design-system';
import type { Cart } from '@carrier/service-contracts';
import { tradeInCreditText, useStorefront } from '@carrier/storefront/kit';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import { TRADE_IN_PATHS } from '@carrier/journey-trade-in/paths';
import { CART_STRINGS } from '../strings/index.js';
import * as styles from '../cart.css.js';
import type { CartControls, CartLine } from './types.js';

/**
 * A line's facts: the upgrade it is for and its payoff, the device and how it is paid (with its offer's credit), the
 * plan and the protection (each with the way to change it), the trade-in (removed, or one completed elsewhere put on
 * it, or added), and the line's monthly subtotal as the services computed it.
 */
export function LineDetails({
  line,
  cart: readCart,
  controls,
}: {
  readonly line: CartLine;
  readonly cart: Cart;
  readonly controls: CartControls;
}) {
  const { cart, site } = useStorefront();
  const texts = CART_STRINGS[site.language];
  const money = (amount: number) => formatMoney(amount, site.language);
  const tradeIn = readCart.lineDetails.tradeInDetail.tradeInItems.find((t) => t.lineId === line.lineId);
  const available = readCart.lineDetails.tradeInDetail.available;
  // The line's part of the cart's amounts, as the services computed them.
  const priced = readCart.amounts.lines.find((l) => l.lineId === line.lineId);
  return (
    <dl className={styles.details}>
      {line.upgrade ? (
        <>
          <dt>{texts.upgradeFor}</dt>
          <dd>{formatPhone(line.upgrade.mtn)}</dd>
        </>
      ) : null}
      {line.upgrade?.payoff ? (
        <>
          <dt>{texts.payoff}</dt>
          <dd>{texts.paidToday(money(line.upgrade.payoff))}</dd>
        </>
      ) : null}
      <dt>{texts.device}</dt>
      <dd>
        {line.device.purchaseType === 'devicePayment'
          ? texts.devicePayment(money(priced?.deviceMonthly ?? line.device.monthly), priced?.months ?? 36)
          : texts.paidToday(money(line.device.price))}
      </dd>
      {line.device.promotionCredit ? (
        <>
          <dt>{texts.offerCredit}</dt>
          <dd>
            −
            {line.device.purchaseType === 'devicePayment'
              ? `${money(priced?.promotionCreditMonthly ?? 0)}${texts.perMonth}`
              : money(line.device.promotionCredit)}
          </dd>
        </>
      ) : null}
      <dt>{texts.plan}</dt>
      <dd>
        {line.serviceInfo.planName ? (
          <>
            {line.serviceInfo.planName} · {money(line.serviceInfo.planMonthly)}
            {texts.perMonth}
            {line.upgrade?.currentPlanId && line.upgrade.currentPlanId === line.serviceInfo.planId
              ? ` (${texts.currentPlan})`
              : ''}
          </>
        ) : (
          texts.noPlan
        )}{' '}
        <Link
          href={`${site.base}${SHOP_PATHS.plans}?line=${encodeURIComponent(line.lineId)}`}
          aria-label={(line.serviceInfo.planId ? texts.changePlanFor : texts.choosePlanFor)(line.device.name)}
        >
          {line.serviceInfo.planId ? texts.changePlan : texts.choosePlan}
        </Link>
      </dd>
      {priced?.planCredit && priced.planCredit.monthly > 0 ? (
        <>
          <dt>{priced.planCredit.name}</dt>
          <dd>
            −{money(priced.planCredit.monthly)}
            {texts.perMonth} {texts.onThePlan}
          </dd>
        </>
      ) : null}
      <dt>{texts.protection}</dt>
      <dd>
        {line.protection ? (
          <>
            {line.protection.name} · {money(line.protection.monthlyPrice)}
            {texts.perMonth}
          </>
        ) : (
          texts.noProtection
        )}{' '}
        <Link
          href={`${site.base}${SHOP_PATHS.protection}?line=${encodeURIComponent(line.lineId)}`}
          aria-label={texts.changeProtectionFor(line.device.name)}
        >
          {texts.changeProtection}
        </Link>
      </dd>
      {tradeIn ? (
        <>
          <dt>{texts.tradeIn}</dt>
          <dd>
            {tradeIn.make} {tradeIn.model} ·{' '}
            {tradeIn.credit
              ? tradeInCreditText(tradeIn.credit, texts.tradeInCredit, money)
              : `−${money(tradeIn.value)}`}{' '}
            <Button
              variant="link"
              size="small"
              loading={controls.busy === `tradeIn-${line.lineId}`}
              aria-label={texts.removeTradeInFor(line.device.name)}
              onClick={() =>
                void controls.change(`tradeIn-${line.lineId}`, () =>
                  cart.saveLine({ lineId: line.lineId, tradeIn: null }, controls.pageName),
                )
              }
            >
              {texts.removeTradeIn}
            </Button>
            {tradeIn.credit?.kind === 'promo' && line.device.purchaseType !== 'devicePayment' ? (
              <span className={styles.muted}> {texts.promoNeedsMonthly}</span>
            ) : null}
          </dd>
        </>
      ) : line.byod ? null : (
        <>
          <dt>{texts.tradeIn}</dt>
          <dd>
            {/* A trade-in completed on its own page goes on a line here (its credit with it). */}
            {(available ?? []).map((ready) => (
              <Button
                key={ready.tradeInNumber}
                variant="secondary"
                size="small"
                loading={controls.busy === `tradeIn-${line.lineId}`}
                aria-label={texts.useTradeInFor(
                  texts.useTradeIn(ready.make, ready.model, ready.tradeInNumber),
                  line.device.name,
                )}
                onClick={() =>
                  void controls.change(`tradeIn-${line.lineId}`, () =>
                    cart.saveLine(
                      { lineId: line.lineId, tradeIn: { tradeInNumber: ready.tradeInNumber } },
                      controls.pageName,
                    ),
                  )
                }
              >
                {texts.useTradeIn(ready.make, ready.model, ready.tradeInNumber)}
              </Button>
            ))}{' '}
            <Link
              href={`${site.base}${TRADE_IN_PATHS.validateDevice}?line=${encodeURIComponent(line.lineId)}&device=${encodeURIComponent(line.device.deviceId)}`}
              aria-label={texts.addTradeInFor(line.device.name)}
            >
              {texts.addTradeIn}
            </Link>
          </dd>
        </>
      )}
      <dt className={styles.subtotal}>{texts.lineSubtotal}</dt>
      <dd className={styles.subtotal}>
        {money(priced?.dueMonthly ?? 0)}
        {texts.perMonth}
      </dd>
    </dl>
  );
}
