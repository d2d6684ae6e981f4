import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import { matchRoutes, type RouteObject } from 'react-router';

const PROFILE_PATH = routePath(PAGES.creatorProfile);

/**
 * The routes a server-rendered page matched, to load their code before hydrating. The public
 * pages sit in the root's first branch (the public layout), all but the creator landing page:
 * matching that branch alone ranks a third of the routes, not the signed-in areas' too, which on a
 * slow phone is a share of a long start-up task. For the path of a server-rendered page the
 * result is the whole tree's (app/server-rendered-routes.test.ts checks every such page); a path
 * the branch answers only with its catch-all is matched against the whole tree. Other paths
 * (a signed-in page's) are not server-rendered and never come here: `/account` would match the
 * creator profile's one-segment pattern.
 */
export function serverRenderedRoutes(
  tree: RouteObject[],
  location: string | { pathname: string },
): RouteObject[] {
  const [root] = tree;
  const publicBranch = root?.children?.[0];
  if (root && !root.index && publicBranch && tree.length === 1) {
    const pruned: RouteObject = { ...root, children: [publicBranch] };
    const matches = matchRoutes([pruned], location);
    const leaf = matches?.at(-1)?.route.path;
    // The creator profile's `:handle` takes any one segment here, `/influencer` (a branch of its
    // own) too; the profile answers only a handle starting with "@" (app/router.tsx).
    const pathname = typeof location === 'string' ? location : location.pathname;
    const notAProfile = leaf === PROFILE_PATH && !pathname.startsWith('/@');
    if (matches && leaf !== '*' && !notAProfile) {
      return matches.map(({ route }) => (route === pruned ? root : route));
    }
  }
  return (matchRoutes(tree, location) ?? []).map(({ route }) => route);
}
