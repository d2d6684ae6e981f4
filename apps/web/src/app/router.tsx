import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage, ErrorScreen } from '@/components/error-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { withStore } from '@/lib/store-on-demand';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { adminAreaRoute } from './routes-admin';
import { creatorAreaRoute } from './routes-creator';

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
                // Hydrates without the store; its form loads it on submit (ADR 1395).
                lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
              },
              {
                path: routePath(PAGES.forgotPassword),
                // Hydrates without the store; its form loads it on submit (ADR 1395).
                lazy: async () => ({
                  Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
                }),
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
                // Hydrates without the store; it loads with a session or the form's submit (ADR 1395).
                lazy: async () => ({ Component: (await import('./routes/trips')).TripsRoute }),
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
        // Hydrates without the store; its forms load it on submit (ADR 1395).
        lazy: async () => ({ Component: (await import('./layouts/influencer-layout')).InfluencerLayout }),
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
              creatorAreaRoute,
              { path: routePath(PAGES.creator), element: <Navigate to="/creator/dashboard" replace /> },
              adminAreaRoute,
            ],
          },
        ],
      },
    ],
  },
];
