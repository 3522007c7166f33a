import { formatMoney } from '@carrier/design-system';
import { useStorefront } from '@carrier/storefront/kit';
import type { CartStrings } from './strings/index.js';
import * as styles from './cart.css.js';

/** What the cart comes to, as the cart and express pages show it: due today, and due each month. */
export function CartTotals({
  totals,
  texts,
}: {
  readonly totals: { readonly dueToday: number; readonly dueMonthly: number };
  readonly texts: CartStrings;
}) {
  const { site } = useStorefront();
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <>
      <p className={styles.total}>
        <span>{texts.dueToday}</span>
        <strong>{money(totals.dueToday)}</strong>
      </p>
      <p className={styles.total}>
        <span>{texts.dueMonthly}</span>
        <strong>
          {money(totals.dueMonthly)}
          {texts.perMonth}
        </strong>
      </p>
    </>
  );
}
