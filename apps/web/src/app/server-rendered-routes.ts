import { matchRoutes, type RouteObject } from 'react-router';

/**
 * A route's id as React Router gives it (`convertRoutesToDataRoutes`): its own `id`, else its
 * place in the tree, the indexes from the root joined by "-" ("0-2-5").
 */
function routeId(route: RouteObject, treePath: readonly number[]): string {
  return typeof route.id === 'string' ? route.id : treePath.join('-');
}

/** The route objects with these ids, in order; `undefined` when one of them is not in the tree. */
export function routesWithIds(tree: RouteObject[], ids: readonly string[]): RouteObject[] | undefined {
  const wanted = new Set(ids);
  const found = new Map<string, RouteObject>();
  const visit = (routes: RouteObject[], parentPath: readonly number[]) => {
    for (const [index, route] of routes.entries()) {
      if (found.size === wanted.size) return;
      const treePath = [...parentPath, index];
      const id = routeId(route, treePath);
      if (wanted.has(id)) found.set(id, route);
      if (route.children) visit(route.children, treePath);
    }
  };
  visit(tree, []);
  const routes = ids.map((id) => found.get(id));
  return routes.every((route) => route !== undefined) ? (routes as RouteObject[]) : undefined;
}

/**
 * The routes a server-rendered page matched, to load their code before hydrating (docs/decisions/
 * 1401): the server names them by id in the page's state, so the browser finds them with a walk
 * of the tree instead of matching the address, which compiles and ranks a pattern for every
 * route (and the router, made next, does it again for the whole tree). A page whose state names
 * none, or a route this tree does not have, is matched against the whole tree.
 */
export function serverRenderedRoutes(
  tree: RouteObject[],
  location: string | { pathname: string },
  ids: readonly string[] | undefined,
): RouteObject[] {
  const named = ids?.length ? routesWithIds(tree, ids) : undefined;
  return named ?? (matchRoutes(tree, location) ?? []).map(({ route }) => route);
}
