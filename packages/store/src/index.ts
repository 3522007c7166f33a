export { createListeners } from './listeners.js';
export type { Listeners } from './listeners.js';
export { createAtoms, createStore, createValue } from './store.js';
export type { Atoms, StateSource, Store, Value } from './store.js';
