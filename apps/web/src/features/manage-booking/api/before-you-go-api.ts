import type { BeforeYouGoResponse, TravellerDetailsBody } from '@wayfarer/shared/schemas/trip-details';
import { api } from '@/lib/api';

type SaveDetailsArgs = { bookingId: string; travellerId: string; body: TravellerDetailsBody };

const path = (bookingId: string) => `bookings/${encodeURIComponent(bookingId)}`;

// Issue 24 part C, the booking page's "Before you go" and announcements: the booking id is the key.
const beforeYouGoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBeforeYouGo: build.query<BeforeYouGoResponse, string>({
      query: (bookingId) => `${path(bookingId)}/before-you-go`,
      providesTags: ['BOOKING'],
    }),
    saveTravellerDetails: build.mutation<BeforeYouGoResponse, SaveDetailsArgs>({
      query: ({ bookingId, travellerId, body }) => ({
        url: `${path(bookingId)}/travellers/${encodeURIComponent(travellerId)}/details`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
  }),
});

export const { useGetBeforeYouGoQuery, useSaveTravellerDetailsMutation } = beforeYouGoApi;
