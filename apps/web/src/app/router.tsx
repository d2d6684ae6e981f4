import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage, ErrorScreen } from '@/components/error-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { withStore } from '@/lib/store-on-demand';
import type { AuthenticatedRouteHandle } from './layouts/authenticated-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

const errorElement = <ErrorScreen />;

/**
 * A route that needs the Redux store (sign-in, checkout, the booking pages, the signed-in areas):
 * the store loads with the route's code and the route renders inside its provider. The public
 * pages read without it (lib/public-query.tsx), so their first visit carries no Redux
 * (docs/decisions/990).
 */
const storeRoute = async (load: () => Promise<ComponentType>) => ({ Component: await withStore(load) });

// Everything but the public shell loads on demand, by route, to keep the first load small.
// One route tree for both renderers: main.tsx makes the browser router, entry-server.tsx the
// static one (the public pages are rendered on the server, docs/decisions/801).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <ErrorPage />,
        children: [
          {
            errorElement,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
              },
              {
                path: 'about',
                lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
              },
              {
                path: 'privacy-policy',
                lazy: async () => ({
                  Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute,
                }),
              },
              {
                path: 'terms-and-conditions',
                lazy: async () => ({
                  Component: (await import('./routes/terms-and-conditions')).TermsAndConditionsRoute,
                }),
              },
              {
                path: 'cancellation-policy',
                lazy: async () => ({
                  Component: (await import('./routes/cancellation-policy')).CancellationPolicyRoute,
                }),
              },
              {
                path: 'login',
                lazy: () => storeRoute(async () => (await import('./routes/login')).LoginRoute),
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  storeRoute(async () => (await import('./routes/forgot-password')).ForgotPasswordRoute),
              },
              {
                path: 'reset-password',
                lazy: () =>
                  storeRoute(async () => (await import('./routes/reset-password')).ResetPasswordRoute),
              },
              {
                path: 'verify-email',
                lazy: () => storeRoute(async () => (await import('./routes/verify-email')).VerifyEmailRoute),
              },
              {
                path: 'creators',
                lazy: async () => ({ Component: (await import('./routes/creators')).CreatorsRoute }),
              },
              {
                path: 'creator-tnc',
                lazy: async () => ({ Component: (await import('./routes/creator-tnc')).CreatorTncRoute }),
              },
              {
                // spec 001 §2: checkout; a static path, so it wins over package/:slug.
                path: 'package/booking',
                lazy: () => storeRoute(async () => (await import('./routes/checkout')).CheckoutRoute),
              },
              {
                // Issue #14: the traveller's review, linked from the e-mail sent when the trip completes.
                path: 'booking/:bookingId/review',
                lazy: () =>
                  storeRoute(async () => (await import('./routes/booking-review')).BookingReviewRoute),
              },
              {
                path: 'booking/payment-complete/:id',
                lazy: () =>
                  storeRoute(async () => (await import('./routes/payment-complete')).PaymentCompleteRoute),
              },
              {
                // Issue #12: the traveller's manage page; the booking id is the key.
                path: 'booking/:bookingId',
                lazy: () =>
                  storeRoute(async () => (await import('./routes/manage-booking')).ManageBookingRoute),
              },
              // The marketplace. `package/booking` (above) is static, so it ranks above `package/:slug`.
              {
                path: 'packages',
                lazy: async () => ({ Component: (await import('./routes/packages')).PackagesRoute }),
              },
              {
                path: 'search',
                lazy: async () => ({ Component: (await import('./routes/search')).SearchRoute }),
              },
              {
                path: 'destination/:slug',
                lazy: async () => ({ Component: (await import('./routes/destination')).DestinationRoute }),
              },
              {
                path: 'package/:slug',
                lazy: async () => ({ Component: (await import('./routes/package')).PackageRoute }),
              },
              {
                // spec 001 §2: /@{username}. Static paths (/about, /login ...) rank above this
                // dynamic segment; the route itself treats a handle without "@" as not found.
                path: ':handle',
                lazy: async () => ({
                  Component: (await import('./routes/creator-profile')).CreatorProfileRoute,
                }),
              },
              { path: '*', element: <ErrorScreen /> },
            ],
          },
        ],
      },
      {
        path: 'influencer',
        errorElement: <ErrorPage />,
        lazy: () => storeRoute(async () => (await import('./layouts/influencer-layout')).InfluencerLayout),
        children: [
          {
            index: true,
            errorElement,
            lazy: async () => ({ Component: (await import('./routes/influencer')).InfluencerRoute }),
          },
        ],
      },
      {
        errorElement: <ErrorPage />,
        lazy: () =>
          storeRoute(async () => (await import('./layouts/authenticated-layout')).AuthenticatedLayout),
        children: [
          {
            errorElement,
            children: [
              {
                path: 'account',
                lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
              },
              {
                path: 'creator/complete-profile',
                lazy: async () => ({
                  Component: (await import('./routes/creator/complete-profile')).CompleteProfileRoute,
                }),
              },
              {
                path: 'creator/dashboard',
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
                        path: 'packages',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/packages')).CreatorPackagesRoute,
                        }),
                      },
                      {
                        path: 'packages/edit/:id',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-edit')).CreatorPackageEditRoute,
                        }),
                      },
                      {
                        path: 'packages/:id/departures',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-departures'))
                            .CreatorPackageDeparturesRoute,
                        }),
                      },
                      {
                        path: 'packages/:id/departures/manifest',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-manifest'))
                            .CreatorPackageManifestRoute,
                        }),
                      },
                      {
                        path: 'queries',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/leads')).CreatorLeadsRoute,
                        }),
                      },
                      {
                        path: 'bookings',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/bookings')).CreatorBookingsRoute,
                        }),
                      },
                      {
                        path: 'bookings/:bookingId',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/booking-detail'))
                            .CreatorBookingDetailRoute,
                        }),
                      },
                      {
                        path: 'earnings',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/earnings')).CreatorEarningsRoute,
                        }),
                      },
                      {
                        path: 'settings',
                        lazy: async () => ({
                          Component: (await import('./routes/creator/settings')).CreatorSettingsRoute,
                        }),
                      },
                      { path: '*', element: <ErrorScreen /> },
                    ],
                  },
                ],
              },
              { path: 'creator', element: <Navigate to="/creator/dashboard" replace /> },
              {
                path: 'admin',
                // spec 001 §6: anyone but an ADMIN, signed out included, goes home.
                handle: { signedOutRedirect: '/' } satisfies AuthenticatedRouteHandle,
                lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
                children: [
                  {
                    errorElement,
                    children: [
                      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                      {
                        path: 'dashboard',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
                        }),
                      },
                      {
                        path: 'destination',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/destination')).AdminDestinationRoute,
                        }),
                      },
                      {
                        path: 'place',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/place')).AdminPlaceRoute,
                        }),
                      },
                      {
                        path: 'packages',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/packages')).AdminPackagesRoute,
                        }),
                      },
                      {
                        path: 'packages/edit/:id',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/package-edit')).AdminPackageEditRoute,
                        }),
                      },
                      {
                        path: 'packages/:id/departures',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/package-departures'))
                            .AdminPackageDeparturesRoute,
                        }),
                      },
                      {
                        path: 'packages/:id/departures/manifest',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/package-manifest'))
                            .AdminPackageManifestRoute,
                        }),
                      },
                      {
                        path: 'queries',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/leads')).AdminLeadsRoute,
                        }),
                      },
                      {
                        path: 'bookings',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/bookings')).AdminBookingsRoute,
                        }),
                      },
                      {
                        path: 'bookings/:bookingId',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/booking-detail')).AdminBookingDetailRoute,
                        }),
                      },
                      {
                        path: 'coupons',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/coupons')).AdminCouponsRoute,
                        }),
                      },
                      {
                        path: 'payouts',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/payouts')).AdminPayoutsRoute,
                        }),
                      },
                      {
                        path: 'creators',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/creators')).AdminCreatorsRoute,
                        }),
                      },
                      {
                        // Issue 22: hide or publish travellers' reviews.
                        path: 'reviews',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/reviews')).AdminReviewsRoute,
                        }),
                      },
                      {
                        path: 'settings',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/settings')).AdminSettingsRoute,
                        }),
                      },
                      {
                        path: 'category',
                        lazy: async () => ({
                          Component: (await import('./routes/admin/category')).AdminCategoryRoute,
                        }),
                      },
                      { path: '*', element: <ErrorScreen /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
