import type { DestinationGroup } from '@wayfarer/shared/schemas/catalogue';
import type { FeaturedResponse } from '@wayfarer/shared/schemas/tour-public';
import { api } from '@/lib/api';

// spec 001 §7: GET tours/feature/{username} — the creator's published packages; the destination
// circles are destination groups, so a chosen one is read (GET destination-groups/{id}) for its places.
const creatorPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCreatorPackages: build.query<FeaturedResponse, string>({
      query: (username) => `tours/feature/${encodeURIComponent(username)}`,
      providesTags: ['PACKAGE'],
    }),
    getDestinationGroupPlaces: build.query<DestinationGroup, string>({
      query: (id) => `destination-groups/${encodeURIComponent(id)}`,
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useListCreatorPackagesQuery, useGetDestinationGroupPlacesQuery } = creatorPackagesApi;
