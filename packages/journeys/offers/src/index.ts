// Offers and promotions: the journey's manifest for the apps, and its services for tests.
export { createOffersJourney, offersJourney } from './manifest.js';
export { OFFERS } from './deps.js';
export type { OffersDeps } from './deps.js';
export type { OffersServices } from './services.js';
