import type { SiteSettings } from '@wayfarer/shared/schemas/settings';
import { api } from '@/lib/api';

// GET /v1/settings through the store: the admin's contact form. The footer and the package page
// read the same route without the store (public-settings.ts).
const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SiteSettings, void>({
      query: () => 'settings',
      keepUnusedDataFor: 300,
      providesTags: ['SETTINGS'],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;
