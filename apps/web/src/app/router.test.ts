import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './route-tree';
import { patchSignedInAreas, ROOT_ROUTE_ID, rootRoute, routes, SIGNED_IN_AREAS } from './router';
import { signedInAreasRoute } from './routes-signed-in';

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
      const matched = matchRoutes(routeTree, url) ?? [];
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
    const paths = fullPaths(routeTree).filter((path) => !path.endsWith('*'));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(manifest.has(path), `${path} is not in page-routes.ts`).toBe(true);
  });

  it('sends /package/booking to checkout, not to a package page', () => {
    const leaf = matchRoutes(routeTree, PAGES.checkout.path)?.at(-1)?.route;
    expect(leaf?.path).toBe('package/booking');
  });
});

describe('the signed-in areas, added on demand (ADR 1402)', () => {
  const firstSegment = (path: string) => path.split('/')[1] ?? '';
  const patchFor = async (path: string) => {
    const patch = vi.fn();
    await patchSignedInAreas({
      path,
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    return patch;
  };

  it("are the root's last child in the whole tree, so the routes before them keep their ids", () => {
    expect(routeTree[0]?.children?.at(-1)).toBe(signedInAreasRoute);
    expect(routeTree[0]?.children?.slice(0, -1)).toEqual(routes[0]?.children);
    expect(routes[0]?.children).not.toContain(signedInAreasRoute);
  });

  it('hold every page whose first segment names one of them, and no other', () => {
    const signedIn = fullPaths([signedInAreasRoute]);
    expect(signedIn.length).toBeGreaterThan(20);
    for (const path of signedIn) expect(SIGNED_IN_AREAS.has(firstSegment(path)), path).toBe(true);
    const atStart = fullPaths(routes).filter((path) => !path.endsWith('*'));
    for (const path of atStart) expect(SIGNED_IN_AREAS.has(firstSegment(path)), path).toBe(false);
  });

  it('load on the way to a signed-in page only, and join the root route', async () => {
    for (const path of ['/account', '/creator', '/creator/dashboard/packages/edit/x1', '/admin/dashboard']) {
      const patch = await patchFor(path);
      expect(patch, path).toHaveBeenCalledExactlyOnceWith(ROOT_ROUTE_ID, [signedInAreasRoute]);
    }
    for (const path of ['/', '/creator-tnc', '/package/x1', '/@riya', '/accounts', '/no/such/page']) {
      expect(await patchFor(path), path).not.toHaveBeenCalled();
    }
  });

  it('let a router that starts without them reach a signed-in page, once patched', async () => {
    const router = createMemoryRouter(
      [
        {
          ...rootRoute,
          children: [
            { path: '*', element: null },
            { path: 'about', element: null },
          ],
        },
      ],
      { initialEntries: ['/about'], patchRoutesOnNavigation: patchSignedInAreas },
    );
    await router.navigate('/creator');
    const leaf = router.state.matches.at(-1)?.route;
    expect(router.state.matches[0]?.route.id).toBe(ROOT_ROUTE_ID);
    expect(leaf?.path).toBe('creator');
    router.dispose();
  });
});
