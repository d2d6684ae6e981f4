import type { DestinationGroup, DestinationGroupBody } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';

// spec 001 §7: the UI's "Destination" is the API's destination group. POST /v1/destination-groups
// (201); POST /v1/destination-groups/{id}. The list (GET) is lib/destination-groups-api.ts.
const destinationGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdminCreateDestinationGroupMutation, useAdminUpdateDestinationGroupMutation } =
  destinationGroupsApi;
