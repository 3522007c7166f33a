import { keptAtom, keptJson } from '@carrier/storefront/kit';
import { readTradeIn, tradeInReducer } from '@carrier/trade-in-rules';
import type { TradeInDeps } from './deps.js';
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

/** What the trade-in is for, kept for the visit. */
export interface TradeInStore {
  readFor(): TradeInFor;
  keepFor(what: TradeInFor): void;
}

/** What the trade-in is for, in session storage. */
export function createTradeInStore(storage: TradeInDeps['storage']): TradeInStore {
  const forWhat = keptJson(storage, TRADE_IN_FOR_KEY);
  return {
    readFor() {
      const kept = forWhat.read();
      const parsed = parseForSearch(kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {});
      return {
        ...(parsed.device ? { deviceId: parsed.device } : {}),
        ...(parsed.line ? { lineId: parsed.line } : {}),
      };
    },
    keepFor: (what) => forWhat.write({ device: what.deviceId, line: what.lineId }),
  };
}
