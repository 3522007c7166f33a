import { orderAmounts, toCents, type TaxRule } from '@carrier/pricing';
import type { Amounts, PrepaidCartItem } from '@carrier/service-contracts';
import type { PREPAID_PLANS } from '../catalogue/prepaid.js';
import { amountsInDollars, taxRuleIn } from '../checkout/charges.js';
import type { Language } from '../language.js';

type PrepaidPlanRow = (typeof PREPAID_PLANS)[number];

/** What a prepaid line is made of: its phone or SIM, its plan, autopay, and where it is taxed. */
export interface PrepaidPurchase {
  /** What the line is named by: the phone, the SIM kit or eSIM, or the plan alone. */
  readonly lineName: string;
  /** The phone's or SIM kit's full price (dollars); 0 for an eSIM or a phone paid at a retail partner. */
  readonly price: number;
  readonly plan: PrepaidPlanRow | undefined;
  /** The plan's name in the visitor's language. */
  readonly planName: string | null;
  readonly autopay: boolean;
  /** Something is mailed (a phone or a SIM kit bought here). */
  readonly ships: boolean;
  readonly tax: TaxRule;
}

const ITEM_NAMES: Readonly<Record<Language, { readonly kit: string; readonly esim: string }>> = {
  en: { kit: 'SIM kit', esim: 'eSIM' },
  es: { kit: 'Kit de SIM', esim: 'eSIM' },
};

/** A cart item's name in the breakdown: the phone's, or the SIM kit's or eSIM's in the visitor's language. */
export const itemName = (item: PrepaidCartItem, language: Language): string =>
  item.kind === 'phone' ? item.name : ITEM_NAMES[language][item.simType];

/** A cart item is mailed: a phone, or a SIM kit. */
export const itemShips = (item: PrepaidCartItem | null): boolean =>
  item !== null && (item.kind === 'phone' || item.simType === 'kit');

const FREE_SHIPPING: Readonly<Record<Language, string>> = { en: 'Free shipping', es: 'Envío gratis' };

/** A prepaid plan's monthly price: its one-line price, less autopay's discount when autopay is on (dollars). */
const prepaidMonthly = (plan: PrepaidPlanRow, autopay: boolean): number =>
  (plan.pricePerLine[0] ?? 0) - (autopay ? plan.autopayDiscount : 0);

/** Prepaid is taxed where the line is activated: the activation ZIP's state, an estimate until it is known. */
export const prepaidTax = (state: string | null | undefined): TaxRule => taxRuleIn(state);

/**
 * What a prepaid line comes to, by `@carrier/pricing` as every order of the store: the phone or SIM kit at its full
 * price (taxed), the plan's first month today because prepaid is paid in advance, then the plan each month; free
 * shipping when something ships. The answer is the same shape as the cart's and the order's amounts.
 */
export function prepaidAmounts(purchase: PrepaidPurchase, language: Language): Amounts {
  const { plan, autopay } = purchase;
  const empty = purchase.price === 0 && !plan && !purchase.ships;
  const computed = orderAmounts({
    lines: empty
      ? []
      : [
          {
            id: 'L1',
            device: { price: toCents(purchase.price), purchaseType: 'fullRetail' },
            planMonthly: plan ? toCents(prepaidMonthly(plan, autopay)) : 0,
            planInAdvance: true,
          },
        ],
    tax: purchase.tax,
  });
  return amountsInDollars(
    computed,
    empty
      ? []
      : [
          {
            lineId: 'L1',
            device: { name: purchase.lineName },
            serviceInfo: { planName: purchase.planName },
            protection: null,
          },
        ],
    [],
    {
      delivery: purchase.ships ? { method: 'SHIPPING', name: FREE_SHIPPING[language], amount: 0 } : null,
      card: { brand: null, last4: null },
    },
  );
}

/** Amounts as the order keeps them once paid: the same figures, with the card that paid named by brand and last four. */
export const paidBy = (amounts: Amounts, card: { readonly brand: string; readonly last4: string }): Amounts => ({
  ...amounts,
  card: { ...amounts.card, brand: card.brand, last4: card.last4 },
});
