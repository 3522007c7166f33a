import type { Amounts } from '@carrier/service-contracts';
import { useStorefront } from '../context.js';
import { AMOUNTS_STRINGS } from './amounts-strings.js';
import { amountsRows, type AmountRow } from './amounts-rows.js';
import * as styles from './amounts.css.js';

const ROW_CLASS: Readonly<Record<AmountRow['kind'], string | undefined>> = {
  item: undefined,
  credit: styles.credit,
  detail: styles.detail,
  total: styles.total,
  payment: styles.payment,
};

function Rows({ rows }: { readonly rows: readonly AmountRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.flatMap(({ key, label, amount, kind }) => [
        <dt key={`${key}-t`} data-kind={kind} className={[styles.label, ROW_CLASS[kind]].filter(Boolean).join(' ')}>
          {label}
        </dt>,
        <dd key={`${key}-d`} data-kind={kind} className={[styles.amount, ROW_CLASS[kind]].filter(Boolean).join(' ')}>
          {amount}
        </dd>,
      ])}
    </dl>
  );
}

/**
 * What an order comes to, part by part, as the services computed it: the one breakdown of the cart, the checkout's
 * steps, the review, the confirmation, the order status and the account's orders. Every item is on it, each total
 * under its parts, with what each item is taxed on and how today is paid.
 */
export function AmountsBreakdown({
  amounts,
  headingLevel = 2,
  placed = false,
}: {
  readonly amounts: Amounts;
  /** The level of its two headings ("Due today", "Due monthly") on the page it is part of. */
  readonly headingLevel?: 2 | 3 | 4;
  /** The amounts of an order placed: what was due today is said paid. */
  readonly placed?: boolean;
}) {
  const { site } = useStorefront();
  const words = AMOUNTS_STRINGS[site.language];
  const texts = placed ? { ...words, dueToday: words.paidToday } : words;
  const view = amountsRows(amounts, texts, site.language);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  return (
    <section className={styles.breakdown} aria-label={texts.label}>
      <div>
        <Heading className={styles.groupTitle}>{texts.dueToday}</Heading>
        <Rows rows={view.today} />
      </div>
      <div>
        <Heading className={styles.groupTitle}>{texts.dueMonthly}</Heading>
        <Rows rows={view.monthly} />
      </div>
      {view.notes.map((note) => (
        <p key={note} className={styles.notes}>
          {note}
        </p>
      ))}
    </section>
  );
}
