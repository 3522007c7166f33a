import type { JourneyWorld } from './journey.js';
import { keptJson } from './kept.js';

/** How a trade-in's value reaches the customer (the trade-in service's credit options). */
export type PhoneTradeInCredit = {
  readonly kind: 'instant' | 'promo' | 'prepaidCard';
  /** The whole credit, in dollars. */
  readonly total: number;
  /** For a promotion credit: each month's share, over `months`. */
  readonly monthly?: number | undefined;
  readonly months?: number | undefined;
};

/**
 * A trade-in completed for a phone that is not in the cart yet (begun from its product page): kept for the visit so
 * the phone's page shows the credit and adding the phone brings the trade-in with it. Nothing private: the
 * trade-in's number, the phone traded and the credit.
 */
export interface PhoneTradeIn {
  readonly tradeInNumber: string;
  /** The phone being bought, that the trade-in goes with. */
  readonly deviceId: string;
  readonly make: string;
  readonly model: string;
  readonly credit: PhoneTradeInCredit;
}

export const PHONE_TRADE_IN_KEY = 'tradeInForPhone';

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 100_000;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 80;

/** A kept trade-in as it was written, or undefined for anything else (an old shape, a value changed by hand). */
export function readPhoneTradeIn(value: unknown): PhoneTradeIn | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { tradeInNumber, deviceId, make, model, credit } = value as Record<string, unknown>;
  if (typeof tradeInNumber !== 'string' || !/^TR\d{8}$/.test(tradeInNumber)) return undefined;
  if (typeof deviceId !== 'string' || !/^[a-z0-9][a-z0-9-]{0,79}$/.test(deviceId)) return undefined;
  if (!isText(make) || !isText(model) || !credit || typeof credit !== 'object') return undefined;
  const { kind, total, monthly, months } = credit as Record<string, unknown>;
  if (kind !== 'instant' && kind !== 'promo' && kind !== 'prepaidCard') return undefined;
  if (!isAmount(total)) return undefined;
  const spread =
    kind === 'promo'
      ? isAmount(monthly) && typeof months === 'number' && Number.isInteger(months) && months > 0 && months <= 60
        ? { monthly, months }
        : undefined
      : {};
  if (!spread) return undefined;
  return { tradeInNumber, deviceId, make, model, credit: { kind, total, ...spread } };
}

/** The trade-in kept for a phone not yet in the cart: kept, read for one phone, and let go once used. */
export function phoneTradeIns(storage: JourneyWorld['sessionStorage']) {
  const kept = keptJson(storage, PHONE_TRADE_IN_KEY);
  return {
    keep: (tradeIn: PhoneTradeIn) => kept.write(tradeIn),
    /** The trade-in completed for this phone, if one is kept. */
    forPhone: (deviceId: string): PhoneTradeIn | undefined => {
      const tradeIn = readPhoneTradeIn(kept.read());
      return tradeIn?.deviceId === deviceId ? tradeIn : undefined;
    },
    clear: () => {
      try {
        storage.removeItem(PHONE_TRADE_IN_KEY);
      } catch {
        kept.write(null);
      }
    },
  };
}
export type PhoneTradeIns = ReturnType<typeof phoneTradeIns>;

/** A journey's words for each way a trade-in's credit comes. */
export interface TradeInCreditWords {
  instant(total: string): string;
  promo(monthly: string, months: number): string;
  prepaidCard(total: string): string;
}

/** A trade-in's credit in a journey's words, with its amounts as money. */
export const tradeInCreditText = (
  credit: PhoneTradeInCredit,
  words: TradeInCreditWords,
  money: (amount: number) => string,
): string =>
  credit.kind === 'promo'
    ? words.promo(money(credit.monthly ?? 0), credit.months ?? 36)
    : words[credit.kind](money(credit.total));
