// The second of main.tsx's stages (docs/decisions/1216): React Router, evaluated in a task of its
// own. A named re-export, not `import('react-router')`: a dynamic import of the package itself
// would keep all of React Router in the bundle, not only what the app uses.
export { createBrowserRouter } from 'react-router';
