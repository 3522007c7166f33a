// The stores journey: its manifest for the apps, and its services for tests.
export { storesJourney } from './manifest.js';
export { STORES } from './deps.js';
export type { StoresDeps } from './deps.js';
export type { StoresServices } from './services.js';
