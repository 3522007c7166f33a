import { NEW_TRIAL, readTrial, trialReducer, type TrialEvent, type TrialState } from '@carrier/trial-rules';
import type { TrialDeps } from './deps.js';

/** The session storage key of the test drive's state (JSON; it holds nothing private). */
export const TRIAL_KEY = 'testDrive';

/** The test drive's state for the visit: read, and moved on by an event (kept as it changes). */
export interface TrialStore {
  read(): TrialState;
  /** Applies an event, keeps the state it leads to, and answers it. */
  dispatch(event: TrialEvent): TrialState;
}

/** The test drive's state in session storage; a storage that is full or blocked keeps nothing, and the pages work on. */
export function createTrialStore(storage: TrialDeps['storage']): TrialStore {
  const read = (): TrialState => {
    try {
      return readTrial(JSON.parse(storage.getItem(TRIAL_KEY) ?? 'null'));
    } catch {
      return NEW_TRIAL;
    }
  };
  return {
    read,
    dispatch(event) {
      const next = trialReducer(read(), event);
      try {
        storage.setItem(TRIAL_KEY, JSON.stringify(next));
      } catch {
        // Nothing kept: the pages still work for this visit, and the service keeps the test drive.
      }
      return next;
    },
  };
}
