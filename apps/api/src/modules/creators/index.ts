// The public face of the creators module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { countCreatorPackages, countCreators, creatorExists } from './creators.repository.ts';
