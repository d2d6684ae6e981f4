import type { CalendarLinks } from '@wayfarer/shared/schemas/trips';
import type {
  BalancePaymentResponse,
  CancellationRequestBody,
  TravellerRow,
} from '@wayfarer/shared/schemas/booking-manage';
import { api } from '@/lib/api';
import { manageKeyHeaders } from '@/lib/manage-key';

type PayBalanceArgs = { bookingId: string; idempotencyKey: string };
type SaveTravellersArgs = { bookingId: string; travellers: TravellerRow[] };
type RequestCancellationArgs = { bookingId: string } & CancellationRequestBody;

const path = (bookingId: string, action: string) => `bookings/${encodeURIComponent(bookingId)}/${action}`;

// The traveller's manage page: public calls. Paying the balance needs the booking id
// alone (a friend may pay); the traveller's changes send the booking's manage key (ADR 1302). The
// booking and its refund quote are read through lib/booking-api.ts.
const manageBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // POST /v1/bookings/{id}/balance: a PhonePe payment for exactly the pending amount. The key
    // makes a double click start one payment, not two.
    payBalance: build.mutation<BalancePaymentResponse, PayBalanceArgs>({
      query: ({ bookingId, idempotencyKey }) => ({
        url: path(bookingId, 'balance'),
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // PUT /v1/bookings/{id}/travellers: exactly `people` rows.
    saveTravellers: build.mutation<unknown, SaveTravellersArgs>({
      query: ({ bookingId, travellers }) => ({
        url: path(bookingId, 'travellers'),
        method: 'PUT',
        headers: manageKeyHeaders(bookingId),
        body: travellers,
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // POST /v1/bookings/{id}/cancellation-request: waits for the operator.
    requestCancellation: build.mutation<unknown, RequestCancellationArgs>({
      query: ({ bookingId, reason }) => ({
        url: path(bookingId, 'cancellation-request'),
        method: 'POST',
        headers: manageKeyHeaders(bookingId),
        body: { reason },
      }),
      invalidatesTags: ['BOOKING'],
    }),
    // The booking's calendar file and Google Calendar link (ADR 1311), for the
    // traveller (the manage key, or the traveller's session cookie).
    getCalendarLinks: build.query<CalendarLinks, string>({
      query: (bookingId) => ({ url: path(bookingId, 'calendar'), headers: manageKeyHeaders(bookingId) }),
      providesTags: ['BOOKING'],
    }),
    // Whether the booked package still has a public page (404 once unlisted): the link
    // "View the package" is offered only then; the booking keeps its own summary either way.
    getPackageListing: build.query<unknown, string>({
      query: (id) => `tours/public/id/${encodeURIComponent(id)}`,
      providesTags: ['PACKAGE'],
    }),
  }),
});

export const {
  usePayBalanceMutation,
  useSaveTravellersMutation,
  useRequestCancellationMutation,
  useGetPackageListingQuery,
  useGetCalendarLinksQuery,
} = manageBookingApi;

/** GET /v1/bookings/{id}/receipt: a PDF of every payment received (a plain link downloads it). */
export const receiptHref = (bookingId: string) => `/v1/${path(bookingId, 'receipt')}`;
