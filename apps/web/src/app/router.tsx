import { PAGES, routePath } from '@wayfarer/shared/page-routes';
import type { NonIndexRouteObject, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { ErrorPage, ErrorScreen } from '@/components/error-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { storeRoute } from './store-route';

const errorElement = <ErrorScreen />;

// Everything but the public shell loads on demand, by route, to keep the first load small.
// One route tree for both renderers: main.tsx makes the browser router, entry-server.tsx the
// static one (the public pages are rendered on the server, docs/decisions/801). The signed-in
// areas are the root's last child, added on demand (`patchSignedInAreas`, below); the server's
// tree has them from the start (route-tree.ts).

/** The root route: the layout every page shares. */
export const rootRoute: NonIndexRouteObject = {
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
  ],
};

export const routes: RouteObject[] = [rootRoute];

/** The first segments of the signed-in areas' paths (routes-signed-in.tsx; router.test.ts checks). */
export const SIGNED_IN_AREAS: ReadonlySet<string> = new Set(['account', 'creator', 'admin']);

/** The root route's id as React Router numbers it (its place in the tree). */
export const ROOT_ROUTE_ID = '0';

/**
 * The router's `patchRoutesOnNavigation` (docs/decisions/1402): on the way to a signed-in area
 * (the first segment of its path is one of them), the areas' routes load and join the root, and
 * the router matches the path again. React Router asks on every navigation it cannot match
 * without a dynamic segment or the not-found route; a public page's path loads nothing. The areas
 * are patched once: React Router leaves out a route it already has.
 */
export const patchSignedInAreas: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const firstSegment = path.split('/')[1] ?? '';
  if (!SIGNED_IN_AREAS.has(firstSegment)) return;
  const { signedInAreasRoute } = await import('./routes-signed-in');
  patch(ROOT_ROUTE_ID, [signedInAreasRoute]);
};
