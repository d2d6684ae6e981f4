import type { TcsSettingsBody, TcsSettingsView } from '@wayfarer/shared/schemas/paperwork';
import { api } from '@/lib/api';

// ADR 1377: GET and PUT /v1/settings/tcs (ADMIN): the TCS rates and threshold in force.
const tcsSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTcsSettings: build.query<TcsSettingsView, void>({
      query: () => 'settings/tcs',
      providesTags: ['SETTINGS'],
    }),
    updateTcsSettings: build.mutation<TcsSettingsView, TcsSettingsBody>({
      query: (body) => ({ url: 'settings/tcs', method: 'PUT', body }),
      invalidatesTags: ['SETTINGS'],
    }),
  }),
});

export const { useGetTcsSettingsQuery, useUpdateTcsSettingsMutation } = tcsSettingsApi;
