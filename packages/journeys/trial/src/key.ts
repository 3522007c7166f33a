import { journeyKey } from '@carrier/storefront/kit';
import type { TrialDeps } from './deps.js';

// The key is a module of its own: the manifest (in every first visit's code) names the journey by it, while the
// services it names load on first use.
/** The journey's name and the type of its services: its pages ask for them by it. */
export const TRIAL = journeyKey<TrialDeps>('trial');

/** The session storage key of the test drive's state (JSON; it holds nothing private). */
export const TRIAL_KEY = 'testDrive';
