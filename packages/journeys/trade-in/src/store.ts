import { keptJson } from '@carrier/storefront/kit';
import { readTradeIn, tradeInReducer, type TradeInEvent, type TradeInState } from '@carrier/trade-in-rules';
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

/** The trade-in's state for the visit: read, and moved on by an event (kept as it changes). */
export interface TradeInStore {
  read(): TradeInState;
  dispatch(event: TradeInEvent): TradeInState;
  readFor(): TradeInFor;
  keepFor(what: TradeInFor): void;
}

/** The trade-in's state in session storage; a storage that is full or blocked keeps nothing, and the pages work on. */
export function createTradeInStore(storage: TradeInDeps['storage']): TradeInStore {
  const trade = keptJson(storage, TRADE_IN_KEY);
  const forWhat = keptJson(storage, TRADE_IN_FOR_KEY);
  const read = (): TradeInState => readTradeIn(trade.read());
  return {
    read,
    dispatch(event) {
      const next = tradeInReducer(read(), event);
      trade.write(next);
      return next;
    },
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
