// The public face of the public-tours module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { getGroupPackages } from './public-tours.service.ts';
