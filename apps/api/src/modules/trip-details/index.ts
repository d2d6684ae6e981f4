// The public face of the trip-details module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { getDepartureNotes } from './departure-notes.service.ts';
export { getBeforeYouGo } from './trip-details.service.ts';
