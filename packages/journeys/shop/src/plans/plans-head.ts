import type { PageHead } from '@carrier/storefront/kit';
import type { Plan } from '../services.js';
import type { ShopStrings } from '../strings/index.js';

/** What the plans page is: each plan with its price a month for one line. */
export function plansHead(
  title: string,
  plans: readonly Plan[] | undefined,
  texts: ShopStrings['plans'],
  money: (amount: number) => string,
): PageHead {
  const priced = (plans ?? []).filter((plan) => plan.pricePerLine[0] !== undefined);
  if (priced.length === 0) return { title };
  const list = priced.map((plan) => `${plan.name} ${money(plan.pricePerLine[0] ?? 0)}`).join(', ');
  return { title, description: texts.plansHeadDescription(list) };
}
