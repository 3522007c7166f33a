// Orders kept by an older sandbox in the same data folder, read as the store answers orders now.
import { toCents, toDollars } from '@carrier/pricing';
import type { Order } from '@carrier/service-contracts';

/** What an order kept before orders kept their amounts: its totals, in dollars. */
interface KeptTotals {
  readonly dueToday: number;
  readonly dueMonthly: number;
  readonly downPayment?: number;
  readonly deposit?: number;
  readonly delivery?: number;
  readonly tax?: number;
  readonly payoff?: number;
}

/**
 * An order as answered: one kept by an older sandbox (with `totals`, before `amounts`) gets its amounts from what it
 * kept, so an order history over an old data folder still reads. Its lines show their device payments; its totals
 * are the ones it was placed with.
 */
export function orderWithAmounts(kept: Order | (Omit<Order, 'amounts'> & { readonly totals: KeptTotals })): Order {
  if (('amounts' in kept && kept.amounts) || !('totals' in kept) || !kept.totals) return kept as Order;
  const { totals, ...order } = kept as Omit<Order, 'amounts'> & { readonly totals: KeptTotals };
  const giftCards = order.payment.giftCards.map(({ last4, amount }) => ({ last4, amount }));
  const delivery = order.delivery;
  return {
    ...order,
    amounts: {
      lines: order.lines.map((line) => ({
        lineId: line.lineId,
        deviceName: line.deviceName,
        purchaseType: line.purchaseType === 'fullRetail' ? 'fullRetail' : 'devicePayment',
        price: 0,
        deviceToday: 0,
        downPayment: 0,
        instantCredit: 0,
        financed: 0,
        months: 36,
        deviceMonthly: line.monthly,
        promotionCreditMonthly: 0,
        tradeInCreditMonthly: 0,
        plan: null,
        protection: null,
        payoff: 0,
        tax: { base: 0, amount: 0 },
        dueToday: 0,
        dueMonthly: line.monthly,
      })),
      accessories: order.accessories.map((item, i) => ({
        accessoryId: `A${i + 1}`,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.price,
        amount: toDollars(toCents(item.price) * item.quantity),
        tax: { base: 0, amount: 0 },
      })),
      tax: { rate: 0, region: 'DEFAULT', estimated: false, base: 0, amount: totals.tax ?? 0 },
      delivery: !delivery
        ? null
        : delivery.method === 'ISPU'
          ? { method: 'ISPU', name: delivery.name, amount: 0 }
          : {
              method: delivery.method,
              name: delivery.method === 'SDD' ? delivery.window : delivery.name,
              amount: delivery.price,
            },
      deposit: totals.deposit ?? 0,
      dueToday: totals.dueToday,
      giftCards,
      card: order.payment.card
        ? { amount: order.payment.card.amount, brand: order.payment.card.brand, last4: order.payment.card.last4 }
        : { amount: 0, brand: null, last4: null },
      dueMonthly: totals.dueMonthly,
    },
  };
}
