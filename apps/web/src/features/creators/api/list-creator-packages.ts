import type { FeaturedResponse } from '@wayfarer/shared/schemas/tour-public';
import { api } from '@/lib/api';

// spec 001 §7: GET tours/feature/{username} — the creator's published packages; the destination
// circles are the places those packages visit.
const creatorPackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCreatorPackages: build.query<FeaturedResponse, string>({
      query: (username) => `tours/feature/${encodeURIComponent(username)}`,
      providesTags: ['PACKAGE'],
    }),
  }),
});

export const { useListCreatorPackagesQuery } = creatorPackagesApi;
