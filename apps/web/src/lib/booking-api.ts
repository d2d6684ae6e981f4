import type { BookingResponse, RefundQuoteResponse } from '@wayfarer/shared/schemas/booking';
import type {
  ChangeDateBody,
  ChangeDateResponse,
  DateChangeOptions,
} from '@wayfarer/shared/schemas/date-changes';
import { api } from './api';
import { manageKeyHeaders } from './manage-key';

// A booking as GET /v1/bookings/booking/{id} answers it, and what cancelling it today gives back
// (GET /v1/bookings/{id}/refund-quote). Read by the payment result, the traveller's manage page
// and the admin's Cancel dialog, so they live here rather than in one feature. Types only from the
// shared schemas, so zod stays out of the public bundle.
const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<BookingResponse, string>({
      // ADR 1302: with the traveller's key when this browser holds it (the answer says `manageable`).
      query: (bookingId) => ({
        url: `bookings/booking/${encodeURIComponent(bookingId)}`,
        headers: manageKeyHeaders(bookingId),
      }),
      providesTags: ['BOOKING'],
    }),
    getRefundQuote: build.query<RefundQuoteResponse, string>({
      query: (bookingId) => `bookings/${encodeURIComponent(bookingId)}/refund-quote`,
      providesTags: ['BOOKING'],
    }),
    // The dates a booking may move to, whether the traveller may change it now, any
    // move offer; the change itself (the admin's token, when signed in, gives the admin's rules).
    getDateChange: build.query<DateChangeOptions, string>({
      query: (bookingId) => `bookings/${encodeURIComponent(bookingId)}/date-change`,
      providesTags: ['BOOKING'],
    }),
    changeDate: build.mutation<ChangeDateResponse, { bookingId: string } & ChangeDateBody>({
      query: ({ bookingId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/change-date`,
        method: 'POST',
        headers: manageKeyHeaders(bookingId),
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    answerMoveOffer: build.mutation<unknown, { bookingId: string; answer: 'accept' | 'decline' }>({
      query: ({ bookingId, answer }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/move-offer/${answer}`,
        method: 'POST',
        headers: manageKeyHeaders(bookingId),
      }),
      invalidatesTags: ['BOOKING'],
    }),
  }),
});

export const {
  useGetBookingQuery,
  useGetRefundQuoteQuery,
  useGetDateChangeQuery,
  useChangeDateMutation,
  useAnswerMoveOfferMutation,
} = bookingApi;
