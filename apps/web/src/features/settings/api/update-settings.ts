import type { AdminSiteSettings, SiteSettingsBody } from '@wayfarer/shared/schemas/settings';
import { api } from '@/lib/api';

// POST /v1/settings (admin): saves the footer's contact details, the business on receipts and the
// admin notification address; the footer and the settings screen refetch them.
const updateSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<AdminSiteSettings, SiteSettingsBody>({
      query: (body) => ({ url: 'settings', method: 'POST', body }),
      invalidatesTags: ['SETTINGS'],
    }),
  }),
});

export const { useUpdateSettingsMutation } = updateSettingsApi;
