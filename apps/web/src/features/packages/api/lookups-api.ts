import type { Paged } from '@wayfarer/shared/schemas/catalogue';
import type { CreatorAdminRow } from '@wayfarer/shared/schemas/creator';
import type { HotelOption, HotelSearchBody } from '@wayfarer/shared/schemas/hotel';
import { api } from '@/lib/api';

// The editor's pickers: the admin's creator search (GET /v1/creators?page=1&query=), hotels within
// the chosen places (POST /v1/hotels/search); Add Place creates through lib/places-api.ts.
// Searches answer an empty list on failure (spec 001 §8).
const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPackageCreators: build.query<CreatorAdminRow[], string>({
      async queryFn(query, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'creators', params: { page: 1, query } });
        const data = result.data as Paged<CreatorAdminRow> | undefined;
        return { data: !result.error && Array.isArray(data?.results) ? data.results : [] };
      },
      providesTags: ['CREATOR'],
    }),
    searchPackageHotels: build.query<HotelOption[], HotelSearchBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'hotels/search', method: 'POST', body });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as HotelOption[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useSearchPackageCreatorsQuery, useSearchPackageHotelsQuery } = lookupsApi;
