import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './route-tree';
import { routes } from './router';
import { routesWithIds, serverRenderedRoutes } from './server-rendered-routes';

const wholeTree = (path: string) => (matchRoutes(routes, path) ?? []).map(({ route }) => route);

// The ids the server names (entry-server.tsx: its static handler's matches on the whole tree, the
// signed-in areas included), without running it; the browser finds them in the tree it starts with.
const serverRoutes = createStaticHandler(routeTree).dataRoutes;
const serverIds = (path: string) => (matchRoutes(serverRoutes, path) ?? []).map(({ route }) => route.id);

describe('serverRenderedRoutes', () => {
  it("finds every server-rendered page's routes by the server's ids: the whole tree's match, the very objects", () => {
    const pages = PAGE_LIST.filter((page) => page.ssr);
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const path = examplePath(page, page === PAGES.creatorProfile ? '@riya' : 'x1');
      const ids = serverIds(path);
      expect(ids.length, path).toBeGreaterThan(1);
      const whole = wholeTree(path);
      const found = serverRenderedRoutes(routes, path, ids);
      expect(found, path).toHaveLength(whole.length);
      for (const [i, route] of found.entries()) expect(route, path).toBe(whole[i]);
    }
  });

  it('goes by the ids, not the address, when it has them', () => {
    const found = serverRenderedRoutes(routes, '/no/such/page', serverIds('/packages'));
    expect(found).toEqual(wholeTree('/packages'));
    expect(found).not.toEqual(wholeTree('/no/such/page'));
  });

  it('matches the address against the whole tree when the state names no routes, or one the tree lacks', () => {
    for (const path of ['/packages', '/@riya', '/no/such/page']) {
      const whole = wholeTree(path);
      for (const ids of [undefined, [], [...serverIds(path), '9-9-9']]) {
        const found = serverRenderedRoutes(routes, path, ids);
        expect(found, path).toHaveLength(whole.length);
        for (const [i, route] of found.entries()) expect(route, path).toBe(whole[i]);
      }
    }
  });
});

describe('routesWithIds', () => {
  const about: RouteObject = { path: 'about' };
  const named: RouteObject = { id: 'trips', path: 'trips' };
  const tree: RouteObject[] = [
    { path: '/', children: [{ index: true }, about, { path: 'x', children: [named] }] },
    { path: '*' },
  ];

  it('gives the routes in the order asked, by place in the tree or by their own id', () => {
    expect(routesWithIds(tree, ['0', '0-1'])).toEqual([tree[0], about]);
    expect(routesWithIds(tree, ['0-2', 'trips'])).toEqual([tree[0]?.children?.[2], named]);
    expect(routesWithIds(tree, ['1'])).toEqual([tree[1]]);
  });

  it('gives nothing when one id is not in the tree (a route with its own id is not found by place)', () => {
    expect(routesWithIds(tree, ['0', '0-5'])).toBeUndefined();
    expect(routesWithIds(tree, ['0-2-0'])).toBeUndefined();
  });
});
