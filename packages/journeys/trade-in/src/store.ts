import {
  NEW_TRADE_IN,
  readTradeIn,
  tradeInReducer,
  type TradeInEvent,
  type TradeInState,
} from '@carrier/trade-in-rules';
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
  const readJson = (key: string): unknown => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch {
      // Nothing kept: the pages still work for this visit.
    }
  };
  const read = (): TradeInState => readTradeIn(readJson(TRADE_IN_KEY)) ?? NEW_TRADE_IN;
  return {
    read,
    dispatch(event) {
      const next = tradeInReducer(read(), event);
      write(TRADE_IN_KEY, next);
      return next;
    },
    readFor() {
      const kept = readJson(TRADE_IN_FOR_KEY);
      const parsed = parseForSearch(kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {});
      return {
        ...(parsed.device ? { deviceId: parsed.device } : {}),
        ...(parsed.line ? { lineId: parsed.line } : {}),
      };
    },
    keepFor: (what) => write(TRADE_IN_FOR_KEY, { device: what.deviceId, line: what.lineId }),
  };
}
