import { atom, type WritableAtom } from 'jotai/vanilla';
import type { JourneyWorld } from './journey.js';

/**
 * A value kept as JSON under one key of a storage (session storage for a journey's state, local storage or a cookie
 * for a prospect's favorites): `read` answers what is kept (null when nothing or something unreadable is), `write`
 * keeps a value; a storage that is full or blocked keeps nothing, and the pages work on for the visit. The one way
 * the store keeps state in browser storage.
 */
export function keptJson(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string) {
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

/**
 * The session storage a page's kept atoms read and write, held in the page's jotai store: set by `keptAtoms(world)`
 * as a journey's services are built from the world. Without it, a kept atom keeps its state for the page only.
 */
const keptStorageAtom = atom<JourneyWorld['sessionStorage'] | undefined>(undefined);

/**
 * A journey's state that changes only through `reducer` and is kept in session storage under `key` as it changes:
 * read from storage (checked by `parse`, which answers the start for anything unreadable) the first time the page
 * reads it, and from then on the reducer's. Its value lives in the page's jotai store, so the atom itself, defined
 * once in the journey's module, holds nobody's data. Pages read and move it with jotai's `useAtom`; the setter
 * answers the state the action led to.
 * @example
 * export const trialAtom = keptAtom(TRIAL_KEY, readTrial, trialReducer);
 * const [trial, dispatch] = useAtom(trialAtom); const next = dispatch({ type: 'zipChecked', zip });
 */
export function keptAtom<S, A>(
  key: string,
  parse: (kept: unknown) => S,
  reducer: (state: S, action: A) => S,
): WritableAtom<S, [A], S> {
  const changed = atom<{ readonly state: S } | undefined>(undefined);
  const kept: WritableAtom<S, [A], S> = atom(
    (get) => {
      const own = get(changed);
      if (own) return own.state;
      const storage = get(keptStorageAtom);
      return parse(storage ? keptJson(storage, key).read() : null);
    },
    (get, set, action: A) => {
      const current = get(kept);
      const next = reducer(current, action);
      // A reducer that answers the same state tells nobody and keeps nothing new.
      if (Object.is(next, current)) return current;
      set(changed, { state: next });
      const storage = get(keptStorageAtom);
      if (storage) keptJson(storage, key).write(next);
      return next;
    },
  );
  return kept;
}

/**
 * What a journey remembers for the visit, set as a whole (no reducer), kept in session storage under `key`: read from
 * storage (checked by `parse`) the first time the page reads it. Setting it to what it is tells nobody.
 * @example export const rpsAtom = keptValue(RPS_KEY, (kept) => readRps(kept) ?? null);
 */
export function keptValue<S>(key: string, parse: (kept: unknown) => S): WritableAtom<S, [S], S> {
  return keptAtom(key, parse, (_current: S, next: S) => next);
}

/**
 * The page's jotai store for a journey's services, with the world's session storage as the one its kept atoms keep
 * their state in. A journey's `deps(world)` keeps it as its `atoms`, and its pages read its kept atoms from it.
 * @example return { services, atoms: keptAtoms(world) };
 */
export function keptAtoms(world: Pick<JourneyWorld, 'sessionStorage' | 'atoms'>): JourneyWorld['atoms'] {
  world.atoms.set(keptStorageAtom, world.sessionStorage);
  return world.atoms;
}
