import { keptAtom, keptValue } from '@carrier/storefront/kit';
import { readTradeIn, tradeInReducer } from '@carrier/trade-in-rules';
import { parseForSearch } from './search.js';

/** The session storage keys: the trade-in's state, and what it is for (JSON; nothing private). */
export const TRADE_IN_KEY = 'tradeIn';
export const TRADE_IN_FOR_KEY = 'tradeInFor';

/** What a trade-in is for: the phone being bought (for a promotion credit) and the cart line it goes with. */
export interface TradeInFor {
  readonly deviceId?: string;
  readonly lineId?: string;
}

/**
 * The trade-in's state for the visit: moved on only by the rules' reducer, kept in session storage as it changes; a
 * storage that is full or blocked keeps nothing, and the pages work on.
 */
export const tradeInAtom = keptAtom(TRADE_IN_KEY, readTradeIn, tradeInReducer);

/** What the trade-in is for, as kept: ids that are not a phone's or a line's are left out. */
export function readTradeInFor(kept: unknown): TradeInFor {
  const r = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  const { device, line } = parseForSearch({ device: r['deviceId'], line: r['lineId'] });
  return { ...(device ? { deviceId: device } : {}), ...(line ? { lineId: line } : {}) };
}

/** What the trade-in is for, kept in session storage for the visit. */
export const tradeInForAtom = keptValue(TRADE_IN_FOR_KEY, readTradeInFor);
