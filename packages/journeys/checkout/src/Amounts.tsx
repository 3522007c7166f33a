import * as styles from './checkout.css.js';

/** One row of an amounts list: its label, its amount as written, and whether it is the total. */
export interface AmountRow {
  readonly label: string;
  readonly amount: string;
  readonly total?: boolean;
}

/** Labels and amounts in two columns, each row read as a term and its value. */
export function Amounts({ rows }: { readonly rows: readonly AmountRow[] }) {
  return (
    <dl className={styles.amounts}>
      {rows.flatMap(({ label, amount, total }) => [
        <dt key={`${label}-t`} className={total ? styles.total : undefined}>
          {label}
        </dt>,
        <dd key={`${label}-d`} className={total ? `${styles.amount} ${styles.total}` : styles.amount}>
          {amount}
        </dd>,
      ])}
    </dl>
  );
}
