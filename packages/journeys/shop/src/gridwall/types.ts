import type { GridwallSearch } from '../search.js';

/** Changes the gridwall's search (kept in the URL): the one way its parts change what it shows. */
export type SetSearch = (change: (current: GridwallSearch) => GridwallSearch) => void;
