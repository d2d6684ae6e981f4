import type { SiteSettings } from '@wayfarer/shared/schemas/settings';
import { api } from '@/lib/api';

// GET /v1/settings: the public contact details shown in the footer.
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
