import { Alert, formatMoney } from '@carrier/design-system';
import { financing, toCents, toDollars } from '@carrier/pricing';
import { tradeInCreditText, useStorefront, type PhoneTradeIn } from '@carrier/storefront/kit';

/** The note's words, with its code: only a visit with a trade-in for the phone loads them. */
const WORDS = {
  en: {
    tradeInReady: (number: string, make: string, model: string) => `Your trade-in ${number}: ${make} ${model}`,
    tradeInCredit: {
      instant: (total: string) => `${total} instant credit`,
      promo: (monthly: string, months: number) => `${monthly}/mo in promotion credits for ${months} months`,
      prepaidCard: (total: string) => `A ${total} prepaid card, by mail`,
    },
    withTradeInMonthly: (amount: string) => `${amount}/mo with your trade-in`,
    withTradeInToday: (amount: string) => `${amount} today with your trade-in`,
  },
  es: {
    tradeInReady: (number: string, make: string, model: string) => `Tu entrega de equipo ${number}: ${make} ${model}`,
    tradeInCredit: {
      instant: (total: string) => `${total} de crédito instantáneo`,
      promo: (monthly: string, months: number) => `${monthly}/mes en créditos de promoción durante ${months} meses`,
      prepaidCard: (total: string) => `Una tarjeta prepagada de ${total}, por correo`,
    },
    withTradeInMonthly: (amount: string) => `${amount}/mes con tu entrega de equipo`,
    withTradeInToday: (amount: string) => `${amount} hoy con tu entrega de equipo`,
  },
} as const;

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
  const texts = WORDS[site.language];
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
