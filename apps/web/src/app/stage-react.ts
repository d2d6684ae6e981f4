// The first of main.tsx's stages (docs/decisions/1216): React DOM, evaluated in a task of its own.
// A named re-export, not `import('react-dom/client')`: a dynamic import of the package itself
// would keep every export it has in the bundle.
export { hydrateRoot } from 'react-dom/client';
