import type { HotelOption, HotelSearchBody } from '@wayfarer/shared/schemas/hotel';
import { api } from '@/lib/api';

// The editor's hotel picker: hotels within the chosen places (POST /v1/hotels/search); the creator
// search is lib/admin-creators-api.ts and Add Place creates through lib/places-api.ts.
// Searches answer an empty list on failure (spec 001 §8).
const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPackageHotels: build.query<HotelOption[], HotelSearchBody>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'hotels/search', method: 'POST', body });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as HotelOption[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useSearchPackageHotelsQuery } = lookupsApi;
