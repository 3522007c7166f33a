// The credit card's journey: its manifest for the apps, and its services for tests.
export { createCreditCardJourney, creditCardJourney } from './manifest.js';
export { CREDIT_CARD } from './deps.js';
export { parsePrequalSearch } from './search.js';
export type { CreditCardDeps } from './deps.js';
export type { CreditCardServices } from './services.js';
