// The public face of the share-cards module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { registerShareCardRoutes } from './share-cards.routes.ts';
