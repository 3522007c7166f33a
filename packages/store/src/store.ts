import { atom, createStore as createJotaiStore, type Atom } from 'jotai/vanilla';
import { atomWithReducer } from 'jotai/vanilla/utils';

/**
 * Where atoms hold their values: jotai's vanilla store. The storefront makes one for each page in the browser (and
 * will make one for each request on the server), and every store of the carrier packages it builds keeps its state
 * there, so React reads any of them with jotai's hooks under one `<Provider store={atoms}>`.
 */
// An interface (not jotai's own type, which its declarations do not name) so that the packages' declarations can.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named for declaration files, as said above
export interface Atoms extends Pick<ReturnType<typeof createJotaiStore>, 'get' | 'set' | 'sub' | 'unstable_derive'> {}

/** A jotai store of its own: one for each page (or request). */
export const createAtoms = (): Atoms => createJotaiStore();

/**
 * A state others read: its value now, its changes, and the atom that holds it with the jotai store it is held in, which
 * React reads with jotai's `useAtomValue(source.atom, { store: source.atoms })`. What every stateful carrier package
 * exposes.
 */
export interface StateSource<S> {
  getState(): S;
  /** Calls `listener` with each new state; returns the unsubscribe. */
  subscribe(listener: (state: S) => void): () => void;
  /** The atom that holds the state. */
  readonly atom: Atom<S>;
  /** The jotai store the atom's value is held in. */
  readonly atoms: Atoms;
}

/** A state that changes only through actions, each applied by a pure reducer, held in a jotai atom. */
export interface Store<S, A> extends StateSource<S> {
  /** Applies `action`; listeners hear of it only when the state changed. */
  dispatch(action: A): void;
  /** Removes every listener, as a store being closed does. */
  clear(): void;
}

/**
 * A store over `reducer`, starting at `initial`, its state an `atomWithReducer` in `atoms` (a jotai store of its own
 * when left out). Every transition is a call of the reducer, so it can be tested with no timers and no store at all;
 * a reducer that returns the same state tells nobody.
 * @example const counter = createStore((n: number, by: number) => n + by, 0); counter.dispatch(2);
 */
export function createStore<S, A>(
  reducer: (state: S, action: A) => S,
  initial: S,
  atoms: Atoms = createAtoms(),
): Store<S, A> {
  const state = atomWithReducer(initial, reducer);
  const stops = new Set<() => void>();
  return {
    getState: () => atoms.get(state),
    dispatch: (action) => atoms.set(state, action),
    subscribe(listener) {
      const unsubscribe = atoms.sub(state, () => listener(atoms.get(state)));
      const stop = () => {
        unsubscribe();
        stops.delete(stop);
      };
      stops.add(stop);
      return stop;
    },
    clear() {
      for (const stop of [...stops]) stop();
    },
    atom: state,
    atoms,
  };
}

/** A value set as a whole (no reducer), held in a primitive jotai atom: a flag, the state of a panel. */
export interface Value<T> extends StateSource<T> {
  set(value: T): void;
}

/**
 * A value starting at `initial`, held in `atoms` (a jotai store of its own when left out).
 * @example const open = createValue(false, atoms); open.set(true); open.getState(); // true
 */
export function createValue<T>(initial: T, atoms: Atoms = createAtoms()): Value<T> {
  const value = atom(initial);
  return {
    getState: () => atoms.get(value),
    set: (next) => atoms.set(value, next),
    subscribe: (listener) => atoms.sub(value, () => listener(atoms.get(value))),
    atom: value,
    atoms,
  };
}
