import { Badge, Link, Select, Stack } from '@carrier/design-system';
import { PLAN_MAX_LINES } from '@carrier/pricing';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { PlanPrice } from '../PlanPrice.js';
import { SHOP_PATHS } from '../paths.js';
import type { Plan } from '../services.js';
import * as styles from '../shop.css.js';
import { useShopStrings } from '../hooks.js';

export function usePlanStrings() {
  return useShopStrings().plans;
}

/** The customer's cart for the plan and protection pages (none when they have no cart). */
export function useCart(pageName: string) {
  const { cart } = useStorefront();
  return useLoad(() => cart.read(pageName).then((c) => c ?? null), [pageName]);
}

/** Which plans the site sells: prepaid under the prepaid base, postpaid elsewhere. */
export function usePlanType(): 'prepaid' | 'postpaid' {
  return useStorefront().site.base === '/sales/prepaid' ? 'prepaid' : 'postpaid';
}

/**
 * A plan's card: the most popular plan marked, its name, its price per line for the lines chosen as the largest figure
 * with what makes it, its data, hotspot and features, and its action at the card's foot (cards side by side are as
 * tall as the tallest, their actions in a row).
 */
export function PlanCard({
  plan,
  lines,
  action,
  highlighted = false,
}: {
  readonly plan: Plan;
  readonly lines: number;
  readonly action?: React.ReactNode;
  readonly highlighted?: boolean;
}) {
  const texts = usePlanStrings();
  return (
    <Stack
      as="article"
      space="sm"
      padding="md"
      border="standard"
      borderRadius="md"
      aria-labelledby={`plan-${plan.id}`}
      data-highlighted={highlighted || undefined}
      data-popular={plan.popular || undefined}
      className={styles.planCard}
    >
      {plan.popular ? (
        <span className={styles.planFlag}>
          <Badge tone="promo">{texts.popular}</Badge>
        </span>
      ) : null}
      <h2 id={`plan-${plan.id}`} className={styles.sectionTitle}>
        {plan.name}
      </h2>
      <PlanPrice plan={plan} lines={lines} />
      <Stack as="ul" space="xs">
        <li>{plan.data}</li>
        <li>{texts.hotspot(plan.hotspot)}</li>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Stack>
      {action ? <div className={styles.planAction}>{action}</div> : null}
    </Stack>
  );
}

/** A recommended plan (the quiz's, a phone's): its card, marked, with the way to every plan. */
export function RecommendedPlan({ plan }: { readonly plan: Plan }) {
  const { site } = useStorefront();
  const texts = usePlanStrings();
  return (
    <PlanCard
      plan={plan}
      lines={1}
      highlighted
      action={
        <Link variant="standalone" href={`${site.base}${SHOP_PATHS.plans}`}>
          {texts.seeAllPlans}
        </Link>
      }
    />
  );
}

/** How many lines the plans are priced for: the more lines on a plan, the less each costs. */
export function LineCountPicker({
  lines,
  onChange,
}: {
  readonly lines: number;
  readonly onChange: (lines: number) => void;
}) {
  const texts = usePlanStrings();
  return (
    <div className={styles.linePicker}>
      <Select
        label={texts.linesLabel}
        helperText={texts.linesHint}
        value={String(lines)}
        options={Array.from({ length: PLAN_MAX_LINES }, (_, i) => ({
          value: String(i + 1),
          label: texts.linesOption(i + 1),
        }))}
        onChange={(value) => onChange(Number(value))}
      />
    </div>
  );
}
