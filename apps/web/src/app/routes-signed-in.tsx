import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage, ErrorScreen } from '@/components/error-screen';
import { adminAreaRoute } from './routes-admin';
import { creatorAreaRoute } from './routes-creator';
import { storeRoute } from './store-route';

const errorElement = <ErrorScreen />;

/**
 * The signed-in areas (the account, the creator area, the admin area): the root route's last
 * child. The browser's router starts without them and adds them on the first visit to one, this
 * module loaded on demand (app/router.tsx, docs/decisions/1402); the server renders none of them
 * but knows the whole tree (route-tree.ts).
 */
export const signedInAreasRoute: RouteObject = {
  errorElement: <ErrorPage />,
  lazy: () => storeRoute(async () => (await import('./layouts/authenticated-layout')).AuthenticatedLayout),
  children: [
    {
      errorElement,
      children: [
        {
          path: routePath(PAGES.account),
          lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
        },
        {
          path: routePath(PAGES.completeProfile),
          lazy: async () => ({
            Component: (await import('./routes/creator/complete-profile')).CompleteProfileRoute,
          }),
        },
        creatorAreaRoute,
        { path: routePath(PAGES.creator), element: <Navigate to="/creator/dashboard" replace /> },
        adminAreaRoute,
      ],
    },
  ],
};
