import { financing, type DevicePriceInput, type Financing } from './financing.js';
import { assertCents, MoneyError, sumCents, toCents, toDollars, type Cents } from './money.js';

/** One line of a cart: its device, and the plan and protection billed each month. */
export interface PricedLine {
  readonly device: DevicePriceInput;
  readonly planMonthly?: Cents;
  readonly protectionMonthly?: Cents;
  /** An early upgrade's payoff: the balance left on the phone it replaces, paid today. */
  readonly payoff?: Cents;
}

/** Accessories are paid today. */
export interface PricedAccessory {
  readonly price: Cents;
  readonly quantity: number;
}

/** A cart's totals, with each line's financing. */
export interface CartTotals {
  readonly dueToday: Cents;
  readonly dueMonthly: Cents;
  readonly lines: readonly Financing[];
}

/**
 * What a cart comes to: devices by their financing, plans and protection monthly, accessories and early-upgrade
 * payoffs today.
 */
export function cartTotals(cart: {
  readonly lines: readonly PricedLine[];
  readonly accessories?: readonly PricedAccessory[];
}): CartTotals {
  const lines = cart.lines.map((line) => financing(line.device));
  const accessories = (cart.accessories ?? []).map(({ price, quantity }) => {
    assertCents(price, 'accessory price');
    if (!Number.isInteger(quantity) || quantity < 0) throw new MoneyError(`${quantity} is not a quantity.`);
    return price * quantity;
  });
  const payoffs = cart.lines.map(({ payoff = 0 }) => {
    assertCents(payoff, 'payoff');
    return payoff;
  });
  const monthly = cart.lines.map((line, i) => [
    lines[i]?.dueMonthly ?? 0,
    line.planMonthly ?? 0,
    line.protectionMonthly ?? 0,
  ]);
  return {
    dueToday: sumCents([...lines.map((line) => line.dueToday), ...payoffs, ...accessories]),
    dueMonthly: sumCents(monthly.flat()),
    lines,
  };
}

/** A cart as the cart service answers it (dollars on the wire): the parts its totals are made of. */
export interface CartAnswer {
  readonly lineDetails: {
    readonly lineInfo: readonly {
      readonly device: {
        readonly purchaseType: string;
        readonly price: number;
        readonly promotionCredit?: number | undefined;
        readonly tradeInCredit?: number | undefined;
        readonly tradeInCreditKind?: 'monthly' | 'instant' | undefined;
      };
      readonly serviceInfo: { readonly planMonthly: number };
      readonly protection: { readonly monthlyPrice: number } | null;
      readonly upgrade?: { readonly payoff: number } | null | undefined;
    }[];
  };
  readonly accessories: readonly { readonly price: number; readonly quantity: number }[];
}

/** The priced lines and accessories of a cart answer, its dollars read as cents. */
export function pricedCart(cart: CartAnswer): { lines: PricedLine[]; accessories: PricedAccessory[] } {
  return {
    lines: cart.lineDetails.lineInfo.map((line) => ({
      device: {
        price: toCents(line.device.price),
        purchaseType: line.device.purchaseType === 'devicePayment' ? 'devicePayment' : 'fullRetail',
        ...(line.device.promotionCredit ? { promotionCredit: toCents(line.device.promotionCredit) } : {}),
        ...(line.device.tradeInCredit
          ? {
              tradeInCredit: toCents(line.device.tradeInCredit),
              tradeInCreditKind: line.device.tradeInCreditKind ?? 'monthly',
            }
          : {}),
      },
      planMonthly: toCents(line.serviceInfo.planMonthly),
      protectionMonthly: toCents(line.protection?.monthlyPrice ?? 0),
      ...(line.upgrade?.payoff ? { payoff: toCents(line.upgrade.payoff) } : {}),
    })),
    accessories: cart.accessories.map((item) => ({ price: toCents(item.price), quantity: item.quantity })),
  };
}

/** The totals of a cart answer, in dollars as the cart service writes them. */
export function cartAnswerTotals(cart: CartAnswer): { readonly dueToday: number; readonly dueMonthly: number } {
  const totals = cartTotals(pricedCart(cart));
  return { dueToday: toDollars(totals.dueToday), dueMonthly: toDollars(totals.dueMonthly) };
}
