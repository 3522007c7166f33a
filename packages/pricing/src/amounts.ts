import { financing, type DevicePriceInput, type Financing } from './financing.js';
import { assertCents, MoneyError, sumCents, type Cents } from './money.js';

/** Sales tax where the order is taxed: its rate (0.08875 for 8.875 %), the region, and whether it is an estimate. */
export interface TaxRule {
  readonly rate: number;
  /** Where the rate is from: a state's code (`NY`), or the default region's name. */
  readonly region: string;
  /** True while the order has no address yet: the rate is the default one, until an address says. */
  readonly estimated: boolean;
}

/** One line of an order: its device and how it is paid, the plan and protection each month, an upgrade's payoff. */
export interface AmountsLineInput {
  readonly id: string;
  readonly device: DevicePriceInput;
  readonly planMonthly?: Cents;
  /**
   * A promotion's credit on the plan each month (a Friends and Family saving): taken off the plan's price, never more
   * than it.
   */
  readonly planCreditMonthly?: Cents;
  readonly protectionMonthly?: Cents;
  /** An early upgrade's payoff: the balance left on the phone it replaces, paid today (not taxed). */
  readonly payoff?: Cents;
  /** Prepaid: the plan is paid a month ahead, so its first month is due today as well as each month after. */
  readonly planInAdvance?: boolean;
}

/** A line priced before it has its id: what a service works out of a cart's line. */
export type PricedLine = Omit<AmountsLineInput, 'id'>;

/** Accessories, paid today at their unit price. */
export interface AmountsAccessoryInput {
  readonly id: string;
  readonly price: Cents;
  readonly quantity: number;
}

/** Everything an order's amounts are made of. */
export interface AmountsInput {
  readonly lines: readonly AmountsLineInput[];
  readonly accessories?: readonly AmountsAccessoryInput[];
  readonly tax: TaxRule;
  /** Delivery's price (shipping or same day), paid today. */
  readonly delivery?: Cents;
  /** A security deposit the credit check asked for, paid today. */
  readonly deposit?: Cents;
  /** Gift cards in the order they are used, each with what can be taken from it. */
  readonly giftCards?: readonly { readonly id: string; readonly balance: Cents }[];
}

/** Sales tax on one item: what it is charged on, and the tax. */
export interface TaxOn {
  readonly base: Cents;
  readonly amount: Cents;
}

/** A line's amounts: its device's financing, plan, protection, payoff and tax; today and each month. */
export interface LineAmounts {
  readonly id: string;
  readonly financing: Financing;
  readonly planMonthly: Cents;
  /** The promotion's credit on the plan each month, at most the plan's price (0 without one). */
  readonly planCreditMonthly: Cents;
  readonly protectionMonthly: Cents;
  readonly payoff: Cents;
  /** The plan's first month, paid today when the plan is paid in advance (prepaid); 0 for a plan billed monthly. */
  readonly planToday: Cents;
  /** Tax on the device's full price, due today even when the device is paid monthly. */
  readonly tax: TaxOn;
  /** The line's part of today: the device's due today, the payoff and a prepaid plan's first month (its tax is in
   * the order's tax). */
  readonly dueToday: Cents;
  /** The line's part of each month: device payment less credits, plan less its credit, and protection. */
  readonly dueMonthly: Cents;
}

export interface AccessoryAmounts {
  readonly id: string;
  readonly unitPrice: Cents;
  readonly quantity: number;
  readonly amount: Cents;
  readonly tax: TaxOn;
}

/** What an order comes to, part by part: every amount a customer is shown is one of these. */
export interface Amounts {
  readonly lines: readonly LineAmounts[];
  readonly accessories: readonly AccessoryAmounts[];
  /** The order's sales tax: the rule, the sum of the bases, and the sum of each item's tax. */
  readonly tax: TaxRule & TaxOn;
  readonly delivery: Cents;
  readonly deposit: Cents;
  /** Today in all: the lines, accessories, delivery, deposit and tax. */
  readonly dueToday: Cents;
  /** What is taken from each gift card, in order, never more than today or the card holds. */
  readonly giftCards: readonly { readonly id: string; readonly amount: Cents }[];
  /** What is left for the card to pay today, after the gift cards. */
  readonly card: Cents;
  /** Each month in all: the lines' device payments, plans and protection. */
  readonly dueMonthly: Cents;
}

/**
 * Sales tax on a base, rounded to the nearest cent (half a cent up). The product is read to 12 significant digits
 * first, so a rate written in decimals (0.08875) taxes $100.00 at exactly $8.88.
 */
export function taxOn(base: Cents, rate: number): TaxOn {
  assertCents(base, 'taxed amount');
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1) throw new MoneyError(`${rate} is not a tax rate.`);
  const exact = Number.parseFloat((base * rate).toPrecision(12));
  return { base, amount: base <= 0 ? 0 : Math.floor(exact + 0.5) };
}

/**
 * How an amount due is paid: gift cards first, in the order given, each giving what it holds up to what is left;
 * the card pays the rest. A card that gives nothing is left out.
 */
export function giftCardSplit<Id>(
  due: Cents,
  giftCards: readonly { readonly id: Id; readonly balance: Cents }[],
): { readonly giftCards: readonly { readonly id: Id; readonly amount: Cents }[]; readonly card: Cents } {
  let left = amount(due, 'amount due');
  const taken = giftCards.flatMap(({ id, balance }) => {
    const share = Math.min(left, amount(balance, 'gift card balance'));
    left -= share;
    return share > 0 ? [{ id, amount: share }] : [];
  });
  return { giftCards: taken, card: left };
}

function amount(value: Cents | undefined, what: string): Cents {
  const cents = value ?? 0;
  assertCents(cents, what);
  if (cents < 0) throw new MoneyError(`The ${what} cannot be negative.`);
  return cents;
}

/**
 * What an order comes to, computed once: each line by its financing (a device's full price is taxed today, whatever
 * the purchase type), accessories, delivery, a deposit and sales tax today, item by item; gift cards taken first
 * and the card for the rest; device payments less credits, plans less their credits, and protection each month. Every total is the sum
 * of the parts listed with it.
 */
export function orderAmounts(input: AmountsInput): Amounts {
  const { rate } = input.tax;
  const lines = input.lines.map((line): LineAmounts => {
    const terms = financing(line.device);
    const planMonthly = amount(line.planMonthly, 'plan price');
    const planCreditMonthly = Math.min(amount(line.planCreditMonthly, 'plan credit'), planMonthly);
    const protectionMonthly = amount(line.protectionMonthly, 'protection price');
    const payoff = amount(line.payoff, 'payoff');
    const planToday = line.planInAdvance ? planMonthly - planCreditMonthly : 0;
    return {
      id: line.id,
      financing: terms,
      planMonthly,
      planCreditMonthly,
      protectionMonthly,
      payoff,
      planToday,
      tax: taxOn(terms.price, rate),
      dueToday: terms.dueToday + payoff + planToday,
      dueMonthly: terms.dueMonthly + planMonthly - planCreditMonthly + protectionMonthly,
    };
  });
  const accessories = (input.accessories ?? []).map((item): AccessoryAmounts => {
    const unitPrice = amount(item.price, 'accessory price');
    if (!Number.isInteger(item.quantity) || item.quantity < 0)
      throw new MoneyError(`${item.quantity} is not a quantity.`);
    const total = unitPrice * item.quantity;
    return { id: item.id, unitPrice, quantity: item.quantity, amount: total, tax: taxOn(total, rate) };
  });
  const delivery = amount(input.delivery, 'delivery price');
  const deposit = amount(input.deposit, 'deposit');
  const taxed = [...lines.map((line) => line.tax), ...accessories.map((item) => item.tax)];
  const tax = {
    ...input.tax,
    base: sumCents(taxed.map((t) => t.base)),
    amount: sumCents(taxed.map((t) => t.amount)),
  };
  const dueToday = sumCents([
    ...lines.map((line) => line.dueToday),
    ...accessories.map((item) => item.amount),
    delivery,
    deposit,
    tax.amount,
  ]);
  const { giftCards, card } = giftCardSplit(dueToday, input.giftCards ?? []);
  return {
    lines,
    accessories,
    tax,
    delivery,
    deposit,
    dueToday,
    giftCards,
    card,
    dueMonthly: sumCents(lines.map((line) => line.dueMonthly)),
  };
}
