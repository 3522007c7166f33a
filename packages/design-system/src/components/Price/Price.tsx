import { DEVICE_PAYMENT_MONTHS, monthlyShare, toCents, toDollars } from '@carrier/pricing';
import { formatMoney, useLanguage, useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import * as shared from '../shared.css.js';
import * as styles from './Price.css.js';

/** The months of a device payment agreement (@carrier/pricing's). */
export { DEVICE_PAYMENT_MONTHS };

/** Which price leads: the full retail price or the monthly device payment. */
export const PRICE_MODES = ['retail', 'monthly'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export const PRICE_SIZES = ['large', 'small'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export interface PriceProps {
  /** The full retail price in dollars. */
  readonly retail: number;
  /** The retail price before a discount, shown struck through. */
  readonly was?: number;
  /** The monthly payment; by default the retail price over 36 months, to the nearest cent. */
  readonly monthly?: number;
  readonly months?: number;
  readonly mode?: PriceMode;
  /** A promo credit in dollars, spread over the months of the agreement. */
  readonly promoCredit?: number;
  readonly size?: PriceSize;
}

/** The monthly payment of a price in dollars over a term, by @carrier/pricing's one rounding rule. */
export function monthlyPayment(retail: number, months: number = DEVICE_PAYMENT_MONTHS): number {
  return toDollars(monthlyShare(toCents(retail), months));
}

/**
 * A device price: retail, or monthly over the device payment term with the retail price under it; a
 * struck-through earlier price and a promo credit when there are. Screen readers hear "Was …, now …".
 * @example <Price retail={829.99} was={999.99} mode="monthly" promoCredit={200} />
 */
export function Price({
  retail,
  was,
  monthly,
  months = DEVICE_PAYMENT_MONTHS,
  mode = 'retail',
  promoCredit,
  size = 'large',
}: PriceProps) {
  const strings = useStrings();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  const perMonth = monthly ?? monthlyPayment(retail, months);
  const wasMonthly = was === undefined ? undefined : monthlyPayment(was, months);
  const lead = mode === 'monthly' ? money(perMonth) : money(retail);
  const struck =
    mode === 'monthly'
      ? wasMonthly === undefined
        ? undefined
        : money(wasMonthly)
      : was === undefined
        ? undefined
        : money(was);
  return (
    <div className={cx(styles.price, styles.size[size])}>
      <p className={styles.line}>
        {struck !== undefined ? (
          <>
            <span className={shared.visuallyHidden}>{strings.was(struck)}, </span>
            <s className={styles.struck} aria-hidden="true">
              {struck}
            </s>{' '}
            <span className={shared.visuallyHidden}>{strings.now(lead)}</span>
            <span className={cx(styles.amount, styles.discounted)} aria-hidden="true">
              {lead}
            </span>
          </>
        ) : (
          <span className={styles.amount}>{lead}</span>
        )}
        {mode === 'monthly' ? <span className={styles.unit}>{strings.perMonth}</span> : null}
      </p>
      {mode === 'monthly' ? (
        <p className={styles.detail}>
          {strings.monthlyFor(months)}; {strings.retailPrice} {money(retail)}
        </p>
      ) : null}
      {promoCredit !== undefined && promoCredit > 0 ? (
        <p className={styles.credit}>{strings.promoCredit(money(promoCredit))}</p>
      ) : null}
    </div>
  );
}
