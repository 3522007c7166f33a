import type { GridwallSearch } from '../search.js';

/** Changes the gridwall's search (kept in the URL): the one way its parts change what it shows. */
export type SetSearch = (change: (current: GridwallSearch) => GridwallSearch) => void;

/** The address of the gridwall with a change made to its search: what a filter links to. */
export type SearchHref = (change: (current: GridwallSearch) => GridwallSearch) => string;
