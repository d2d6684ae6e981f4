import type { BeforeYouGoResponse, TravellerDetailsBody } from '@wayfarer/shared/schemas/trip-details';
import { api } from '@/lib/api';
import { manageKeyHeaders } from '@/lib/manage-key';

type SaveDetailsArgs = { bookingId: string; travellerId: string; body: TravellerDetailsBody };

const path = (bookingId: string) => `bookings/${encodeURIComponent(bookingId)}`;

// The booking page's "Before you go" and announcements: the travellers' own
// details, read and written with the booking's manage key (ADR 1302).
const beforeYouGoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBeforeYouGo: build.query<BeforeYouGoResponse, string>({
      query: (bookingId) => ({
        url: `${path(bookingId)}/before-you-go`,
        headers: manageKeyHeaders(bookingId),
      }),
      providesTags: ['BOOKING'],
    }),
    saveTravellerDetails: build.mutation<BeforeYouGoResponse, SaveDetailsArgs>({
      query: ({ bookingId, travellerId, body }) => ({
        url: `${path(bookingId)}/travellers/${encodeURIComponent(travellerId)}/details`,
        method: 'PUT',
        headers: manageKeyHeaders(bookingId),
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
  }),
});

export const { useGetBeforeYouGoQuery, useSaveTravellerDetailsMutation } = beforeYouGoApi;
