import type { LeadListQuery, LeadPage } from '@wayfarer/shared/schemas/lead';
import { api } from '@/lib/api';

// spec 001 §7 "Leads": GET /v1/query/me?page&search&status — an admin gets every lead, a creator its own.
const listLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.query<LeadPage, LeadListQuery>({
      query: ({ page, search, status }) => ({
        url: 'query/me',
        params: { page, ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['LEAD'],
    }),
  }),
});

export const { useListLeadsQuery } = listLeadsApi;
