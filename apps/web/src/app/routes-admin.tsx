import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import type { AuthenticatedRouteHandle } from './layouts/authenticated-layout';

const errorElement = <ErrorScreen />;

/** The admin area (/admin and below), each screen's code loaded on demand. */
export const adminAreaRoute: RouteObject = {
  path: routePath(PAGES.admin),
  // spec 001 §6: anyone but an ADMIN, signed out included, goes home.
  handle: { signedOutRedirect: '/' } satisfies AuthenticatedRouteHandle,
  lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  children: [
    {
      errorElement,
      children: [
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        {
          path: routePath(PAGES.adminDashboard, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
          }),
        },
        {
          path: routePath(PAGES.adminDestination, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/destination')).AdminDestinationRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPlace, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/place')).AdminPlaceRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackages, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/packages')).AdminPackagesRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageEdit, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-edit')).AdminPackageEditRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageDepartures, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-departures')).AdminPackageDeparturesRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageManifest, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-manifest')).AdminPackageManifestRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageLaunch, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-launch')).AdminPackageLaunchRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageRooming, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-rooming')).AdminPackageRoomingRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPackageCosts, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/package-costs')).AdminPackageCostsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminQueries, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/leads')).AdminLeadsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminBookings, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/bookings')).AdminBookingsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminBookingNew, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/booking-new')).AdminBookingNewRoute,
          }),
        },
        {
          path: routePath(PAGES.adminBookingDetail, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/booking-detail')).AdminBookingDetailRoute,
          }),
        },
        {
          path: routePath(PAGES.adminCoupons, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/coupons')).AdminCouponsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminPayouts, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/payouts')).AdminPayoutsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminCreators, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/creators')).AdminCreatorsRoute,
          }),
        },
        {
          // Hide or publish travellers' reviews.
          path: routePath(PAGES.adminReviews, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/reviews')).AdminReviewsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminSettings, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/settings')).AdminSettingsRoute,
          }),
        },
        {
          path: routePath(PAGES.adminCategory, PAGES.admin),
          lazy: async () => ({
            Component: (await import('./routes/admin/category')).AdminCategoryRoute,
          }),
        },
        { path: '*', element: <ErrorScreen /> },
      ],
    },
  ],
};
