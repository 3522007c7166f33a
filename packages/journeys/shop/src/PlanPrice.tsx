import { formatMoney } from '@carrier/design-system';
import { planPerLine } from '@carrier/pricing';
import { useStorefront } from '@carrier/storefront/kit';
import { useShopStrings } from './hooks.js';
import type { Plan } from './services.js';
import * as styles from './shop.css.js';

/**
 * A plan's price with the conditions that make it: per line for this many lines, and what it is with Auto Pay and
 * paper-free billing. The landing, the plans page and the plan's own search result all show a plan this way, so the
 * same plan on the same terms has the same price everywhere (the cart charges the first figure).
 */
export function PlanPrice({ plan, lines }: { readonly plan: Plan; readonly lines: number }) {
  const { site } = useStorefront();
  const texts = useShopStrings().plans;
  const money = (amount: number) => formatMoney(amount, site.language);
  return (
    <>
      <p>
        <strong className={styles.planPrice}>{money(planPerLine(plan, { lines, autopay: false }))}</strong>
        <span className={styles.muted}>{texts.perLine(lines)}</span>
      </p>
      <p className={styles.muted}>{texts.autopay(money(planPerLine(plan, { lines, autopay: true })))}</p>
    </>
  );
}
