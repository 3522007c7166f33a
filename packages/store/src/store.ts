import { createListeners } from './listeners.js';

/** A state that changes only through actions, each applied by a pure reducer. */
export interface Store<S, A> {
  getState(): S;
  /** Applies `action`; listeners hear of it only when the state changed. */
  dispatch(action: A): void;
  /** Calls `listener` with each new state; returns the unsubscribe. */
  subscribe(listener: (state: S) => void): () => void;
  /** Removes every listener, as a store being closed does. */
  clear(): void;
}

/**
 * A store over `reducer`, starting at `initial`. Every transition is a call of the reducer, so it can be tested
 * with no timers and no store at all; a reducer that returns the same state tells nobody.
 * @example const counter = createStore((n: number, by: number) => n + by, 0); counter.dispatch(2);
 */
export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  const changes = createListeners<S>();
  let state = initial;
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      changes.emit(state);
    },
    subscribe: changes.subscribe,
    clear: changes.clear,
  };
}
