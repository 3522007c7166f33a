// The checkout journey: its manifest for the apps, and its rules.
export { checkoutJourney, parseOrderSearch } from './manifest.js';
export { STEP_PATHS, checkoutFlow, followCart, redirectFor, stepStatuses } from './flow.js';
export { PRIVATE_FIELDS, keptDraft } from './draft.js';
