import type { Hotel, HotelBody } from '@wayfarer/shared/schemas/hotel';
import { api } from './api';

// The hotel dialog is shared by the admin Place screen and the package editor, so its endpoints
// live here rather than in one feature. POST /v1/hotels (201), POST /v1/hotels/{id}; its City
// picker searches through lib/places-api.ts.
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
  }),
});

export const { useCreateHotelMutation, useUpdateHotelMutation } = hotelApi;
