// The public face of the share-links module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { attributionsOf, type ResolvedShareCode, resolveShareCode } from './share-links.service.ts';
