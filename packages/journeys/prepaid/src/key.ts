import { journeyKey } from '@carrier/storefront/kit';
import type { PrepaidDeps } from './deps.js';

// The key is a module of its own: the manifest (in every first visit's code) names the journey by it, while the
// services it names load on first use.
/** The journey's name and the type of its services: its pages ask for them by it. */
export const PREPAID = journeyKey<PrepaidDeps>('prepaid');

/** The session storage key of a retail partner's activation in progress (the rps pages keep it for the visit). */
export const RPS_KEY = 'prepaidRps';
