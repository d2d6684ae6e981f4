import type { PaymentStatus } from '@wayfarer/shared/enums';
import type { BookingListResponse } from '@wayfarer/shared/schemas/booking';
import { api } from '@/lib/api';

export type BookingListArgs = { page: number; search: string; status: PaymentStatus | '' };

// GET /v1/bookings?page&search&status — an admin gets every booking, a creator those of
// its packages.
const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<BookingListResponse, BookingListArgs>({
      query: ({ page, search, status }) => ({
        url: 'bookings',
        params: { page, ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['BOOKING'],
    }),
  }),
});

export const { useListBookingsQuery } = bookingsApi;
