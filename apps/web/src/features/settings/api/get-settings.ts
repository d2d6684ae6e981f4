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

/** Lazy screens reach the query through this type only (see admin site-contact-form). */
export type SettingsApi = typeof settingsApi;
