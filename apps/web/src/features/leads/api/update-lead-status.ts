import type { Lead, LeadStatusBody } from '@wayfarer/shared/schemas/lead';
import { api } from '@/lib/api';

type UpdateLeadStatusArgs = LeadStatusBody & { enquiryId: string };

// PATCH /v1/query/{enquiryId} { status }: answers the updated lead; lists and counts refetch.
const updateLeadStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateLeadStatus: build.mutation<Lead, UpdateLeadStatusArgs>({
      query: ({ enquiryId, status }) => ({ url: `query/${enquiryId}`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['LEAD', 'ADMIN_STATS', 'CREATOR'],
    }),
  }),
});

export const { useUpdateLeadStatusMutation } = updateLeadStatusApi;
