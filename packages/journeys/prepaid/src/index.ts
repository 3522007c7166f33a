// The prepaid journey: its manifest for the prepaid app, and its services for tests.
export { prepaidJourney, parseProductSearch } from './manifest.js';
export { PREPAID, RPS_KEY, createPrepaidDeps } from './deps.js';
export type { PrepaidDeps, RpsActivation } from './deps.js';
export type { PrepaidServices } from './services.js';
export { RPS_CHANNEL } from './services.js';
