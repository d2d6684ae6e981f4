import type { NamedRef, Paged, PlaceBody } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';
import { type ListArgs, listParams } from './list-args';

// spec 001 §7: places are the API's destinations. GET /v1/destinations?page&query; POST
// /v1/destinations {name} (201); POST /v1/destinations/{id}; POST /v1/destinations/search {name}.
const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListPlaces: build.query<Paged<NamedRef>, ListArgs>({
      query: (args) => ({ url: 'destinations', params: listParams(args) }),
      providesTags: ['DESTINATION'],
    }),
    adminCreatePlace: build.mutation<NamedRef, PlaceBody>({
      query: (body) => ({ url: 'destinations', method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
    adminUpdatePlace: build.mutation<NamedRef, PlaceBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `destinations/${id}`, method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
    /** A failed search yields an empty list. */
    adminSearchPlaces: build.query<NamedRef[], string>({
      async queryFn(name, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'destinations/search', method: 'POST', body: { name } });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as NamedRef[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const {
  useAdminListPlacesQuery,
  useAdminCreatePlaceMutation,
  useAdminUpdatePlaceMutation,
  useAdminSearchPlacesQuery,
} = placesApi;
