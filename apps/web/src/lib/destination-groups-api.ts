import type { DestinationGroup, Paged } from '@wayfarer/shared/schemas/catalogue';
import { api } from './api';
import { type ListArgs, listParams } from './list-args';

// spec 001 §7: the UI's "Destination" is the API's destination group. GET
// /v1/destination-groups?page&query, declared once: the admin's Destinations screen, the home page
// and the /packages filter read it.
export const destinationGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDestinationGroups: build.query<Paged<DestinationGroup>, ListArgs>({
      query: (args) => ({ url: 'destination-groups', params: listParams(args) }),
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useListDestinationGroupsQuery } = destinationGroupsApi;
