import type { JourneyWorld } from './journey.js';

/**
 * A value a journey keeps as JSON under one key of session storage: `read` answers what is kept (null when nothing
 * or something unreadable is), `write` keeps a value; a storage that is full or blocked keeps nothing, and the pages
 * work on for the visit.
 */
export function keptJson(storage: JourneyWorld['sessionStorage'], key: string) {
  return {
    read(): unknown {
      try {
        return JSON.parse(storage.getItem(key) ?? 'null');
      } catch {
        return null;
      }
    },
    write(value: unknown): void {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Nothing kept: the page still works, it is only not restored.
      }
    },
  };
}
