import { formatMoney } from '@carrier/design-system';
import type { Amounts } from '@carrier/service-contracts';
import type { Language } from '../site.js';
import type { AmountsStrings } from './amounts-strings.js';

/** One row of a breakdown: a part with its amount, a credit taken off, a detail of the row above, or a total. */
export interface AmountRow {
  readonly key: string;
  readonly label: string;
  readonly amount: string;
  readonly kind: 'item' | 'credit' | 'detail' | 'total' | 'payment';
}

/** A breakdown's rows today and monthly, and the notes that explain them. */
export interface AmountsView {
  readonly today: readonly AmountRow[];
  readonly monthly: readonly AmountRow[];
  readonly notes: readonly string[];
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand's name as printed on the card. */
export const cardBrandName = (brand: string): string =>
  Object.hasOwn(CARD_BRANDS, brand) ? CARD_BRANDS[brand]! : brand;

/** A tax rate as the language writes a percentage: 0.08875 is "8.875%". */
export const percent = (rate: number, language: Language): string =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(rate);

/**
 * The rows of an order's amounts, as every page shows them: each part of today (devices paid today, payoffs,
 * accessories, delivery, a deposit, sales tax with what each item is taxed on), the total, and how it is paid; then
 * each part of the monthly bill and its total. Nothing is computed here but words: the figures are the services'.
 */
export function amountsRows(amounts: Amounts, texts: AmountsStrings, language: Language): AmountsView {
  const money = (amount: number) => formatMoney(amount, language);
  const monthly = (amount: number) => `${money(amount)}${texts.perMonth}`;
  const today: AmountRow[] = [];
  for (const line of amounts.lines) {
    const key = line.lineId;
    if (line.purchaseType === 'fullRetail' && line.price > 0)
      today.push({
        key: `${key}-price`,
        label: texts.fullPrice(line.deviceName),
        amount: money(line.price),
        kind: 'item',
      });
    if (line.purchaseType === 'devicePayment' && line.downPayment > 0)
      today.push({
        key: `${key}-down`,
        label: texts.downPayment(line.deviceName),
        amount: money(line.downPayment),
        kind: 'item',
      });
    if (line.instantCredit > 0)
      today.push({
        key: `${key}-instant`,
        label: texts.instantCredit(line.deviceName),
        amount: `−${money(line.instantCredit)}`,
        kind: 'credit',
      });
    if (line.payoff > 0)
      today.push({
        key: `${key}-payoff`,
        label: texts.payoff(line.deviceName),
        amount: money(line.payoff),
        kind: 'item',
      });
    if (line.plan && line.planToday)
      today.push({
        key: `${key}-plan-today`,
        label: texts.planInAdvance(line.deviceName, line.plan.name),
        amount: money(line.planToday),
        kind: 'item',
      });
  }
  for (const item of amounts.accessories)
    today.push({
      key: `acc-${item.accessoryId}`,
      label: texts.accessory(item.name, item.quantity, money(item.unitPrice)),
      amount: money(item.amount),
      kind: 'item',
    });
  const { delivery, tax } = amounts;
  if (delivery)
    today.push({
      key: 'delivery',
      label:
        delivery.method === 'ISPU'
          ? texts.pickup(delivery.name)
          : delivery.method === 'SDD'
            ? texts.sameDay
            : texts.shipping(delivery.name),
      amount: delivery.amount > 0 ? money(delivery.amount) : texts.free,
      kind: 'item',
    });
  if (amounts.deposit > 0)
    today.push({ key: 'deposit', label: texts.deposit, amount: money(amounts.deposit), kind: 'item' });
  if (tax.base > 0) {
    const rate = percent(tax.rate, language);
    today.push({
      key: 'tax',
      label: tax.estimated ? texts.estimatedTax(rate, money(tax.base)) : texts.tax(tax.region, rate, money(tax.base)),
      amount: money(tax.amount),
      kind: 'item',
    });
    const taxed = [
      ...amounts.lines.map((l) => ({
        key: l.lineId,
        label: texts.taxOnDevice(l.deviceName, money(l.tax.base)),
        tax: l.tax,
      })),
      ...amounts.accessories.map((a) => ({
        key: a.accessoryId,
        label: texts.taxOnAccessory(a.name, money(a.tax.base)),
        tax: a.tax,
      })),
    ];
    if (taxed.filter((t) => t.tax.base > 0).length > 1)
      for (const t of taxed)
        if (t.tax.base > 0)
          today.push({ key: `tax-${t.key}`, label: t.label, amount: money(t.tax.amount), kind: 'detail' });
  }
  today.push({ key: 'today', label: texts.dueToday, amount: money(amounts.dueToday), kind: 'total' });
  const { card } = amounts;
  if (amounts.giftCards.length > 0 || card.brand) {
    for (const [i, gift] of amounts.giftCards.entries())
      today.push({
        key: `gift-${i}`,
        label: texts.giftCard(gift.last4),
        amount: money(gift.amount),
        kind: 'payment',
      });
    if (card.amount > 0)
      today.push({
        key: 'card',
        label: card.brand && card.last4 ? texts.card(cardBrandName(card.brand), card.last4) : texts.cardToPay,
        amount: money(card.amount),
        kind: 'payment',
      });
  }

  const month: AmountRow[] = [];
  for (const line of amounts.lines) {
    const key = line.lineId;
    if (line.deviceMonthly > 0)
      month.push({
        key: `${key}-device`,
        label: texts.devicePayment(line.deviceName, money(line.financed), line.months),
        amount: monthly(line.deviceMonthly),
        kind: 'item',
      });
    if (line.promotionCreditMonthly > 0)
      month.push({
        key: `${key}-promo`,
        label: texts.promotionCredit(line.deviceName),
        amount: `−${monthly(line.promotionCreditMonthly)}`,
        kind: 'credit',
      });
    if (line.tradeInCreditMonthly > 0)
      month.push({
        key: `${key}-tradein`,
        label: texts.tradeInCredit(line.deviceName),
        amount: `−${monthly(line.tradeInCreditMonthly)}`,
        kind: 'credit',
      });
    if (line.plan)
      month.push({
        key: `${key}-plan`,
        label: texts.plan(line.deviceName, line.plan.name),
        amount: monthly(line.plan.monthly),
        kind: 'item',
      });
    if (line.plan && line.planCredit && line.planCredit.monthly > 0)
      month.push({
        key: `${key}-plan-credit`,
        label: texts.planCredit(line.deviceName, line.planCredit.name),
        amount: `−${monthly(line.planCredit.monthly)}`,
        kind: 'credit',
      });
    if (line.protection)
      month.push({
        key: `${key}-protection`,
        label: texts.protection(line.deviceName, line.protection.name),
        amount: monthly(line.protection.monthly),
        kind: 'item',
      });
  }
  month.push({ key: 'monthly', label: texts.dueMonthly, amount: monthly(amounts.dueMonthly), kind: 'total' });

  const notes = [
    ...(amounts.lines.some((l) => l.purchaseType === 'devicePayment' && l.tax.base > 0) ? [texts.taxExplained] : []),
    ...(tax.estimated && tax.base > 0 ? [texts.estimatedNote] : []),
  ];
  return { today, monthly: month, notes };
}
