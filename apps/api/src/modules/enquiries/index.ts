// The public face of the enquiries module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { countLeadsForCreator, leadsAddressedTo } from './enquiries.repository.ts';
