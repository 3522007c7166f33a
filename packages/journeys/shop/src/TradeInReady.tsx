import { Alert, formatMoney } from '@carrier/design-system';
import { financing, toCents, toDollars } from '@carrier/pricing';
import { tradeInCreditText, useStorefront, type PhoneTradeIn } from '@carrier/storefront/kit';
import { useShopStrings } from './hooks.js';

/**
 * The trade-in completed for this phone: what it is, the credit it brings, and the phone's price with it, by the
 * store's pricing rules (a promotion credit comes off each month, an instant credit off the price; a prepaid card is
 * mailed and changes no price).
 */
export function TradeInReady({
  tradeIn,
  price,
  view,
}: {
  readonly tradeIn: PhoneTradeIn;
  readonly price: number;
  readonly view: 'monthly' | 'retail';
}) {
  const { site } = useStorefront();
  const texts = useShopStrings().product;
  const money = (amount: number) => formatMoney(amount, site.language);
  const { credit } = tradeIn;
  // A promotion credit comes with monthly payments only.
  const withCredit =
    credit.kind === 'prepaidCard' || (credit.kind === 'promo' && view === 'retail')
      ? undefined
      : financing({
          price: toCents(price),
          purchaseType: view === 'monthly' ? 'devicePayment' : 'fullRetail',
          tradeInCredit: toCents(credit.total),
          tradeInCreditKind: credit.kind === 'promo' ? 'monthly' : 'instant',
        });
  return (
    <Alert tone="success" title={texts.tradeInReady(tradeIn.tradeInNumber, tradeIn.make, tradeIn.model)}>
      <p>{tradeInCreditText(credit, texts.tradeInCredit, money)}</p>
      {withCredit ? (
        <p>
          <strong>
            {view === 'monthly'
              ? texts.withTradeInMonthly(money(toDollars(withCredit.dueMonthly)))
              : texts.withTradeInToday(money(toDollars(withCredit.dueToday)))}
          </strong>
        </p>
      ) : null}
    </Alert>
  );
}
