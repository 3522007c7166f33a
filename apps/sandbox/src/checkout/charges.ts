// What the checkout adds to what a cart comes to: the down payment the credit check asked, a security deposit,
// delivery, sales tax where the order goes, and the gift cards the payment took. The cart's read answers its
// amounts with these (`@carrier/pricing`'s `orderAmounts`), so the cart, the checkout and the order agree.
import {
  toCents,
  toDollars,
  type Amounts,
  type AmountsAccessoryInput,
  type AmountsInput,
  type Cents,
  type PricedLine,
  type TaxOn,
  type TaxRule,
} from '@carrier/pricing';
import type { Cart } from '@carrier/service-contracts';
import type { StoredCart, StoredLine } from '../carts/stored.js';
import { DEVICES, STORES } from '../catalogue/catalogue.js';
import { FNF_NAME, planCredits } from '../carts/promotion.js';
import type { Language } from '../language.js';

/** Sales tax on what is paid today, by state; other states use the default. */
const TAX_RATES: Readonly<Record<string, number>> = {
  NY: 0.08875,
  NJ: 0.06625,
  CA: 0.0875,
  FL: 0.07,
  TX: 0.0825,
  IL: 0.1025,
  WA: 0.1035,
  MA: 0.0625,
  MT: 0,
};
/** The rate of a state the table leaves out, and the estimate while an order has no address. */
export const DEFAULT_TAX_RATE = 0.07;
/** The region of an estimated tax: the order has no address yet. */
export const ESTIMATED_REGION = 'DEFAULT';

/** The state whose sales tax applies: where the order is delivered or picked up, else the customer's home. */
function taxState(cart: StoredCart): string | undefined {
  const delivery = cart.checkout?.delivery;
  if (delivery?.method === 'ISPU')
    return STORES.find((s) => s.id === delivery.storeId)
      ?.address.split(', ')
      .at(-1)
      ?.slice(0, 2);
  return delivery?.address.state ?? cart.checkout?.customer?.address.state;
}

/** Sales tax of a cart: the rate of the state it goes to, or the default rate as an estimate until there is one. */
export function taxRuleOf(cart: StoredCart): TaxRule {
  return taxRuleIn(taxState(cart));
}

/** The sales tax of a state (`NY`), or the default rate as an estimate while there is no address. */
export function taxRuleIn(state: string | null | undefined): TaxRule {
  if (!state) return { rate: DEFAULT_TAX_RATE, region: ESTIMATED_REGION, estimated: true };
  return {
    rate: Object.hasOwn(TAX_RATES, state) ? TAX_RATES[state]! : DEFAULT_TAX_RATE,
    region: state,
    estimated: false,
  };
}

const salePrices = new Map(DEVICES.flatMap((d) => d.skus.map((s) => [s.sku, s.salePrice] as const)));

/** The down payment of a device line: the credit decision's share of its price, in cents. */
export function downPaymentOf(cart: StoredCart, line: StoredLine): Cents {
  const credit = cart.checkout?.credit;
  if (credit?.decision !== 'APPROVED_WITH_DOWN_PAYMENT' || line.purchaseType !== 'devicePayment' || line.byod) return 0;
  return Math.round((toCents(salePrices.get(line.sku) ?? 0) * credit.downPaymentPercent) / 100);
}

/** The security deposit of a passport credit check, in cents. */
export function depositOf(cart: StoredCart): Cents {
  const credit = cart.checkout?.credit;
  return credit?.decision === 'APPROVED_WITH_DEPOSIT' ? credit.depositCents : 0;
}

/** How the order is delivered and what it costs (pickup in a store is free); null until chosen. */
export function deliveryChargeOf(
  cart: StoredCart,
): { readonly method: 'SHIPPING' | 'ISPU' | 'SDD'; readonly name: string; readonly amount: Cents } | null {
  const delivery = cart.checkout?.delivery;
  if (!delivery) return null;
  if (delivery.method === 'ISPU') return { method: 'ISPU', name: delivery.name, amount: 0 };
  return {
    method: delivery.method,
    name: delivery.method === 'SDD' ? delivery.window : delivery.name,
    amount: toCents(delivery.price),
  };
}

/** The gift cards the payment took, with what each gave: the amounts take them again in the same order. */
export function giftCardsOf(cart: StoredCart): readonly { readonly id: string; readonly balance: Cents }[] {
  return (
    cart.checkout?.payment?.giftCardTokens.map((g, i) => ({
      id: cart.checkout?.payment?.summary.giftCards[i]?.last4 ?? '',
      balance: g.cents,
    })) ?? []
  );
}

/** A cart's priced lines (in the cart's order) and accessories, with what the checkout adds: the amounts' input. */
export function amountsInput(
  cart: StoredCart,
  priced: readonly PricedLine[],
  accessories: readonly AmountsAccessoryInput[],
): AmountsInput {
  const delivery = deliveryChargeOf(cart);
  const credits = planCredits(cart);
  return {
    lines: priced.map((line, i) => {
      const stored = cart.lines[i]!;
      const downPayment = downPaymentOf(cart, stored);
      return {
        ...line,
        ...(credits[i] ? { planCreditMonthly: credits[i] } : {}),
        id: stored.lineId,
        device: downPayment > 0 ? { ...line.device, downPayment } : line.device,
      };
    }),
    accessories,
    tax: taxRuleOf(cart),
    ...(delivery ? { delivery: delivery.amount } : {}),
    deposit: depositOf(cart),
    giftCards: giftCardsOf(cart),
  };
}

/** The names the amounts are shown with: each line's device, plan and protection, each accessory's. */
export interface Named {
  readonly lines: readonly {
    readonly lineId: string;
    readonly device: { readonly name: string };
    readonly serviceInfo: { readonly planName: string | null };
    readonly protection: { readonly name: string } | null;
  }[];
  readonly accessories: readonly { readonly accessoryId: string; readonly name: string }[];
}

/** A cart's amounts as the services answer them: dollars, each part with the name it is shown with. */
export function amountsAnswer(
  cart: StoredCart,
  amounts: Amounts,
  lines: Named['lines'],
  accessories: Named['accessories'],
  language: Language = 'en',
): Cart['amounts'] {
  const card = cart.checkout?.payment?.summary.card ?? null;
  return amountsInDollars(amounts, lines, accessories, {
    delivery: deliveryChargeOf(cart),
    card: { brand: card?.brand ?? null, last4: card?.last4 ?? null },
    planCredit: FNF_NAME[language],
  });
}

/**
 * Amounts as every service answers them (the cart's, the order's, the prepaid store's): dollars, each part with the
 * name it is shown with, the delivery chosen and the card that pays.
 */
export function amountsInDollars(
  amounts: Amounts,
  lines: Named['lines'],
  accessories: Named['accessories'],
  paid: {
    readonly delivery: {
      readonly method: 'SHIPPING' | 'ISPU' | 'SDD';
      readonly name: string;
      readonly amount: Cents;
    } | null;
    readonly card: { readonly brand: string | null; readonly last4: string | null };
    /** The name of the promotion a plan credit is from. */
    readonly planCredit?: string;
  },
): Cart['amounts'] {
  const dollars = (tax: TaxOn) => ({ base: toDollars(tax.base), amount: toDollars(tax.amount) });
  const { delivery, card } = paid;
  return {
    lines: amounts.lines.map((line, i) => {
      const named = lines[i]!;
      const f = line.financing;
      return {
        lineId: line.id,
        deviceName: named.device.name,
        purchaseType: f.purchaseType,
        price: toDollars(f.price),
        deviceToday: toDollars(f.dueToday),
        downPayment: toDollars(f.downPayment),
        instantCredit: toDollars(f.instantCredit),
        financed: toDollars(f.financed),
        months: f.months,
        deviceMonthly: toDollars(f.deviceMonthly),
        promotionCreditMonthly: toDollars(f.promotionCreditMonthly),
        tradeInCreditMonthly: toDollars(f.tradeInCreditMonthly),
        plan: named.serviceInfo.planName
          ? { name: named.serviceInfo.planName, monthly: toDollars(line.planMonthly) }
          : null,
        ...(named.serviceInfo.planName && line.planCreditMonthly > 0
          ? {
              planCredit: { name: paid.planCredit ?? FNF_NAME.en, monthly: toDollars(line.planCreditMonthly) },
            }
          : {}),
        protection: named.protection
          ? { name: named.protection.name, monthly: toDollars(line.protectionMonthly) }
          : null,
        payoff: toDollars(line.payoff),
        ...(line.planToday > 0 ? { planToday: toDollars(line.planToday) } : {}),
        tax: dollars(line.tax),
        dueToday: toDollars(line.dueToday),
        dueMonthly: toDollars(line.dueMonthly),
      };
    }),
    accessories: amounts.accessories.map((item, i) => ({
      accessoryId: item.id,
      name: accessories[i]?.name ?? item.id,
      quantity: item.quantity,
      unitPrice: toDollars(item.unitPrice),
      amount: toDollars(item.amount),
      tax: dollars(item.tax),
    })),
    tax: {
      rate: amounts.tax.rate,
      region: amounts.tax.region,
      estimated: amounts.tax.estimated,
      base: toDollars(amounts.tax.base),
      amount: toDollars(amounts.tax.amount),
    },
    delivery: delivery ? { method: delivery.method, name: delivery.name, amount: toDollars(delivery.amount) } : null,
    deposit: toDollars(amounts.deposit),
    dueToday: toDollars(amounts.dueToday),
    giftCards: amounts.giftCards.map((g) => ({ last4: g.id, amount: toDollars(g.amount) })),
    card: { amount: toDollars(amounts.card), brand: card.brand, last4: card.last4 },
    dueMonthly: toDollars(amounts.dueMonthly),
  };
}
