import type { BookingResponse, RefundQuoteResponse } from '@wayfarer/shared/schemas/booking';
import { api } from './api';

// A booking as GET /v1/bookings/booking/{id} answers it, and what cancelling it today gives back
// (GET /v1/bookings/{id}/refund-quote). Read by the payment result, the traveller's manage page
// and the admin's Cancel dialog, so they live here rather than in one feature. Types only from the
// shared schemas, so zod stays out of the public bundle.
const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<BookingResponse, string>({
      query: (bookingId) => `bookings/booking/${encodeURIComponent(bookingId)}`,
      providesTags: ['BOOKING'],
    }),
    getRefundQuote: build.query<RefundQuoteResponse, string>({
      query: (bookingId) => `bookings/${encodeURIComponent(bookingId)}/refund-quote`,
      providesTags: ['BOOKING'],
    }),
  }),
});

export const { useGetBookingQuery, useGetRefundQuoteQuery } = bookingApi;
