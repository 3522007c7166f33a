import { readTrial, trialReducer } from '@carrier/trial-rules';
import { keptAtom } from '@carrier/storefront/kit';
import { TRIAL_KEY } from './key.js';

/**
 * The test drive's state for the visit: moved on only by the rules' reducer, kept in session storage as it changes; a
 * storage that is full or blocked keeps nothing, and the pages work on.
 */
export const trialAtom = keptAtom(TRIAL_KEY, readTrial, trialReducer);
