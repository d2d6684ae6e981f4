import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

// The route manifest (packages/shared/src/page-routes.ts) and the router agree both ways: every
// page of the manifest reaches a route of its own (not the "*" not-found screen), and every route
// of the router has its page in the manifest.

/** Every route's full path, React Router's syntax, from the root. */
function fullPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/\/$/, '') || '/';
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...fullPaths(route.children ?? [], own)];
  });
}

describe('route manifest', () => {
  it('routes every page of the manifest to its own route', () => {
    expect(PAGE_LIST.length).toBeGreaterThan(40);
    for (const page of PAGE_LIST) {
      const url = examplePath(page, page === PAGES.creatorProfile ? 'riya' : 'x1');
      const matched = matchRoutes(routes, url) ?? [];
      // The matched routes' own paths joined: the route pattern that answered (not "*", and not
      // `:handle` swallowing a one-segment page the router lacks).
      const pattern = `/${matched
        .map((match) => match.route.path)
        .filter(Boolean)
        .join('/')}`;
      expect(pattern, url).toBe(page.path.replace('@:', ':'));
    }
  });

  it('has a manifest page for every route of the router', () => {
    const manifest = new Set(PAGE_LIST.map((page) => page.path.replace('@:', ':')));
    const paths = fullPaths(routes).filter((path) => !path.endsWith('*'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(manifest.has(path), `${path} is not in page-routes.ts`).toBe(true);
  });

  it('sends /package/booking to checkout, not to a package page', () => {
    const leaf = matchRoutes(routes, PAGES.checkout.path)?.at(-1)?.route;
    expect(leaf?.path).toBe('package/booking');
  });
});
