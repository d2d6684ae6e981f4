import type { DestinationGroup, DestinationGroupBody, Paged } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';
import { type ListArgs, listParams } from './list-args';

// spec 001 §7: the UI's "Destination" is the API's destination group. GET
// /v1/destination-groups?page&query; POST /v1/destination-groups (201); POST /v1/destination-groups/{id}.
const destinationGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListDestinationGroups: build.query<Paged<DestinationGroup>, ListArgs>({
      query: (args) => ({ url: 'destination-groups', params: listParams(args) }),
      providesTags: ['DESTINATION'],
    }),
    adminCreateDestinationGroup: build.mutation<DestinationGroup, DestinationGroupBody>({
      query: (body) => ({ url: 'destination-groups', method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
    adminUpdateDestinationGroup: build.mutation<DestinationGroup, DestinationGroupBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `destination-groups/${id}`, method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
  }),
});

export const {
  useAdminListDestinationGroupsQuery,
  useAdminCreateDestinationGroupMutation,
  useAdminUpdateDestinationGroupMutation,
} = destinationGroupsApi;
