// The bring-your-own-device journey: its manifest for the apps, and its services for tests.
export { byodJourney, parseEsimSearch } from './manifest.js';
export { BYOD } from './deps.js';
export { readCheckedPhone } from './checked-phone.js';
export type { ByodDeps, CheckedPhone } from './deps.js';
export type { ByodServices } from './services.js';
