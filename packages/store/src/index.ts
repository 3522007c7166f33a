export { createListeners } from './listeners.js';
export type { Listeners } from './listeners.js';
export { createStore } from './store.js';
export type { Store } from './store.js';
