// The public face of the seo module: the one file other modules import from it
// (docs/ARCHITECTURE.md, "Module faces"; the import-graph check refuses any other).

export { registerSeoRoutes } from './seo.routes.ts';
export { entityPage, renderPage } from './seo.service.ts';
