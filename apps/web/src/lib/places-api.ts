import type { NamedRef, PlaceBody } from '@wayfarer/shared/schemas/catalogue';
import { api } from './api';

// Places (the API's destinations) are searched and added from the admin's Place screen, the
// destination dialog, the hotel dialog's City picker and the package editor, so these two
// endpoints are declared once, here. POST /v1/destinations/search {name} (a failed search yields
// []); POST /v1/destinations {name} (201).
const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<NamedRef[], string>({
      async queryFn(name, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'destinations/search', method: 'POST', body: { name } });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as NamedRef[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
    createPlace: build.mutation<NamedRef, PlaceBody>({
      query: (body) => ({ url: 'destinations', method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
  }),
});

export const { useSearchPlacesQuery, useCreatePlaceMutation } = placesApi;
