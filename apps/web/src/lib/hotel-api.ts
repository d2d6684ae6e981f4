import type { NamedRef } from '@wayfarer/shared/schemas/catalogue';
import type { Hotel, HotelBody } from '@wayfarer/shared/schemas/hotel';
import { api } from './api';

// The hotel dialog is shared by the admin Place screen and the package editor, so its
// endpoints live here rather than in one feature. POST /v1/hotels (201), POST /v1/hotels/{id},
// and POST /v1/destinations/search {name} for its City picker (a failed search yields []).
const hotelApi = api.injectEndpoints({
  endpoints: (build) => ({
    createHotel: build.mutation<Hotel, HotelBody>({
      query: (body) => ({ url: 'hotels', method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
    updateHotel: build.mutation<Hotel, HotelBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `hotels/${id}`, method: 'POST', body }),
      invalidatesTags: ['DESTINATION'],
    }),
    searchPlaceOptions: build.query<NamedRef[], string>({
      async queryFn(name, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'destinations/search', method: 'POST', body: { name } });
        return { data: !result.error && Array.isArray(result.data) ? (result.data as NamedRef[]) : [] };
      },
      providesTags: ['DESTINATION'],
    }),
  }),
});

export const { useCreateHotelMutation, useUpdateHotelMutation, useSearchPlaceOptionsQuery } = hotelApi;
