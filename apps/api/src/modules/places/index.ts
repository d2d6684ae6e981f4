// The public face of the places module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { findExistingPlaceIds, findPlaceById, type PlaceRow } from './places.repository.ts';
