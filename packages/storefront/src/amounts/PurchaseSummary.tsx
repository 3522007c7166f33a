import { formatMoney, safeImageSrc } from '@carrier/design-system';
import type { Amounts, Cart, Order } from '@carrier/service-contracts';
import { useStorefront } from '../context.js';
import { AmountsBreakdown } from './AmountsBreakdown.js';
import { AMOUNTS_STRINGS } from './amounts-strings.js';
import * as styles from './amounts.css.js';

/** A line of a purchase as its summary shows it: the phone's picture and name, its plan and protection. */
export interface SummaryLine {
  readonly lineId: string;
  readonly name: string;
  /** Its colour and storage, or what else tells it apart (`Obsidian, 128 GB`). */
  readonly details: string;
  readonly image?: string | undefined;
  readonly plan: string | null;
  readonly protection: string | null;
  /** What else goes with it, in words: its number (new, moving in, the line upgraded), a trade-in and its credit. */
  readonly notes?: readonly string[];
}

/** An accessory of a purchase as its summary shows it. */
export interface SummaryAccessory {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly image?: string | undefined;
}

/** What a summary shows: the lines and accessories bought, and the amounts they come to. */
export interface Purchase {
  readonly lines: readonly SummaryLine[];
  readonly accessories: readonly SummaryAccessory[];
  readonly amounts: Amounts;
  /** An order placed: what was due today is said paid. */
  readonly placed?: boolean;
}

/**
 * A cart's lines and accessories, with the amounts its checkout computed, as a summary shows them; `notesOf` says
 * what else goes with a line (its number, a trade-in).
 */
export function purchaseOfCart(
  cart: Cart,
  amounts: Amounts,
  notesOf: (lineId: string) => readonly string[] = () => [],
): Purchase {
  return {
    lines: cart.lineDetails.lineInfo.map((line) => ({
      lineId: line.lineId,
      name: line.device.name,
      details: [line.device.colour, line.device.storage].filter(Boolean).join(', '),
      image: line.device.image,
      plan: line.serviceInfo.planName,
      protection: line.protection?.name ?? null,
      notes: notesOf(line.lineId),
    })),
    accessories: cart.accessories.map((a) => ({
      id: a.accessoryId,
      name: a.name,
      quantity: a.quantity,
      image: a.image,
    })),
    amounts,
  };
}

/** A placed order as a summary shows it; `notesOf` says what else goes with a line (its number, a trade-in). */
export function purchaseOfOrder(
  order: Order,
  notesOf: (line: Order['lines'][number]) => readonly string[] = () => [],
): Purchase {
  return {
    lines: order.lines.map((line) => ({
      lineId: line.lineId,
      name: line.deviceName,
      details: [line.colour, line.storage].filter(Boolean).join(', '),
      image: line.image ?? undefined,
      plan: line.planName,
      protection: order.amounts.lines.find((l) => l.lineId === line.lineId)?.protection?.name ?? null,
      notes: notesOf(line),
    })),
    accessories: order.amounts.accessories.map((a) => ({
      id: a.accessoryId,
      name: a.name,
      quantity: a.quantity,
      image: order.accessories.find((o) => o.name === a.name)?.image ?? undefined,
    })),
    amounts: order.amounts,
    placed: true,
  };
}

/** A picture of the summary, or its room kept when there is none (or it is not the store's own). */
function Picture({ src }: { readonly src: string | undefined }) {
  const image = src ? safeImageSrc(src) : undefined;
  return image ? (
    <img className={styles.picture} src={image} alt="" width={64} height={64} loading="lazy" decoding="async" />
  ) : (
    <span className={styles.picture} aria-hidden="true" />
  );
}

/**
 * What is bought, as the checkout's steps, the review, the confirmation and an order's pages show it beside or above
 * their own content: each line with its phone's picture, name, plan and protection, the accessories, then the one
 * breakdown of the amounts. Its items and the breakdown's parts are headings of level 3, under the page's sections.
 */
function PurchaseSummary({ purchase }: { readonly purchase: Purchase }) {
  const { site } = useStorefront();
  const texts = AMOUNTS_STRINGS[site.language];
  return (
    <div className={styles.summary}>
      <ul className={styles.items}>
        {purchase.lines.map((line) => (
          <li key={line.lineId} className={styles.item}>
            <Picture src={line.image} />
            <div className={styles.itemText}>
              <h3 className={styles.itemName}>{line.name}</h3>
              {line.details ? <p className={styles.itemDetail}>{line.details}</p> : null}
              <p className={styles.itemDetail}>{line.plan ? texts.withPlan(line.plan) : texts.noPlan}</p>
              {line.protection ? <p className={styles.itemDetail}>{texts.withProtection(line.protection)}</p> : null}
              {line.notes?.map((note) => (
                <p key={note} className={styles.itemDetail}>
                  {note}
                </p>
              ))}
            </div>
          </li>
        ))}
        {purchase.accessories.map((accessory) => (
          <li key={accessory.id} className={styles.item}>
            <Picture src={accessory.image} />
            <div className={styles.itemText}>
              <h3 className={styles.itemName}>{accessory.name}</h3>
              <p className={styles.itemDetail}>{texts.quantity(accessory.quantity)}</p>
            </div>
          </li>
        ))}
      </ul>
      <AmountsBreakdown amounts={purchase.amounts} headingLevel={3} placed={purchase.placed ?? false} />
    </div>
  );
}

/**
 * The summary beside a page's content: a card of its own in the last column of the page's grid from desktops up, kept
 * in view as the page scrolls; on a phone a section of the one column. It opens unfolded, and folds with a tap on its
 * title (what is due today), before the page's code has come too; it is drawn once, for every width.
 */
export function SummaryAside({ purchase }: { readonly purchase: Purchase }) {
  const { site } = useStorefront();
  const texts = AMOUNTS_STRINGS[site.language];
  return (
    <aside className={styles.aside} aria-label={texts.summary}>
      <details className={styles.folded} open>
        <summary className={styles.fold}>
          {(purchase.placed ? texts.showPaidSummary : texts.showSummary)(
            formatMoney(purchase.amounts.dueToday, site.language),
          )}
        </summary>
        <PurchaseSummary purchase={purchase} />
      </details>
    </aside>
  );
}
