// The network test drive journey: its manifest for the apps, and its services for tests.
export { trialJourney } from './manifest.js';
export { TRIAL } from './deps.js';
export { parsePlanSearch, parseReasonSearch } from './search.js';
export type { TrialDeps } from './deps.js';
export type { TrialServices, TestDriveEsim } from './services.js';
