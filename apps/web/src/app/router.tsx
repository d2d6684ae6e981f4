import { createBrowserRouter } from 'react-router';
import { ErrorPage, ErrorScreen } from '@/components/error-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home';

const errorElement = <ErrorScreen />;

// Everything but the public shell and the home page loads on demand to keep the first load small.
export const router = createBrowserRouter([
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
              { index: true, element: <HomeRoute /> },
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
                lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
              },
              { path: '*', element: <ErrorScreen /> },
            ],
          },
        ],
      },
      {
        path: 'influencer',
        errorElement: <ErrorPage />,
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
        lazy: async () => ({
          Component: (await import('./layouts/authenticated-layout')).AuthenticatedLayout,
        }),
        children: [
          {
            errorElement,
            children: [
              {
                path: 'creator/complete-profile',
                lazy: async () => ({
                  Component: (await import('./routes/creator/complete-profile')).CompleteProfileRoute,
                }),
              },
              {
                path: 'creator/*',
                lazy: async () => ({
                  Component: (await import('./routes/creator/dashboard')).CreatorDashboardRoute,
                }),
              },
              {
                path: 'admin/*',
                lazy: async () => ({ Component: (await import('./routes/admin/admin-home')).AdminHomeRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
