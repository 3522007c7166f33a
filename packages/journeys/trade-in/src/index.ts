// The trade-in journey: its manifest for the apps, and its services for tests.
export { tradeInJourney } from './manifest.js';
export { TRADE_IN } from './deps.js';
export { parseConfirmationSearch, parseForSearch } from './search.js';
export type { TradeInDeps } from './deps.js';
export type { TradeInFor } from './store.js';
export type { PhoneQuery, TradeInServices, ValidatedPhone } from './services.js';
