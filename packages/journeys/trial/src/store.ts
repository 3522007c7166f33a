import { readTrial, trialReducer, type TrialEvent, type TrialState } from '@carrier/trial-rules';
import { keptJson } from '@carrier/storefront/kit';
import type { TrialDeps } from './deps.js';

import { TRIAL_KEY } from './key.js';

/** The test drive's state for the visit: read, and moved on by an event (kept as it changes). */
export interface TrialStore {
  read(): TrialState;
  /** Applies an event, keeps the state it leads to, and answers it. */
  dispatch(event: TrialEvent): TrialState;
}

/** The test drive's state in session storage; a storage that is full or blocked keeps nothing, and the pages work on. */
export function createTrialStore(storage: TrialDeps['storage']): TrialStore {
  const kept = keptJson(storage, TRIAL_KEY);
  const read = (): TrialState => readTrial(kept.read());
  return {
    read,
    dispatch(event) {
      const next = trialReducer(read(), event);
      kept.write(next);
      return next;
    },
  };
}
