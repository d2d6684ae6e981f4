import { PAGES, routePath } from '@wayfarer/shared/page-routes';
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
                path: routePath(PAGES.about),
                lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
              },
              {
                path: routePath(PAGES.privacyPolicy),
                lazy: async () => ({
                  Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute,
                }),
              },
              {
                path: routePath(PAGES.termsAndConditions),
                lazy: async () => ({
                  Component: (await import('./routes/terms-and-conditions')).TermsAndConditionsRoute,
                }),
              },
              {
                path: routePath(PAGES.cancellationPolicy),
                lazy: async () => ({
                  Component: (await import('./routes/cancellation-policy')).CancellationPolicyRoute,
                }),
              },
              {
                path: routePath(PAGES.login),
                lazy: () => storeRoute(async () => (await import('./routes/login')).LoginRoute),
              },
              {
                path: routePath(PAGES.forgotPassword),
                lazy: () =>
                  storeRoute(async () => (await import('./routes/forgot-password')).ForgotPasswordRoute),
              },
              {
                path: routePath(PAGES.resetPassword),
                lazy: () =>
                  storeRoute(async () => (await import('./routes/reset-password')).ResetPasswordRoute),
              },
              {
                path: routePath(PAGES.verifyEmail),
                lazy: () => storeRoute(async () => (await import('./routes/verify-email')).VerifyEmailRoute),
              },
              {
                path: routePath(PAGES.creators),
                lazy: async () => ({ Component: (await import('./routes/creators')).CreatorsRoute }),
              },
              {
                path: routePath(PAGES.creatorTnc),
                lazy: async () => ({ Component: (await import('./routes/creator-tnc')).CreatorTncRoute }),
              },
              {
                // spec 001 §2: checkout; a static path, so it wins over package/:slug.
                path: routePath(PAGES.checkout),
                lazy: () => storeRoute(async () => (await import('./routes/checkout')).CheckoutRoute),
              },
              {
                // The traveller's review, linked from the e-mail sent when the trip completes.
                path: routePath(PAGES.bookingReview),
                lazy: () =>
                  storeRoute(async () => (await import('./routes/booking-review')).BookingReviewRoute),
              },
              {
                path: routePath(PAGES.paymentComplete),
                lazy: () =>
                  storeRoute(async () => (await import('./routes/payment-complete')).PaymentCompleteRoute),
              },
              {
                // The traveller's manage page; its actions need the manage key (ADR 1302).
                path: routePath(PAGES.manageBooking),
                lazy: () =>
                  storeRoute(async () => (await import('./routes/manage-booking')).ManageBookingRoute),
              },
              {
                // A traveller's bookings, signed in with an e-mailed link (ADR 1310).
                path: routePath(PAGES.trips),
                lazy: () => storeRoute(async () => (await import('./routes/trips')).TripsRoute),
              },
              {
                path: routePath(PAGES.tripsSignIn),
                lazy: () => storeRoute(async () => (await import('./routes/trips-sign-in')).TripsSignInRoute),
              },
              // The marketplace. `package/booking` (above) is static, so it ranks above `package/:slug`.
              {
                path: routePath(PAGES.packages),
                lazy: async () => ({ Component: (await import('./routes/packages')).PackagesRoute }),
              },
              {
                path: routePath(PAGES.search),
                lazy: async () => ({ Component: (await import('./routes/search')).SearchRoute }),
              },
              {
                path: routePath(PAGES.destination),
                lazy: async () => ({ Component: (await import('./routes/destination')).DestinationRoute }),
              },
              {
                path: routePath(PAGES.package),
                lazy: async () => ({ Component: (await import('./routes/package')).PackageRoute }),
              },
              {
                // spec 001 §2: /@{username}. Static paths (/about, /login ...) rank above this
                // dynamic segment; the route itself treats a handle without "@" as not found.
                path: routePath(PAGES.creatorProfile),
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
        path: routePath(PAGES.influencer),
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
                path: routePath(PAGES.account),
                lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
              },
              {
                path: routePath(PAGES.completeProfile),
                lazy: async () => ({
                  Component: (await import('./routes/creator/complete-profile')).CompleteProfileRoute,
                }),
              },
              {
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
                          Component: (await import('./routes/creator/package-departures'))
                            .CreatorPackageDeparturesRoute,
                        }),
                      },
                      {
                        path: routePath(PAGES.creatorPackageManifest, PAGES.creatorDashboard),
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-manifest'))
                            .CreatorPackageManifestRoute,
                        }),
                      },
                      {
                        path: routePath(PAGES.creatorPackageLaunch, PAGES.creatorDashboard),
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-launch'))
                            .CreatorPackageLaunchRoute,
                        }),
                      },
                      {
                        path: routePath(PAGES.creatorPackageRooming, PAGES.creatorDashboard),
                        lazy: async () => ({
                          Component: (await import('./routes/creator/package-rooming'))
                            .CreatorPackageRoomingRoute,
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
                          Component: (await import('./routes/creator/booking-detail'))
                            .CreatorBookingDetailRoute,
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
              },
              { path: routePath(PAGES.creator), element: <Navigate to="/creator/dashboard" replace /> },
              {
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
                          Component: (await import('./routes/admin/package-departures'))
                            .AdminPackageDeparturesRoute,
                        }),
                      },
                      {
                        path: routePath(PAGES.adminPackageManifest, PAGES.admin),
                        lazy: async () => ({
                          Component: (await import('./routes/admin/package-manifest'))
                            .AdminPackageManifestRoute,
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
                          Component: (await import('./routes/admin/package-rooming'))
                            .AdminPackageRoomingRoute,
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
              },
            ],
          },
        ],
      },
    ],
  },
];
