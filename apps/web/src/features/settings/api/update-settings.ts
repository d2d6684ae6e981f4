import type { SiteSettings, SiteSettingsBody } from '@wayfarer/shared/schemas/settings';
import { api } from '@/lib/api';

// POST /v1/settings (admin): saves the footer's contact details; the footer refetches them.
const updateSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<SiteSettings, SiteSettingsBody>({
      query: (body) => ({ url: 'settings', method: 'POST', body }),
      invalidatesTags: ['SETTINGS'],
    }),
  }),
});

export const { useUpdateSettingsMutation } = updateSettingsApi;
