import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import type { RouteObject } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import type { AuthenticatedRouteHandle } from './layouts/authenticated-layout';

const errorElement = <ErrorScreen />;

/** The creator area (/creator/dashboard and below), each screen's code loaded on demand. */
export const creatorAreaRoute: RouteObject = {
  path: routePath(PAGES.creatorDashboard),
  // spec 001 §2: signed-out visitors of the creator area go to /.
  handle: { signedOutRedirect: '/' } satisfies AuthenticatedRouteHandle,
  lazy: async () => ({
    Component: (await import('./layouts/creator-area-layout')).CreatorAreaLayout,
  }),
  children: [
    {
      errorElement,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./routes/creator/dashboard')).CreatorDashboardRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackages, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/packages')).CreatorPackagesRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackageEdit, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/package-edit')).CreatorPackageEditRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackageDepartures, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/package-departures')).CreatorPackageDeparturesRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackageManifest, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/package-manifest')).CreatorPackageManifestRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackageLaunch, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/package-launch')).CreatorPackageLaunchRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorPackageRooming, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/package-rooming')).CreatorPackageRoomingRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorQueries, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/leads')).CreatorLeadsRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorBookings, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/bookings')).CreatorBookingsRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorBookingDetail, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/booking-detail')).CreatorBookingDetailRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorEarnings, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/earnings')).CreatorEarningsRoute,
          }),
        },
        {
          path: routePath(PAGES.creatorSettings, PAGES.creatorDashboard),
          lazy: async () => ({
            Component: (await import('./routes/creator/settings')).CreatorSettingsRoute,
          }),
        },
        { path: '*', element: <ErrorScreen /> },
      ],
    },
  ],
};
