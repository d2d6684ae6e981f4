import type { RouteObject } from 'react-router';
import { rootRoute } from './router';
import { signedInAreasRoute } from './routes-signed-in';

/**
 * The whole route tree, the signed-in areas in place as the root's last child: the server's
 * (entry-server.tsx), whose route ids the browser's router shares, since the areas come last
 * (docs/decisions/1401, 1402). The browser starts from `routes` and adds the areas on demand.
 */
export const routeTree: RouteObject[] = [
  { ...rootRoute, children: [...(rootRoute.children ?? []), signedInAreasRoute] },
];
