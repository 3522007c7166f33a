// The lines journey: its manifest for the apps.
export { linesJourney, parseLineSearch, parseSelectionSearch } from './manifest.js';
