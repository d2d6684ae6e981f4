import type { AdminSiteSettings } from '@wayfarer/shared/schemas/settings';
import { api } from '@/lib/api';

// GET /v1/settings/admin (ADMIN): the settings with the admin notification address and its
// default. Only the lazy settings screen imports this module.
const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSiteSettings, void>({
      query: () => 'settings/admin',
      providesTags: ['SETTINGS'],
    }),
  }),
});

export const { useGetAdminSettingsQuery } = adminSettingsApi;
