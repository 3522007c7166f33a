// The account journey: its manifest for the apps, and its services for tests.
export { accountJourney } from './manifest.js';
export { ACCOUNT, detachedAccount } from './deps.js';
export type { AccountDeps } from './deps.js';
export type { AccountServices } from './services.js';
