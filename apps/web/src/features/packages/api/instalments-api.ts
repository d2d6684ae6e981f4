import type { InstalmentPlanBody, InstalmentPlanResponse } from '@wayfarer/shared/schemas/instalments';
import { api } from '@/lib/api';

// ADR 1365: the package's instalment plan (the editor's Instalments tab).
const instalmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstalmentPlan: build.query<InstalmentPlanResponse, string>({
      query: (id) => `tours/${id}/instalment-plan`,
      providesTags: ['PACKAGE'],
    }),
    saveInstalmentPlan: build.mutation<InstalmentPlanResponse, { id: string; body: InstalmentPlanBody }>({
      query: ({ id, body }) => ({ url: `tours/${id}/instalment-plan`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['PACKAGE'] : []),
    }),
    removeInstalmentPlan: build.mutation<InstalmentPlanResponse, string>({
      query: (id) => ({ url: `tours/${id}/instalment-plan`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['PACKAGE'] : []),
    }),
  }),
});

export const { useGetInstalmentPlanQuery, useSaveInstalmentPlanMutation, useRemoveInstalmentPlanMutation } =
  instalmentsApi;
