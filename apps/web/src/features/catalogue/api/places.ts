import type { NamedRef, Paged, PlaceBody } from '@wayfarer/shared/schemas/catalogue';
import { api } from '@/lib/api';
import { type ListArgs, listParams } from '@/lib/list-args';

// spec 001 §7: places are the API's destinations. GET /v1/destinations?page&query; POST
// /v1/destinations/{id}. Search and create are shared with other screens: lib/places-api.ts.
const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListPlaces: build.query<Paged<NamedRef>, ListArgs>({
      query: (args) => ({ url: 'destinations', params: listParams(args) }),
      providesTags: ['DESTINATION'],
    }),
    adminUpdatePlace: build.mutation<NamedRef, PlaceBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `destinations/${id}`, method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
  }),
});

export const { useAdminListPlacesQuery, useAdminUpdatePlaceMutation } = placesApi;
