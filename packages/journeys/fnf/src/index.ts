// The Friends and Family journey: its manifest for the apps, and what its pages keep and call.
export { fnfJourney } from './manifest.js';
export { FNF_FLOW_NAME, FNF_PAGE_NAME, FNF_PAGE_TITLE } from './constants.js';
export { FNF_STORAGE_KEYS, createFnfSession } from './session.js';
export type { FnfSession, KeyValueStorage, StoredPromoError, StoredPromotion } from './session.js';
export type { FnfContent, FnfServices } from './services.js';
export type { FnfDeps } from './deps.js';
