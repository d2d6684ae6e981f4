import type { BookingStatus, PaymentStatus } from '@wayfarer/shared/enums';
import type { BookingListResponse } from '@wayfarer/shared/schemas/booking-list';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import type {
  BookingDetailResponse,
  OfflinePaymentBody,
  OfflineRefundBody,
} from '@wayfarer/shared/schemas/booking-detail';
import type { CancelBookingBody } from '@wayfarer/shared/schemas/booking-manage';
import type {
  RenameTravellerBody,
  TransferTravellerBody,
  TravellerRemovalResponse,
} from '@wayfarer/shared/schemas/booking-travellers';
import { api } from '@/lib/api';

export type BookingListArgs = {
  page: number;
  search: string;
  status: PaymentStatus | '';
  bookingStatus: BookingStatus | '';
};
type CancelBookingArgs = { bookingId: string } & CancelBookingBody;
type TravellerArgs = { bookingId: string; travellerId: string };

// GET /v1/bookings?page&search&status&bookingStatus — an admin gets every booking, a creator
// those of its packages. The refund quote the Cancel dialog shows is read through lib/booking-api.
const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<BookingListResponse, BookingListArgs>({
      query: ({ page, search, status, bookingStatus }) => ({
        url: 'bookings',
        params: {
          page,
          ...(search ? { search } : {}),
          ...(status ? { status } : {}),
          ...(bookingStatus ? { bookingStatus } : {}),
        },
      }),
      providesTags: ['BOOKING'],
    }),
    // POST /v1/bookings/{id}/cancel (ADMIN): refunds through the gateway and releases the seats.
    cancelBooking: build.mutation<BookingResponse, CancelBookingArgs>({
      query: ({ bookingId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // The operators' booking detail (admin any; a creator its packages'), its notes,
    // the confirmation resend and the admin's offline payment.
    getBookingDetail: build.query<BookingDetailResponse, string>({
      query: (bookingId) => `bookings/${encodeURIComponent(bookingId)}`,
      providesTags: ['BOOKING'],
    }),
    addBookingNote: build.mutation<BookingDetailResponse, { bookingId: string; text: string }>({
      query: ({ bookingId, text }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/notes`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: ['BOOKING'],
    }),
    resendConfirmation: build.mutation<{ queued: true }, string>({
      query: (bookingId) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/resend-confirmation`,
        method: 'POST',
      }),
    }),
    recordOfflinePayment: build.mutation<BookingDetailResponse, { bookingId: string } & OfflinePaymentBody>({
      query: ({ bookingId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/payments`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    recordOfflineRefund: build.mutation<
      BookingDetailResponse,
      { bookingId: string; refundId: string } & OfflineRefundBody
    >({
      query: ({ bookingId, refundId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/refunds/${encodeURIComponent(refundId)}/offline`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // A FAILED gateway refund asked again (a new refund linked to it).
    retryRefund: build.mutation<BookingDetailResponse, { bookingId: string; refundId: string }>({
      query: ({ bookingId, refundId }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/refunds/${encodeURIComponent(refundId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // ADR 1370-1372 (ADMIN): one traveller at a time — the removal's quote, the removal, a
    // corrected name, a seat transferred.
    getTravellerRemovalQuote: build.query<
      TravellerRemovalResponse,
      { bookingId: string; travellerId: string }
    >({
      query: ({ bookingId, travellerId }) =>
        `bookings/${encodeURIComponent(bookingId)}/travellers/${encodeURIComponent(travellerId)}/removal-quote`,
    }),
    removeTraveller: build.mutation<TravellerRemovalResponse, { bookingId: string; travellerId: string }>({
      query: ({ bookingId, travellerId }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/travellers/${encodeURIComponent(travellerId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['BOOKING'],
    }),
    renameTraveller: build.mutation<
      { travellerId: string; name: string },
      TravellerArgs & RenameTravellerBody
    >({
      query: ({ bookingId, travellerId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/travellers/${encodeURIComponent(travellerId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    transferTraveller: build.mutation<
      { travellerId: string; name: string },
      TravellerArgs & TransferTravellerBody
    >({
      query: ({ bookingId, travellerId, ...body }) => ({
        url: `bookings/${encodeURIComponent(bookingId)}/travellers/${encodeURIComponent(travellerId)}/transfer`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['BOOKING'],
    }),
  }),
});

export const {
  useGetTravellerRemovalQuoteQuery,
  useRemoveTravellerMutation,
  useRenameTravellerMutation,
  useTransferTravellerMutation,
  useListBookingsQuery,
  useCancelBookingMutation,
  useGetBookingDetailQuery,
  useAddBookingNoteMutation,
  useResendConfirmationMutation,
  useRecordOfflinePaymentMutation,
  useRecordOfflineRefundMutation,
  useRetryRefundMutation,
} = bookingsApi;
