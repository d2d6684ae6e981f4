// The public face of the destination-groups module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { findExistingDestinationGroupIds } from './destination-groups.repository.ts';
